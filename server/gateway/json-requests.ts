/**
 * The gateway's path for the requests views make: `POST /graphql` with a JSON body. It runs the
 * same Mesh executor (same schema, same envelop plugins, same REST calls) as Mesh's HTTP handler,
 * without translating Fastify's request into a Fetch Request and the answer back, which cost
 * ~0.6 ms a request (docs/performance.md). Parsed and validated documents are cached by query
 * text. Everything else (GET, GraphiQL, multipart uploads) still goes to Mesh's HTTP handler.
 */
import { GraphQLError, getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Parsing and validation come from the Mesh instance itself, so the document is built by the same
 * copy of `graphql` that built the schema (test runners may load two copies).
 */
export interface MeshEngine {
  schema: GraphQLSchema;
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, document: DocumentNode) => readonly { message: string }[];
  execute: MeshExecute;
}

export type MeshExecute = (document: DocumentNode, variables: Record<string, unknown> | undefined, context: object, rootValue: undefined, operationName: string | undefined) => Promise<ExecutionResult> | ExecutionResult;

interface JsonRequest { query: string; variables?: Record<string, unknown> | null; operationName?: string | null }

type Prepared = { document: DocumentNode } | { errors: readonly { message: string }[] };

const RESPONSE_TYPE = 'application/graphql-response+json';

/** True for a body this path serves: a JSON object with a query string and nothing it cannot handle. */
export function isJsonRequest(request: FastifyRequest): request is FastifyRequest<{ Body: JsonRequest }> {
  const body = request.body as Partial<JsonRequest> | null | undefined;
  return request.method === 'POST'
    && (request.headers['content-type'] ?? '').startsWith('application/json')
    && typeof body === 'object' && body !== null && !Array.isArray(body)
    && typeof body.query === 'string'
    && (body.variables == null || (typeof body.variables === 'object' && !Array.isArray(body.variables)))
    && (body.operationName == null || typeof body.operationName === 'string')
    && !('extensions' in body);
}

/**
 * Errors that did not come from GraphQL or Mesh (a bug, a thrown TypeError) are answered as
 * 'Unexpected error.' in production, like Yoga's masking; their details go to the log.
 */
function isOriginalGraphQLError(error: unknown): boolean {
  // By name, not instanceof: the error may come from another copy of `graphql`.
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return false;
  const { originalError } = error as GraphQLError;
  return originalError == null || isOriginalGraphQLError(originalError);
}

export function createJsonRequestHandler({ schema, parse, validate, execute }: MeshEngine, options: { production: boolean }) {
  const prepared = new LRUCache<string, Prepared>({ max: 1000 });

  const prepare = (query: string): Prepared => {
    const known = prepared.get(query);
    if (known) return known;
    let entry: Prepared;
    try {
      const document = parse(query);
      const errors = validate(schema, document);
      entry = errors.length ? { errors } : { document };
    } catch (error) {
      entry = { errors: [{ message: error instanceof Error && error.name === 'GraphQLError' ? error.message : 'Could not parse the query.' }] };
    }
    prepared.set(query, entry);
    return entry;
  };

  const contentType = (request: FastifyRequest) => ((request.headers.accept ?? '').includes(RESPONSE_TYPE) ? `${RESPONSE_TYPE}; charset=utf-8` : 'application/json; charset=utf-8');

  return async (request: FastifyRequest<{ Body: JsonRequest }>, reply: FastifyReply) => {
    const { query, variables, operationName } = request.body;
    reply.header('content-type', contentType(request));
    const entry = prepare(query);
    if ('errors' in entry) return reply.status(400).send(JSON.stringify({ errors: entry.errors }));
    const operation = getOperationAST(entry.document, operationName ?? undefined);
    if (!operation) return reply.status(400).send(JSON.stringify({ errors: [new GraphQLError('Could not determine which operation to run.')] }));
    if (operation.operation === 'subscription') return reply.status(400).send(JSON.stringify({ errors: [new GraphQLError('Subscriptions are not served here.')] }));

    const result = await execute(entry.document, variables ?? undefined, { req: request, reply, headers: request.headers }, undefined, operationName ?? undefined);
    const errors = result.errors?.map((error) => {
      if (isOriginalGraphQLError(error)) return error;
      request.log.error({ err: error.originalError ?? error }, 'GraphQL resolver failed');
      return options.production ? new GraphQLError('Unexpected error.', { path: error.path, nodes: error.nodes }) : error;
    });
    return reply.status(200).send(JSON.stringify(errors ? { ...result, errors } : result));
  };
}
