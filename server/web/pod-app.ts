/**
 * The 3D pod app (dist/pod-app/) on its own origin (POD_APP_PORT), so the host's frame can keep
 * `allow-same-origin` without the frame sharing the host's origin. Its page learns the API's
 * origin from a meta tag written here; the API allows that one origin by CORS (see app.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';
import { POD_APP_SANDBOX } from '../../shared/pod-app-sandbox.ts';
import type { GuestPodLoader } from './guest-pod.ts';
import { podAppPolicy } from './csp.ts';

const DIST = resolve('dist/pod-app');

const missingPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pods 3D app</title></head>
<body><main><h1>Pods 3D app</h1><p>The 3D app is not built yet: run npm run build.</p></main></body></html>`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A built page with the API origin filled in (read once; the build does not change under a running server). */
function podAppPage(apiOrigin: string, name = 'index.html') {
  const file = `${DIST}/${name}`;
  if (!existsSync(file)) return missingPage;
  return readFileSync(file, 'utf8').replace('%PODS_API_ORIGIN%', escapeAttribute(apiOrigin));
}

/**
 * `guestPod` (server/web/guest-pod.ts) fills a signed-out visitor's page with the public Pod it
 * opens; without it every page asks the API.
 */
export async function buildPodAppServer(config: Config, { guestPod }: { guestPod?: GuestPodLoader } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: false });
  const page = podAppPage(config.publicUrl);
  // The live event app (issue 8): the second page of the same build.
  const livePage = podAppPage(config.publicUrl, 'live.html');
  const hostOrigin = new URL(config.publicUrl).origin;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  if (existsSync(DIST)) {
    await app.register(fastifyStatic, {
      root: DIST,
      wildcard: false,
      index: false,
      // The pages are sent below, with the API origin filled in.
      globIgnore: ['*.html'],
      setHeaders: (res, path) =>
        res.setHeader('cache-control', path.includes(`${DIST}/assets/`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300'),
    });
  }
  // Only the host app may frame the pod app (not even the pod app's own origin); the pages run
  // sandboxed by their own policy (shared/pod-app-sandbox.ts), with a full CSP of their own. A
  // guest's page adds only a data block (never run), so each page's policy is worked out once.
  const policies = new Map([page, livePage].map((html) => [html, podAppPolicy(html, hostOrigin, POD_APP_SANDBOX)]));
  const sendPage = (reply: import('fastify').FastifyReply, html = page, policy = policies.get(html)!) =>
    reply.header('cache-control', 'no-cache').header('content-security-policy', policy).type('text/html; charset=utf-8').send(html);
  app.get<{ Querystring: Record<string, unknown> }>('/', async (request, reply) => {
    const { guest, postId } = request.query;
    if (!guestPod || guest !== 'true' || typeof postId !== 'string' || postId.length > 100) return sendPage(reply);
    return sendPage(reply, page.replace('</body>', `${await guestPod(postId, request.ip)}</body>`), policies.get(page));
  });
  app.get('/live.html', (_request, reply) => sendPage(reply, livePage));
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) return sendPage(reply);
    return reply.status(404).send({ error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
