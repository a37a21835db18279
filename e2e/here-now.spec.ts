/**
 * "Here now" on the feed (issue 46 item 5): while people the viewer follows are in a Pod, their
 * faces show on its feed card with how many are there, live (the notification stream), and a
 * face goes when its person leaves. People, Pods and follows are made over HTTP; the people in
 * the room are there through their own room streams, opened from the test as the pod app would.
 * HERE_NOW_SHOTS=<folder> saves the feed at phone and desktop size with the busy Pod.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { follows, person, readyPerson, type Person } from './support/people.ts';
import { expectAccessible } from './support/screens.ts';
import { firstPodId } from './support/pod-app.ts';
import { openEventStream, type EventStream } from '../tests/api/support/event-stream.ts';

const SHOTS = process.env.HERE_NOW_SHOTS;

/** Puts `who` in the Pod's room: a ticket with their session, then their room stream, kept open until closed. */
async function enterRoom(baseURL: string, page: Page, postId: string, who: Person): Promise<EventStream> {
  const ticket = await page.request.post(`/api/pod-rooms/${postId}/ticket/${who.userId}`, { headers: { authorization: `Bearer ${who.sessionToken}` } });
  expect(ticket.status(), await ticket.text()).toBe(200);
  const { ticket: value } = (await ticket.json()) as { ticket: string };
  const stream = await openEventStream(`${baseURL}/api/pod-rooms/${postId}/stream/${who.userId}?ticket=${value}`);
  // In the room once its snapshot came.
  while ((await stream.next(10_000)).event !== 'snapshot');
  return stream;
}

test("a followed person's face is on the feed card while they are in the Pod, and goes when they leave", async ({ page, request, baseURL }) => {
  const owner = await person(request, 'here.owner@example.test', 'Omar');
  const fern = await person(request, 'here.fern@example.test', 'Fern');
  const gus = await person(request, 'here.gus@example.test', 'Gustav');
  const viewer = await readyPerson(page, 'here.viewer@example.test', 'Vera');
  await follows(viewer, fern);
  await follows(viewer, gus);
  const postId = await firstPodId(page, owner);
  // Layout shifts of the whole visit (the badge coming and going must move nothing).
  await page.addInitScript(() => {
    (window as { layoutShift?: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as { layoutShift?: number }).layoutShift! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/time-line');
  const card = page.locator('#all-pods-grid').getByRole('article', { name: "Omar's Pod" });
  await expect(card).toBeVisible();
  const badge = card.locator('[data-here-now]');
  await expect(badge).toHaveCount(0);

  const inRoom = [await enterRoom(baseURL!, page, postId, fern), await enterRoom(baseURL!, page, postId, gus)];
  await expect(card.getByRole('img', { name: 'Fern' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Gustav' })).toBeVisible();
  await expect(badge).toHaveText('2 here now');
  await expectAccessible(page);
  if (SHOTS) await shots(page, card, owner);

  // Behind a proxy (E2E_BALANCED=1: it passes there too, in 44 s) a closed stream is noticed at the
  // room stream's next heartbeat, 10 s at most: the server learns of a leave then, the page 1 s later.
  const leaving = { timeout: 25_000 };
  inRoom[0]!.close();
  await expect(card.getByRole('img', { name: 'Fern' })).toHaveCount(0, leaving);
  await expect(badge).toHaveText('1 here now');
  inRoom[1]!.close();
  await expect(badge).toHaveCount(0, leaving);
  expect(await page.evaluate(() => (window as { layoutShift?: number }).layoutShift)).toBeLessThanOrEqual(0.02);
});

/** The feed with the busy Pod in view, at phone and desktop size, for people to look at. */
async function shots(page: Page, card: ReturnType<Page['locator']>, owner: Person) {
  mkdirSync(SHOTS!, { recursive: true });
  for (const [name, width, height] of [
    ['feed-390', 390, 844],
    ['feed-1440', 1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
  // Read afresh, the feed's 'Live now' row lists the busy Pod.
  await page.reload();
  const liveNow = page.getByRole('region', { name: 'Live now' });
  await expect(liveNow.getByRole('article', { name: "Omar's Pod" })).toBeVisible();
  for (const [name, width, height] of [
    ['live-now-390', 390, 844],
    ['live-now-1440', 1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await liveNow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
  // The owner's profile as the viewer sees it: the badge on their Pods.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/other-profile?otherUserId=${owner.userId}`);
  await expect(page.getByRole('list', { name: 'Pods' }).locator('[data-here-now]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/other-profile-390.png` });
  await page.goto('/time-line');
  await expect(card).toBeVisible();
}
