/**
 * Visiting a Pod on a phone (issue 18, item 5): a signed-out visitor opens a public Pod from the
 * feed and sees it read-only (guest mode) with 'Sign in'; a missing Pod says so and Back goes
 * back; the owner leaving with an unsaved move is asked first.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';
import { drawPodSmall, firstPodId, openPodApp } from './support/pod-app.ts';

// The pod app's first frame comes from a software renderer on CI's two shared cores: its waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });

const podFrame = (page: Page) => page.frameLocator('iframe[title="3d-app"]');

test('a signed-out visitor opens a public Pod from the feed and sees it read-only, with Sign in', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const ownerPage = await (await browser.newContext()).newPage();
  const owner = await readyPerson(ownerPage, 'visit.owner@example.test', 'Wanda');
  const postId = await firstPodId(ownerPage, owner);
  await ownerPage.context().close();

  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport });
    await drawPodSmall(context);
    const page = await context.newPage();
    await page.goto('/time-line');
    // The card's visible link (the picture's twin is hidden from screen readers).
    const card = page.locator(`#all-pods-grid a[href*="postId=${postId}"]:not([aria-hidden="true"])`);
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/3d-app\\?postId=${postId}$`));

    const pod = podFrame(page);
    await expect(pod.getByRole('list', { name: 'Items in this Pod' })).toBeAttached({ timeout: 20_000 });
    await expect(pod.locator('canvas')).toBeVisible();
    await pod.locator('body[data-pod-ready="true"]').waitFor();
    await expect(pod.getByText(/Still waiting/)).toHaveCount(0);
    await expect(pod.getByRole('button', { name: 'Edit Pod' })).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Opening the Pod' })).toHaveCount(0);
    const signIn = page.getByRole('link', { name: 'Sign in to like, follow, talk and chat' });
    await expect(signIn).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, testInfo, `pod-visit-guest-${viewport.name}`);
    await signIn.click();
    await expect(page).toHaveURL(/\/signin$/);
    await context.close();
  }
});

test("a shared link opens the Pod, and its page carries the Pod's link preview", async ({ browser }) => {
  test.setTimeout(180_000);
  const ownerPage = await (await browser.newContext()).newPage();
  const owner = await readyPerson(ownerPage, 'share.owner@example.test', 'Sharon');
  const postId = await firstPodId(ownerPage, owner);
  await ownerPage.context().close();
  const context = await browser.newContext({ viewport: viewports[0] });
  await drawPodSmall(context);
  const page = await context.newPage();

  // What a chat app's link preview reads: the page as served, before any script runs.
  const html = await (await page.request.get(`/?postId=${postId}`, { headers: { accept: 'text/html' } })).text();
  baseExpect(html).toMatch(/<meta property="og:title" content="Sharon&#39;s Pod by Sharon · Pods" \/>/);
  baseExpect(html).toMatch(new RegExp(`<meta property="og:image" content="http://[^"]+/media/templates/[a-z-]+\\.webp" />`));

  await page.goto(`/?postId=${postId}`);
  await expect(page).toHaveURL(new RegExp(`/3d-app\\?postId=${postId}$`));
  await expect(podFrame(page).getByRole('heading', { name: "Sharon's Pod" })).toBeVisible({ timeout: 60_000 });
  await context.close();
});

test('a missing Pod says so, and Back goes back', async ({ page }, testInfo) => {
  await page.goto('/time-line');
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await page.goto('/3d-app?postId=no-such-pod');
  const pod = podFrame(page);
  await expect(pod.getByRole('alert')).toContainText('Pod not found.', { timeout: 20_000 });
  await snapshot(page, testInfo, 'pod-visit-missing-phone');
  await pod.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/time-line$/);

  // A link naming no Pod at all: the host's own message, and its Back.
  await page.goto('/3d-app');
  await expect(page.getByRole('heading', { name: 'Pod not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/time-line$/);
});

test('the owner leaving with an unsaved move is asked, and Save keeps the move', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const owner = await readyPerson(page, 'visit.editor@example.test', 'Edda');
  const postId = await firstPodId(page, owner);
  await page.goto('/time-line');
  const pod = await openPodApp(page, owner, postId);
  const items = pod.getByRole('list', { name: 'Items in this Pod' });
  await expect(items.getByText(/^Video frame: \/media\/walkthrough\.mp4, at /)).toBeAttached({ timeout: 20_000 });

  await pod.getByRole('button', { name: 'Edit Pod' }).click();
  const editor = pod.getByRole('region', { name: 'Edit your Pod' });
  await editor.getByLabel('Item', { exact: true }).selectOption({ label: '1. Video frame' });
  await editor.getByLabel('Position y').fill('2.5');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(items.getByText(/^Video frame: .*, y 2\.50, /)).toBeAttached();

  // Back: the question, and Keep editing stays with the move still there.
  await pod.getByRole('button', { name: 'Back' }).click();
  const question = pod.getByRole('alertdialog', { name: 'You have unsaved changes' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Save' })).toBeFocused();
  await snapshot(page, testInfo, 'pod-visit-unsaved-phone');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/3d-app\?postId=/);
  await expect(items.getByText(/^Video frame: .*, y 2\.50, /)).toBeAttached();

  // Back again, Save: stored, then back to the feed.
  await pod.getByRole('button', { name: 'Back' }).click();
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/time-line$/);
  const live = await page.request.get(`/api/posts/live/${postId}`, { headers: { authorization: `Bearer ${owner.sessionToken}` } });
  const assets = (await live.json()) as { postAssets: { frames: { position: { y: number } }[] } };
  expect(assets.postAssets.frames[0]!.position.y).toBe(2.5);
});
