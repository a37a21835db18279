/**
 * What `npm run inp` taps (../inp.ts): each interaction opens its page, leaves it settled and says
 * where to tap, then checks the tap did what a person expects. One interaction is a reference,
 * not a goal: a tap on a card's category badge, where nothing listens and nothing changes, measures what
 * any tap costs on the same page (the browser's touch pipeline, the pressed state, event
 * dispatch), the floor the others are read against.
 */
import type { Page } from 'playwright-core';
import type { SeededApp } from './seeded-app.ts';

export interface Interaction {
  key: string;
  name: string;
  /** The budget its median is judged against (ms), or null for the reference (printed, not judged). */
  budget: number | null;
  /** Opens the page, leaves it settled and returns where to tap (page coordinates in the viewport). */
  prepare(page: Page, app: SeededApp, run: number): Promise<{ x: number; y: number }>;
  /** Checks the tap did what a person expects (so a miss is not a fast nothing). */
  check(page: Page): Promise<void>;
  /** Puts things back for the next sample, at full speed (not measured). */
  reset?(page: Page): Promise<void>;
}

/** Until the network has been quiet and the main thread idle for a moment. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // A string: tsx names inner functions with a helper the page does not have.
  await page.evaluate(`new Promise((resolve) => {
    let left = 3;
    const idle = () => (--left === 0 ? resolve() : requestIdleCallback(idle, { timeout: 1000 }));
    requestIdleCallback(idle, { timeout: 1000 });
  })`);
  await page.waitForTimeout(300);
}

async function centre(page: Page, selector: string) {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  await settle(page);
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The signed-in feed, loaded: its loader gone and the All Pods grid drawn. */
export async function openFeed(page: Page, app: SeededApp) {
  await page.goto(`${app.baseUrl}/time-line`);
  await page.locator('#all-pods-grid article').first().waitFor();
  await settle(page);
}

export const interactions: Interaction[] = [
  {
    key: 'like',
    name: 'like a Pod card (feed)',
    budget: 50,
    async prepare(page, app) {
      await openFeed(page, app);
      // The first card in the grid not liked yet (the ones liked before are now): the tap is a
      // like, not an unlike, on a different card each time. Scrolling down loads more.
      const card = `#all-pods-grid li:has(button[aria-pressed="false"]) >> nth=0`;
      for (let page_ = 0; page_ < 10 && (await page.locator(card).count()) === 0; page_ += 1) {
        await page.locator('#all-pods-grid > li').last().scrollIntoViewIfNeeded();
        await settle(page);
      }
      const id = await page.locator(card).locator('article').getAttribute('aria-label');
      await page.evaluate((label) => ((window as unknown as { __card: string }).__card = label ?? ''), id);
      return centre(page, `${card} >> button[aria-pressed]`);
    },
    async check(page) {
      const label = await page.evaluate(() => (window as unknown as { __card: string }).__card);
      await page.locator(`#all-pods-grid article[aria-label="${label}"] button[aria-pressed="true"]`).waitFor();
    },
  },
  {
    key: 'follow',
    name: 'follow (other profile)',
    budget: 100,
    async prepare(page, app) {
      await page.goto(`${app.baseUrl}/other-profile?otherUserId=${encodeURIComponent(app.person.strangerId)}`);
      await page.getByRole('button', { name: /^Follow / }).waitFor();
      await settle(page);
      return centre(page, 'button[aria-label^="Follow "]');
    },
    async check(page) {
      await page.getByRole('button', { name: /^(Following|Requested) / }).waitFor();
    },
    async reset(page) {
      await settle(page);
      const button = page.getByRole('button', { name: /^(Following|Requested) / });
      const following = (await button.textContent()) === 'Following';
      await button.click();
      if (following) await page.getByRole('dialog').getByRole('button', { name: 'Unfollow' }).click();
      await page.getByRole('button', { name: /^Follow / }).waitFor();
      await settle(page);
    },
  },
  {
    key: 'plus',
    name: 'open the plus menu',
    budget: 100,
    async prepare(page, app) {
      await openFeed(page, app);
      return centre(page, 'nav[aria-label="Main"] button[aria-label="Create"]');
    },
    async check(page) {
      await page.locator('#create-menu').waitFor();
    },
  },
  {
    key: 'tab',
    name: 'switch the feed category tab',
    budget: 100,
    async prepare(page, app, run) {
      await openFeed(page, app);
      const tab = ['business', 'technology', 'design', 'lifestyle'][run % 4]!;
      await page.evaluate((id) => ((window as unknown as { __tab: string }).__tab = id), tab);
      return centre(page, `[role="tablist"] #${tab}`);
    },
    async check(page) {
      const tab = await page.evaluate(() => (window as unknown as { __tab: string }).__tab);
      await page.locator(`[role="tablist"] #${tab}[aria-selected="true"]`).waitFor();
    },
  },
  {
    key: 'floor',
    name: 'tap a card badge (reference)',
    budget: null,
    async prepare(page, app) {
      await openFeed(page, app);
      // The category badge of the card the like is measured on: plain text, nothing listens.
      return centre(page, `#all-pods-grid li:has(button[aria-pressed="false"]) >> nth=0 >> article > h3 + span`);
    },
    async check(page) {
      // Nothing happened: still the feed, nothing opened.
      if (new URL(page.url()).pathname !== '/time-line') throw new Error(`the badge tap went to ${page.url()}`);
    },
  },
];
