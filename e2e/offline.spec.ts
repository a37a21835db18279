import { expect, test, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';
import { expectAccessible, snapshot } from './support/screens.ts';

/**
 * Issue 19 item 16: the service worker is registered for everyone and serves the app shell and
 * the last-seen feed offline, with an 'offline' notice; what it kept of a person's screens goes
 * when they log out. (This spec needs the worker: Playwright's default, serviceWorkers 'allow'.)
 */
test.use({ serviceWorkers: 'allow' });

test.beforeAll(async () => {
  await seedE2eFeed({ users: 12, posts: 24, seed: 19, privateShare: 0 });
});

const grid = (page: Page) => page.locator('#all-pods-grid');
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });
// The first page of the feed, by its cards' text (a cold server can take a while for the first one).
const firstPage = async (page: Page) => {
  await expect(grid(page).getByRole('article').nth(7)).toBeVisible({ timeout: 30_000 });
  return (await grid(page).getByRole('article').allInnerTexts()).slice(0, 8);
};
const keptAnswers = (page: Page) =>
  page.evaluate(async () => ((await caches.has('pods-graphql-queries')) ? (await (await caches.open('pods-graphql-queries')).keys()).length : 0));
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test.setTimeout(120_000);
test('offline, a signed-in reload shows the app and the feed last seen, with a notice; online again, the notice goes', async ({ page, context }, testInfo) => {
  await readyPerson(page, 'offline.olive@pods.test', 'Offline Olive');
  await page.goto('/time-line');
  await firstPage(page);
  // Registered after load, for everyone (push is not turned on here); it takes the page over.
  await controlled(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
  // The next load's answers go through the worker, which keeps them. (The server renders the
  // feed with its data; the app reads it again behind the screen, through the worker: the 3 rows'
  // and the 5 categories' first pages at least.)
  await page.reload();
  const seen = await firstPage(page);
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect.poll(() => keptAnswers(page)).toBeGreaterThanOrEqual(8);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  expect(await firstPage(page)).toEqual(seen);
  await expectAccessible(page);
  await snapshot(page, testInfo, 'offline-feed-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(offlineNotice(page)).toBeVisible();
  await snapshot(page, testInfo, 'offline-feed-desktop');

  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

// Issue 49 item 17: a signed-out visitor's feed came with the page and was never asked through the
// worker, so an offline reload said 'The feed did not load' under the notice.
test('signed out, an offline reload of the feed shows the feed last seen', async ({ page, context }, testInfo) => {
  await page.goto('/time-line');
  await firstPage(page);
  await controlled(page);
  await page.reload();
  const seen = await firstPage(page);
  await expect.poll(() => keptAnswers(page)).toBeGreaterThanOrEqual(8);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  expect(await firstPage(page)).toEqual(seen);
  await expect(page.getByText('The feed did not load')).toHaveCount(0);
  await snapshot(page, testInfo, 'offline-guest-feed-phone');
  await context.setOffline(false);
});

// Issue 49 item 17: /events, opened offline and never read before, said 'did not load' and stayed
// so once back online, until Try again.
test('back online, /events reads again by itself', async ({ page, context }) => {
  await readyPerson(page, 'offline.evie@pods.test', 'Offline Evie');
  await page.goto('/time-line');
  await controlled(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Events' }).first().click();
  await expect(page.getByText('Your events did not load.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'No Events Yet' })).toBeVisible();
  await expect(page.getByText('Your events did not load.')).toHaveCount(0);
});

test('logging out deletes what the worker kept of the person’s screens', async ({ page }) => {
  await readyPerson(page, 'offline.oscar@pods.test', 'Offline Oscar');
  await page.goto('/time-line');
  await controlled(page);
  await page.reload();
  await firstPage(page);
  await expect.poll(() => keptAnswers(page)).toBeGreaterThan(0);
  const kept = () => page.evaluate(() => caches.has('pods-graphql-queries'));

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).not.toHaveURL(/\/settings/);
  await expect.poll(kept).toBe(false);
});
