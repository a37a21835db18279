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
import { serveInProcess } from './in-process-fetch.mjs';
import { createJsonRequestHandler, isJsonRequest, type MeshExecute } from './json-requests.ts';

const BUILT_MESH = resolve('.mesh/index.js');
export const meshIsBuilt = () => existsSync(BUILT_MESH);

interface MeshHttpHandler {
  handleNodeRequestAndResponse(req: FastifyRequest, reply: FastifyReply, context: object): Promise<Response>;
}

interface BuiltMesh {
  schema: GraphQLSchema;
  execute: MeshExecute;
  getEnveloped: () => { parse: (source: string) => DocumentNode; validate: (schema: GraphQLSchema, document: DocumentNode) => readonly { message: string }[] };
}

export async function mountGateway(app: FastifyInstance, options: { graphiql: boolean; production: boolean }) {
  const { createBuiltMeshHTTPHandler, getBuiltMesh } = (await import(pathToFileURL(BUILT_MESH).href)) as { createBuiltMeshHTTPHandler: () => MeshHttpHandler; getBuiltMesh: () => Promise<BuiltMesh> };
  const handler = createBuiltMeshHTTPHandler();
  // The same Mesh instance serves both paths (getBuiltMesh is memoised by the build output).
  const mesh = await getBuiltMesh();
  const { parse, validate } = mesh.getEnveloped();
  const jsonRequest = createJsonRequestHandler({ schema: mesh.schema, parse, validate, execute: mesh.execute }, { production: options.production });
  // Mesh reaches the REST API through Fastify's inject in this process (see in-process-fetch.mjs);
  // the API origin is read from PODS_API_ORIGIN when a call is made.
  serveInProcess(app, '');
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    schema: { hide: true },
    handler: async (request, reply) => {
      if (isJsonRequest(request)) return jsonRequest(request, reply);
      const wantsGraphiql = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (wantsGraphiql && !options.graphiql) return reply.status(404).send({ error: 'Not Found', message: 'GraphiQL is off in production' });
      const response = await handler.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
