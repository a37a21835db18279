/** What 'Edit Profile' reads (src/lib/read-cache.ts), named once for the screen and its route's loader. */
import { prefetchReads, type ScreenRead } from '../../lib/read-cache.ts';
import { loadProfileToEdit } from './api.ts';

export const profileToEdit = { key: 'profile-to-edit', load: loadProfileToEdit } satisfies ScreenRead;

export const prefetchProfileToEdit = () => prefetchReads(profileToEdit);
