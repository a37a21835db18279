/**
 * Building with the prop library on a phone (issue 18, items 4 and 5): the owner opens the editor
 * at 390×844 with touch, places three props from the 'Add props' sheet by tapping the floor,
 * drags one with one finger, twists one with two, saves; after a reload the props are where they
 * were put (the API and the pod app's accessible list agree), and a signed-out visitor sees them
 * read-only. The editor never covers more than 45% of the phone's screen.
 */
import { expect as baseExpect, test, type CDPSession, type FrameLocator, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { expectAccessible, snapshot } from './support/screens.ts';
import { drawPodSmall, firstPodId, openPodApp } from './support/pod-app.ts';

interface Placed {
  id: string;
  prop: string;
  position: { x: number; y: number; z: number };
  rotation: { y: number };
}

// A software-rendered WebGL canvas on a busy machine: every step waits longer than usual.
const expect = baseExpect.configure({ timeout: 30_000 });
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true, isMobile: true });

/** The rows of the pod app's item list that name the props the owner placed (the template's own props are rows too). */
const propRows = (pod: FrameLocator) => pod.getByRole('list', { name: 'Items in this Pod' }).locator('li[data-prop-id]:not([data-prop-id^="template:"])');

async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4, force: 1 })) });
}

async function editorHeightShare(pod: FrameLocator) {
  const box = (await pod.locator('.editor').boundingBox())!;
  return box.height / phone.height;
}

async function placeByTap(page: Page, pod: FrameLocator, family: string, name: string, at: { x: number; y: number }) {
  const editor = pod.getByRole('region', { name: 'Edit your Pod' });
  await editor.getByRole('button', { name: 'Add props' }).click();
  await editor.getByRole('group', { name: 'Families' }).getByRole('button', { name: family }).click();
  // Picked with the keyboard (the sheet's cards are buttons); placed by touch.
  const card = editor.getByRole('list', { name: 'Props' }).getByRole('button', { name, exact: true });
  await card.focus();
  await card.press('Enter');
  await expect(pod.getByText(`Tap where to place the ${name}`, { exact: true })).toBeVisible();
  await page.touchscreen.tap(at.x, at.y);
  await expect(pod.getByRole('status').filter({ hasText: `Added ${name}` })).toBeVisible();
}

test('the owner furnishes a Pod from the library by touch on a phone; a visitor sees it read-only', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  const owner = await readyPerson(page, 'editor.owner@example.test', 'Ines');
  const postId = await firstPodId(page, owner);
  const pod = await openPodApp(page, owner, postId);
  await pod.locator('body[data-pod-ready="true"]').waitFor({ timeout: 120_000 });
  await pod.getByRole('button', { name: 'Edit Pod' }).click();
  const editor = pod.getByRole('region', { name: 'Edit your Pod' });

  // The library: families, thumbnails rendered as they come into view, search with an empty state.
  await editor.getByRole('button', { name: 'Add props' }).click();
  const library = editor.getByRole('list', { name: 'Props' });
  await expect(library.getByRole('button', { name: 'Armchair', exact: true })).toBeVisible();
  await expect.poll(() => library.locator('img').first().getAttribute('src'), { timeout: 30_000 }).toMatch(/^data:image\/png/);
  await expect(editor.getByText(/Keys: arrows move 0\.25 m/)).toBeVisible();
  await editor.getByLabel('Search props').fill('lamp');
  await expect(library.getByRole('button')).toHaveText(['Floor lamp', 'Table lamp', 'Pendant lamp']);
  await editor.getByLabel('Search props').fill('xyz');
  await expect(editor.getByText("No props match 'xyz'")).toBeVisible();
  await editor.getByLabel('Search props').fill('');
  expect(await editorHeightShare(pod)).toBeLessThanOrEqual(0.46);
  await expectAccessible(page);
  await snapshot(page, testInfo, 'pod-editor-library-phone');

  // Three props, each placed where a finger taps the floor.
  const canvas = (await pod.locator('canvas').boundingBox())!;
  const spots = [
    { x: canvas.x + 110, y: canvas.y + 575 },
    { x: canvas.x + 285, y: canvas.y + 575 },
    { x: canvas.x + 195, y: canvas.y + 530 },
  ];
  await placeByTap(page, pod, 'Shelves and displays', 'Plinth', spots[0]!);
  await placeByTap(page, pod, 'Seating', 'Armchair', spots[1]!);
  await placeByTap(page, pod, 'Plants and nature', 'Bush', spots[2]!);
  await expect(propRows(pod)).toHaveCount(3);
  await expect(propRows(pod)).toHaveText([/^Plinth, at x /, /^Armchair \d, at x /, /^Bush, at x /]);
  // Placed, the sheet is down to its bar and the newest prop selected, with its tools.
  await expect(editor.getByRole('button', { name: 'Editor panel' })).toHaveAttribute('aria-expanded', 'false');
  await expect(pod.getByRole('button', { name: 'Turn left 15°' })).toBeVisible();
  expect(await editorHeightShare(pod)).toBeLessThanOrEqual(0.45);
  await snapshot(page, testInfo, 'pod-editor-placed-phone');

  // Tap the plinth to select it, then drag it with one finger.
  const before = await propRows(pod).allTextContents();
  // A tap finds the plinth once its family's geometry is on screen: tapped until it is the item selected.
  const plinth = (await propRows(pod).nth(0).getAttribute('data-prop-id'))!;
  await expect(async () => {
    await page.touchscreen.tap(spots[0]!.x, spots[0]!.y);
    await expect(editor.getByLabel('Item', { exact: true })).toHaveValue(plinth, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await touch(cdp, 'touchStart', [spots[0]!]);
  for (let step = 1; step <= 8; step++) await touch(cdp, 'touchMove', [{ x: spots[0]!.x + step * 6, y: spots[0]!.y - step * 8 }]);
  await touch(cdp, 'touchEnd', []);
  await expect.poll(() => propRows(pod).nth(0).textContent()).not.toBe(before[0]);
  const dragged = (await propRows(pod).nth(0).textContent())!;
  // The drag moved the prop, not the view: the other props' rows are unchanged, and so is the camera's aim.
  await expect(propRows(pod).nth(1)).toHaveText(before[1]!);

  // Two fingers twist the armchair (select it by tapping it first).
  await page.touchscreen.tap(spots[1]!.x, spots[1]!.y);
  const facing = (row: string) => Number(/facing (\d+)°$/.exec(row)![1]);
  const turnedFrom = facing((await propRows(pod).nth(1).textContent())!);
  const centre = { x: canvas.x + 195, y: canvas.y + 400 };
  await touch(cdp, 'touchStart', [
    { x: centre.x - 60, y: centre.y },
    { x: centre.x + 60, y: centre.y },
  ]);
  for (let step = 1; step <= 6; step++) {
    const a = (step / 6) * (Math.PI / 4);
    await touch(cdp, 'touchMove', [
      { x: centre.x - 60 * Math.cos(a), y: centre.y - 60 * Math.sin(a) },
      { x: centre.x + 60 * Math.cos(a), y: centre.y + 60 * Math.sin(a) },
    ]);
  }
  await touch(cdp, 'touchEnd', []);
  // A clockwise twist of 45° on the screen turns the armchair 45° clockwise seen from above.
  await expect.poll(async () => facing((await propRows(pod).nth(1).textContent())!)).toBe((turnedFrom + 315) % 360);

  await pod.getByRole('toolbar', { name: 'Edit tools' }).getByRole('button', { name: 'Save' }).click();
  await expect(pod.getByRole('status').getByText('Saved.')).toBeVisible();
  const rows = await propRows(pod).allTextContents();
  expect(rows[0]).toBe(dragged);

  // The API holds them; a reload shows them where they were put.
  const live = await page.request.get(`/api/posts/live/${postId}`, { headers: { authorization: `Bearer ${owner.sessionToken}` } });
  const props = ((await live.json()) as { postAssets: { props: Placed[] } }).postAssets.props.filter((p) => !p.id.startsWith('template:'));
  expect(props.map((p) => p.prop)).toEqual(['displays/plinth', 'seating/armchair', 'nature/bush']);
  props.forEach((p, i) => expect(rows[i]).toContain(`at x ${p.position.x.toFixed(2)}, y ${p.position.y.toFixed(2)}, z ${p.position.z.toFixed(2)}`));
  expect(Math.round(((((props[1]!.rotation.y * 180) / Math.PI) % 360) + 360) % 360)).toBe((turnedFrom + 315) % 360);
  const again = await openPodApp(page, owner, postId);
  // A whole new pod app (signed in again over the frame protocol) on a software renderer: as long a wait as the visitor's.
  await expect(propRows(again)).toHaveText(rows, { timeout: 120_000 });

  // At 1440×900: the side panel, the library open with a prop selected.
  await page.setViewportSize({ width: 1440, height: 900 });
  const wide = await openPodApp(page, owner, postId);
  await wide.locator('body[data-pod-ready="true"]').waitFor({ timeout: 120_000 });
  await wide.getByRole('button', { name: 'Edit Pod' }).click();
  const wideEditor = wide.getByRole('region', { name: 'Edit your Pod' });
  await wideEditor.getByLabel('Item', { exact: true }).selectOption({ label: 'Armchair' });
  await wideEditor.getByRole('button', { name: 'Add props' }).click();
  await expect(wide.getByRole('button', { name: 'Turn left 15°' })).toBeVisible();
  await expect.poll(() => wideEditor.getByRole('list', { name: 'Props' }).locator('img').first().getAttribute('src')).toMatch(/^data:image\/png/);
  await snapshot(page, testInfo, 'pod-editor-library-desktop');

  // A signed-out visitor sees the three props, read-only (the owner's page stops drawing first).
  await page.goto('about:blank');
  const guestContext = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  await drawPodSmall(guestContext);
  const guest = await guestContext.newPage();
  await guest.goto(`/3d-app?postId=${postId}`);
  const visit = guest.frameLocator('iframe[title="3d-app"]');
  await expect(propRows(visit)).toHaveText(rows, { timeout: 120_000 });
  await expect(visit.getByRole('button', { name: 'Edit Pod' })).toHaveCount(0);
  await visit.locator('body[data-pod-ready="true"]').waitFor({ timeout: 120_000 });
  await snapshot(guest, testInfo, 'pod-editor-visitor-phone');
  await guestContext.close();
});
