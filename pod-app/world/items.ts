/**
 * The 3D objects of a Pod's items. Each item is a group placed by its position, rotation and
 * scale; inside it a unit-sized body: a frame (image or video) fitted to its aspect, a web page
 * (CSS3D iframe behind a transparent hole in the WebGL canvas), a glTF model (a placeholder box
 * until the loader, fetched lazily, brings it) or a text panel.
 */
import {
  AnimationMixer,
  Box3,
  BoxGeometry,
  CanvasTexture,
  DoubleSide,
  Group,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  NoBlending,
  PlaneGeometry,
  SRGBColorSpace,
  Vector3,
  type Material,
  type Object3D,
  type Texture,
} from 'three';
import { CSS3DObject } from 'three/examples/jsm/renderers/CSS3DRenderer.js';
import type { PodItem } from '../content.ts';
import { resolveAssetUrl } from '../api.ts';
import { labelTexture, loadImageTexture, videoTexture } from './textures.ts';
import type { FrameRequests } from './frame-loop.ts';
import { followVideoFrames } from './video-frames.ts';

/** What an item needs of the stage: to ask for frames, and whether a part of it is in view. */
export interface ItemStage {
  frames: FrameRequests;
  inView: (object: Object3D) => boolean;
}

export interface ItemNode {
  item: PodItem;
  group: Group;
  /** Called every frame while frames run (web pages follow their group; models animate). */
  update: (seconds: number) => void;
  /** Starts loading what the item shows; resolves when it is shown (or failed). */
  load: () => Promise<void>;
  dispose: () => void;
}

const EMBED_PX = { width: 960, height: 600 };
const plane = new PlaneGeometry(1, 1);

export function placeGroup(group: Object3D, item: PodItem) {
  group.position.set(item.position.x, item.position.y, item.position.z);
  group.rotation.set(item.rotation.x, item.rotation.y, item.rotation.z);
  group.scale.set(item.scale.x, item.scale.y, item.scale.z);
}

/** Fits an aspect ratio inside the unit square (the group's scale sets the frame's size). */
function fit(mesh: Object3D, aspect: number, frameAspect: number) {
  if (aspect > frameAspect) mesh.scale.set(1, frameAspect / aspect, 1);
  else mesh.scale.set(aspect / frameAspect, 1, 1);
}

export function createItemNode(item: PodItem, apiOrigin: string, cssScene: Group | Object3D, { frames, inView }: ItemStage): ItemNode {
  const group = new Group();
  group.name = `item:${item.id}`;
  group.userData.itemId = item.id;
  placeGroup(group, item);
  const disposables: { dispose: () => void }[] = [];
  const own = <T extends { dispose: () => void }>(thing: T) => (disposables.push(thing), thing);
  const url = 'url' in item ? resolveAssetUrl(apiOrigin, item.url) : '';
  let update: (seconds: number) => void = () => undefined;
  let load: () => Promise<void> = async () => undefined;
  let cleanup = () => undefined as void;
  let disposed = false;

  const face = (texture: Texture, transparent = false) => {
    const material: Material = new MeshBasicMaterial({ map: texture, side: DoubleSide, toneMapped: false, transparent });
    own(material);
    own(texture);
    return new Mesh(plane, material);
  };

  if (item.kind === 'image' || item.kind === 'video') {
    const frameAspect = item.scale.x / Math.max(item.scale.y, 0.01);
    const body = face(labelTexture(item.url ? 'Loading…' : 'No picture yet'));
    body.position.z = 0.02;
    group.add(body);
    load = async () => {
      if (!item.url) return;
      try {
        if (item.kind === 'image') {
          const { texture, aspect } = await loadImageTexture(url);
          swap(body, own(texture));
          fit(body, aspect, frameAspect);
        } else {
          const { texture, video, ready } = videoTexture(url);
          swap(body, own(texture));
          const unfollow = followVideoFrames(video, frames, () => inView(body));
          cleanup = () => {
            unfollow();
            video.pause();
            video.removeAttribute('src');
            video.load();
          };
          fit(body, await ready, frameAspect);
        }
      } catch {
        swap(body, own(labelTexture('Could not load', '#3a2a2a')));
      }
    };
  } else if (item.kind === 'embed') {
    // The hole: transparent pixels in the WebGL canvas where the page is, depth-tested like a wall.
    const hole = new Mesh(plane, own(new MeshBasicMaterial({ color: 0x000000, opacity: 0, blending: NoBlending, side: DoubleSide })));
    group.add(hole);
    const frame = document.createElement('iframe');
    frame.title = `Web page: ${item.url}`;
    frame.style.width = `${EMBED_PX.width}px`;
    frame.style.height = `${EMBED_PX.height}px`;
    frame.style.border = '0';
    frame.style.background = '#ffffff';
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-presentation');
    frame.referrerPolicy = 'no-referrer';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.tabIndex = -1;
    const object = new CSS3DObject(frame);
    object.matrixAutoUpdate = false;
    cssScene.add(object);
    const pixels = new Matrix4().makeScale(1 / EMBED_PX.width, 1 / EMBED_PX.height, 1);
    update = () => {
      group.updateWorldMatrix(true, false);
      object.matrix.multiplyMatrices(group.matrixWorld, pixels);
      object.matrixWorldNeedsUpdate = true;
    };
    load = async () => {
      if (item.url) frame.src = item.url;
    };
    cleanup = () => {
      cssScene.remove(object);
      frame.remove();
    };
  } else if (item.kind === 'model') {
    const placeholder = new Mesh(own(new BoxGeometry(0.8, 0.8, 0.8)), own(new MeshStandardMaterial({ color: '#8a93a6', transparent: true, opacity: 0.55 })));
    placeholder.position.y = 0.4;
    group.add(placeholder);
    let mixer: AnimationMixer | null = null;
    update = (seconds) => mixer?.update(seconds);
    load = async () => {
      if (!item.url) return;
      try {
        const { GLTFLoader } = await import('three/examples/jsm/loaders/GLTFLoader.js');
        const gltf = await new GLTFLoader().loadAsync(url);
        const model = gltf.scene;
        // Fit into a 1 m cube standing on the floor; the item's scale does the rest.
        const box = new Box3().setFromObject(model);
        const size = box.getSize(new Vector3());
        const s = 1 / Math.max(size.x, size.y, size.z, 0.001);
        model.scale.setScalar(s);
        const centre = box.getCenter(new Vector3());
        model.position.set(-centre.x * s, -box.min.y * s, -centre.z * s);
        group.remove(placeholder);
        group.add(model);
        if (item.animated && gltf.animations.length > 0) {
          const playing = new AnimationMixer(model);
          for (const clip of gltf.animations) playing.clipAction(clip).play();
          mixer = playing;
          // Frames for as long as the item is there (disposed, it stops asking).
          if (!disposed) cleanup = frames.animate(() => mixer === playing);
        }
      } catch {
        (placeholder.material as MeshStandardMaterial).color.set('#a05555');
      }
    };
  } else if (item.kind === 'text') {
    const { texture, aspect } = textTexture(item.text, item.color);
    const body = face(texture, true);
    // About 0.3 m a line.
    body.scale.set(aspect * 0.3 * texture.userData.lines, 0.3 * texture.userData.lines, 1);
    group.add(body);
  }

  return {
    item,
    group,
    update,
    load,
    dispose: () => {
      disposed = true;
      cleanup();
      for (const d of disposables) d.dispose();
    },
  };
}

function swap(mesh: Mesh, texture: Texture) {
  const material = mesh.material as MeshBasicMaterial;
  material.map = texture;
  material.needsUpdate = true;
}

/** Text as a crisp canvas texture (system fonts, no font files to download). */
function textTexture(text: string, color: string): { texture: CanvasTexture; aspect: number } {
  const lines = (text || ' ').split('\n').slice(0, 8);
  const size = 96;
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d')!;
  const font = `700 ${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  g.font = font;
  const width = Math.min(2048, Math.ceil(Math.max(...lines.map((line) => g.measureText(line).width), size) + size / 2));
  canvas.width = width;
  canvas.height = Math.ceil(lines.length * size * 1.2 + size / 4);
  g.font = font;
  g.fillStyle = color;
  g.textBaseline = 'top';
  g.shadowColor = 'rgba(0,0,0,0.45)';
  g.shadowBlur = 8;
  lines.forEach((line, i) => g.fillText(line, size / 4, size / 8 + i * size * 1.2));
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.userData.lines = lines.length;
  const material = texture;
  return { texture: material, aspect: canvas.width / canvas.height / lines.length };
}
