// @vitest-environment jsdom
/**
 * Issue 23: the person's first loads, which the server made for their rendered feed, are made
 * again behind the screen (so the service worker keeps them) one at a time as the browser is
 * idle, not all in the task that takes the page over: that task was the longest of the feed's start.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => [] as string[]);
const reader = vi.hoisted(() => ({ signedIn: true }));
vi.mock('../../../../src/features/feed/api.ts', () => ({
  isSignedIn: () => reader.signedIn,
  loadTrending: () => (loads.push('trending'), Promise.resolve([])),
  loadTopViewed: () => (loads.push('top viewed'), Promise.resolve([])),
  loadTopLiked: () => (loads.push('top liked'), Promise.resolve([])),
  loadLiveNow: () => (loads.push('live now'), Promise.resolve([])),
  loadTimelinePage: ({ category }: { category: string }) => (loads.push(category), Promise.resolve([])),
}));

const { provideTimelineBoot, spendTimelineBoot } = await import('../../../../src/features/feed/boot.ts');

let idle: (() => void)[] = [];
beforeEach(() => {
  loads.length = 0;
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  sessionStorage.setItem('userId', 'u-ada');
});
afterEach(() => {
  reader.signedIn = true;
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const nextIdlePeriod = async () => {
  idle.shift()?.();
  await Promise.resolve();
  await Promise.resolve();
};

it("starts the person's first loads again one per idle period, none as the screen is taken over", async () => {
  provideTimelineBoot({ viewer: 'u-ada', trending: [] as never, topViewed: [], topLiked: [], pages: { 'all-pods': [], design: [] } });
  spendTimelineBoot();
  await Promise.resolve();
  expect(loads).toEqual([]);
  await nextIdlePeriod();
  expect(loads).toEqual(['trending']);
  await nextIdlePeriod();
  expect(loads).toEqual(['trending', 'top viewed']);
  for (let period = 0; period < 4; period += 1) await nextIdlePeriod();
  expect(loads).toEqual(['trending', 'top viewed', 'top liked', 'live now', 'all-pods', 'design']);
  expect(idle).toEqual([]);
});

it('reads nothing again for a page rendered for another reader', async () => {
  provideTimelineBoot({ viewer: 'u-bo', trending: [] as never, topViewed: [], topLiked: [], pages: { 'all-pods': [] } });
  spendTimelineBoot();
  for (let period = 0; period < 5; period += 1) await nextIdlePeriod();
  expect(loads).toEqual([]);
});

// Issue 49 item 17: a signed-out visitor's feed, rendered for guests, is read again too, so an
// offline reload shows it (e2e/offline.spec.ts).
it("reads a signed-out visitor's first loads again, as a person's", async () => {
  reader.signedIn = false;
  sessionStorage.clear();
  provideTimelineBoot({ viewer: null, trending: [] as never, topViewed: [], topLiked: [], pages: { 'all-pods': [] } });
  spendTimelineBoot();
  for (let period = 0; period < 5; period += 1) await nextIdlePeriod();
  expect(loads).toEqual(['trending', 'top viewed', 'top liked', 'live now', 'all-pods']);
});
