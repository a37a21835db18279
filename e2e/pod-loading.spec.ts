/**
 * Opening a Pod and joining a live event (issue 49 item 11): until the pod app has drawn its first
 * frame, the host page shows the Pod's own picture with the progress and the app's 'Back', never
 * the frame's own loading text; once drawn, the Pod. The template's scene is held back on the way
 * (a route), so the cover can be looked at before the first frame, and let go.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { follows, person, readyPerson, type Person } from './support/people.ts';
import { expectAccessible, viewports } from './support/screens.ts';
import { createEvent, liveApp } from './support/live.ts';
import { drawPodSmall, firstPodId } from './support/pod-app.ts';

const SHOTS = process.env.POD_LOADING_SHOTS;

/** The Pod's template scene (the pod app's last read before its first frame) waits until `release` is called. */
async function holdScene(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/api/pods/*', (route) => (released ? route.continue() : void held.push(route)));
  return {
    waiting: () => expect.poll(() => held.length, { timeout: 60_000 }).toBeGreaterThan(0),
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** The picture the Pod shows everywhere (its own, or its template's stock picture). */
async function podPicture(page: Page, owner: Person, postId: string) {
  const response = await page.request.get(`/api/posts/live/${postId}`, { headers: { authorization: `Bearer ${owner.sessionToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { postDisplayImage: string }).postDisplayImage;
}

/** The cover: the Pod's picture, the progress called `progress`, and the app's Back (a pill like every screen's). */
async function expectCover(page: Page, picture: string, progress: string) {
  await expect(page.getByRole('progressbar', { name: progress })).toBeVisible();
  const image = page.locator(`img[src="${picture}"]`);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toBeVisible();
  expect(await back.evaluate((b) => getComputedStyle(b).borderRadius)).toBe('999px');
  // Nothing of the frame shows through: the cover is what is at the middle of the screen.
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [viewport.width / 2, viewport.height / 2])).not.toBe('IFRAME');
}

const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** The first frame was drawn in the frame (pod-app/world/stage.ts marks it). */
const firstFrameDrawn = (page: Page) =>
  page.frame({ url: /localhost:\d+\/(live\.html)?\?/ })!.evaluate(() => performance.getEntriesByName('pod-first-frame').length > 0);

for (const viewport of viewports) {
  test(`a Pod opens behind its own picture, its progress and Back until its first frame (${viewport.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await drawPodSmall(page);
    const owner = await readyPerson(page, `loading.leontyne.${viewport.name}@example.test`, `Leontyne ${viewport.name}`);
    const postId = await firstPodId(page, owner);
    const picture = await podPicture(page, owner, postId);
    const scene = await holdScene(page);

    await page.goto(`/3d-app?postId=${postId}`);
    await scene.waiting();
    // The frame is signed in and waits for the scene: its own 'Opening the Pod…' is under the cover.
    await expect(liveApp(page).getByText('Opening the Pod…')).toBeAttached();
    await expectCover(page, picture, 'Opening the Pod');
    await expectAccessible(page);
    await shoot(page, `pod-cover-${viewport.name}`);

    await scene.release();
    await expect(page.getByRole('progressbar', { name: 'Opening the Pod' })).toHaveCount(0, { timeout: 60_000 });
    expect(await firstFrameDrawn(page)).toBe(true);
    await expect(liveApp(page).getByRole('button', { name: 'Edit Pod' })).toBeVisible();
    await shoot(page, `pod-open-${viewport.name}`);

    // Opened from a link, the cover's Back goes to the feed, in Pods.
    await page.goto(`/3d-app?postId=${postId}`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/time-line$/);
  });
}

test('joining a live event shows the Pod’s picture until the room is drawn, never the frame’s own text', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await drawPodSmall(page);
  const host = await readyPerson(page, 'loading.casimir@example.test', 'Casimir');
  const guest = await person(page.request, 'loading.philippa@example.test', 'Philippa');
  await follows(guest, host);
  const { eventId, postId } = await createEvent(page, host, [guest], 'Loading evening');
  const started = await page.request.put(`/api/users/update-event-status/${host.userId}/${eventId}`, {
    headers: { authorization: `Bearer ${host.sessionToken}` },
    data: { eventStatus: 'started' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const picture = await podPicture(page, host, postId);
  const scene = await holdScene(page);

  await page.goto(`/live-event?userId=${host.userId}&hostId=${host.userId}&eventId=${eventId}&postId=${postId}`);
  await scene.waiting();
  await expect(liveApp(page).getByText('Joining the live event…')).toBeAttached();
  await expectCover(page, picture, 'Joining the live event');
  await shoot(page, 'live-cover-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectCover(page, picture, 'Joining the live event');
  await shoot(page, 'live-cover-phone');

  await scene.release();
  await expect(page.getByRole('progressbar', { name: 'Joining the live event' })).toHaveCount(0, { timeout: 90_000 });
  // Uncovered only once drawn, and with the room built: the frame's loading text is gone.
  expect(await firstFrameDrawn(page)).toBe(true);
  await expect(liveApp(page).getByText('Joining the live event…')).toHaveCount(0);
  await expect(liveApp(page).getByRole('button', { name: 'End event' })).toBeVisible();
  await shoot(page, 'live-open-phone');
});
