/** What each signed-in screen reads first, for prefetchScreenReads (./authed-arrival.ts): one chunk for all of them. */
import { prefetchEvents, prefetchNewEvent } from '../features/events/reads.ts';
import { prefetchOwnProfile, prefetchProfile } from '../features/social/reads.ts';
import { prefetchInbox } from '../features/messages/reads.ts';
import { prefetchProfileToEdit } from '../features/settings/reads.ts';

export function prefetchFor(screen: string, search: Record<string, unknown>) {
  if (screen === '/events') prefetchEvents();
  else if (screen === '/profile') prefetchOwnProfile();
  else if (screen === '/other-profile' && typeof search.otherUserId === 'string') prefetchProfile(search.otherUserId);
  else if (screen === '/messages') prefetchInbox();
  else if (screen === '/settings/profile') prefetchProfileToEdit();
  // Editing an event reads that event instead; a new one reads the Pods and the pending limit.
  else if (screen === '/create-event' && search.eventId === undefined) prefetchNewEvent();
}
