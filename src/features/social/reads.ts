/** What the profile screens read (src/lib/read-cache.ts), named once for the screens and their routes' loaders. */
import { prefetchReads, type ScreenRead } from '../../lib/read-cache.ts';
import { currentUserId } from '../../lib/storage.ts';
import { hostedEvents } from '../events/reads.ts';
import { loadProfile } from './api.ts';

/** A person's profile, as the viewer sees it. */
export const profileOf = (userId: string) => ({ key: `profile:${userId}`, load: () => loadProfile(userId) }) satisfies ScreenRead;

/** /profile: the viewer's own profile and the events they host. */
export const prefetchOwnProfile = () => prefetchReads(profileOf(currentUserId()), hostedEvents);
/** /other-profile: that person's profile. */
export const prefetchProfile = (userId: string) => prefetchReads(profileOf(userId));
