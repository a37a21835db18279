/**
 * The Pod's picture (issue 48 item 1): its arrival view as the owner made it, drawn once after a
 * save at 960×720 (4:3, the shape of the feed's cards) with nobody in it and none of the editor's
 * marks, and handed over as a WebP (PNG where the browser cannot encode WebP) for the server to
 * store in the sizes the screens use. Drawn in one task on the stage's own renderer: the page
 * never shows the picture's size, and the view is drawn again as it was.
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

/** The arrival view, drawn now onto a canvas of PICTURE_SIZE. */
export function drawPodPicture(stage: Pick<Stage, 'scene' | 'renderer' | 'redraw'>, arrival: PodScene['spawn'], background: string): HTMLCanvasElement {
  const { width, height } = PICTURE_SIZE;
  const { renderer, scene } = stage;
  const camera = new PerspectiveCamera(verticalFov(width / height), width / height, 0.05, 200);
  camera.position.set(arrival.position.x, arrival.position.y, arrival.position.z);
  camera.rotation.set(0, arrival.rotation.y, 0, 'YXZ');
  camera.updateMatrixWorld();
  const picture = document.createElement('canvas');
  picture.width = width;
  picture.height = height;
  const context = picture.getContext('2d')!;
  // Live web pages show through holes in the room's canvas (items.ts): in the picture they are the room's background.
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  const hidden = scene.children.filter((child) => child.visible && child.userData.notInPicture === true);
  const ratio = renderer.getPixelRatio();
  const size = renderer.getSize(new Vector2());
  performance.mark('pod-picture-start');
  try {
    for (const child of hidden) child.visible = false;
    renderer.setPixelRatio(1);
    renderer.setSize(width, height, false);
    renderer.render(scene, camera);
    // Read before the task ends: the drawing buffer is not kept once the page is composited.
    context.drawImage(renderer.domElement, 0, 0, width, height);
  } finally {
    for (const child of hidden) child.visible = true;
    renderer.setPixelRatio(ratio);
    renderer.setSize(size.x, size.y, false);
    stage.redraw();
    performance.measure('pod-picture', 'pod-picture-start');
  }
  return picture;
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
