/** The built single-page app from dist/, with history fallback to index.html. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { prerenderedFile } from './prerendered.ts';
import { filePolicy, pagePolicy } from './csp.ts';
import { timelinePage } from './timeline-page.ts';
import { sharePreviewTags, withPreviewTags } from './share-preview.ts';
import { signedInPages, type SignedInAnswer } from './signed-in-page.ts';
import { appPages } from './app-routes.ts';
import type { Db } from '../db/database.ts';

const DIST = resolve('dist');
const notForTheApp = /^\/(api|graphql|dev-oidc)(\/|$|\?)/;

export async function serveWebApp(app: FastifyInstance, db: Db, config: Pick<Config, 'timelineCacheMs' | 'podAppUrl' | 'publicUrl'>): Promise<void> {
  if (!existsSync(DIST)) return;
  const podAppOrigin = new URL(config.podAppUrl).origin;
  const policyOf = filePolicy(podAppOrigin);

  /**
   * The app shell, or for a plain GET of a screen rendered at build time (no query: a sign-in
   * callback must not show the sign-in buttons first) that screen's file.
   */
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname, query] = request.url.split('?');
    const prerendered = prerenderedFile(pathname!.replace(/(.)\/$/, '$1'));
    const file = query === undefined && existsSync(`${DIST}/${prerendered}`) ? prerendered : 'index.html';
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policyOf(`${DIST}/${file}`))
      .type('text/html; charset=utf-8')
      .sendFile(file, DIST);
  };

  await app.register(fastifyStatic, {
    root: DIST,
    wildcard: false,
    index: false,
    // Pages go out only through sendIndex, with their Content-Security-Policy.
    globIgnore: ['**/*.html'],
    setHeaders: (res, path) => {
      const immutable = path.includes(`${DIST}/assets/`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  // The app shell by its own name: the service worker precaches it (src/sw/sw.ts) with a plain fetch.
  app.get('/index.html', (request, reply) => sendIndex(request, reply));
  // A shared Pod link, or the Pod opened (/3d-app?postId=…): the shell with the Pod's link-preview
  // tags and its canonical address (the app then opens the Pod).
  const sendPodPage = async (request: FastifyRequest<{ Querystring: { postId?: unknown } }>, reply: FastifyReply) => {
    const { postId } = request.query;
    const tags = typeof postId === 'string' ? await sharePreviewTags(db, config.publicUrl, postId) : null;
    if (!tags) return sendIndex(request, reply);
    const shell = await readFile(`${DIST}/index.html`, 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policyOf(`${DIST}/index.html`))
      .type('text/html; charset=utf-8')
      .send(withPreviewTags(shell, tags));
  };
  app.get('/', sendPodPage);
  app.get('/3d-app', sendPodPage);
  const signedIn = signedInPages(db);
  /** The person's own screen where their page session allows (./signed-in-page.ts), else null. */
  const signedInAnswer = (request: FastifyRequest, reply: FastifyReply) =>
    signedIn?.(request, reply).catch((error: unknown) => {
      request.log.error({ err: error }, `rendering ${request.url.split('?')[0]} failed; the app shell serves`);
      return null;
    }) ?? null;
  const sendAnswer = (reply: FastifyReply, answer: SignedInAnswer) => {
    if ('redirect' in answer) return reply.header('cache-control', 'no-store').redirect(answer.redirect, 302);
    // The person's own data: never stored by a cache.
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy(answer.page, podAppOrigin))
      .type('text/html; charset=utf-8')
      .send(answer.page);
  };
  /** A signed-in screen rendered with the person's data, else the shell, or the screen rendered at build time. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await signedInAnswer(request, reply);
    return answer ? sendAnswer(reply, answer) : sendIndex(request, reply);
  };
  // Every other page path: a route, not the not-found handler, so a page goes through the same
  // hooks as any answer (compressed: a person's rendered screen is some 20 KB of HTML, 5 KB
  // compressed, one round trip fewer on a phone's connection). Anything else is not found.
  // A page is what a browser asks for (text/html), and what curl or a link checker asks for (*/*, or nothing said).
  const isPage = appPages();
  app.get('/*', (request, reply) => {
    const accept = request.headers.accept ?? '*/*';
    const wantsPage = accept.includes('text/html') || accept.includes('*/*');
    if (!wantsPage || notForTheApp.test(request.url) || !existsSync(`${DIST}/index.html`)) return reply.callNotFound();
    // No such page: 404, with the app, which says 'Page not found' and links home.
    if (!isPage(request.url.split('?')[0]!)) return sendIndex(request, reply.code(404).header('x-robots-tag', 'noindex'));
    return sendPage(request, reply);
  });
  const timeline = timelinePage(config.timelineCacheMs);
  // One rendering serves many requests: its policy is worked out once.
  let latest = { page: '', policy: '' };
  const timelinePolicy = (page: string) => {
    if (latest.page !== page) latest = { page, policy: pagePolicy(page, podAppOrigin) };
    return latest.policy;
  };
  // A plain GET of the feed (no query: nothing else to show first) gets it rendered with its data:
  // the person's own where their page session allows, else the guests'.
  app.get('/time-line', async (request, reply) => {
    const answer = await signedInAnswer(request, reply);
    return answer ? sendAnswer(reply, answer) : sendGuestFeed(request, reply);
  });
  async function sendGuestFeed(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.includes('?') || !timeline) return sendIndex(request, reply);
    const page = await timeline().catch((error: unknown) => {
      request.log.error({ err: error }, 'rendering /time-line failed; the app shell serves');
      return null;
    });
    if (page === null) return sendIndex(request, reply);
    return reply.header('cache-control', 'no-cache').header('content-security-policy', timelinePolicy(page)).type('text/html; charset=utf-8').send(page);
  }
}
