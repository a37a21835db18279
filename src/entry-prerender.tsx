/**
 * Rendering on the server. At build time, the public screens that need no data
 * (scripts/prerender.ts); at request time, the Discover feed for signed-out visitors
 * (server/web/timeline-page.ts), with its first loads' results. Either way the HTML is the
 * screen as the app first shows it, so it paints before the JavaScript has loaded and the app
 * then renders the same markup over it.
 */
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from './app/router.ts';
import { sendRequestsWith } from './lib/api/client.ts';
import { loadTimelineBoot, provideTimelineBoot } from './features/feed/boot.ts';
import { FIRST_PAGES } from './features/feed/TimelineScreen.tsx';

export async function render(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // Waits for lazy components, so the HTML is the screen as the app first shows it.
  // One piece: React would otherwise move a large screen out of its place, to be put back by an
  // inline script (which a page without JavaScript never runs, and which reveals it late).
  const { prelude } = await prerender(<RouterProvider router={router} />, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}

/** /time-line for a signed-out visitor: the markup and the data it shows (`fetchImpl` reaches /graphql). */
export async function renderTimeline(fetchImpl: typeof fetch) {
  sendRequestsWith(fetchImpl);
  const boot = await loadTimelineBoot(FIRST_PAGES);
  provideTimelineBoot(boot);
  return { html: await render('/time-line'), boot };
}
