/**
 * The Discover feed as the server rendered it, for a signed-out visitor (server/web/timeline-page.ts)
 * or for a signed-in one (server/web/signed-in-page.ts): the results of the screen's first loads
 * travel in the page as JSON, so the app starts on the screen the HTML already shows instead of a
 * loader, and asks the server for nothing twice. Used once: a later visit to the screen loads
 * afresh; a reader other than the one it was rendered for (a guest's page in a signed-in tab, one
 * person's in another's) never uses it.
 */
import { whenIdle } from '../../lib/after-paint.ts';
import { storedUserId } from '../../lib/storage.ts';
import { isSignedIn, loadLiveNow, loadTimelinePage, loadTopLiked, loadTopViewed, loadTrending, type FeedCard } from './api.ts';

export interface TimelineBoot {
  /** Whom it was rendered for: a person's id, or null for guests. */
  viewer: string | null;
  trending: Awaited<ReturnType<typeof loadTrending>>;
  topViewed: FeedCard[];
  topLiked: FeedCard[];
  /** The 'Live now' row (issue 46); absent in a page rendered before it. */
  liveNow?: FeedCard[];
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

/** The data the page came with, if this is the first screen of a visit and it was rendered for this reader. */
export function readTimelineBoot(): TimelineBoot | null {
  if (spent) return null;
  if (!boot) {
    const json = globalThis.document?.getElementById(TIMELINE_BOOT_ID)?.textContent;
    if (!json) return null;
    try {
      boot = JSON.parse(json) as TimelineBoot;
    } catch {
      return null;
    }
  }
  return forThisReader(boot);
}

const forThisReader = (data: TimelineBoot | null) => (data && data.viewer === (isSignedIn() ? storedUserId() : null) ? data : null);

/**
 * Once the screen is up: later visits load afresh. The first loads, made by the server for this
 * reader (a person, or a signed-out visitor), are made again behind the screen, once, so the
 * service worker keeps them for offline use as it keeps every load the app makes: offline, a
 * reload shows the feed last seen.
 */
export function spendTimelineBoot() {
  const mine = forThisReader(boot);
  if (mine) void readAgainBehind(Object.keys(mine.pages));
  spent = true;
  boot = null;
  globalThis.document?.getElementById(TIMELINE_BOOT_ID)?.remove();
}

/** The first loads again, each started in a task of its own once the browser is idle: the screen is up and answers meanwhile. */
async function readAgainBehind(categories: readonly string[]) {
  const loads = [loadTrending, loadTopViewed, loadTopLiked, loadLiveNow, ...categories.map((category) => () => firstPage(category))];
  for (const load of loads) {
    await whenIdle();
    void load().catch(() => {});
  }
}

const firstPage = (category: string) => loadTimelinePage({ category, search: '', pageNumber: 1 });

/** The first loads, as the screen makes them for the reader the server renders for. */
export async function loadTimelineBoot(categories: readonly string[]): Promise<TimelineBoot> {
  const [trending, topViewed, topLiked, liveNow, ...pages] = await Promise.all([
    loadTrending(),
    loadTopViewed(),
    loadTopLiked(),
    loadLiveNow(),
    ...categories.map(firstPage),
  ]);
  const viewer = isSignedIn() ? storedUserId() : null;
  return { viewer, trending, topViewed, topLiked, liveNow, pages: Object.fromEntries(categories.map((category, i) => [category, pages[i]!])) };
}
