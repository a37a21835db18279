/** /followers and /followings take `userId` (one's own lists) or `otherUserId` (someone else's). */
import { currentUserId } from '../../lib/storage.ts';

export type ListOwnerSearch = { userId?: string; otherUserId?: string };

export const listOwnerSearch = (search: Record<string, unknown>): ListOwnerSearch => ({
  ...(typeof search.userId === 'string' ? { userId: search.userId } : {}),
  ...(typeof search.otherUserId === 'string' ? { otherUserId: search.otherUserId } : {}),
});

/** Whose list it is: the other person when named, else the viewer. */
export const ownerOf = (search: ListOwnerSearch) => search.otherUserId ?? search.userId ?? currentUserId();
