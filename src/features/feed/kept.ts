/**
 * What the Discover feed keeps for the tab's life (../../lib/kept.ts, reset for another viewer):
 * the grid's and the rows' feed actors (their Pods, pages and queries), each Pod's like
 * (./likes.ts), the sections' reads (the read cache, ../../lib/read-cache.ts), and whether the
 * first loads have finished. Returning to Home draws the feed as it was at once (no full-screen
 * loader; the router restores the scroll position over it), instead of loading it all again.
 */
import { keptValue } from '../../lib/kept.ts';

const feed = () => keptValue('feed', () => ({ firstLoadsDone: false }));
const inBrowser = () => typeof window !== 'undefined';

/** The first loads have all finished once: a return shows no loader. */
export const firstLoadsDone = () => inBrowser() && feed().firstLoadsDone;
export function markFirstLoadsDone() {
  feed().firstLoadsDone = true;
}
