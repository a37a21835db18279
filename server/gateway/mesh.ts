/**
 * The GraphQL Mesh gateway (built into .mesh/ by `npm run build:mesh`), mounted at /graphql in this
 * process. Mesh calls the REST API over loopback at PODS_API_ORIGIN, forwarding Authorization.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const BUILT_MESH = resolve('.mesh/index.js');
export const meshIsBuilt = () => existsSync(BUILT_MESH);

interface MeshHttpHandler {
  handleNodeRequestAndResponse(req: FastifyRequest, reply: FastifyReply, context: object): Promise<Response>;
}

export async function mountGateway(app: FastifyInstance, options: { graphiql: boolean }) {
  const { createBuiltMeshHTTPHandler } = (await import(pathToFileURL(BUILT_MESH).href)) as { createBuiltMeshHTTPHandler: () => MeshHttpHandler };
  const handler = createBuiltMeshHTTPHandler();
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    schema: { hide: true },
    handler: async (request, reply) => {
      const wantsGraphiql = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (wantsGraphiql && !options.graphiql) return reply.status(404).send({ error: 'Not Found', message: 'GraphiQL is off in production' });
      const response = await handler.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
