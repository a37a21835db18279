import { Outlet, createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { AuthedUser } from '../app/authed-arrival.ts';
import { storedSessionToken } from '../lib/storage.ts';

type ArrivalModule = typeof import('../app/authed-arrival.ts');
type Place = { pathname: string; search: unknown; href: string };
let arrivalModule: ArrivalModule | undefined;
// Its own chunk (it carries the bottom navigation), kept out of the first route's JavaScript;
// fetched with the first preload, so a tap never waits for it.
const PendingScreen = lazyRouteComponent(() => import('../features/shell/PendingScreen.tsx'), 'PendingScreen');

/** Decides an arrival: at once (no promise) for a screen that draws before the user is read. */
function decide({ checkDrawnArrival, drawsBeforeUser, readArrival, prefetchScreenReads }: ArrivalModule, location: Place, preload: boolean) {
  // A real arrival only: the tabs are preloaded ahead of any tap, and their data is not read until one is taken.
  if (!preload) prefetchScreenReads(location);
  if (drawsBeforeUser(location.pathname)) {
    if (!preload) void checkDrawnArrival(location);
    return { user: null };
  }
  return readArrival(location, preload).then((arrival): { user: AuthedUser | null } => {
    // The session ended while the user was read: this navigation goes to /signin too, so the
    // screen is never drawn.
    if ('go' in arrival) throw arrival.go === 'signin' ? redirect({ to: '/signin', replace: true }) : redirect({ href: arrival.go, replace: true });
    return arrival;
  });
}

/**
 * Screens that need a session (spec §6): without a token they redirect to /signin. The app's
 * screens then draw at once — their frame and skeletons of the final size — while the user is read
 * and onboarding checks the page (src/app/authed-arrival.ts); the onboarding steps wait for the
 * user (a skeleton shows meanwhile) and read it from the route context. A revoked token answers
 * 401, which the API client hands to the session machine (toast, /signin).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location, preload }): { user: AuthedUser | null } | Promise<{ user: AuthedUser | null }> => {
    if (!storedSessionToken()) throw redirect({ to: '/signin', replace: true });
    if (preload) void PendingScreen.preload?.();
    // Synchronous once the module is here (the navigation's links preload it), so no pending screen flashes.
    if (arrivalModule) return decide(arrivalModule, location, preload);
    return import('../app/authed-arrival.ts').then((module) => decide((arrivalModule = module), location, preload));
  },
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: PendingScreen,
  component: Outlet,
});
