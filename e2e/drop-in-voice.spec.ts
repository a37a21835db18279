/**
 * Proximity voice in a drop-in room (issue 46 item 2): three people in one Pod join voice; standing
 * near each other, each connects to the other two. One walks down the hall, out of hearing: their
 * connections close, while the two left behind still hear each other. Walking back connects them
 * again. The room is a Neon Gallery: 26 m long, far enough to walk out of hearing (8 m, let go at 9.5).
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { HEARING_RADIUS_M, RELEASE_RADIUS_M } from '../shared/voice-neighbours.ts';
import { readyPerson } from './support/people.ts';
import { firstPodId } from './support/pod-app.ts';
import { connections, openPod, personIn, roomContext, shot, standing, withFakeMicrophone } from './support/rooms.ts';
import { snapshot } from './support/screens.ts';

// Three rooms drawn in software on CI's two shared cores: waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use(withFakeMicrophone);

/** Holds a key until this person stands where `arrived` says (walking is a matter of time, not a fixed one). */
async function walkUntil(page: Page, key: 'w' | 's', arrived: (at: { x: number; z: number }) => boolean) {
  await page.keyboard.down(key);
  try {
    await baseExpect
      .poll(async () => arrived(await standing(page)), { timeout: 60_000, intervals: [100] })
      .toBe(true)
      .catch(async (error: unknown) => {
        throw new Error(`walking with ${key} stopped at ${JSON.stringify(await standing(page))}`, { cause: error });
      });
  } finally {
    await page.keyboard.up(key);
  }
}

/** Turns, by dragging the view sideways with the mouse, until this person looks at a point on the floor. */
async function turnTowards(page: Page, point: { x: number; z: number }) {
  // A drag turns the view 0.005 radians a pixel, to the left when dragged to the right (pod-app/world/movement.ts).
  const RADIANS_PER_PX = 0.005;
  const off = async () => {
    const at = await standing(page);
    const wanted = Math.atan2(-(point.x - at.x), -(point.z - at.z));
    return Math.atan2(Math.sin(wanted - at.yaw), Math.cos(wanted - at.yaw));
  };
  for (let attempt = 0; attempt < 3 && Math.abs(await off()) > 0.05; attempt++) {
    const dx = (await off()) / RADIANS_PER_PX;
    const from = { x: 720 - dx / 2, y: 450 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx, from.y, { steps: 12 });
    await page.mouse.up();
  }
  baseExpect(Math.abs(await off())).toBeLessThan(0.05);
}

test('three people in voice: two who stand close keep talking, and the one who walks out of hearing is disconnected until they walk back', async ({
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  const contexts = await Promise.all(
    [390, 390, 1440].map(async (width) => roomContext(await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } }))),
  );
  const [ownerPage, adaPage, boPage] = await Promise.all(contexts.map((context) => context.newPage()));
  const owner = await readyPerson(ownerPage!, 'voice.drop.owner@example.test', 'Nell', 'public', 'neon-gallery');
  await readyPerson(adaPage!, 'voice.drop.ada@example.test', 'Imke');
  await readyPerson(boPage!, 'voice.drop.bo@example.test', 'Otto');
  const postId = await firstPodId(ownerPage!, owner);

  const pods = [];
  for (const page of [ownerPage!, adaPage!, boPage!]) pods.push(await openPod(page, postId));
  const [ownerPod, adaPod, boPod] = pods;
  await expect(personIn(ownerPod!, 'Otto')).toBeAttached();
  await expect(personIn(boPod!, 'Imke')).toBeAttached();

  // All three join voice by the door: each connects to the other two.
  for (const pod of pods) await pod.getByRole('button', { name: 'Join voice' }).click();
  for (const pod of pods) await expect(pod.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  for (const page of [ownerPage!, adaPage!, boPage!]) await baseExpect.poll(async () => (await connections(page)).up, { timeout: 60_000 }).toBe(2);

  // Otto turns down the hall and walks until he is out of hearing of the others (who arrived with him by the door).
  const others = [await standing(ownerPage!), await standing(adaPage!)];
  const apart = (at: { x: number; z: number }) => Math.min(...others.map((o) => Math.hypot(at.x - o.x, at.z - o.z)));
  await boPage!.locator('iframe[title="3d-app"]').click({ position: { x: 195, y: 200 } });
  await turnTowards(boPage!, { x: 0, z: -4 });
  await walkUntil(boPage!, 'w', (at) => apart(at) > RELEASE_RADIUS_M + 1);
  // His connections close; Nell and Imke still hear each other, over one connection each.
  await baseExpect.poll(async () => connections(boPage!), { timeout: 30_000 }).toEqual({ up: 0, closed: 2 });
  await baseExpect.poll(async () => (await connections(ownerPage!)).up, { timeout: 30_000 }).toBe(1);
  await baseExpect.poll(async () => (await connections(adaPage!)).up, { timeout: 30_000 }).toBe(1);
  // He is still in the room: seen, only not heard.
  await expect(personIn(ownerPod!, 'Otto')).toBeAttached();
  await expect(adaPod!.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  await snapshot(boPage!, testInfo, 'drop-in-voice-far-desktop');
  await shot(boPage!, 'voice-far-1440x900');

  // Walking back within hearing connects him to both again.
  await walkUntil(boPage!, 's', (at) => apart(at) < HEARING_RADIUS_M - 3);
  for (const page of [ownerPage!, adaPage!, boPage!]) await baseExpect.poll(async () => (await connections(page)).up, { timeout: 60_000 }).toBe(2);
  await shot(ownerPage!, 'voice-near-390x844');
  for (const context of contexts) await context.close();
});
