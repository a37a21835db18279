/**
 * A prop's thumbnail for the editor's 'Add' sheet (issue 18, part 4): the prop rendered alone,
 * framed by its declared box from a three-quarter view, into a small offscreen target, and
 * returned as a PNG data URL. Rendered on demand with the editor's own renderer and cached by id,
 * so no image ships with the library and a thumbnail always matches what gets placed.
 */
import { AmbientLight, Color, DirectionalLight, PerspectiveCamera, Scene, SRGBColorSpace, WebGLRenderTarget, type WebGLRenderer } from 'three';
import type { PropFactory } from './kit.ts';

const cache = new Map<string, string>();

export function propThumbnail(factory: PropFactory, renderer: WebGLRenderer, size = 128): string {
  const cached = cache.get(factory.id);
  if (cached) return cached;
  const scene = new Scene();
  scene.background = new Color('#eef1f5');
  scene.add(new AmbientLight('#ffffff', 1.2));
  const sun = new DirectionalLight('#ffffff', 2);
  sun.position.set(2, 4, 3);
  scene.add(sun, factory.build());
  // Back off along a three-quarter diagonal until the box's largest side fits the 35° view.
  const { w, h, d } = factory.box;
  const camera = new PerspectiveCamera(35, 1, 0.01, 100);
  const reach = Math.max(w, h, d) / (2 * Math.tan((35 / 2) * (Math.PI / 180))) + Math.max(w, d) / 2;
  camera.position.set(reach * 0.7, h / 2 + reach * 0.45, reach * 0.8);
  camera.lookAt(0, h / 2, 0);
  const target = new WebGLRenderTarget(size, size, { colorSpace: SRGBColorSpace });
  const previous = renderer.getRenderTarget();
  renderer.setRenderTarget(target);
  renderer.render(scene, camera);
  const pixels = new Uint8Array(size * size * 4);
  renderer.readRenderTargetPixels(target, 0, 0, size, size, pixels);
  renderer.setRenderTarget(previous);
  target.dispose();
  // The target's rows run bottom to top; a canvas's top to bottom.
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const image = canvas.getContext('2d')!.createImageData(size, size);
  for (let row = 0; row < size; row++) image.data.set(pixels.subarray((size - 1 - row) * size * 4, (size - row) * size * 4), row * size * 4);
  canvas.getContext('2d')!.putImageData(image, 0, 0);
  const url = canvas.toDataURL('image/png');
  cache.set(factory.id, url);
  return url;
}
