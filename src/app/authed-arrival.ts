/**
 * Arriving on a page that needs a session (spec §6): the fresh user decides, through the
 * onboarding actor, whether this page is the right one. The app's own screens draw at once (their
 * frame and skeletons) and are checked while they read their data; the onboarding steps, which
 * read the user to draw and must not flash for someone off track, wait for the user.
 */
import type { OnboardingUserQuery } from '../gql/graphql.ts';
import { fetchOnboardingUser } from '../features/onboarding/api.ts';
import { arrive, onboardingActor } from '../features/onboarding/actor.ts';
import { storedSessionToken } from '../lib/storage.ts';
import { navigateTo } from './navigation.ts';

export type AuthedUser = NonNullable<OnboardingUserQuery['getUser']>;
interface Place {
  pathname: string;
  search: unknown;
}
export type Arrival = { go: 'signin' } | { go: string } | { user: AuthedUser | null };

/** The onboarding steps' pages: they wait for the user before they draw. */
export const STEP_PATHS: ReadonlySet<string> = new Set(['/create-account', '/pod-templates', '/pod-settings', '/interests-selection', '/social-media-links', '/pod-live']);
const normal = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Whether this page may draw before the user is read: any page but an onboarding step, unless
 * onboarding already knows the person is in the middle of it (then every page waits and goes
 * where onboarding says).
 */
export function drawsBeforeUser(pathname: string): boolean {
  if (STEP_PATHS.has(normal(pathname))) return false;
  const onboarding = onboardingActor.getSnapshot();
  return onboarding.matches('arriving') || onboarding.matches('complete');
}

/** Reads the user and asks onboarding where this arrival belongs. */
export async function readArrival({ pathname, search }: Place, preload: boolean): Promise<Arrival> {
  const user = await fetchOnboardingUser().catch(() => undefined);
  // A 401 ended the session while the user was read (the session machine cleared the token, shows
  // its toast and goes to /signin).
  if (!storedSessionToken()) return { go: 'signin' };
  // Any other failed read (offline) decides nothing; neither does a preload.
  if (user === undefined || preload) return { user: user ?? null };
  const changePodTheme = (search as Record<string, unknown>).changePodTheme;
  const to = arrive({
    path: pathname,
    changePodTheme: changePodTheme === true || changePodTheme === 'true',
    user: user && { userName: user.userName ?? null, userStatus: user.userStatus, interestCount: user.userInterests.length },
  });
  return to ? { go: to } : { user };
}

/** The check of a page already drawn: sends the person on if onboarding says so and they are still there. */
export async function checkDrawnArrival(place: Place): Promise<void> {
  const arrival = await readArrival(place, false);
  if (!('go' in arrival) || arrival.go === 'signin') return;
  if (normal(window.location.pathname) === normal(place.pathname)) navigateTo(arrival.go, { replace: true });
}
