/**
 * The Pod's picture (issue 48 item 1): its arrival view as the owner made it, drawn once after a
 * save at 960×720 (4:3, the shape of the feed's cards) with nobody in it and none of the editor's
 * marks, and handed over as a WebP (PNG where the browser cannot encode WebP) for the server to
 * store in the sizes the screens use. Drawn in one task on the stage's own renderer (the page
 * never shows the picture's size, and the view is drawn again as it was), read back later.
 */
import { PerspectiveCamera, Vector2, type Object3D } from 'three';
import type { PodScene } from '../../shared/pod-scene.ts';
import type { Stage } from './stage.ts';
import { verticalFov } from './stage.ts';

export const PICTURE_SIZE = { width: 960, height: 720 } as const;

/** Marks what is drawn for the people in the room but is not part of the Pod (avatars, the editor's marks). */
export function markNotInPicture(object: Object3D) {
  object.userData.notInPicture = true;
}

/**
 * The arrival view onto a canvas of PICTURE_SIZE. Only the drawing holds the page's main thread
 * (resize, render, a read of the pixels queued into a buffer of the GPU's): the picture is read
 * back once the GPU has finished it (a fence polled, never waited on), so a software renderer's
 * rasterizing of 691k pixels runs while the page goes on (docs/performance.md).
 */
export async function drawPodPicture(
  stage: Pick<Stage, 'scene' | 'renderer' | 'redraw'>,
  arrival: PodScene['spawn'],
  background: string,
): Promise<HTMLCanvasElement> {
  const { width, height } = PICTURE_SIZE;
  const { renderer, scene } = stage;
  const camera = new PerspectiveCamera(verticalFov(width / height), width / height, 0.05, 200);
  camera.position.set(arrival.position.x, arrival.position.y, arrival.position.z);
  camera.rotation.set(0, arrival.rotation.y, 0, 'YXZ');
  camera.updateMatrixWorld();
  const hidden = scene.children.filter((child) => child.visible && child.userData.notInPicture === true);
  const ratio = renderer.getPixelRatio();
  const size = renderer.getSize(new Vector2());
  performance.mark('pod-picture-start');
  let pixels: Promise<Uint8Array>;
  try {
    for (const child of hidden) child.visible = false;
    renderer.setPixelRatio(1);
    renderer.setSize(width, height, false);
    renderer.render(scene, camera);
    // Queued before the task ends: the drawing buffer is not kept once the page is composited.
    pixels = readPixelsLater(renderer.getContext() as WebGL2RenderingContext, width, height);
  } finally {
    for (const child of hidden) child.visible = true;
    renderer.setPixelRatio(ratio);
    renderer.setSize(size.x, size.y, false);
    stage.redraw();
    performance.measure('pod-picture', 'pod-picture-start');
  }
  const picture = document.createElement('canvas');
  picture.width = width;
  picture.height = height;
  const context = picture.getContext('2d')!;
  context.putImageData(new ImageData(onBackground(await pixels, width, height, background), width, height), 0, 0);
  return picture;
}

/** How long a picture's pixels may take to come back from the GPU before the save gives up on it. */
const READ_BACK_MS = 15_000;

/** The drawing buffer's pixels (bottom row first, premultiplied RGBA), read into a pixel buffer now and handed over once the GPU is done. */
function readPixelsLater(gl: WebGL2RenderingContext, width: number, height: number): Promise<Uint8Array> {
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
  gl.bufferData(gl.PIXEL_PACK_BUFFER, width * height * 4, gl.STREAM_READ);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, 0);
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0)!;
  gl.flush();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const done = () => {
      gl.deleteSync(sync);
      gl.deleteBuffer(buffer);
    };
    const poll = () => {
      const status = gl.clientWaitSync(sync, 0, 0);
      if (status === gl.TIMEOUT_EXPIRED && performance.now() - started < READ_BACK_MS) return void setTimeout(poll, 8);
      if (status !== gl.ALREADY_SIGNALED && status !== gl.CONDITION_SATISFIED) {
        done();
        return reject(new Error('The picture could not be read back from the GPU.'));
      }
      const pixels = new Uint8Array(width * height * 4);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
      gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, pixels);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
      done();
      resolve(pixels);
    };
    poll();
  });
}

/**
 * The pixels top row first, over the room's background colour: live web pages show through holes
 * in the room's canvas (items.ts), so in the picture they are the background.
 */
export function onBackground(pixels: Uint8Array, width: number, height: number, background: string): Uint8ClampedArray<ArrayBuffer> {
  const rgb = [1, 3, 5].map((at) => parseInt(background.slice(at, at + 2), 16));
  const out = new Uint8ClampedArray(width * height * 4);
  const row = width * 4;
  for (let y = 0; y < height; y++) {
    const from = (height - 1 - y) * row;
    const to = y * row;
    for (let x = 0; x < row; x += 4) {
      const clear = 255 - pixels[from + x + 3]!;
      for (let c = 0; c < 3; c++) out[to + x + c] = pixels[from + x + c]! + Math.round((rgb[c]! * clear) / 255);
      out[to + x + 3] = 255;
    }
  }
  return out;
}

/**
 * For tools (`npm run pod-pictures`, `npm run bench:pods`): on a page opened with `window.podsStats`
 * set before its scripts ran (as for `window.podsStage`, stage.ts), `window.podsPicture()` draws
 * and encodes the picture a save would send, and sends it nowhere.
 */
export function offerPictureToTools(draw: () => Promise<Blob>) {
  const tools = window as { podsStats?: boolean; podsPicture?: () => Promise<Blob> };
  if (tools.podsStats === true) tools.podsPicture = draw;
}

/** The picture as a file to upload. */
export const pictureFile = (picture: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    picture.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))), 'image/webp', 0.9),
  );
