import { expect, type Page } from '@playwright/test';
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
 * Opens the pod app framed by a stand-in host on the Pods origin, which sends the `auth`
 * message every second until the frame answers `authenticated` (the frame protocol's handshake).
 * Stand-in until the host screen /3d-app frames the pod app itself (branch `frames`).
 */
export async function openPodApp(page: Page, person: Person, postId: string, previewMode = false) {
  // A real page on the Pods origin (a routed page would count as a public address and be kept
  // from framing a local one); the stand-in host is written into it.
  await page.goto('/api/health');
  await page.evaluate(
    ({ src, origin, auth }) => {
      document.documentElement.lang = 'en';
      document.title = 'Pod';
      document.documentElement.style.height = document.body.style.height = '100%';
      document.body.style.margin = '0';
      const frame = document.createElement('iframe');
      frame.title = '3d-app';
      frame.allow = 'fullscreen; autoplay';
      frame.style.cssText = 'border:0;width:100%;height:100%;display:block';
      let done = false;
      window.addEventListener('message', (event) => {
        if (event.source === frame.contentWindow && event.origin === origin && (event.data as { type?: string } | null)?.type === 'authenticated') done = true;
      });
      const send = () => {
        if (done) return;
        frame.contentWindow?.postMessage({ v: 1, type: 'auth', ...auth }, origin);
        setTimeout(send, 1000);
      };
      frame.addEventListener('load', send);
      frame.src = src;
      document.body.replaceChildren(frame);
    },
    { src: `${podAppOrigin}/?postId=${postId}${previewMode ? '&previewMode=true' : ''}`, origin: podAppOrigin, auth: { userId: person.userId, token: person.sessionToken, postId } },
  );
  return page.frameLocator('iframe[title="3d-app"]');
}
