import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './app/router.ts';
import { applyTheme } from './lib/theme.ts';
import { whenIdle } from './lib/after-paint.ts';

// Console output is silenced in production builds only (design §5).
if (import.meta.env.PROD) for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) console[method] = () => {};

// At once: the service worker's word on the network is not missed (src/lib/connectivity.ts).
// Off the first route's JavaScript: the worker's messages wait in the browser until the module
// calls startMessages(), so none is lost meanwhile.
void import('./lib/connectivity.ts').then(({ watchConnectivity }) => watchConnectivity());
// A screen already on the page: rendered by the server, or at build time.
const container = document.getElementById('root')!;
const paintedAhead = container.hasChildNodes();
const router = createAppRouter(undefined, { paintedAhead });
applyTheme();
window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
// The app shell and the last-seen screens offline (src/sw/sw.ts).
void import('./app/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());

// The first screen's code is loaded before the first render, so a screen rendered ahead
// (scripts/prerender.ts; server/web/timeline-page.ts and signed-in-page.ts, a person's screen with
// their data) is taken over as it is: React attaches to its markup instead of drawing it again. (No top-level await: it makes the bundler split the
// first route's JavaScript into many files.)
function start() {
  // Once the browser is idle after the first screen's rendering (none of it is on that screen):
  // live notifications, which follow the session, and the sounds.
  void whenIdle().then(() => {
    void import('./app/notifications.ts');
    void import('./lib/sounds.ts').then((m) => m.preloadSounds());
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (!paintedAhead) createRoot(container).render(app);
  // A signed-in screen's shell rendered at build time (scripts/prerender.ts, marked
  // data-needs-session) holds placeholders, not this person's screen: the app draws over it, in
  // one commit, once the screen's code and the user are in. Every other page is hydrated.
  else if (!document.documentElement.hasAttribute('data-needs-session')) {
    // The router then lays out its matches as it did on the server (no Suspense around the root),
    // which hydration needs. Where the markup still differs (a signed-in reader of a public
    // screen), React draws that part anew.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds (a default update
    // would hold it for the whole screen: ~60 cards on the Discover feed).
    startTransition(() => void hydrateRoot(container, app));
  } else {
    // Over a shell already on screen, the drawing is a transition: React yields to the browser every few milliseconds instead of
    // holding it for the whole screen, and the page stays as it is until the new one commits.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
void router.load().then(start, start);
