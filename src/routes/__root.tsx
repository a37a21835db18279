import { Suspense, lazy } from 'react';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { globals } from '../ui/globals.ts';
import { AppShell } from '../features/shell/AppShell.tsx';

void globals;

// The toast area and the session-expired modal run on the app-wide actors (XState); they load
// right after the first paint so the first screen's JavaScript stays small.
const Toasts = lazy(() => import('../ui/Toasts.tsx').then((m) => ({ default: m.Toasts })));
const SessionExpiredModal = lazy(() => import('../ui/SessionExpiredModal.tsx').then((m) => ({ default: m.SessionExpiredModal })));

export const Route = createRootRoute({
  component: () => (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      <Suspense fallback={null}>
        <Toasts />
        <SessionExpiredModal />
      </Suspense>
    </>
  ),
  notFoundComponent: () => (
    <section style={{ padding: 24 }}>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
    </section>
  ),
});
