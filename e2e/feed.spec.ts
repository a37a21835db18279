import { expect, test } from '@playwright/test';
import { newlySignedIn } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';

test.beforeAll(async () => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
});

const grid = (page: import('@playwright/test').Page) => page.locator('#all-pods-grid');
/**
 * Scrolls to the grid's last item in the page, in one step: the last item may be a loading
 * placeholder, gone by the time a locator's scroll would reach it (seen: 'Element is not attached
 * to the DOM').
 */
const scrollToGridEnd = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.querySelector('#all-pods-grid > li:last-child')?.scrollIntoView());
/** Scrolls to the grid's end, again each time it looks, until it holds at least `count` Pods. */
const scrollForMore = (page: import('@playwright/test').Page, count: number) =>
  expect
    .poll(
      async () => {
        await scrollToGridEnd(page);
        await page.mouse.wheel(0, 4000);
        return grid(page).getByRole('article').count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);

test('the Discover feed: sections, infinite scroll with ads, search, tabs, likes and opening a Pod', async ({ page }) => {
  await page.goto('/time-line');
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading Discover' })).toBeHidden();
  for (const title of ['Trending Profiles', 'Top Viewed Pods', 'Top Liked Pods', 'Business Pods', 'All Pods']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(grid(page).getByRole('article')).toHaveCount(8);

  // Scrolling loads 8 more at a time; an ad follows the 12th and the 24th card.
  await scrollForMore(page, 24);
  const items = grid(page).locator(':scope > li');
  await expect(items.nth(12).getByRole('link', { name: /^Advertisement/ })).toBeVisible();
  await expect(items.nth(25).getByRole('link', { name: /^Advertisement/ })).toBeVisible();

  // A signed-out like goes to /signin.
  await page.evaluate(() => window.scrollTo(0, 0));
  await grid(page)
    .getByRole('button', { name: /^Like / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a signed-out visitor gets the feed in the page itself, and the app takes over without a loader or a load asked twice', async ({ browser }) => {
  // Without JavaScript: the server's page already holds the sections and the first 8 Pods.
  const still = await browser.newContext({ javaScriptEnabled: false });
  const plain = await still.newPage();
  await plain.goto('/time-line');
  await expect(plain.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(plain.getByRole('heading', { name: 'Top Viewed Pods' })).toBeVisible();
  await expect(grid(plain).getByRole('article')).toHaveCount(8);
  await expect(plain.getByRole('status', { name: 'Loading Discover' })).toHaveCount(0);
  await still.close();

  // With it: no loader, and the screen the page came with is the app's; its first loads are read
  // again behind the screen, once each, so the service worker keeps them for a reload offline
  // (issue 49 item 17; a person's always were). The next page comes on scrolling.
  const context = await browser.newContext();
  const page = await context.newPage();
  const asked: string[] = [];
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    asked.push(/(?:query|mutation) (\w+)/.exec(request.postData() ?? '')?.[1] ?? '?');
    bodies.push(request.postData() ?? '');
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading Discover"]')) document.documentElement.dataset.loaderSeen = 'yes';
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/time-line');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await expect(page.locator('#timeline-boot')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.loaderSeen ?? 'no')).toBe('no');
  await expect(grid(page).getByRole('article')).toHaveCount(8);
  await page.waitForLoadState('networkidle');
  expect(new Set(bodies).size, 'a first load asked twice').toBe(bodies.length);
  await scrollForMore(page, 9);
  expect(asked).toContain('Timeline');
  await context.close();
});

test('a signed-in user searches with debounce, switches tabs, likes and unlikes, and opens a Pod', async ({ page }) => {
  await newlySignedIn(page, 'feed.reader@example.test');
  await page.goto('/time-line');
  await expect(grid(page).getByRole('article')).toHaveCount(8);

  const search = page.getByRole('searchbox', { name: 'Search by pod name' });
  await search.fill('zzzz');
  await expect(page.getByText('No Pods found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending Profiles' })).toBeHidden();
  await search.fill("'s");
  await expect.poll(() => grid(page).getByRole('article').count()).toBeGreaterThan(0);
  const names = await grid(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  expect(names.every((name) => name.toLowerCase().includes("'s"))).toBe(true);
  await search.fill('');

  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(page.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => grid(page).getByRole('article').count()).toBeGreaterThan(0);

  const card = grid(page).getByRole('article').first();
  const name = await card.getAttribute('aria-label');
  const like = card.getByRole('button', { name: new RegExp(`^Like ${name}`) });
  const count = like.locator('[data-count]');
  const before = Number(await count.innerText());
  const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
  await expect(count).toHaveText(String(before + (wasLiked ? -1 : 1)));
  // Saved on the server: a reload shows the same.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.getByRole('tab', { name: 'Design' }).click();
  const again = grid(page)
    .getByRole('article', { name: name! })
    .first()
    .getByRole('button', { name: new RegExp(`^Like ${name}`) });
  await expect(again).toHaveAttribute('aria-pressed', String(!wasLiked));
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', String(wasLiked));
  await expect(again.locator('[data-count]')).toHaveText(String(before));

  // Opening a Pod counts one view for this (signed-in, not author) visitor.
  const opened = grid(page).getByRole('article').first();
  const link = opened.getByRole('heading').getByRole('link');
  const postId = new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get('postId')!;
  const views = async () => (await (await page.request.get(`/api/posts/live/${postId}`)).json()).postViews as number;
  const viewsBefore = await views();
  await link.click();
  await expect(page).toHaveURL(/\/3d-app\/?\?postId=[\w-]+$/);
  await expect.poll(views).toBe(viewsBefore + 1);
  // Opened again: once the page has read the Pod again, still one view. (Not 'networkidle': the
  // page keeps its live stream open, and through a balancer that can keep it from ever settling.)
  const readAgain = page.waitForResponse((response) => response.url().includes(`/api/posts/live/${postId}`));
  await page.reload();
  await readAgain;
  expect(await views()).toBe(viewsBefore + 1);
});

test("the plus menu closes on Escape and outside taps; PRO entries are disabled; 'Edit Pod' asks signed-out people to sign in", async ({ page }) => {
  await page.goto('/time-line');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' }).locator('svg')).toBeVisible();
  const create = page.getByRole('button', { name: 'Create' });
  const menu = page.getByRole('list', { name: 'Create' });
  await create.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(create).toBeFocused();
  await create.click();
  await page.getByRole('heading', { name: 'Discover', level: 1 }).click();
  await expect(menu).toHaveCount(0);
  await create.click();
  // Focusable and announced, but unavailable on the free plan.
  await expect(page.getByRole('button', { name: /Create New Pod/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: /AI Assistant/ })).toHaveAttribute('aria-disabled', 'true');
  // Reached from the keyboard, pressing it does nothing (a click is refused by Playwright's own check).
  await page.getByRole('button', { name: /Create New Pod/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/time-line$/);
  await expect(page.getByRole('button', { name: /Create New Pod/ })).toBeFocused();
  await page.getByRole('button', { name: 'Edit Pod' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

for (const viewport of viewports) {
  test(`the Discover feed at ${viewport.name} width has no serious accessibility issue`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/time-line');
    await expect(page.getByRole('status', { name: 'Loading Discover' })).toBeHidden();
    await expect(grid(page).getByRole('article')).toHaveCount(8);
    await expectAccessible(page);
    await snapshot(page, testInfo, `time-line-${viewport.name}`);
  });
}

test('one swipe to the end of a category row loads one more page, not a run of them', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const pages: number[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    // Pages past the first: the first is read again behind the screen once, for offline use.
    if (request.url().endsWith('/graphql') && body.includes('query Timeline') && body.includes('"business"')) {
      const pageNumber = JSON.parse(body).variables.pageNumber as number;
      if (pageNumber > 1) pages.push(pageNumber);
    }
  });
  await page.goto('/time-line');
  const row = page.getByRole('region', { name: 'Business Pods' }).getByRole('list').first();
  await expect(row.getByRole('article').first()).toBeVisible();
  const before = pages.length;
  const cards = await row.getByRole('article').count();
  await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }));
  await expect.poll(() => pages.length).toBe(before + 1);
  // The row stays where the swipe left it: no snapping back to its end and loading on. Once the
  // page's cards are drawn, a row snapped back would show its end again and ask within a frame or
  // two; a second proves it does not (a wait kept on purpose: it shows something not happening).
  await expect.poll(() => row.getByRole('article').count()).toBeGreaterThan(cards);
  await page.waitForTimeout(1000);
  expect(pages.length).toBe(before + 1);
  await context.close();
});
