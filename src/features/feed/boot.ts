/**
 * The Discover feed as the server rendered it for a signed-out visitor (server/web/timeline-page.ts):
 * the results of the screen's first loads travel in the page as JSON, so the app starts on the
 * screen the HTML already shows instead of a loader, and asks the server for nothing twice.
 * Used once: a later visit to the screen loads afresh; a signed-in reader never uses it (the
 * server rendered the guest's view).
 */
import { isSignedIn, loadTimelinePage, loadTopLiked, loadTopViewed, loadTrending, type FeedCard } from './api.ts';

export interface TimelineBoot {
  trending: Awaited<ReturnType<typeof loadTrending>>;
  topViewed: FeedCard[];
  topLiked: FeedCard[];
  /** Page 1 of each category ('all-pods' and the four rows). */
  pages: Record<string, FeedCard[]>;
}

export const TIMELINE_BOOT_ID = 'timeline-boot';

let boot: TimelineBoot | null = null;
let spent = false;

/** On the server: the data the next render shows. */
export function provideTimelineBoot(data: TimelineBoot) {
  boot = data;
  spent = false;
}

/** The data the page came with, if this is the first screen of a signed-out visit. */
export function readTimelineBoot(): TimelineBoot | null {
  if (spent || isSignedIn()) return null;
  if (boot) return boot;
  const json = globalThis.document?.getElementById(TIMELINE_BOOT_ID)?.textContent;
  if (!json) return null;
  try {
    boot = JSON.parse(json) as TimelineBoot;
  } catch {
    return null;
  }
  return boot;
}

/** Once the screen is up: later visits load afresh. */
export function spendTimelineBoot() {
  spent = true;
  boot = null;
  globalThis.document?.getElementById(TIMELINE_BOOT_ID)?.remove();
}

/** The first loads, as the screen makes them (the server runs this for the guest). */
export async function loadTimelineBoot(categories: readonly string[]): Promise<TimelineBoot> {
  const firstPage = (category: string) => loadTimelinePage({ category, search: '', pageNumber: 1 });
  const [trending, topViewed, topLiked, ...pages] = await Promise.all([loadTrending(), loadTopViewed(), loadTopLiked(), ...categories.map(firstPage)]);
  return { trending, topViewed, topLiked, pages: Object.fromEntries(categories.map((category, i) => [category, pages[i]!])) };
}
