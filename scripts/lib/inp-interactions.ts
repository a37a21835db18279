/**
 * What `npm run inp` taps (../inp.ts): each interaction opens its page, leaves it settled and says
 * where to tap, then checks the tap did what a person expects. One interaction is a reference,
 * not a goal: a tap on a card's category badge, where nothing listens and nothing changes, measures what
 * any tap costs on the same page (the browser's touch pipeline, the pressed state, event
 * dispatch), the floor the others are read against. Another reference is not the app at all: the
 * same tap on a bare page with one button, what this browser and machine cost at that moment.
 *
 * Until the tap, the measured page is only read with `page.evaluate` (./in-page.ts), never with a
 * locator: a locator installs Playwright's injected script, whose blocking capture listeners for
 * every pointer, touch and mouse event on the window would run inside the measured tap (a phone
 * has none of them). `check` and `reset` come after the tap and may use locators.
 */
import type { Page } from 'playwright-core';
import type { SeededApp } from './seeded-app.ts';
import { waitForSelector } from './in-page.ts';

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

/** Scrolls the first element `selector` (CSS) matches to the middle of the viewport (clear of the fixed bars) and returns its centre, once settled. */
async function centre(page: Page, selector: string) {
  await waitForSelector(page, selector);
  await page.evaluate((css) => document.querySelector(css)!.scrollIntoView({ block: 'center' }), selector);
  await settle(page);
  const box = await page.evaluate((css) => {
    const rect = document.querySelector(css)?.getBoundingClientRect();
    return rect && rect.width > 0 ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
  }, selector);
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}

/** The signed-in feed, loaded: its loader gone and the All Pods grid drawn. */
export async function openFeed(page: Page, app: SeededApp) {
  await page.goto(`${app.baseUrl}/time-line`);
  await waitForSelector(page, '#all-pods-grid article');
  await settle(page);
}

/** The first card of the All Pods grid whose heart is not pressed yet. */
const unlikedCard = '#all-pods-grid > li:has(button[aria-pressed="false"])';

export const interactions: Interaction[] = [
  {
    key: 'like',
    name: 'like a Pod card (feed)',
    budget: 50,
    async prepare(page, app) {
      await openFeed(page, app);
      // The first card in the grid not liked yet (the ones liked before are now): the tap is a
      // like, not an unlike, on a different card each time. Scrolling down loads more.
      for (let page_ = 0; page_ < 10 && !(await page.evaluate((css) => document.querySelector(css) !== null, unlikedCard)); page_ += 1) {
        await page.evaluate(() => document.querySelector('#all-pods-grid > li:last-child')?.scrollIntoView({ block: 'center' }));
        await settle(page);
      }
      await page.evaluate((css) => {
        (window as unknown as { __card: string }).__card = document.querySelector(`${css} article`)?.getAttribute('aria-label') ?? '';
      }, unlikedCard);
      return centre(page, `${unlikedCard} button[aria-pressed]`);
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
      return centre(page, `${unlikedCard} article > h3 + span`);
    },
    async check(page) {
      // Nothing happened: still the feed, nothing opened.
      if (new URL(page.url()).pathname !== '/time-line') throw new Error(`the badge tap went to ${page.url()}`);
    },
  },
  {
    key: 'bare',
    name: 'tap a bare page (machine)',
    budget: null,
    async prepare(page, app) {
      // Not the app: one button whose handler changes its own text, on a page with nothing else
      // (no framework, no styles). What the same tap costs in this browser on this machine at this
      // moment, whatever any app does: the floor under every figure. Served by the harness at an
      // origin of its own (the app's service worker would answer any address at the app's).
      const url = `http://bare.invalid:${new URL(app.baseUrl).port}/`;
      await page.route(url, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>bare</title><button id="bare" style="margin:200px 100px;padding:20px" onclick="this.textContent='Done'">Tap</button></html>`,
        }),
      );
      await page.goto(url);
      return centre(page, '#bare');
    },
    async check(page) {
      if ((await page.evaluate(() => document.getElementById('bare')?.textContent)) !== 'Done') throw new Error('the bare button did not answer the tap');
    },
  },
];
