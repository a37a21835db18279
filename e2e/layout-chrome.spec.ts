/**
 * The app's chrome laid out where it belongs (issue 49 items 6–8): the bottom navigation keeps to
 * its own box, the template screen's message sits on its own background and a search with no match
 * says so, and modal surfaces and the side columns keep to the desktop shell's columns. Geometry
 * read from the page at phone (390×844) and desktop (1440×900) size. CHROME_SHOTS=<folder> saves
 * the screens for people to look at.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newlySignedIn, readyPerson } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';
import { expectAccessible, viewports } from './support/screens.ts';

const SHOTS = process.env.CHROME_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

type Box = { left: number; right: number; top: number; bottom: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = (await locator.boundingBox())!;
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
};
const centreX = (box: Box) => (box.left + box.right) / 2;

/** The surface lies inside the app's column and is centred on it. */
async function expectInColumn(page: Page, surface: Locator) {
  const column = await boxOf(page.getByRole('main'));
  const box = await boxOf(surface);
  expect(box.left).toBeGreaterThanOrEqual(column.left - 0.5);
  expect(box.right).toBeLessThanOrEqual(column.right + 0.5);
  expect(Math.abs(centreX(box) - centreX(column))).toBeLessThanOrEqual(1);
}

test('the bottom navigation marks its tab inside its own box, and a focused link or button is never under it', async ({ page }) => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
  await readyPerson(page, 'chrome.quillon@example.test', 'Quillon');
  await page.goto('/time-line');
  await expect(
    page
      .getByRole('region', { name: 'Trending Profiles' })
      .or(page.getByRole('heading', { name: 'Trending Profiles' }))
      .first(),
  ).toBeVisible();
  await expect(page.locator('#all-pods-grid').getByRole('article').first()).toBeVisible();
  await shot(page, 'feed-390');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const home = nav.getByRole('link', { name: 'Home' });
  await expect(home).toHaveAttribute('aria-current', 'page');
  // The marker of the screen one is on is drawn within its tab, so within the bar, not on its edge over the page.
  const [tab, marker] = await home.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const style = getComputedStyle(link, '::before');
    const top = box.top + parseFloat(style.top);
    return [
      { top: box.top, bottom: box.bottom },
      { top, bottom: top + parseFloat(style.height) },
    ];
  });
  expect(marker.top).toBeGreaterThanOrEqual(tab.top);
  expect(marker.bottom).toBeLessThanOrEqual(tab.bottom);
  // A link or button focused from the keyboard is brought into view above the bar, not left under it.
  const bar = await boxOf(nav);
  const card = page.getByRole('article').first();
  for (const target of [card.locator('a[href*="profile"]'), card.getByRole('button', { name: /^Like / })]) {
    await target.focus();
    expect((await boxOf(target)).bottom).toBeLessThanOrEqual(bar.top);
  }
  // The bar's own tabs are always in view: focusing one moves nothing.
  const scrolled = await page.evaluate(() => window.scrollY);
  await home.focus();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("the templates screen's message sits on its own background, and a search with no match says so", async ({ page }) => {
  const { sessionToken, userId } = await newlySignedIn(page, 'chrome.brisa@example.test');
  const account = await page.request.put(`/api/users/create-username/${userId}`, {
    headers: { authorization: `Bearer ${sessionToken}` },
    multipart: { userName: `brisa${test.info().retry ? `r${test.info().retry}` : ''}`, userDisplayName: 'Brisa', userProfileType: 'public' },
  });
  expect(account.status(), await account.text()).toBe(200);
  await page.goto('/pod-templates');
  const templates = page.getByRole('list', { name: 'Pod templates' });
  await expect(templates.getByRole('button').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const message = page.getByText('Please select a Pod');
  await expect(message).toBeVisible();
  await shot(page, 'templates-message-390');
  // What shows behind the message's words is its own background, not a template card.
  const behind = await message.evaluate((text) => {
    // Its first words (the line is as wide as the screen; its middle may fall between two cards).
    const box = text.getBoundingClientRect();
    const stack = document.elementsFromPoint(box.left + 8, box.top + box.height / 2);
    const opaque = stack.find(
      (element) =>
        !text.contains(element) && (element instanceof HTMLImageElement || !/rgba\(.*, 0\)|transparent/.test(getComputedStyle(element).backgroundColor)),
    );
    return opaque?.closest('[aria-label="Pod templates"]') ? 'a template card' : (opaque?.tagName ?? 'nothing');
  });
  expect(behind).not.toBe('a template card');

  const search = page.getByRole('combobox', { name: 'Search templates' });
  await search.fill('zzzz');
  const noMatch = page.getByRole('status').filter({ hasText: 'No templates match “zzzz”' });
  await expect(noMatch).toBeVisible();
  await shot(page, 'templates-no-match-390');
  await expectAccessible(page);
  await noMatch.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page.getByText(/No templates match/)).toHaveCount(0);
});

test('the side columns come without moving the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => {
    const w = window as { shifted?: number; firstHeading?: { top: number; left: number } };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.shifted! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The screen as the page arrives, before the app (and with it the side columns) runs.
    document.addEventListener('DOMContentLoaded', () => {
      const box = document.querySelector('h1')!.getBoundingClientRect();
      w.firstHeading = { top: box.top, left: box.left };
    });
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Advertise with us' })).toBeAttached();
  await expect(page.getByText('Loading video...')).toHaveCount(0);
  await shot(page, 'welcome-1440');
  const heading = await boxOf(page.getByRole('heading', { level: 1 }));
  const first = await page.evaluate(() => (window as { firstHeading?: { top: number; left: number } }).firstHeading);
  expect({ top: heading.top, left: heading.left }).toEqual(first);
  expect(await page.evaluate(() => (window as { shifted?: number }).shifted)).toBeLessThanOrEqual(0.02);
});

test('sheets and dialogs sit in the column, at phone and desktop size', async ({ page }) => {
  await readyPerson(page, 'chrome.tavish@example.test', 'Tavish');
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto('/create-event');
    await page.getByRole('button', { name: 'Add guests' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add guests' });
    await expect(sheet).toBeVisible();
    await shot(page, `add-guests-${viewport.width}`);
    await expectInColumn(page, sheet);
    await expectAccessible(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: /^Time/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Event Time' });
    await expect(dialog).toBeVisible();
    await shot(page, `time-dialog-${viewport.width}`);
    await expectInColumn(page, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});
