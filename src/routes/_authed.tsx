import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import type { OnboardingUserQuery } from '../gql/graphql.ts';
import { storedSessionToken } from '../lib/storage.ts';

type AuthedUser = NonNullable<OnboardingUserQuery['getUser']>;

/**
 * Screens that need a session (spec §6): without a token they redirect to /signin. Before every
 * navigation the user is read fresh and onboarding decides whether this page is the right one
 * (a revoked token answers 401, which the API client hands to the session machine). Screens read
 * the user from the route context.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ location, preload }): Promise<{ user: AuthedUser | null }> => {
    if (!storedSessionToken()) throw redirect({ to: '/signin', replace: true });
    const { fetchOnboardingUser } = await import('../features/onboarding/api.ts');
    const user = await fetchOnboardingUser().catch(() => undefined);
    // A 401 ended the session while the user was read (the session machine cleared the token and
    // shows its toast): this navigation goes to /signin too, so the screen is never drawn.
    if (!storedSessionToken()) throw redirect({ to: '/signin', replace: true });
    // Any other failed read (offline) decides nothing; neither does a preload.
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
