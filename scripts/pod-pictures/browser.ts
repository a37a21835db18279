/**
 * The browser `npm run pod-pictures` draws in: headless Debian Chromium as the journeys launch it
 * (e2e/support/chromium.ts: software WebGL), with the pod app's hooks for tools open. Each Pod
 * gets a page of its own, which shows the Pod read-only from its boot (./servers.ts) and is asked
 * for the picture a save would send (pod-app/world/pod-picture.ts: the same drawing). The page may
 * not call the API: a render is no visit (it would join the Pod's drop-in room as a visitor).
 */
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../../e2e/support/chromium.ts';
import { exposeStage, takePodPicture, type PodPicture } from '../lib/pod-app-tools.ts';
import { within } from '../lib/within.ts';

/** A software renderer on a busy machine can take a minute over a heavy Pod; past this it has stalled. */
const POD_TIMEOUT_MS = 120_000;
/** The picture is drawn at its own size (960×720) whatever the page's; a small page costs the software renderer less meanwhile. */
const PAGE_SIZE = { width: 480, height: 360 };

export interface PictureBrowser {
  draw(pageUrl: string): Promise<PodPicture>;
  close(): Promise<void>;
}

export async function openPictureBrowser(appOrigin: string): Promise<PictureBrowser> {
  const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
  const context = await browser.newContext({ viewport: PAGE_SIZE, deviceScaleFactor: 1 });
  await exposeStage(context);
  await context.route(`${appOrigin}/api/**`, (route) => route.abort('blockedbyclient'));
  return {
    async draw(pageUrl) {
      const page = await context.newPage();
      try {
        await page.goto(pageUrl, { waitUntil: 'domcontentloaded', timeout: POD_TIMEOUT_MS });
        // Shown (the picture is offered), or the pod app says why not.
        await page.waitForFunction(() => 'podsPicture' in window || document.querySelector('.status.error') !== null, undefined, {
          timeout: POD_TIMEOUT_MS,
        });
        const refusal = page.locator('.status.error');
        if (await refusal.count()) throw new Error(`the pod app says: ${(await refusal.first().textContent())?.trim()}`);
        return await within('the picture', POD_TIMEOUT_MS, takePodPicture(page.mainFrame()));
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
