import { Suspense, lazy, useEffect } from 'react';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { globals } from '../ui/globals.ts';
import { AppShell } from '../features/shell/AppShell.tsx';

void globals;

// The toast area and the session-expired modal run on the app-wide actors (XState); they load
// right after the first paint so the first screen's JavaScript stays small.
const Toasts = lazy(() => import('../ui/Toasts.tsx').then((m) => ({ default: m.Toasts })));
const SessionExpiredModal = lazy(() => import('../ui/SessionExpiredModal.tsx').then((m) => ({ default: m.SessionExpiredModal })));

function Root() {
  // The app runs: a screen rendered ahead now takes taps (index.html, src/main.tsx).
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      <Suspense fallback={null}>
        <Toasts />
        <SessionExpiredModal />
      </Suspense>
    </>
  );
}

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: () => (
    <section style={{ padding: 24 }}>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
    </section>
  ),
});
