/**
 * Rendering on the server. At build time, the public screens that need no data
 * (scripts/prerender.ts); at request time, the Discover feed for signed-out visitors
 * (server/web/timeline-page.ts), with its first loads' results, and a signed-in screen with its
 * reads for the person whose page session came with the request (server/web/signed-in-page.ts).
 * Either way the HTML is the screen as the app first shows it, so it paints before the
 * JavaScript has loaded and the app then renders the same markup over it. One page at a time:
 * the session and the requests' way out are this module's globals while it renders.
 */
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from './app/router.ts';
import { sendRequestsWith } from './lib/api/client.ts';
import { loadTimelineBoot, provideTimelineBoot, type TimelineBoot } from './features/feed/boot.ts';
import { FIRST_PAGES } from './features/feed/TimelineScreen.tsx';
import { readArrival } from './app/authed-arrival.ts';
import { prefetchFor } from './app/route-reads-chunk.ts';
import { keepForRender } from './lib/kept.ts';
import { answeredReads } from './lib/read-cache.ts';
import { providePageUser, type PageData } from './lib/page-data.ts';
import { storeForRendering } from './lib/storage.ts';

export const render = async (path: string) => (await renderRoute(path)).html;

async function renderRoute(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // Waits for lazy components, so the HTML is the screen as the app first shows it.
  // One piece: React would otherwise move a large screen out of its place, to be put back by an
  // inline script (which a page without JavaScript never runs, and which reveals it late).
  const { prelude } = await prerender(<RouterProvider router={router} />, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return { html: await new Response(prelude).text(), routeId: router.state.matches.at(-1)?.routeId ?? '' };
}

/** /time-line for a signed-out visitor: the markup and the data it shows (`fetchImpl` reaches /graphql). */
export async function renderTimeline(fetchImpl: typeof fetch) {
  storeForRendering(null);
  sendRequestsWith(fetchImpl);
  const boot = await loadTimelineBoot(FIRST_PAGES);
  provideTimelineBoot(boot);
  return { html: await render('/time-line'), boot };
}

/** What the server stores for a page's session: the values the app keeps in sessionStorage. */
export type StoredSession = Record<'sessionToken' | 'userId' | 'userLoginId' | 'userStatus', string> & Partial<Record<'userDisplayName' | 'userDPUrl', string>>;

export type SignedInPage = { redirect: string } | { routeId: string; html: string; data: PageData; timeline?: TimelineBoot };

/**
 * A signed-in screen for `session`'s person, with its reads answered (`fetchImpl` reaches
 * /graphql with the session's token). Where onboarding sends the person elsewhere, that place.
 */
export async function renderSignedIn(href: string, session: StoredSession, fetchImpl: typeof fetch): Promise<SignedInPage> {
  storeForRendering(session);
  sendRequestsWith(fetchImpl);
  const render = keepForRender();
  try {
    const { pathname, searchParams } = new URL(href, 'http://pods.invalid');
    // The Discover feed is open to all (no onboarding check): it comes with the person's first loads.
    if (pathname.replace(/(.)\/$/, '$1') === '/time-line') {
      const timeline = await loadTimelineBoot(FIRST_PAGES);
      provideTimelineBoot(timeline);
      const { html, routeId } = await renderRoute(href);
      return { routeId, html, data: { viewer: session.userId, user: null, reads: answeredReads() }, timeline };
    }
    const search = Object.fromEntries(searchParams);
    const arrival = await readArrival({ pathname, search }, false);
    if ('go' in arrival) return { redirect: arrival.go === 'signin' ? '/signin' : arrival.go };
    await prefetchFor(pathname.replace(/(.)\/$/, '$1'), search);
    // The route's own check reads this user instead of asking again.
    providePageUser(arrival.user);
    const { html, routeId } = await renderRoute(href);
    return { routeId, html, data: { viewer: session.userId, user: arrival.user, reads: answeredReads() } };
  } finally {
    render.done();
    storeForRendering(null);
  }
}

/** Loads every screen's code ahead of the first rendering (the server calls it as it starts). */
export async function warm() {
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
  await Promise.all(Object.values(router.routesById).map((route) => router.loadRouteChunk(route)));
}
