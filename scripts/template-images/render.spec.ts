/**
 * One 800×600 render of each template as a new Pod on it looks (no media yet), the controls
 * hidden, written to $TEMPLATE_RENDERS/<podId>.png.
 */
import { test } from '@playwright/test';
import { join } from 'node:path';
import { readyPerson } from '../../e2e/support/people.ts';
import { templateCatalogue } from '../../server/pods/catalogue.ts';

const out = process.env.TEMPLATE_RENDERS ?? '/tmp/pods-template-renders';
const empty = { frames: [], iframes: [], Assets3d: [], ambientSound: null, textures: [], textAssets: [] };

test('render every template', async ({ page }) => {
  const person = await readyPerson(page, 'template.images@example.test', 'Templates');
  const headers = { authorization: `Bearer ${person.sessionToken}` };
  const posts = (await (await page.request.get(`/api/posts/user-posts/${person.userId}`, { headers })).json()) as { documents: { value: { postId: string } }[] };
  const postId = posts.documents[0]!.value.postId;
  for (const { podId } of templateCatalogue) {
    const saved = await page.request.put(`/api/posts/${person.userId}/${postId}`, { headers, data: { podId, postAssets: empty } });
    if (!saved.ok()) throw new Error(`${podId}: ${saved.status()} ${await saved.text()}`);
    await page.goto(`/3d-app?postId=${postId}&previewMode=true`);
    const frame = page.frameLocator('iframe[title="3d-app"]');
    await frame.locator('body[data-pod-ready="true"]').waitFor({ timeout: 120_000 });
    await frame.locator('.hud').evaluate((hud) => { (hud as HTMLElement).style.visibility = 'hidden'; });
    // Let the image-based light and the last props settle into a frame.
    await page.waitForTimeout(2000);
    await page.locator('iframe[title="3d-app"]').screenshot({ path: join(out, `${podId}.png`) });
    console.log(`rendered ${podId}`);
  }
});
