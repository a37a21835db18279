/** What each signed-in screen reads first, for prefetchScreenReads (./authed-arrival.ts): one chunk for all of them. */
import { prefetchEvents, prefetchNewEvent } from '../features/events/reads.ts';
import { prefetchFollowers, prefetchFollowings, prefetchFriends, prefetchOwnProfile, prefetchProfile } from '../features/social/reads.ts';
import { listOwnerSearch, ownerOf } from '../features/social/list-owner.ts';
import { prefetchChat, prefetchInbox } from '../features/messages/reads.ts';
import { prefetchProfileToEdit } from '../features/settings/reads.ts';
import { prefetchMyNewestPod } from '../features/onboarding/reads.ts';
import { screenWithReads, type ScreenWithReads } from './screens-with-reads.ts';

const nothing = () => Promise.resolve();

const READS: Record<ScreenWithReads, (search: Record<string, unknown>, pathname: string) => Promise<unknown>> = {
  '/events': prefetchEvents,
  '/profile': prefetchOwnProfile,
  '/other-profile': ({ otherUserId }) => (typeof otherUserId === 'string' ? prefetchProfile(otherUserId) : nothing()),
  '/friends': prefetchFriends,
  '/followers': (search) => prefetchFollowers(ownerOf(listOwnerSearch(search))),
  '/followings': (search) => prefetchFollowings(ownerOf(listOwnerSearch(search))),
  '/messages': prefetchInbox,
  '/settings/profile': prefetchProfileToEdit,
  // Editing an event reads that event instead; a new one reads the Pods and the pending limit.
  '/create-event': ({ eventId }) => (eventId === undefined ? prefetchNewEvent() : nothing()),
  '/pod-live': prefetchMyNewestPod,
  '/pod-settings': prefetchMyNewestPod,
  '/chat/$userId': (_, pathname) => prefetchChat(decodeURIComponent(pathname.split('/')[2]!)),
};

/** Starts the screen's reads; settles when they have (the server renders the page then). */
export function prefetchFor(pathname: string, search: Record<string, unknown>): Promise<unknown> {
  const screen = screenWithReads(pathname);
  return screen ? READS[screen](search, pathname) : nothing();
}
