import { expect as baseExpect, test } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';
import { firstPodId, openPodApp } from './support/pod-app.ts';

// The pod app's first frame comes from a software renderer on CI's two shared cores: its waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Placed {
  position: { x: number; y: number; z: number };
}
interface Assets {
  frames: (Placed & { frameUrl: string; frameType: string })[];
  iframes: (Placed & { iframeUrl: string })[];
}

test('the owner adds an image frame and a web page, moves one, saves, and finds them where they were put after a reload', async ({ page }, testInfo) => {
  test.setTimeout(480_000);
  const owner = await readyPerson(page, 'podapp.owner@example.test', 'Olga');
  const postId = await firstPodId(page, owner);
  let pod = await openPodApp(page, owner, postId);
  const items = pod.getByRole('list', { name: 'Items in this Pod' });
  // The starter Pod from onboarding holds the walkthrough video in the first frame slot.
  await expect(items.getByText(/^Video frame: \/media\/walkthrough\.mp4, at /)).toBeAttached();

  await pod.getByRole('button', { name: 'Edit Pod' }).click();
  const editor = pod.getByRole('region', { name: 'Edit your Pod' });
  await editor.getByRole('button', { name: 'Add image frame' }).click();
  await editor.getByLabel('Picture address').fill('/media/icon-512.png');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(items.getByText(/^Image frame: \/media\/icon-512\.png, at x -5\.95, y 2\.00, z -1\.67$/)).toBeAttached();

  await editor.getByRole('button', { name: 'Add web page' }).click();
  await editor.getByLabel('Web page address').fill('http://example.com/');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByText('Only secure addresses (https://) can be placed in a Pod.')).toBeVisible();
  await editor.getByLabel('Web page address').fill('https://example.com/');
  // Move it: 1.5 m along the wall and a little higher.
  await editor.getByLabel('Position z').fill('0.5');
  await editor.getByLabel('Position y').fill('2.2');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(items.getByText(/^Web page: https:\/\/example\.com\/, at x -5\.95, y 2\.20, z 0\.50$/)).toBeAttached();

  // Undo and redo the move.
  await pod.getByRole('toolbar', { name: 'Edit tools' }).getByRole('button', { name: 'Undo' }).click();
  await expect(items.getByText(/^Web page: https:\/\/example\.com\/, at x -5\.95, y 1\.80, z 2\.00$/)).toBeAttached();
  await pod.getByRole('toolbar', { name: 'Edit tools' }).getByRole('button', { name: 'Redo' }).click();
  await expect(items.getByText(/^Web page: .*, at x -5\.95, y 2\.20, z 0\.50$/)).toBeAttached();

  await pod.getByRole('toolbar', { name: 'Edit tools' }).getByRole('button', { name: 'Save' }).click();
  await expect(pod.getByRole('status').getByText('Saved.')).toBeVisible();

  const live = await page.request.get(`/api/posts/live/${postId}`, { headers: { authorization: `Bearer ${owner.sessionToken}` } });
  const assets = ((await live.json()) as { postAssets: Assets }).postAssets;
  expect(assets.frames).toMatchObject([
    { frameType: 'video', frameUrl: '/media/walkthrough.mp4' },
    { frameType: 'image', frameUrl: '/media/icon-512.png', position: { x: -5.95, y: 2, z: -1.67 } },
  ]);
  expect(assets.iframes).toMatchObject([{ iframeUrl: 'https://example.com/', position: { x: -5.95, y: 2.2, z: 0.5 } }]);

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    pod = await openPodApp(page, owner, postId);
    const list = pod.getByRole('list', { name: 'Items in this Pod' });
    await expect(list.getByText(/^Image frame: \/media\/icon-512\.png, at x -5\.95, y 2\.00, z -1\.67$/)).toBeAttached();
    await expect(list.getByText(/^Web page: https:\/\/example\.com\/, at x -5\.95, y 2\.20, z 0\.50$/)).toBeAttached();
    await expect(pod.getByRole('button', { name: 'Edit Pod' })).toBeVisible();
    await pod.locator('body[data-pod-ready="true"]').waitFor();
    await expectAccessible(page);
    await snapshot(page, testInfo, `pod-app-${viewport.name}`);
    await pod.getByRole('button', { name: 'Edit Pod' }).click();
    await pod.getByRole('region', { name: 'Edit your Pod' }).getByLabel('Item', { exact: true }).selectOption({ label: '2. Image frame' });
    await snapshot(page, testInfo, `pod-app-editing-${viewport.name}`);
  }
});

test('a visitor, and the owner in preview, see the Pod read-only', async ({ browser }, testInfo) => {
  test.setTimeout(480_000);
  const ownerPage = await (await browser.newContext()).newPage();
  const owner = await readyPerson(ownerPage, 'podapp.host@example.test', 'Petra');
  const postId = await firstPodId(ownerPage, owner);
  const visitorPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const visitor = await readyPerson(visitorPage, 'podapp.visitor@example.test', 'Vic');

  const asVisitor = await openPodApp(visitorPage, visitor, postId, true);
  await expect(asVisitor.getByRole('list', { name: 'Items in this Pod' })).toBeAttached();
  await expect(asVisitor.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(asVisitor.getByRole('button', { name: 'Sound' })).toBeVisible();
  await expect(asVisitor.getByRole('button', { name: 'Edit Pod' })).toHaveCount(0);
  await expect(asVisitor.getByRole('toolbar', { name: 'Edit tools' })).toHaveCount(0);
  // The Pod's name is read over whatever the scene shows behind it: it sits on a dark, nearly opaque panel.
  const name = await asVisitor.getByRole('heading', { level: 1 }).evaluate((title) => getComputedStyle(title).backgroundColor);
  const [red, green, blue, alpha = 1] = name.match(/[\d.]+/g)!.map(Number);
  expect(alpha, name).toBeGreaterThanOrEqual(0.8);
  expect(Math.max(red!, green!, blue!), name).toBeLessThan(64);
  await snapshot(visitorPage, testInfo, 'pod-app-visitor-phone');

  const preview = await openPodApp(ownerPage, owner, postId, true);
  await expect(preview.getByRole('list', { name: 'Items in this Pod' })).toBeAttached();
  await expect(preview.getByRole('button', { name: 'Edit Pod' })).toHaveCount(0);

  // Saving someone else's Pod is refused by the server, whatever a page does.
  const foreign = await visitorPage.request.put(`/api/posts/${visitor.userId}/${postId}`, {
    headers: { authorization: `Bearer ${visitor.sessionToken}` },
    data: { postAssets: { frames: [], iframes: [], Assets3d: [], ambientSound: null, textures: [], textAssets: [] } },
  });
  expect(foreign.status()).toBe(403);
  // Both pages draw a Pod: left open, they slowed every later test in this worker's browser (the
  // software GPU process is shared).
  await visitorPage.context().close();
  await ownerPage.context().close();
});
