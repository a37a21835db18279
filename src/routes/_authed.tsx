import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { storedSessionToken } from '../lib/storage.ts';

/**
 * Screens that need a session (spec §6): without a token they redirect to /signin. On each
 * arrival the user is read fresh and onboarding decides whether this page is the right one (a
 * revoked token answers 401, which the API client hands to the session machine).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!storedSessionToken()) throw redirect({ to: '/signin', replace: true });
  },
  loader: async ({ location, preload }) => {
    const { fetchOnboardingUser } = await import('../features/onboarding/api.ts');
    const user = await fetchOnboardingUser().catch(() => undefined);
    // A failed read (offline, 401 handled by the session) decides nothing.
    if (user === undefined || preload) return { user: user ?? null };
    const { arrive } = await import('../features/onboarding/actor.ts');
    const changePodTheme = (location.search as Record<string, unknown>).changePodTheme;
    const to = arrive({
      path: location.pathname,
      changePodTheme: changePodTheme === true || changePodTheme === 'true',
      user: user && { userName: user.userName ?? null, userStatus: user.userStatus, interestCount: user.userInterests.length },
    });
    if (to) throw redirect({ href: to, replace: true });
    return { user };
  },
  component: Outlet,
});
