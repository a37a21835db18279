/** The operations of mesh/openapi.json, for tests that derive their requests from the document. */
import { readFileSync } from 'node:fs';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  minProperties?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export type SessionNeed = 'required' | 'optional' | 'none';

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path template, e.g. /api/users/{userId}. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: { contentType: string; schema: JsonSchema } | null;
  session: SessionNeed;
}

const document = JSON.parse(readFileSync(new URL('../../../mesh/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** `security: [{ session }]` is required, `[{}, { session }]` optional, `[]` public. */
function sessionNeed(security: RawOperation['security']): SessionNeed {
  if (!security || security.length === 0) return 'none';
  return security.some((entry) => Object.keys(entry).length === 0) ? 'optional' : 'required';
}

export const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, raw]) => {
    const [contentType, media] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
    return {
      operationId: raw.operationId,
      method: method.toUpperCase() as Operation['method'],
      path,
      pathParams: (raw.parameters ?? []).filter((p) => p.in === 'path'),
      query: (raw.parameters ?? []).filter((p) => p.in === 'query'),
      body: contentType && media ? { contentType, schema: media.schema } : null,
      session: sessionNeed(raw.security),
    };
  }),
);

/** The schema a `$ref` names (the document's refs are all `#/components/schemas/<name>`). */
export function resolve(schema: JsonSchema): JsonSchema {
  return schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
}

/** The path template filled in: `values(param)` gives each segment as it goes into the URL. */
export const fillPath = (operation: Operation, values: (param: Parameter) => string) =>
  operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => values(operation.pathParams.find((p) => p.name === name)!));

/** The smallest value the schema accepts (its required properties only): a base to mutate. */
export function sampleOf(raw: JsonSchema): unknown {
  const schema = resolve(raw);
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) return sampleOf(variant[0]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const optional = Object.keys(schema.properties ?? {}).filter((name) => !schema.required?.includes(name));
      const names = [...(schema.required ?? []), ...optional.slice(0, Math.max(0, (schema.minProperties ?? 0) - (schema.required?.length ?? 0)))];
      return Object.fromEntries(names.map((name) => [name, sampleOf(schema.properties?.[name] ?? {})]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}
