/**
 * The statechart explorer (docs/statecharts/site/, built by `npm run docs`) at /statecharts/,
 * for product owners and testers running the app outside production. In production the paths
 * answer 404 (not the app shell), so the explorer never ships with the product.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export const STATECHART_SITE = resolve('docs/statecharts/site');
/** The pages run one script and one style sheet of their own; the chart data is an inert JSON block. */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Not part of the API: kept out of the OpenAPI document (and so out of the gateway's schema). */
const hidden = { schema: { hide: true } };

export async function serveStatechartSite(app: FastifyInstance, config: Pick<Config, 'production'>, root = STATECHART_SITE) {
  if (config.production || !existsSync(root)) {
    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(404).send({ error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    app.get('/statecharts', hidden, notFound);
    app.get('/statecharts/*', hidden, notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/statecharts/',
    decorateReply: false,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('content-security-policy', POLICY);
    },
  });
  // /statecharts goes to /statecharts/, so the pages' relative links resolve under it.
  app.get('/statecharts', hidden, (_request, reply) => reply.redirect('/statecharts/'));
}
