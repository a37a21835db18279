import { createRouter, type ParsedLocation, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { setNavigate } from '../lib/navigation.ts';

/**
 * Screens whose scroll position is one per screen rather than one per history entry: coming back
 * to Home by its tab (a new entry) finds the feed where it was left, as Back does.
 */
const SCROLL_KEPT_PER_SCREEN = new Set(['/time-line']);

/** The router's own key (the history entry's) for every other screen. */
export const scrollRestorationKey = (location: ParsedLocation) =>
  SCROLL_KEPT_PER_SCREEN.has(location.pathname) ? location.pathname : (location.state.__TSR_key ?? location.href);

/**
 * The app's router; tests pass a memory history. Machines navigate through it. Where the screen
 * was painted before the app ran (`paintedAhead`: rendered ahead), the person may
 * have scrolled it already: the first rendering leaves the scroll where it is (a reload's place is
 * then the browser's to restore) instead of taking it to the top.
 */
export function createAppRouter(history?: RouterHistory, { paintedAhead = false } = {}) {
  let keepScroll = paintedAhead;
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: () => {
      if (!keepScroll) return true;
      // The router forgets scrolls made before its first rendering: told of this one, it keeps it
      // for a return to the screen.
      document.dispatchEvent(new Event('scroll'));
      return (keepScroll = false);
    },
    getScrollRestorationKey: scrollRestorationKey,
    ...(history ? { history } : {}),
  });
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
