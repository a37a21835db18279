/** What 'Your Pod is Live!' reads (src/lib/read-cache.ts), named once for the screen and its arrival. */
import { prefetchReads, type ScreenRead } from '../../lib/read-cache.ts';
import { fetchMyPod } from './api.ts';

/** The person's newest Pod; `pod` is null when they have none yet. Changes to their Pods outdate it (`failing` in ./api.ts). */
export const myNewestPod = { key: 'pods:newest', load: async () => ({ pod: await fetchMyPod() }) } satisfies ScreenRead;

export const prefetchMyNewestPod = () => prefetchReads(myNewestPod);
