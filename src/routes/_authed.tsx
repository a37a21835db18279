import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import type { AuthedUser } from '../app/authed-arrival.ts';
import { storedSessionToken } from '../lib/storage.ts';
import { ScreenSkeleton } from '../ui/ScreenSkeleton.tsx';

/**
 * Screens that need a session (spec §6): without a token they redirect to /signin. The app's
 * screens then draw at once — their frame and skeletons of the final size — while the user is read
 * and onboarding checks the page (src/app/authed-arrival.ts); the onboarding steps wait for the
 * user (a skeleton shows meanwhile) and read it from the route context. A revoked token answers
 * 401, which the API client hands to the session machine (toast, /signin).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ location, preload }): Promise<{ user: AuthedUser | null }> => {
    if (!storedSessionToken()) throw redirect({ to: '/signin', replace: true });
    const { checkDrawnArrival, drawsBeforeUser, readArrival } = await import('../app/authed-arrival.ts');
    if (drawsBeforeUser(location.pathname)) {
      if (!preload) void checkDrawnArrival(location);
      return { user: null };
    }
    const arrival = await readArrival(location, preload);
    // The session ended while the user was read: this navigation goes to /signin too, so the
    // screen is never drawn.
    if ('go' in arrival) throw arrival.go === 'signin' ? redirect({ to: '/signin', replace: true }) : redirect({ href: arrival.go, replace: true });
    return arrival;
  },
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: ScreenSkeleton,
  component: Outlet,
});
