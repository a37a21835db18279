import { expect, test } from '@playwright/test';
import { person, readyPerson } from './support/people.ts';
import { snapshot } from './support/screens.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Issue 19 item 15: on a touch screen, pulling the feed down at its top reads it again. */
test('a pull on the Discover feed asks for the feed again and shows what is new', async ({ page, context, request }, testInfo) => {
  test.setTimeout(120_000);
  await readyPerson(page, 'puller@example.test', 'Puller');
  await page.goto('/time-line');
  const grid = page.locator('#all-pods-grid');
  await expect(grid.getByText("Puller's Pod").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });

  // Someone else makes a Pod while the feed is on screen: it is not there until the feed is read again.
  await person(request, 'newcomer@example.test', 'Newcomer');
  // Kept on purpose, it shows something not happening: the feed on screen does not read itself again.
  await page.waitForTimeout(500);
  await expect(grid.getByText("Newcomer's Pod")).toHaveCount(0);

  let feedReads = 0;
  // The grid's read (All: no category); the rows' reads name theirs.
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /query Timeline\b/.test(request.postData() ?? '') && !/"category"/.test(request.postData() ?? '')) feedReads += 1;
  });
  const touch = await context.newCDPSession(page);
  const at = (y: number) => [{ x: 195, y, id: 1 }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(220) });
  for (let y = 240; y <= 440; y += 20) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
  await expect(page.getByRole('status').filter({ hasText: 'Release to refresh' })).toBeAttached();
  await snapshot(page, testInfo, 'phone-feed-pulled');
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expect.poll(() => feedReads, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(grid.getByText("Newcomer's Pod").first()).toBeVisible({ timeout: 20_000 });
  await snapshot(page, testInfo, 'phone-feed-refreshed');
});
