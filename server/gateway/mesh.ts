/**
 * The GraphQL Mesh gateway (built into .mesh/ by `npm run build:mesh`), mounted at /graphql in this
 * process. Mesh calls the REST API (PODS_API_ORIGIN) in process through Fastify's inject,
 * forwarding Authorization. JSON POSTs (what views send) take a shorter path (json-requests.ts).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Plugin } from '@envelop/core';
import { serveInProcess } from './in-process-fetch.mjs';
import { createJsonRequestHandler, readOperation, type MeshExecute } from './json-requests.ts';
import { gatewayLimitPlugins, GATEWAY_LIMITS } from './limits.ts';
import { encodePathArguments } from './path-arguments.ts';
import { readUpload } from './uploads.ts';
import type { Db } from '../db/database.ts';
import { requireSession, SIGN_IN } from '../auth/guard.ts';

const BUILT_MESH = resolve('.mesh/index.js');
export const meshIsBuilt = () => existsSync(BUILT_MESH);

interface MeshHttpHandler {
  handleNodeRequestAndResponse(req: FastifyRequest, reply: FastifyReply, context: object): Promise<Response>;
  fetch(request: Request, context: object): Promise<Response>;
}

interface BuiltMesh {
  schema: GraphQLSchema;
  plugins: Plugin[];
  execute: MeshExecute;
  getEnveloped: () => { parse: (source: string) => DocumentNode; validate: (schema: GraphQLSchema, document: DocumentNode) => readonly { message: string }[] };
}

/** The limit plugins already added, so a second app in one process (tests) does not add them twice. */
const LIMITED = new WeakSet<Plugin>();

/** CORS is the app's one policy (@fastify/cors in app.ts), never Yoga's, which reflects any origin. */
const fromYoga = (header: string) => !header.startsWith('access-control-') && header !== 'vary';

/** Headers that describe the body or the connection, not the request: the form Mesh gets is a new body. */
const OF_THE_BODY = new Set(['content-type', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'host', 'expect']);

/** The upload as Mesh's handler reads it: the checked form (uploads.ts), with the request's other headers. */
function uploadRequest(request: FastifyRequest, form: FormData) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !OF_THE_BODY.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(request.url, 'http://localhost'), { method: 'POST', headers, body: form });
}

const sendErrors = (reply: FastifyReply, status: number, message: string, extensions?: object) =>
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ errors: [{ message, ...(extensions ? { extensions } : {}) }] }));

export async function mountGateway(app: FastifyInstance, db: Db, options: { graphiql: boolean; production: boolean; timeMs: number }) {
  // Uploads (multipart) are Mesh's to parse; only signed-in people may make it do so.
  const requireSignedIn = requireSession(db);
  const signedIn = (request: FastifyRequest) =>
    requireSignedIn(request).then(
      () => true,
      () => false,
    );
  const { createBuiltMeshHTTPHandler, getBuiltMesh } = (await import(pathToFileURL(BUILT_MESH).href)) as {
    createBuiltMeshHTTPHandler: () => MeshHttpHandler;
    getBuiltMesh: () => Promise<BuiltMesh>;
  };
  const handler = createBuiltMeshHTTPHandler();
  // The same Mesh instance serves both paths (getBuiltMesh is memoised by the build output).
  const mesh = await getBuiltMesh();
  // The limits join Mesh's own envelop plugins before anything reads them: getEnveloped and
  // Yoga (GET, multipart) build their pipelines from this list on first use. Mesh offers no
  // other way to add plugins from code (.meshrc.yaml's `plugins` are npm packages).
  if (!mesh.plugins.some((plugin) => LIMITED.has(plugin))) {
    const limits = gatewayLimitPlugins({ production: options.production });
    for (const plugin of limits) LIMITED.add(plugin);
    mesh.plugins.push(...limits);
  }
  encodePathArguments(mesh.schema);
  const { parse, validate } = mesh.getEnveloped();
  const jsonRequest = createJsonRequestHandler(
    { schema: mesh.schema, parse, validate, execute: mesh.execute },
    { production: options.production, timeMs: options.timeMs },
  );
  // Mesh reaches the REST API through Fastify's inject in this process (see in-process-fetch.mjs);
  // the API origin is read from PODS_API_ORIGIN when a call is made.
  serveInProcess(app, '');
  app.route({
    url: '/graphql',
    // Preflight requests are answered by @fastify/cors before routing.
    method: ['GET', 'POST'],
    schema: { hide: true },
    // A JSON request is a query of at most GATEWAY_LIMITS.bodyBytes and its variables, far under
    // the server's 1 MB: larger bodies are refused while they arrive, before any parsing.
    // (Multipart bodies are read part by part in uploads.ts, with limits of their own.)
    bodyLimit: GATEWAY_LIMITS.bodyBytes,
    handler: async (request, reply) => {
      const operation = readOperation(request);
      if (operation && 'problem' in operation) return sendErrors(reply, 400, operation.problem);
      if (operation) return jsonRequest(request, reply, operation.params);
      if (request.method === 'POST') {
        if (!(request.headers['content-type'] ?? '').startsWith('multipart/form-data'))
          return sendErrors(reply, 415, 'Send GraphQL requests as application/json (or multipart/form-data for uploads).');
        if (!(await signedIn(request))) return sendErrors(reply, 401, SIGN_IN, { code: 'UNAUTHENTICATED', response: { status: 401 } });
      } else if (!options.graphiql) {
        return reply.status(404).send({ error: 'Not Found', message: 'GraphiQL is off in production' });
      }
      const context = { req: request, reply };
      let response: Response;
      if (request.method === 'POST') {
        const upload = await readUpload(request);
        // Refused mid-body: the rest is not read, so the connection cannot carry another request.
        if (!('form' in upload)) return sendErrors(reply.header('connection', 'close'), upload.status, upload.message);
        response = await handler.fetch(uploadRequest(request, upload.form), context);
      } else {
        response = await handler.handleNodeRequestAndResponse(request, reply, context);
      }
      response.headers.forEach((value, key) => void (fromYoga(key) && reply.header(key, value)));
      reply.status(response.status);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
