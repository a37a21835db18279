import { Suspense, lazy, useEffect, useLayoutEffect } from 'react';
import { Outlet, createRootRoute, lazyRouteComponent, useMatches } from '@tanstack/react-router';
import { globals } from '../ui/globals.ts';
import { AppShell } from '../features/shell/AppShell.tsx';

void globals;

// The toast area and the session-expired modal run on the app-wide actors (XState); they load
// right after the first paint so the first screen's JavaScript stays small.
const Toasts = lazy(() => import('../app/Toasts.tsx').then((m) => ({ default: m.Toasts })));
const SessionExpiredModal = lazy(() => import('../app/SessionExpiredModal.tsx').then((m) => ({ default: m.SessionExpiredModal })));
// So does the offline notice (its chunk is in the service worker's precache, src/sw/sw.ts).
const OfflineNotice = lazy(() => import('../ui/OfflineNotice.tsx').then((m) => ({ default: m.OfflineNotice })));

function Root() {
  // The app runs: a screen rendered ahead now takes taps (index.html, src/main.tsx).
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  // Each screen names itself in the tab and to screen readers, and describes itself in its meta
  // description (src/app/titles.ts, loaded apart
  // from the first route's JavaScript; the page as served has its title already). The 404 page's
  // title is decided here too, from the same matches: two effects setting it raced.
  const screen = useMatches({
    select: (matches) => (matches.some((match) => match._notFound || match.status === 'notFound') ? null : (matches[matches.length - 1]?.routeId ?? '')),
  });
  useLayoutEffect(() => {
    void import('../app/titles.ts').then(({ documentDescription, documentTitle, NOT_FOUND_TITLE }) => {
      document.title = screen === null ? NOT_FOUND_TITLE : documentTitle(screen);
      document.querySelector('meta[name="description"]')?.setAttribute('content', documentDescription(screen ?? undefined));
    });
  }, [screen]);
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      <Suspense fallback={null}>
        <OfflineNotice />
      </Suspense>
      <Suspense fallback={null}>
        <Toasts />
        <SessionExpiredModal />
      </Suspense>
    </>
  );
}

// The 404 page comes in a chunk of its own, out of the first route's JavaScript.
const NotFound = lazyRouteComponent(() => import('../app/NotFound.tsx'), 'NotFound');

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFound,
});
