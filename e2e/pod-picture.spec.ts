/**
 * Pictures of the real Pod (issue 48 item 1): the owner furnishes their Pod and saves; the pod app
 * draws the arrival view as it now is and the server keeps it in the sizes the screens use. The
 * owner's profile and a follower's feed then show that picture, not the template's stock one.
 * POD_PICTURE_SHOTS=<folder> saves the profile and the feed at phone and desktop size.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { follows, readyPerson } from './support/people.ts';
import { firstPodId, openPodApp } from './support/pod-app.ts';
import { expectAccessible } from './support/screens.ts';

// The pod app's first frame comes from a software renderer on CI's two shared cores: its waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.POD_PICTURE_SHOTS;

type Picture = { postDisplayImage: string; postDisplayImageSet: string | null };

const pictureOf = async (request: APIRequestContext, postId: string, sessionToken: string) =>
  (await (await request.get(`/api/posts/live/${postId}`, { headers: { authorization: `Bearer ${sessionToken}` } })).json()) as Picture;

/** A picture's pixels at a small common size: enough to tell two pictures apart. */
async function pixels(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return sharp(await response.body())
    .resize(96, 72, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}
const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

async function shot(page: Page, shown: Locator, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await shown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('the owner furnishes their Pod and saves; their profile and a follower’s feed show the Pod as it now is', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const owner = await readyPerson(page, 'picture.owner@example.test', 'Pia', 'public', 'cafe-corner');
  const postId = await firstPodId(page, owner);
  const stock = await pictureOf(page.request, postId, owner.sessionToken);
  expect(stock).toMatchObject({ postDisplayImage: '/media/templates/cafe-corner.webp', postDisplayImageSet: null });

  // Furnished: a sofa placed in front of the owner, then saved.
  const pod = await openPodApp(page, owner, postId);
  await pod.getByRole('button', { name: 'Edit Pod' }).click();
  const editor = pod.getByRole('region', { name: 'Edit your Pod' });
  for (const prop of ['Sofa', 'Floor lamp']) {
    await editor.getByRole('button', { name: 'Add props' }).click();
    await editor.getByLabel('Search props').fill(prop);
    await editor.getByRole('list', { name: 'Props' }).getByRole('button', { name: prop, exact: true }).click();
    await pod.getByRole('button', { name: 'Place in front of me' }).click();
    await expect(pod.getByRole('status').filter({ hasText: `Added ${prop}` })).toBeVisible();
  }
  await pod.getByRole('toolbar', { name: 'Edit tools' }).getByRole('button', { name: 'Save' }).click();
  await expect(pod.getByRole('status').getByText('Saved.')).toBeVisible();

  // The Pod's picture is now its own, in three widths, and shows the room as it is: not the stock picture.
  await baseExpect
    .poll(async () => (await pictureOf(page.request, postId, owner.sessionToken)).postDisplayImage, { timeout: 30_000 })
    .not.toBe(stock.postDisplayImage);
  const own = await pictureOf(page.request, postId, owner.sessionToken);
  expect(own.postDisplayImageSet).toMatch(/^\/media\/uploads\/\S+ 240w, \/media\/uploads\/\S+ 480w, \/media\/uploads\/\S+ 960w$/);
  expect(meanDifference(await pixels(page.request, own.postDisplayImage), await pixels(page.request, stock.postDisplayImage))).toBeGreaterThan(4);

  // The owner's profile shows it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  const onProfile = page.getByRole('region', { name: 'My Pods' }).locator('img').first();
  await expect(onProfile).toHaveAttribute('src', own.postDisplayImage);
  await expect(onProfile).toHaveAttribute('srcset', own.postDisplayImageSet!);
  await expect.poll(() => onProfile.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  await shot(page, onProfile, 'profile-390');

  // A follower's feed shows it on the Pod's card.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const feedPage = await context.newPage();
  const follower = await readyPerson(feedPage, 'picture.follower@example.test', 'Fen');
  await follows(follower, owner);
  await feedPage.goto('/time-line');
  const card = feedPage.locator('#all-pods-grid').getByRole('article', { name: "Pia's Pod" });
  const onCard = card.locator('img').first();
  await expect(onCard).toHaveAttribute('src', own.postDisplayImage);
  await expect.poll(() => onCard.evaluate((img) => (img as HTMLImageElement).currentSrc)).toContain('/media/uploads/');
  await shot(feedPage, card, 'feed-1440');
  await context.close();
});
