/**
 * Issue 19, items 12 and 13 on a phone (mobile emulation) and on desktop: the Discover feed is
 * kept when the person goes to another tab and comes back (same scroll position, same Pods on
 * screen, no full-screen loader); the category and search are in the address, so a reload keeps
 * them and Back goes back; a category shows its Pods right under the tabs.
 */
import { expect, test, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';
import { snapshot, viewports } from './support/screens.ts';

test.beforeAll(async () => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
});

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const loader = (page: Page) => page.getByRole('status', { name: 'Loading Discover' });
/** The Pod card nearest the top of the screen, and where it is. */
const topCard = (page: Page) =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll('article[aria-label]')].map((a) => ({
      name: a.getAttribute('aria-label'),
      top: Math.round(a.getBoundingClientRect().top),
    }));
    return cards.filter((c) => c.top >= 0).sort((a, b) => a.top - b.top)[0] ?? null;
  });
/** Where the page is scrolled and its top card, once two looks in a row agree (the sections below have laid out). */
async function settledPlace(page: Page) {
  const look = async () => ({ y: await page.evaluate(() => window.scrollY), card: await topCard(page) });
  let last = await look();
  await expect
    .poll(async () => {
      const now = await look();
      const same = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    })
    .toBe(true);
  return last;
}

for (const viewport of viewports) {
  test(`the feed keeps its place and its query at ${viewport.name} width`, async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const phone = viewport.name === 'phone';
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: phone,
      hasTouch: phone,
      deviceScaleFactor: phone ? 2 : 1,
    });
    const page = await context.newPage();
    // Remembers whether the full-screen loader was ever drawn since the flag was last cleared.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading Discover"]')) document.documentElement.dataset.loaderSeen = 'yes';
      }).observe(document, { subtree: true, childList: true });
    });
    await readyPerson(page, `feedstate.${viewport.name}@example.test`, `Kept${viewport.name}`);

    await page.goto('/time-line');
    // The screen shows once the loader has gone (slow on a loaded machine).
    await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible({ timeout: 45_000 });
    await expect(loader(page)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1800));
    const before = await settledPlace(page);
    expect(before.y).toBeGreaterThan(1000);
    await page.screenshot({ path: testInfo.outputPath(`1-scrolled-${viewport.name}.png`) });

    await page.evaluate(() => delete document.documentElement.dataset.loaderSeen);
    await main(page)
      .getByRole('link', { name: /^Events/ })
      .click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await main(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/time-line$/);
    await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
    // Back where it was (the place is put back as the screen returns), and no loader on the way.
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before.y)).toBeLessThanOrEqual(2);
    await expect.poll(() => topCard(page)).toEqual(before.card);
    expect(await page.evaluate(() => document.documentElement.dataset.loaderSeen ?? 'no')).toBe('no');
    await page.screenshot({ path: testInfo.outputPath(`2-back-home-${viewport.name}.png`) });

    // A category shows its Pods right under the tabs; the search narrows them; both are in the address.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect(page).toHaveURL(/\/time-line\?category=design$/);
    await expect(page.getByRole('heading', { name: 'Design Pods', level: 2 })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Top Viewed Pods' })).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search by pod name' }).fill('e');
    await expect(page).toHaveURL(/\/time-line\?category=design&q=e$/);
    await expect(page.locator('#all-pods-grid').getByRole('article').first()).toBeInViewport();
    await snapshot(page, testInfo, `3-design-search-${viewport.name}`);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search by pod name' })).toHaveValue('e');
    await expect(page.getByRole('tab', { name: 'Design' })).toBeInViewport({ ratio: 0.95 });
    await expect(page.locator('#all-pods-grid').getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath(`4-reloaded-${viewport.name}.png`) });

    await page.goBack();
    await expect(page).toHaveURL(/\/time-line$/);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'All' })).toBeInViewport({ ratio: 0.95 });
    await expect(page.getByRole('searchbox', { name: 'Search by pod name' })).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Top Viewed Pods' })).toBeVisible();

    // A search that finds nothing says so and offers to clear it.
    await page.getByRole('searchbox', { name: 'Search by pod name' }).fill('zzzz-no-such-pod');
    await expect(page.getByText('No Pods found')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`5-no-pods-${viewport.name}.png`) });
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search by pod name' })).toHaveValue('');
    await expect(page).toHaveURL(/\/time-line$/);
    await expect(page.locator('#all-pods-grid').getByRole('article').first()).toBeVisible();

    // Signed in, / and /signin lead to the feed rather than Welcome or sign-in.
    await page.goto('/');
    await expect(page).toHaveURL(/\/time-line$/);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/time-line$/);
    await context.close();
  });
}
