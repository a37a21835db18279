/** What the inbox reads (src/lib/read-cache.ts), named once for the screen and its route's loader. */
import { prefetchReads, type ScreenRead } from '../../lib/read-cache.ts';
import { loadChat, loadInbox } from './api.ts';

export const inbox = { key: 'inbox', load: () => loadInbox() } satisfies ScreenRead;

export const prefetchInbox = () => prefetchReads(inbox);

/** One chat's partner and newest page: read on the way in, or with the page; the chat opens on it once. */
export const chatWith = (partnerId: string) => ({ key: `chat:${partnerId}`, load: () => loadChat(partnerId) }) satisfies ScreenRead;

export const prefetchChat = (partnerId: string) => prefetchReads(chatWith(partnerId));
