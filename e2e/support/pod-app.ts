import { expect, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import type { Person } from './people.ts';

export const podAppOrigin = `http://localhost:${Number(new URL(baseURL).port) + 1}`;

/** The person's first Pod's id, read through the API. */
export async function firstPodId(page: Page, person: Person): Promise<string> {
  const response = await page.request.get(`/api/posts/user-posts/${person.userId}`, { headers: { authorization: `Bearer ${person.sessionToken}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { documents: { value: { postId: string } }[] };
  return body.documents[0]!.value.postId;
}

/**
 * For journeys that check the page (buttons, text, dialogs), not the picture: the pod app opened
 * from here on in this page or context draws a small picture (a quarter of a pixel per CSS pixel,
 * pod-app/world/gl-context.ts), so a software renderer spends little on it. Picking, placing and
 * the camera work as at full size. Set before the pod app's scripts run.
 */
export const drawPodSmall = (target: Page | BrowserContext) =>
  target.addInitScript(() => {
    (window as { podsSmallPicture?: boolean }).podsSmallPicture = true;
  });

/**
 * Opens the Pod through the host screen /3d-app, which frames the pod app on its own origin and
 * signs it in with a frame token over the frame protocol (re-sent every second until answered).
 * Its journeys check the page, not the picture: it draws small (drawPodSmall).
 */
export async function openPodApp(page: Page, _person: Person, postId: string, previewMode = false) {
  await drawPodSmall(page);
  await page.goto(`/3d-app?postId=${postId}${previewMode ? '&previewMode=true' : ''}`);
  return page.frameLocator('iframe[title="3d-app"]');
}
