/**
 * The whole room is the owner's (issue 48 item 2): the template's own furniture is selectable like
 * a prop the owner placed. The owner deletes the Studio Loft's sofa and moves an armchair, saves,
 * and after a reload the sofa is still gone and the armchair where it was put; a visitor's room
 * is the same. People, the Pod and the session are made over HTTP.
 */
import { expect as baseExpect, test, type FrameLocator } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { drawPodSmall, firstPodId, openPodApp } from './support/pod-app.ts';

// The pod app's first frame comes from a software renderer on CI's two shared cores: its waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });

const rows = (pod: FrameLocator) => pod.getByRole('list', { name: 'Items in this Pod' }).locator('li[data-prop-id]');
const rowOf = (pod: FrameLocator, name: string) => rows(pod).filter({ hasText: new RegExp(`^${name}, at `) });

test("the owner deletes the template's sofa and moves its armchair; after a reload, and for a visitor, the room is as they left it", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await readyPerson(page, 'own.room@example.test', 'Roswitha');
  const postId = await firstPodId(page, owner);
  const pod = await openPodApp(page, owner, postId);
  await pod.locator('body[data-pod-ready="true"]').waitFor({ timeout: 120_000 });
  await expect(rowOf(pod, 'Sofa')).toHaveCount(1);
  const armchairWas = (await rowOf(pod, 'Armchair').textContent())!;

  await pod.getByRole('button', { name: 'Edit Pod' }).click();
  const editor = pod.getByRole('region', { name: 'Edit your Pod' });
  const item = editor.getByLabel('Item', { exact: true });
  // The template's sofa: selected like any prop, and deleted.
  await item.selectOption({ label: 'Sofa' });
  await pod.getByRole('toolbar', { name: 'Edit tools' }).getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(pod, 'Sofa')).toHaveCount(0);
  // Its armchair: moved two grid steps with the arrow keys.
  await item.selectOption({ label: 'Armchair' });
  // Its size is shown, and follows a resize.
  const size = pod.getByRole('toolbar', { name: 'Edit tools' }).locator('output.prop-size');
  await expect(size).toHaveAttribute('aria-label', /^Size: \d\.\d\d m wide, \d\.\d\d m high, \d\.\d\d m deep$/);
  const wide = async () => Number(/Size: ([\d.]+) m wide/.exec((await size.getAttribute('aria-label'))!)![1]);
  const before = await wide();
  await pod.getByRole('button', { name: 'Larger' }).click();
  await expect.poll(wide).toBeCloseTo(before * 1.1, 1);
  await pod.getByRole('button', { name: 'Smaller' }).click();
  await expect.poll(wide).toBeCloseTo(before, 2);
  // The keys move the selection wherever focus is but in a field (here: on the toolbar).
  await pod.getByRole('toolbar', { name: 'Edit tools' }).getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(rowOf(pod, 'Armchair')).not.toHaveText(armchairWas);
  const armchairNow = (await rowOf(pod, 'Armchair').textContent())!;
  await pod.getByRole('toolbar', { name: 'Edit tools' }).getByRole('button', { name: 'Save' }).click();
  await expect(pod.getByRole('status').getByText('Saved.')).toBeVisible();

  // Reloaded: the sofa is still gone and the armchair where it was put.
  const again = await openPodApp(page, owner, postId);
  await expect(rowOf(again, 'Armchair')).toHaveText(armchairNow, { timeout: 120_000 });
  await expect(rowOf(again, 'Sofa')).toHaveCount(0);

  // A signed-out visitor finds the same room.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await drawPodSmall(context);
  const guest = await context.newPage();
  await guest.goto(`/3d-app?postId=${postId}`);
  const visit = guest.frameLocator('iframe[title="3d-app"]');
  await expect(rowOf(visit, 'Armchair')).toHaveText(armchairNow, { timeout: 120_000 });
  await expect(rowOf(visit, 'Sofa')).toHaveCount(0);
  await context.close();
});
