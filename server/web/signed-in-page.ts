/**
 * Signed-in screens rendered by the server with their data, so the person's own screen paints with
 * the HTML instead of after the app's JavaScript, the user's read and the screen's reads in turn
 * (docs/decisions.md, "Signed-in pages rendered with their data").
 *
 * The session lives in the tab (sessionStorage, spec §3), which a document request does not carry.
 * So the app also hands its token to the server once at sign-in, into a page session cookie
 * (HttpOnly, SameSite=Strict: no script reads it, no other site's request carries it). The cookie
 * is read here only, to render a page; the API never accepts it (bearer tokens only), so no
 * request can be forged with it. A logout revokes the token, so the cookie renders nothing after.
 *
 * The page is for the viewer it was rendered for: a tab whose own session is someone else's (they
 * signed in with another account since) or none empties the page before it paints, and the app
 * draws the screen itself. Where the app would send the person on to another of their screens
 * (onboarding's next step, a finished person's feed), that screen is the answer.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSession } from '../auth/guard.ts';
import { resolveSession } from '../auth/sessions.ts';
import { findUser } from '../users/repository.ts';
import { SSR_DIR, SSR_OUTLET, SSR_TEMPLATE, signedInTemplate } from './prerendered.ts';
import { bootScript } from './timeline-page.ts';
import { inProcessGraphql, rendererIn, type Bundle } from './renderer.ts';

type RenderedScreen = Exclude<Awaited<ReturnType<Bundle['renderSignedIn']>>, { redirect: string }>;

export const PAGE_COOKIE = 'pods_page';
/** Renderings queued beyond this are not waited for: the screen's shell serves at once. */
const MAX_WAITING = 4;

const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
// Runs right after the screen's markup, before it paints: only the tab of the person it shows keeps it.
const forViewerOnly = (userId: string) =>
  `<script>if(sessionStorage.getItem('userId')!==${json(userId)})document.getElementById('root').replaceChildren()</script>`;
const PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
// First in the head, before any of the app's code reads the address: the screen's own, in place of the one asked for.
const addressScript = (address: string) => `<script>history.replaceState(null,'',${json(address)})</script>`;
const dataScript = (data: unknown) => `<script type="application/json" id="page-data">${json(data)}</script>`;

/** Sets and clears the page session cookie: browsers only, not part of the API. */
export function pageSessionRoutes(db: Db, secure: boolean) {
  return async (app: FastifyInstance) => {
    app.post('/session/page-cookie', { preHandler: requireSession(db), schema: { hide: true } }, async (request, reply) => {
      reply.setCookie(PAGE_COOKIE, request.sessionToken, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
      return reply.status(204).send();
    });
    app.delete('/session/page-cookie', { schema: { hide: true } }, async (_request, reply) =>
      reply.clearCookie(PAGE_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' }).status(204).send(),
    );
  };
}

export type SignedInAnswer = { redirect: string } | { page: string };

/**
 * Renders the signed-in screen a page request asks for, for the person of its page session; null
 * when there is no valid one, the path is no signed-in screen, or the renderer is busy.
 */
export function signedInPages(db: Db, dir = resolve(SSR_DIR)) {
  const renderer = rendererIn(dir);
  const templates = join(dir, signedInTemplate('/x')).replace(/[^/]*$/, '');
  if (!renderer || !existsSync(templates)) return null;
  renderer.warm();
  // Each screen's route id, as a pattern of the paths it serves ('/_authed/chat/$userId').
  const screens = readdirSync(templates).map((file) => {
    const routeId = `/${file.replace(/\.html$/, '').replaceAll('~', '/')}`;
    const pattern = routeId.replace(/^\/_authed/, '').replace(/\$[^/]+/g, '[^/]+');
    return { routeId, path: new RegExp(`^${pattern}/?$`), template: readFileSync(join(templates, file), 'utf8') };
  });
  // The Discover feed, for a plain GET (a category or search is the app's to load), in the guests'
  // template: open to all, so the app hydrates it as it does the guests' page (the page stays as
  // it is, scroll included) rather than drawing it anew.
  const feedTemplate = join(dir, SSR_TEMPLATE);
  if (existsSync(feedTemplate)) screens.push({ routeId: '/time-line', path: /^\/time-line\/?$/, template: readFileSync(feedTemplate, 'utf8') });
  /** The page around a rendered screen; `address` where it is not the one asked for. */
  const pageOf = (rendered: RenderedScreen, viewer: string, address?: string): SignedInAnswer | null => {
    const template = screens.find((screen) => screen.routeId === rendered.routeId)?.template;
    if (!template) return null;
    // The markup is the app's own first render for this person, so the app hydrates it in place
    // (src/main.tsx) rather than drawing it anew (its template is no placeholder shell). Until then a
    // screen's controls are inert, so no tap or keystroke is lost (src/ui/use-input-once-running.ts);
    // the feed's only control, its search box, reports what was typed before (src/ui/SearchField.tsx).
    const markup = rendered.routeId === '/time-line' ? rendered.html : rendered.html.replace('<main', '<main inert');
    // The images React asks to preload (the first screen's) go in the head, found with the first bytes.
    const preloads = markup.match(PRELOAD)?.join('') ?? '';
    return {
      page: template
        .replace('<meta charset="utf-8" />', `<meta charset="utf-8" />${address ? addressScript(address) : ''}${preloads}`)
        .replace(`${SSR_OUTLET}</div>`, `${markup.replace(PRELOAD, '')}</div>${forViewerOnly(viewer)}`)
        .replace('</body>', `${dataScript(rendered.data)}${rendered.timeline ? bootScript(rendered.timeline) : ''}</body>`),
    };
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<SignedInAnswer | null> => {
    const token = request.cookies[PAGE_COOKIE];
    const [pathname, query] = request.url.split('?') as [string, string?];
    const screen = screens.find(({ path }) => path.test(pathname));
    if (!token || !screen || (screen.routeId === '/time-line' && query !== undefined) || renderer.waiting() >= MAX_WAITING) return null;
    const userId = await resolveSession(db, token);
    const user = userId ? await findUser(db, userId) : undefined;
    if (!user) {
      reply.clearCookie(PAGE_COOKIE, { path: '/' });
      return null;
    }
    const session = {
      sessionToken: token,
      userId: user.userId,
      userLoginId: user.loginId,
      userStatus: user.status,
      ...(user.displayName ? { userDisplayName: user.displayName } : {}),
      ...(user.dpUrl ? { userDPUrl: user.dpUrl } : {}),
    };
    const render = (url: string) => renderer.exclusive(({ renderSignedIn }) => renderSignedIn(url, session, inProcessGraphql));
    const rendered = await render(request.url);
    if (!('redirect' in rendered)) return pageOf(rendered, user.userId);
    // Sent on to another of the person's screens (a finished person's /pod-templates goes to their
    // feed): that screen is rendered here and the address put right in the page, one round trip
    // fewer than a redirect. Anywhere else (onboarding's next step, the sign-in) is a redirect.
    const [target] = rendered.redirect.split('?') as [string];
    if (!screens.some(({ path }) => path.test(target))) return rendered;
    const followed = await render(rendered.redirect);
    return 'redirect' in followed ? rendered : pageOf(followed, user.userId, rendered.redirect);
  };
}
