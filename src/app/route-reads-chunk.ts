/** What each signed-in screen reads first, for prefetchScreenReads (./authed-arrival.ts): one chunk for all of them. */
import { prefetchEvents, prefetchNewEvent } from '../features/events/reads.ts';
import { prefetchFollowings, prefetchFriends, prefetchOwnProfile, prefetchProfile } from '../features/social/reads.ts';
import { listOwnerSearch, ownerOf } from '../features/social/list-owner.ts';
import { prefetchInbox } from '../features/messages/reads.ts';
import { prefetchProfileToEdit } from '../features/settings/reads.ts';
import { prefetchMyNewestPod } from '../features/onboarding/reads.ts';
import { readsOnArrival, type ScreenWithReads } from './screens-with-reads.ts';

const nothing = () => Promise.resolve();

const READS: Record<ScreenWithReads, (search: Record<string, unknown>) => Promise<unknown>> = {
  '/events': prefetchEvents,
  '/profile': prefetchOwnProfile,
  '/other-profile': ({ otherUserId }) => (typeof otherUserId === 'string' ? prefetchProfile(otherUserId) : nothing()),
  '/friends': prefetchFriends,
  '/followings': (search) => prefetchFollowings(ownerOf(listOwnerSearch(search))),
  '/messages': prefetchInbox,
  '/settings/profile': prefetchProfileToEdit,
  // Editing an event reads that event instead; a new one reads the Pods and the pending limit.
  '/create-event': ({ eventId }) => (eventId === undefined ? prefetchNewEvent() : nothing()),
  '/pod-live': prefetchMyNewestPod,
};

/** Starts the screen's reads; settles when they have (the server renders the page then). */
export const prefetchFor = (screen: string, search: Record<string, unknown>): Promise<unknown> => (readsOnArrival(screen) ? READS[screen](search) : nothing());
