/** What the profile and people screens read (src/lib/read-cache.ts), named once for the screens and their arrivals. */
import { prefetchReads, type ScreenRead } from '../../lib/read-cache.ts';
import { stampRead, tick } from '../../lib/read-order.ts';
import { currentUserId } from '../../lib/storage.ts';
import type { ListPage } from '../../../machines/followList.ts';
import { hostedEvents } from '../events/reads.ts';
import { httpStatusOf } from '../../lib/api/errors.ts';
import { loadFollowRequests, loadFollowers, loadFollowings, loadProfile, loadSuggestions, type PersonRow, type Profile } from './api.ts';

/** A person's profile, as the viewer sees it. */
export const profileOf = (userId: string) => ({ key: `profile:${userId}`, load: () => loadProfile(userId) }) satisfies ScreenRead;

/** Someone else's profile has none for the viewer: no such person, or they blocked the viewer (both 404, 'User not found'). */
export const NOT_FOUND = 'not-found';
/** /other-profile's read: the profile, or NOT_FOUND (kept like a profile: not read again and again). */
export const otherProfileOf = (userId: string) =>
  ({
    key: `profile:${userId}`,
    load: (): Promise<Profile | typeof NOT_FOUND> =>
      loadProfile(userId).then(
        (profile) => profile ?? NOT_FOUND,
        (error: unknown) => {
          if (httpStatusOf(error) === 404) return NOT_FOUND;
          throw error;
        },
      ),
  }) satisfies ScreenRead;

/** /profile: the viewer's own profile and the events they host. */
export const prefetchOwnProfile = () => prefetchReads(profileOf(currentUserId()), hostedEvents);
/** /other-profile: that person's profile. */
export const prefetchProfile = (userId: string) => prefetchReads(otherProfileOf(userId));

/** A page of people, each row stamped with when its read began (a follow button fed by a row knows its age). */
export async function stampedPage(load: () => Promise<ListPage<PersonRow>>): Promise<ListPage<PersonRow>> {
  const began = tick();
  const page = await load();
  return { ...page, rows: stampRead(page.rows, began) };
}

// The first page of a list without a search. Under 'profile:' keys: a change of who follows whom
// outdates them with the profiles (`changingProfiles` in ./api.ts).
const firstPage = (key: string, load: () => Promise<ListPage<PersonRow>>): ScreenRead<ListPage<PersonRow>> => ({
  key: `profile:people:${key}`,
  load: () => stampedPage(load),
});
export const followersOf = (ownerId: string) => firstPage(`followers:${ownerId}`, () => loadFollowers(ownerId, '', null));
export const followingsOf = (ownerId: string) => firstPage(`followings:${ownerId}`, () => loadFollowings(ownerId, '', null));
export const followRequests = () => firstPage('requests', () => loadFollowRequests('', null));
export const suggestions = () => firstPage('suggestions', () => loadSuggestions(''));

/** /friends: the follow requests and the suggestions (its For You tab). */
export const prefetchFriends = () => prefetchReads(followRequests(), suggestions());
export const prefetchFollowings = (ownerId: string) => prefetchReads(followingsOf(ownerId));
export const prefetchFollowers = (ownerId: string) => prefetchReads(followersOf(ownerId));
