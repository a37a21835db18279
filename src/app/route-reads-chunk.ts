/** What each signed-in screen reads first, for prefetchScreenReads (./authed-arrival.ts): one chunk for all of them. */
import { prefetchEvents, prefetchNewEvent } from '../features/events/reads.ts';
import { prefetchOwnProfile, prefetchProfile } from '../features/social/reads.ts';
import { prefetchInbox } from '../features/messages/reads.ts';
import { prefetchProfileToEdit } from '../features/settings/reads.ts';
import { prefetchMyNewestPod } from '../features/onboarding/reads.ts';

/** Starts the screen's reads; settles when they have (the server renders the page then). */
export function prefetchFor(screen: string, search: Record<string, unknown>): Promise<unknown> {
  if (screen === '/events') return prefetchEvents();
  if (screen === '/profile') return prefetchOwnProfile();
  if (screen === '/other-profile' && typeof search.otherUserId === 'string') return prefetchProfile(search.otherUserId);
  if (screen === '/messages') return prefetchInbox();
  if (screen === '/settings/profile') return prefetchProfileToEdit();
  if (screen === '/pod-live') return prefetchMyNewestPod();
  // Editing an event reads that event instead; a new one reads the Pods and the pending limit.
  if (screen === '/create-event' && search.eventId === undefined) return prefetchNewEvent();
  return Promise.resolve();
}
