/** The built single-page app from dist/, with history fallback to index.html. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const DIST = resolve('dist');
const notForTheApp = /^\/(api|graphql|dev-oidc)(\/|$|\?)/;

export async function serveWebApp(app: FastifyInstance) {
  if (!existsSync(DIST)) return;
  await app.register(fastifyStatic, {
    root: DIST,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${DIST}/assets/`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  app.get('/', (_request, reply) => sendIndex(reply));
}

const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', DIST);

/** Answers an unknown GET for a page with the app shell; anything else is a JSON 404 by the caller. */
export function trySpaFallback(request: FastifyRequest, reply: FastifyReply) {
  const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  if (!wantsPage || notForTheApp.test(request.url) || !existsSync(`${DIST}/index.html`)) return false;
  void sendIndex(reply);
  return true;
}
