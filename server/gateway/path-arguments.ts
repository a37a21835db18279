/**
 * GraphQL Mesh writes arguments into REST paths as they are (`/api/users/{args.id}`), so an id
 * holding `../`, `?` or `#` would reach another route or add a query. Before Mesh's resolver runs,
 * each argument that fills a path segment is percent-encoded, and the dot segments `.` and `..`
 * (which URLs resolve even when encoded) are refused.
 */
import { GraphQLError, Kind, type GraphQLField, type GraphQLSchema } from 'graphql';

const PATH_ARGUMENT = /\{args\.([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The argument names a field's `@httpOperation(path:)` interpolates. */
function pathArguments(field: GraphQLField<unknown, unknown>): string[] {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'httpOperation');
  const path = directive?.arguments?.find((a) => a.name.value === 'path')?.value;
  if (path?.kind !== Kind.STRING) return [];
  return [...path.value.matchAll(PATH_ARGUMENT)].map((match) => match[1]!);
}

export function encodePathSegment(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === '.' || value === '..') {
    throw new GraphQLError(`"${value}" is not a valid id.`, { extensions: { code: 'BAD_USER_INPUT', response: { status: 400 } } });
  }
  return encodeURIComponent(value);
}

/** Wraps the root fields' resolvers of Mesh's schema (in place, once) to encode their path arguments. */
export function encodePathArguments(schema: GraphQLSchema) {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const names = pathArguments(field);
      const resolve = field.resolve;
      if (!names.length || !resolve || ENCODED.has(field)) continue;
      ENCODED.add(field);
      field.resolve = (root, args: Record<string, unknown>, context, info) => {
        const encoded = { ...args };
        for (const name of names) encoded[name] = encodePathSegment(args[name]);
        return resolve(root, encoded, context, info);
      };
    }
  }
}

const ENCODED = new WeakSet<GraphQLField<unknown, unknown>>();
