/**
 * The one way every template is rendered for pictures, figures and tests: `npm run
 * template-images`, `npm run template-shots`, `npm run bench:pods` (specs in this folder) and
 * e2e/pod-templates.spec.ts. A signed-in owner's Pod is switched to each template through the API
 * (no media: as a new Pod on it looks), then opened in the real app, /3d-app in preview, which
 * frames the built pod app on its own origin; the template is shown once the pod app says it is
 * ready (body[data-pod-ready]) and has drawn again, with its controls (and the drop-in room's) hidden.
 */
import type { Frame, Page } from '@playwright/test';
import sharp from 'sharp';
import { readyPerson } from '../../e2e/support/people.ts';
import type { RgbImage } from '../lib/image-structure.ts';
import { within } from '../lib/within.ts';

/** A phone, as the arrival view is judged (the budgets' draw calls and triangles too). */
export const PHONE = { width: 390, height: 844 };
/**
 * The same phone layout drawn at half resolution (195×422 pixels): Chromium's software WebGL
 * spends its time per pixel, so this is 2–3× faster where only the picture's structure or the
 * scene's figures matter (draw calls, triangles and scene textures do not depend on it).
 */
export const HALF_RES_PHONE = { viewport: PHONE, deviceScaleFactor: 0.5 };
/** Pictures are compared at this width (the test downscales in node). */
export const COMPARE_WIDTH = 128;

export interface TemplateOwner {
  userId: string;
  postId: string;
  headers: Record<string, string>;
}

const noMedia = { frames: [], iframes: [], Assets3d: [], ambientSound: null, textures: [], textAssets: [] };

/** Signs a person in (through the UI, as a user does) and finds the Pod they will switch between templates. */
export async function templateOwner(page: Page, email: string, name: string): Promise<TemplateOwner> {
  const person = await readyPerson(page, email, name);
  const headers = { authorization: `Bearer ${person.sessionToken}` };
  const posts = (await (await page.request.get(`/api/posts/user-posts/${person.userId}`, { headers })).json()) as {
    documents: { value: { postId: string } }[];
  };
  return { userId: person.userId, postId: posts.documents[0]!.value.postId, headers };
}

/** The pod app's frame inside /3d-app (for evaluating in it). */
export async function podAppFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('iframe[title="3d-app"]').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the pod app frame is not there');
  return frame;
}

/**
 * Opens the owner's Pod as the template `podId`, ready, drawn and with its controls hidden. A
 * stalled attempt (seen on a busy machine: the software renderer stops drawing) is tried once more.
 */
export async function openTemplate(page: Page, owner: TemplateOwner, podId: string, timeout = 120_000): Promise<Frame> {
  try {
    return await openOnce(page, owner, podId, timeout);
  } catch (error) {
    console.warn(`${podId}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; trying once more`);
    return openOnce(page, owner, podId, timeout);
  }
}

async function openOnce(page: Page, owner: TemplateOwner, podId: string, timeout: number): Promise<Frame> {
  const saved = await page.request.put(`/api/posts/${owner.userId}/${owner.postId}`, {
    headers: owner.headers,
    data: { podId, postAssets: noMedia },
    timeout: 30_000,
  });
  if (!saved.ok()) throw new Error(`${podId}: ${saved.status()} ${await saved.text()}`);
  await page.goto(`/3d-app?postId=${owner.postId}&previewMode=true`, { timeout, waitUntil: 'domcontentloaded' });
  const pod = page.frameLocator('iframe[title="3d-app"]');
  await pod.locator('body[data-pod-ready="true"]').waitFor({ timeout });
  await pod.locator('.hud').evaluate(
    (hud) => {
      (hud as HTMLElement).style.visibility = 'hidden';
    },
    undefined,
    { timeout: 30_000 },
  );
  const frame = await podAppFrame(page);
  // The drop-in room's controls (voice, people, chat: pod-app/live/room-view.ts) come and go as it
  // connects: a style keeps them hidden whenever they come.
  // A constructed style sheet: the pod app's policy allows no <style> but its own (server/web/csp.ts).
  await frame.evaluate(() => {
    const hide = new CSSStyleSheet();
    hide.replaceSync('.room-layer { visibility: hidden !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hide];
  });
  // Everything is in the scene now; two more frames put the last of it on screen.
  await within(
    `${podId}: two frames after ready`,
    60_000,
    frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
  );
  return frame;
}

/** A PNG of the pod app's frame as it is now. */
export const shootTemplate = (page: Page, path?: string) => page.locator('iframe[title="3d-app"]').screenshot({ timeout: 60_000, ...(path ? { path } : {}) });

/** A picture shrunk to `width` (aspect kept) as raw RGB, for comparing structure. */
export async function smallImage(picture: Buffer, width = COMPARE_WIDTH): Promise<RgbImage> {
  const { data, info } = await sharp(picture).resize({ width }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data), channels: info.channels };
}

export interface SceneStats {
  drawCalls: number;
  triangles: number;
  textureBytes: number;
  textures: number;
  programs: number;
}

/**
 * One frame drawn now: its draw calls and triangles (renderer.info), and the memory of the GPU
 * textures the scene uses (its materials', shader uniforms', environment and background):
 * width × height × 4 bytes (× 6 faces, × depth layers), × 4/3 with mipmaps. Needs exposeStage
 * (../lib/pod-app-tools.ts).
 */
export function sceneStats(frame: Frame): Promise<SceneStats> {
  return within(
    'scene figures',
    60_000,
    frame.evaluate(() => {
      interface Tex {
        isTexture?: boolean;
        uuid: string;
        isCubeTexture?: boolean;
        generateMipmaps: boolean;
        minFilter: number;
        mipmaps?: unknown[];
        image?: unknown;
      }
      type Stage = {
        scene: { traverse: (fn: (o: { material?: unknown }) => void) => void; environment: unknown; background: unknown };
        camera: unknown;
        renderer: { render: (s: unknown, c: unknown) => void; info: { render: { calls: number; triangles: number }; programs: unknown[] | null } };
      };
      const stage = (window as unknown as { podsStage?: Stage }).podsStage;
      if (!stage) throw new Error('the pod app did not publish its stage (window.podsStats was not set before it loaded)');
      stage.renderer.render(stage.scene, stage.camera);
      const { calls, triangles } = stage.renderer.info.render;
      const textures = new Map<string, Tex>();
      const add = (value: unknown) => {
        const t = value as Tex | null;
        if (t && typeof t === 'object' && t.isTexture) textures.set(t.uuid, t);
      };
      stage.scene.traverse((object) => {
        const materials = Array.isArray(object.material) ? object.material : object.material ? [object.material] : [];
        for (const material of materials as Record<string, unknown>[]) {
          Object.values(material).forEach(add);
          const uniforms = material.uniforms as Record<string, { value: unknown }> | undefined;
          if (uniforms) Object.values(uniforms).forEach((u) => add(u.value));
        }
      });
      add(stage.scene.environment);
      add(stage.scene.background);
      const NEAREST = 1003;
      const LINEAR = 1006;
      let bytes = 0;
      for (const t of textures.values()) {
        const image = (Array.isArray(t.image) ? t.image[0] : t.image) as
          { width?: number; height?: number; videoWidth?: number; videoHeight?: number; depth?: number } | undefined;
        const width = image?.width ?? image?.videoWidth ?? 0;
        const height = image?.height ?? image?.videoHeight ?? 0;
        const layers = (t.isCubeTexture ? 6 : 1) * (image?.depth ?? 1);
        const mipmapped = (t.generateMipmaps || (t.mipmaps?.length ?? 0) > 1) && t.minFilter !== NEAREST && t.minFilter !== LINEAR;
        bytes += width * height * 4 * layers * (mipmapped ? 4 / 3 : 1);
      }
      // Shader programs compiled so far: each is a compile before the frame that first needs it.
      return { drawCalls: calls, triangles, textureBytes: Math.round(bytes), textures: textures.size, programs: stage.renderer.info.programs?.length ?? 0 };
    }),
  );
}
