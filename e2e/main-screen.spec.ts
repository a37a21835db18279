/**
 * The main screen (issue 48 item 4): in a Pod's drop-in room its owner puts one of the Pod's
 * pictures on the main screen for everyone; a follower in the room sees it there within a second
 * or so (the picture in the template's screen slot of their scene), and it goes when the owner
 * clears it. The owner chooses with the keyboard in the 'Main screen' sheet.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { follows, readyPerson } from './support/people.ts';
import { expectAccessible } from './support/screens.ts';
import { firstPodId } from './support/pod-app.ts';
import { openPod, personIn, roomContext, shot } from './support/rooms.ts';

// The pod app's first frame comes from a software renderer on CI's two shared cores: its waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });

const PICTURE = { frameId: 'lake-picture', slotId: '', frameType: 'image', frameUrl: '/media/templates/zen-garden.webp' };
const SCREEN_ITEM = `item:main-screen:${PICTURE.frameId}`;

type Stage = { scene: { getObjectByName: (name: string) => { children: { material?: { map?: { image?: unknown } } }[] } | undefined } };
const frameOf = (page: Page) => page.frames().find((frame) => frame !== page.mainFrame() && frame.url().includes('postId='))!;

/** Whether the page's scene shows the picture on its main screen: the screen's item, its picture loaded. */
const pictureOnScreen = (page: Page) =>
  frameOf(page).evaluate((name) => {
    const screen = (window as { podsStage?: Stage }).podsStage?.scene.getObjectByName(name);
    if (!screen) return 'none';
    return screen.children[0]?.material?.map?.image instanceof ImageBitmap ? 'picture' : 'loading';
  }, SCREEN_ITEM);

test('the owner puts a picture on the main screen for everyone in the room, then clears it', async ({ browser }) => {
  test.setTimeout(300_000);
  const ownerContext = await roomContext(await browser.newContext({ viewport: { width: 1440, height: 900 } }));
  const followerContext = await roomContext(await browser.newContext({ viewport: { width: 390, height: 844 } }));
  const ownerPage = await ownerContext.newPage();
  const followerPage = await followerContext.newPage();
  const owner = await readyPerson(ownerPage, 'screen.owner@example.test', 'Marguerite', 'public', 'cinema-room');
  const follower = await readyPerson(followerPage, 'screen.follower@example.test', 'Ignatius');
  await follows(follower, owner);
  const postId = await firstPodId(ownerPage, owner);
  const auth = { authorization: `Bearer ${owner.sessionToken}` };
  const post = (await (await ownerPage.request.get(`/api/posts/live/${postId}`, { headers: auth })).json()) as {
    postAssets: { frames: unknown[] } & Record<string, unknown>;
  };
  const picture = { ...PICTURE, position: { x: -4, y: 2, z: 0 }, rotation: { x: 0, y: Math.PI / 2, z: 0 }, scale: { x: 1.6, y: 1, z: 1 } };
  const saved = await ownerPage.request.put(`/api/posts/${owner.userId}/${postId}`, {
    headers: auth,
    data: { postAssets: { ...post.postAssets, frames: [...post.postAssets.frames, picture] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The follower comes in first (alone, at the arrival view, facing the screen), then the owner.
  const followerPod = await openPod(followerPage, postId);
  const ownerPod = await openPod(ownerPage, postId);
  await expect(personIn(followerPod, 'Marguerite')).toBeAttached();
  await expect(personIn(ownerPod, 'Ignatius')).toBeAttached();
  // Only the host has the tool.
  await expect(followerPod.getByRole('button', { name: 'Main screen' })).toHaveCount(0);

  // The owner opens 'Main screen' and picks the picture with the keyboard.
  await ownerPod.getByRole('button', { name: 'Main screen' }).click();
  const sheet = ownerPod.getByRole('dialog', { name: 'Main screen' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Nothing' })).toBeFocused();
  await expect(sheet.getByRole('button', { name: 'Nothing' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByRole('button', { name: 'Video 1' })).toBeVisible();
  await expectAccessible(ownerPage);
  await shot(ownerPage, 'main-screen-sheet-1440x900');
  await ownerPage.keyboard.press('Tab');
  await ownerPage.keyboard.press('Tab');
  await expect(sheet.getByRole('button', { name: 'Picture 1' })).toBeFocused();
  await ownerPage.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  await expect(ownerPod.getByRole('button', { name: 'Main screen' })).toBeFocused();

  // The follower sees it on the main screen at once.
  await expect(followerPod.locator(`body[data-main-screen="${PICTURE.frameId}"]`)).toBeAttached({ timeout: 3_000 });
  await baseExpect.poll(() => pictureOnScreen(followerPage), { timeout: 30_000 }).toBe('picture');
  await baseExpect.poll(() => pictureOnScreen(ownerPage), { timeout: 30_000 }).toBe('picture');
  await shot(followerPage, 'main-screen-follower-390x844');
  await followerPage.setViewportSize({ width: 1440, height: 900 });
  await shot(followerPage, 'main-screen-follower-1440x900');
  await expectAccessible(followerPage);

  // The sheet says what shows now; 'Nothing' clears it for everyone.
  await ownerPod.getByRole('button', { name: 'Main screen' }).click();
  await expect(sheet.getByRole('button', { name: 'Picture 1' })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: 'Nothing' }).click();
  await expect(sheet).toBeHidden();
  await expect(followerPod.locator('body[data-main-screen=""]')).toBeAttached({ timeout: 3_000 });
  await baseExpect.poll(() => pictureOnScreen(followerPage)).toBe('none');
  await shot(followerPage, 'main-screen-cleared-1440x900');
  // On a phone the owner's toolbar holds 'Main screen' too, and the sheet fits.
  await ownerPage.setViewportSize({ width: 390, height: 844 });
  await ownerPod.getByRole('button', { name: 'Main screen' }).click();
  await expect(sheet).toBeVisible();
  await shot(ownerPage, 'main-screen-sheet-390x844');
  await ownerPage.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await shot(ownerPage, 'main-screen-owner-390x844');
  await ownerContext.close();
  await followerContext.close();
});
