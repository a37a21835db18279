/** What the inbox reads (src/lib/read-cache.ts), named once for the screen and its route's loader. */
import { prefetchReads, type ScreenRead } from '../../lib/read-cache.ts';
import { loadInbox } from './api.ts';

export const inbox = { key: 'inbox', load: () => loadInbox() } satisfies ScreenRead;

export const prefetchInbox = () => prefetchReads(inbox);
