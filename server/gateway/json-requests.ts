/**
 * The gateway's path for the requests views make, `POST /graphql` with a JSON body, and for GET
 * queries. It runs the same Mesh executor (same schema, same envelop plugins with the gateway's
 * limits, same REST calls) as Mesh's HTTP handler, without translating Fastify's request into a
 * Fetch Request and the answer back, which cost ~0.6 ms a request (docs/performance.md). Parsed
 * and validated documents are cached by query text in a cache bounded by bytes. Only GraphiQL and
 * multipart uploads (signed-in people only, see mesh.ts) go to Mesh's HTTP handler.
 */
import { GraphQLError, getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isQueryTooLarge } from './limits.ts';

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

export type MeshExecute = (
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  context: object,
  rootValue: undefined,
  operationName: string | undefined,
) => Promise<ExecutionResult> | ExecutionResult;

interface JsonRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

type Prepared = { document: DocumentNode } | { errors: readonly { message: string }[] };

const RESPONSE_TYPE = 'application/graphql-response+json';
const CACHE_BYTES = 32 * 2 ** 20;
/**
 * Memory an entry takes per character of its query: measured, a document parsed without locations
 * takes up to 45 times its text's length for the densest text (one-letter fields), plus the text.
 */
const BYTES_PER_QUERY_CHAR = 48;

/**
 * The GraphQL parameters of a request this path serves: a POST with a JSON body, or a GET with
 * them in the query string. Null for what Mesh's own handler serves (multipart uploads, GraphiQL).
 * A request of ours whose parameters are malformed gets `problem`, answered 400.
 */
export function readOperation(request: FastifyRequest): { params: JsonRequest } | { problem: string } | null {
  if (request.method === 'GET') {
    if ((request.headers.accept ?? '').includes('text/html')) return null;
    const { query, variables, operationName } = (request.query ?? {}) as Record<string, unknown>;
    let parsed: unknown = variables;
    if (typeof variables === 'string') {
      try {
        parsed = JSON.parse(variables);
      } catch {
        return { problem: 'The variables are not valid JSON.' };
      }
    }
    return checkParams({ query, variables: parsed, operationName, extensions: undefined });
  }
  if (request.method !== 'POST' || !(request.headers['content-type'] ?? '').startsWith('application/json')) return null;
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problem: 'The body must be a JSON object with a query.' };
  return checkParams(body as Record<string, unknown>);
}

function checkParams({ query, variables, operationName, extensions }: Record<string, unknown>): { params: JsonRequest } | { problem: string } {
  if (typeof query !== 'string') return { problem: 'The query must be a string.' };
  if (extensions != null && (typeof extensions !== 'object' || Array.isArray(extensions))) return { problem: 'The extensions must be an object.' };
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return { problem: 'The variables must be an object.' };
  if (operationName != null && typeof operationName !== 'string') return { problem: 'The operationName must be a string.' };
  return { params: { query, variables: variables as Record<string, unknown> | null | undefined, operationName } };
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

const TIMED_OUT = Symbol('timed out');

/** The request's answer, or TIMED_OUT once `ms` have passed (the work itself goes on and is dropped). */
async function withinTime<T>(work: Promise<T> | T, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(resolve, ms, TIMED_OUT);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createJsonRequestHandler({ schema, parse, validate, execute }: MeshEngine, options: { production: boolean; timeMs: number }) {
  // Bounded by the memory its entries hold, not their number: a count bound let large distinct
  // queries fill hundreds of MB.
  const prepared = new LRUCache<string, Prepared>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (_entry, query) => Math.max(1, query.length * BYTES_PER_QUERY_CHAR),
  });

  const prepare = (query: string): Prepared => {
    const known = prepared.get(query);
    if (known) return known;
    let entry: Prepared;
    try {
      const document = parse(query);
      const errors = validate(schema, document);
      entry = errors.length ? { errors } : { document };
    } catch (error) {
      if (isQueryTooLarge(error)) throw error;
      entry = { errors: [{ message: error instanceof Error && error.name === 'GraphQLError' ? error.message : 'Could not parse the query.' }] };
    }
    prepared.set(query, entry);
    return entry;
  };

  const wantsGraphQLResponse = (request: FastifyRequest) => (request.headers.accept ?? '').includes(RESPONSE_TYPE);

  return async (request: FastifyRequest, reply: FastifyReply, { query, variables, operationName }: JsonRequest) => {
    const modern = wantsGraphQLResponse(request);
    reply.header('content-type', modern ? `${RESPONSE_TYPE}; charset=utf-8` : 'application/json; charset=utf-8');
    // GraphQL over HTTP: a request that cannot run is a 400 for clients that accept
    // application/graphql-response+json, and a 200 with errors for plain application/json ones.
    const refuse = (errors: readonly { message: string }[]) => reply.status(modern ? 400 : 200).send(JSON.stringify({ errors }));
    let entry: Prepared;
    try {
      entry = prepare(query);
    } catch (error) {
      return reply.status(413).send(JSON.stringify({ errors: [error] }));
    }
    if ('errors' in entry) return refuse(entry.errors);
    const operation = getOperationAST(entry.document, operationName ?? undefined);
    if (!operation) return refuse([new GraphQLError('Could not determine which operation to run.')]);
    if (operation.operation === 'subscription') return refuse([new GraphQLError('Subscriptions are not served here.')]);
    if (operation.operation === 'mutation' && request.method === 'GET') {
      return reply
        .status(405)
        .header('allow', 'POST')
        .send(JSON.stringify({ errors: [new GraphQLError('Mutations are sent with POST.')] }));
    }

    const result = await withinTime(
      execute(entry.document, variables ?? undefined, { req: request, reply, headers: request.headers }, undefined, operationName ?? undefined),
      options.timeMs,
    );
    if (result === TIMED_OUT) {
      request.log.warn({ operationName }, 'GraphQL request over its time budget');
      return reply
        .status(504)
        .send(JSON.stringify({ errors: [new GraphQLError('The request took too long. Please try again.', { extensions: { code: 'TIME_BUDGET_EXCEEDED' } })] }));
    }
    const errors = result.errors?.map((error) => {
      if (isOriginalGraphQLError(error)) return error;
      request.log.error({ err: error.originalError ?? error }, 'GraphQL resolver failed');
      return options.production ? new GraphQLError('Unexpected error.', { path: error.path, nodes: error.nodes }) : error;
    });
    return reply.status(200).send(JSON.stringify(errors ? { ...result, errors } : result));
  };
}
