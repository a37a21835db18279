/**
 * A room that feels solid (issue 48 item 3): someone walking at a sofa stops at it instead of
 * walking through it, and 'Place in front of me' twice puts two lamps side by side, not inside
 * each other, out of the arrival view. The Pod is furnished through the API; the walk is keys.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { drawPodSmall, firstPodId } from './support/pod-app.ts';

// A software-rendered WebGL canvas on CI's shared cores: waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const podFrame = (page: Page) => page.frames().find((frame) => frame !== page.mainFrame() && frame.url().includes('postId='))!;

/** Opens the Pod (drawn small, its stage published) and waits for it to be ready. */
async function openPod(page: Page, postId: string) {
  await drawPodSmall(page);
  await page.addInitScript(() => {
    (window as { podsStats?: boolean }).podsStats = true;
  });
  await page.goto(`/3d-app?postId=${postId}`);
  const pod = page.frameLocator('iframe[title="3d-app"]');
  await pod.locator('body[data-pod-ready="true"]').waitFor({ timeout: 120_000 });
  return pod;
}

/** Where the camera stands and which way it looks. */
const camera = (page: Page) =>
  podFrame(page).evaluate(() => {
    const stage = (window as { podsStage?: { camera: { position: { x: number; z: number }; rotation: { y: number } } } }).podsStage!;
    return { x: stage.camera.position.x, z: stage.camera.position.z, yaw: stage.camera.rotation.y };
  });

/** Holds W for `ms` and says how far the person got along the way they first faced. */
async function walkAhead(page: Page, ms: number) {
  const from = await camera(page);
  await page.locator('iframe[title="3d-app"]').click({ position: { x: 700, y: 300 } });
  await page.keyboard.down('w');
  await page.waitForTimeout(ms); // walking is a matter of time: hold the key this long
  await page.keyboard.up('w');
  const to = await camera(page);
  return (to.x - from.x) * -Math.sin(from.yaw) + (to.z - from.z) * -Math.cos(from.yaw);
}

test('a visitor walking at a sofa stops at it; two lamps placed in front of the owner stand apart', async ({ page }) => {
  test.setTimeout(600_000);
  const owner = await readyPerson(page, 'solid.owner@example.test', 'Sunniva');
  const postId = await firstPodId(page, owner);
  const auth = { authorization: `Bearer ${owner.sessionToken}` };

  // With nothing in the way, five seconds of walking go past where the sofa will stand.
  await openPod(page, postId);
  const spawn = await camera(page);
  expect(await walkAhead(page, 5000)).toBeGreaterThan(2.6);

  const post = (await (await page.request.get(`/api/posts/live/${postId}`, { headers: auth })).json()) as {
    podId: string;
    postAssets: Record<string, unknown> & { props?: unknown[] };
  };
  // The arrival view is the template's spawn (a drop-in room may start each person a little aside of it).
  const template = (await (await page.request.get(`/api/pods/${post.podId}`)).json()) as {
    scene: { spawn: { position: { x: number; z: number }; rotation: { y: number } } };
  };
  const arrival = { x: template.scene.spawn.position.x, z: template.scene.spawn.position.z, yaw: template.scene.spawn.rotation.y };
  const sofaAt = { x: spawn.x - Math.sin(spawn.yaw) * 2.5, y: 0, z: spawn.z - Math.cos(spawn.yaw) * 2.5 };
  const sofa = { id: 'sofa-in-the-way', prop: 'seating/sofa', position: sofaAt, rotation: { x: 0, y: spawn.yaw, z: 0 }, scale: { x: 1, y: 1, z: 1 } };
  const saved = await page.request.put(`/api/posts/${owner.userId}/${postId}`, {
    headers: auth,
    data: { postAssets: { ...post.postAssets, props: [...(post.postAssets.props ?? []), sofa] } },
  });
  expect(saved.status()).toBe(200);

  // With the sofa 2.5 m ahead (its front at 2.05 m), the same walk ends in front of it.
  const pod = await openPod(page, postId);
  const walked = await walkAhead(page, 5000);
  expect(walked).toBeGreaterThan(1);
  expect(walked).toBeLessThan(2.05);

  // 'Place in front of me' twice: two floor lamps, side by side.
  await pod.getByRole('button', { name: 'Edit Pod' }).click();
  const editor = pod.getByRole('region', { name: 'Edit your Pod' });
  for (let i = 0; i < 2; i++) {
    await editor.getByRole('button', { name: 'Add props' }).click();
    await editor.getByRole('group', { name: 'Families' }).getByRole('button', { name: 'Lights' }).click();
    await editor.getByRole('list', { name: 'Props' }).getByRole('button', { name: 'Floor lamp', exact: true }).click();
    await pod.getByRole('button', { name: 'Place in front of me' }).click();
    await expect(pod.getByRole('status').filter({ hasText: /^Added Floor lamp/ })).toBeVisible();
  }
  const rows = pod.getByRole('list', { name: 'Items in this Pod' }).locator('li[data-prop-id]:not([data-prop-id^="template:"])', { hasText: /^Floor lamp/ });
  await expect(rows).toHaveCount(2);
  const spots = (await rows.allTextContents()).map((row) => {
    const [, x, , z] = /at x (-?[\d.]+), y (-?[\d.]+), z (-?[\d.]+)/.exec(row)!.map(Number);
    return { x: x!, z: z! };
  });
  // Floor lamps are 0.45 m across: their centres stand at least that far apart on one axis.
  expect(Math.max(Math.abs(spots[0]!.x - spots[1]!.x), Math.abs(spots[0]!.z - spots[1]!.z))).toBeGreaterThanOrEqual(0.45);
  // And neither stands in the arrival view's line (its first 6 m): 1.5 m to its side at least.
  for (const spot of spots) {
    const along = (spot.x - arrival.x) * -Math.sin(arrival.yaw) + (spot.z - arrival.z) * -Math.cos(arrival.yaw);
    const across = Math.abs((spot.x - arrival.x) * Math.cos(arrival.yaw) - (spot.z - arrival.z) * Math.sin(arrival.yaw));
    expect({ spot, along, across, clear: along < 0 || along > 6 || across >= 1.5 }).toMatchObject({ clear: true });
  }
});
