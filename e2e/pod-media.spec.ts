import { expect, test } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { firstPodId, openPodApp } from './support/pod-app.ts';

/** Issue 18 item 5: a photo from the device, not only an https address, goes into a frame. */
test('the owner puts a photo from the device in a frame, saves, and it is served re-encoded', async ({ page }) => {
  test.setTimeout(240_000);
  const owner = await readyPerson(page, 'podmedia.owner@example.test', 'Mina');
  const postId = await firstPodId(page, owner);
  const pod = await openPodApp(page, owner, postId);
  const items = pod.getByRole('list', { name: 'Items in this Pod' });
  await expect(items).toBeAttached({ timeout: 60_000 });

  await pod.getByRole('button', { name: 'Edit Pod' }).click();
  const editor = pod.getByRole('region', { name: 'Edit your Pod' });
  await editor.getByRole('button', { name: 'Add image frame' }).click();
  await expect(editor.getByRole('button', { name: 'Choose a photo from this device' })).toBeVisible();
  await editor.locator('input[type=file]').setInputFiles('e2e/fixtures/portrait.jpg');
  await expect(pod.getByRole('status').getByText('Photo added. Save to keep it.')).toBeVisible({ timeout: 30_000 });
  await expect(items.getByText(/^Image frame: \/media\/uploads\/[0-9a-f]{64}\.webp, at /)).toBeAttached();

  await pod.getByRole('toolbar', { name: 'Edit tools' }).getByRole('button', { name: 'Save' }).click();
  await expect(pod.getByRole('status').getByText('Saved.')).toBeVisible();
  const live = await page.request.get(`/api/posts/live/${postId}`, { headers: { authorization: `Bearer ${owner.sessionToken}` } });
  const frames = ((await live.json()) as { postAssets: { frames: { frameType: string; frameUrl: string }[] } }).postAssets.frames;
  const uploaded = frames.find((frame) => frame.frameUrl.startsWith('/media/uploads/'));
  expect(uploaded).toMatchObject({ frameType: 'image' });
  const served = await page.request.get(uploaded!.frameUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
});
