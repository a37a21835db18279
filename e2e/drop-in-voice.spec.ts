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
  await page.locator('iframe[title="3d-app"]').click({ position: { x: 195, y: 200 } });
  await page.keyboard.down(key);
  try {
    await baseExpect.poll(async () => arrived(await standing(page)), { timeout: 60_000, intervals: [100] }).toBe(true);
  } finally {
    await page.keyboard.up(key);
  }
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
  await readyPerson(adaPage!, 'voice.drop.ada@example.test', 'Ines');
  await readyPerson(boPage!, 'voice.drop.bo@example.test', 'Otto');
  const postId = await firstPodId(ownerPage!, owner);

  const pods = [];
  for (const page of [ownerPage!, adaPage!, boPage!]) pods.push(await openPod(page, postId));
  const [ownerPod, adaPod, boPod] = pods;
  await expect(personIn(ownerPod!, 'Otto')).toBeAttached();
  await expect(personIn(boPod!, 'Ines')).toBeAttached();

  // All three join voice by the door: each connects to the other two.
  for (const pod of pods) await pod.getByRole('button', { name: 'Join voice' }).click();
  for (const pod of pods) await expect(pod.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  for (const page of [ownerPage!, adaPage!, boPage!]) await baseExpect.poll(async () => (await connections(page)).up, { timeout: 60_000 }).toBe(2);

  // Otto walks down the hall until he is out of hearing of the door (where the others stand).
  const door = await standing(ownerPage!);
  await walkUntil(boPage!, 'w', (at) => Math.hypot(at.x - door.x, at.z - door.z) > RELEASE_RADIUS_M + 1);
  // His connections close; Nell and Ines still hear each other, over one connection each.
  await baseExpect.poll(async () => connections(boPage!), { timeout: 30_000 }).toEqual({ up: 0, closed: 2 });
  await baseExpect.poll(async () => (await connections(ownerPage!)).up, { timeout: 30_000 }).toBe(1);
  await baseExpect.poll(async () => (await connections(adaPage!)).up, { timeout: 30_000 }).toBe(1);
  // He is still in the room: seen, only not heard.
  await expect(personIn(ownerPod!, 'Otto')).toBeAttached();
  await expect(adaPod!.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  await snapshot(boPage!, testInfo, 'drop-in-voice-far-desktop');
  await shot(boPage!, 'voice-far-1440x900');

  // Walking back within hearing connects him to both again.
  await walkUntil(boPage!, 's', (at) => Math.hypot(at.x - door.x, at.z - door.z) < HEARING_RADIUS_M - 3);
  for (const page of [ownerPage!, adaPage!, boPage!]) await baseExpect.poll(async () => (await connections(page)).up, { timeout: 60_000 }).toBe(2);
  await shot(ownerPage!, 'voice-near-390x844');
  for (const context of contexts) await context.close();
});
