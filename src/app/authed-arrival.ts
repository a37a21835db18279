/**
 * Arriving on a page that needs a session (spec §6): the fresh user decides, through the
 * onboarding actor, whether this page is the right one. For someone known to be done with
 * onboarding the app's own screens draw at once (their frame and skeletons) and are checked while
 * they read their data; the onboarding steps, which read the user to draw, and the first page of a
 * visit wait for the user (the layout's pending screen shows meanwhile).
 */
import type { OnboardingUserQuery } from '../gql/graphql.ts';
import { fetchOnboardingUser } from '../features/onboarding/api.ts';
import { arrive, onboardingActor } from '../features/onboarding/actor.ts';
import { storedSessionToken } from '../lib/storage.ts';
import { sessionActor } from './actors.ts';
import { navigateTo, pathNow } from '../lib/navigation.ts';
import { adoptPageData, takePageUser } from '../lib/page-data.ts';
import { STEP_PATHS } from './onboarding-steps.ts';
import { readsOnArrival } from './screens-with-reads.ts';

// A page the server rendered with its data: the app starts from that data (src/lib/page-data.ts).
adoptPageData();

export type AuthedUser = NonNullable<OnboardingUserQuery['getUser']>;
interface Place {
  pathname: string;
  search: unknown;
}
export type Arrival = { go: 'signin' } | { go: string } | { user: AuthedUser | null };

const normal = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Whether this page may draw before the user is read: any page but an onboarding step, once a
 * read in this visit found the person done with onboarding. The first signed-in page of a visit
 * (nothing known yet) and every page of someone mid-way wait, so nobody sees a screen they are
 * about to be sent away from.
 */
export function drawsBeforeUser(pathname: string): boolean {
  // The server reads the user for every page it renders: its onboarding actor serves every visitor.
  if (typeof window === 'undefined') return false;
  return !STEP_PATHS.has(normal(pathname)) && onboardingActor.getSnapshot().matches('complete');
}

/** Reads the user and asks onboarding where this arrival belongs. */
export async function readArrival({ pathname, search }: Place, preload: boolean): Promise<Arrival> {
  // The page's own user, when the server rendered it (and decided this arrival) just now.
  const user = takePageUser<AuthedUser | null>()?.value ?? (await fetchOnboardingUser().catch(() => undefined));
  // A 401 ended the session while the user was read (the session machine cleared the token, shows
  // its toast and goes to /signin).
  if (!storedSessionToken()) return { go: 'signin' };
  // Any other failed read (offline) decides nothing; neither does a preload.
  if (user === undefined || preload) return { user: user ?? null };
  keepStatus(user?.userStatus);
  const changePodTheme = (search as Record<string, unknown>).changePodTheme;
  const to = arrive({
    path: pathname,
    changePodTheme: changePodTheme === true || changePodTheme === 'true',
    user: user && { userName: user.userName ?? null, userStatus: user.userStatus, interestCount: user.userInterests.length },
  });
  return to ? { go: to } : { user };
}

/**
 * The session keeps the account's status as this read found it (it was the sign-in's: 'new' for
 * someone who then finished onboarding in this tab), so a later visit that cannot read the user
 * (offline; a tab opened from this one) sends / to the right screen (src/features/auth/signed-in-home.ts).
 */
function keepStatus(userStatus: string | undefined) {
  if (userStatus && userStatus !== sessionActor.getSnapshot().context.user?.userStatus) sessionActor.send({ type: 'profile.updated', userStatus });
}

/** The check of a page already drawn: sends the person on if onboarding says so and they are still there. */
export async function checkDrawnArrival(place: Place): Promise<void> {
  const arrival = await readArrival(place, false);
  if (!('go' in arrival) || arrival.go === 'signin') return;
  if (normal(pathNow()) === normal(place.pathname)) navigateTo(arrival.go, { replace: true });
}

/**
 * Starts the reads of the screen being entered, beside its code and the user's read: the screen's
 * own read then joins the one under way (src/lib/read-cache.ts).
 */
export function prefetchScreenReads({ pathname, search }: Place) {
  const screen = normal(pathname);
  if (readsOnArrival(screen)) void import('./route-reads-chunk.ts').then((reads) => reads.prefetchFor(screen, search as Record<string, unknown>));
}
