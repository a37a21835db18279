import { expect, test, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';

/**
 * Issue 49 item 13: lists tick as they scroll (spec §4 Audio, §9: the scroll sound at most once per
 * 100 ms), on every screen: the page's own scroll (the Discover feed) and lists that scroll
 * inside it (a category row). The tick is a blip made with Web Audio (src/lib/ui-sounds.ts): the
 * page counts the blips it starts. A browser starts audio only after a tap, so the journey taps first.
 */
test.beforeAll(async () => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
});

const countBlips = (page: Page) =>
  page.addInitScript(() => {
    const counted = window as Window & { blips?: number };
    counted.blips = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      override createOscillator() {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          counted.blips! += 1;
          start(when);
        };
        return oscillator;
      }
    };
  });
const blips = (page: Page) => page.evaluate(() => (window as Window & { blips?: number }).blips ?? 0);

test('the feed and its rows tick as they scroll, at most once per 100 ms', async ({ page }) => {
  await countBlips(page);
  await readyPerson(page, 'tilly.tick@pods.test', 'Tilly Tick');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/time-line');
  await expect(page.locator('#all-pods-grid').getByRole('article').nth(7)).toBeVisible({ timeout: 30_000 });
  // A tap on the page's header (nothing happens) lets the page play sound.
  await page.getByRole('heading', { name: 'Discover', level: 1 }).click();
  expect(await blips(page)).toBe(0);

  // The page scrolls: the tick plays, however many scroll events come.
  const began = Date.now();
  await page.evaluate(async () => {
    for (let y = 20; y <= 600; y += 20) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
  });
  const elapsed = Date.now() - began;
  const onPage = await blips(page);
  expect(onPage).toBeGreaterThan(0);
  // Once per 100 ms at most (and 30 scroll events came).
  expect(onPage).toBeLessThanOrEqual(Math.floor(elapsed / 100) + 1);

  // A row that scrolls sideways ticks too (once the throttle lets the next tick through).
  const row = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first();
  await expect
    .poll(async () => {
      await row.evaluate((list) => list.scrollBy({ left: 40 }));
      return blips(page);
    })
    .toBeGreaterThan(onPage);
});
