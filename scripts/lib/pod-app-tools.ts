/**
 * The pod app's hooks for tools (pod-app/world/stage.ts, pod-app/world/pod-picture.ts), opened
 * only when `window.podsStats` was set before the app's scripts ran: the stage as
 * `window.podsStage` (the 3D budgets, scripts/template-images/harness.ts) and the Pod's picture as
 * `window.podsPicture()` (`npm run pod-pictures`, and the save's cost in `npm run bench:pods`).
 */
import type { Frame, Page } from 'playwright-core';

/** Asks the pod app to open its hooks for tools; before any page loads. */
export const exposeStage = (target: Pick<Page, 'addInitScript'>) =>
  target.addInitScript(() => {
    (window as { podsStats?: boolean }).podsStats = true;
  });

export interface PodPicture {
  /** The file a save would send (WebP; PNG where the browser cannot encode WebP). */
  bytes: Buffer;
  type: string;
  /** The synchronous draw a save adds to the page's main thread (the `pod-picture` measure). */
  drawMs: number;
  /** From asking to the encoded file, once every item had loaded. */
  encodedMs: number;
}

/** Draws the open Pod's picture as a save does (once every item has loaded), in the pod app's page or frame. */
export async function takePodPicture(frame: Pick<Frame, 'evaluate'>): Promise<PodPicture> {
  const { base64, type, drawMs, encodedMs } = await frame.evaluate(async () => {
    const draw = (window as { podsPicture?: () => Promise<Blob> }).podsPicture;
    if (!draw) throw new Error('the pod app offers no picture (window.podsStats was not set before it loaded, or the Pod is not shown)');
    const asked = performance.now();
    const file = await draw();
    const encodedMs = performance.now() - asked;
    const measures = performance.getEntriesByName('pod-picture', 'measure');
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return { base64: btoa(binary), type: file.type, drawMs: measures.at(-1)?.duration ?? NaN, encodedMs };
  });
  return { bytes: Buffer.from(base64, 'base64'), type, drawMs, encodedMs };
}
