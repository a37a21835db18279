import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { setNavigate } from './navigation.ts';

/** The app's router; tests pass a memory history. Machines navigate through it. */
export function createAppRouter(history?: RouterHistory) {
  const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, ...(history ? { history } : {}) });
  setNavigate(
    (to, options) => (options?.replace ? router.history.replace(to) : router.history.push(to)),
    () => router.history.location.pathname,
  );
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
