/**
 * The Pod in 3D: the room and its environment first (so the first frame comes fast), the props of
 * the template and of its owner as their library families arrive, then the items streamed in a few
 * at a time after the first frame. `sync` brings the objects in line with the content after every edit: moved
 * items are re-placed, changed ones rebuilt, removed ones disposed. Each change asks the stage
 * for a frame (it draws only when asked: frame-loop.ts), as does every item, texture and prop
 * that arrives; a playing video and an animated model ask for theirs (items.ts).
 */
import { Group, type Object3D } from 'three';
import type { PodScene } from '../../shared/pod-scene.ts';
import type { PodContent, PodItem } from '../content.ts';
import { resolveAssetUrl } from '../api.ts';
import { createStage, type Stage } from './stage.ts';
import { applySurfaceTexture, buildRoom, type Room } from './room.ts';
import { createItemNode, placeGroup, type ItemNode } from './items.ts';
import { loadImageTexture } from './textures.ts';
import { applyEnvironment } from './environment.ts';
import { createPropLayer, MAX_PROP_LIGHTS } from './props.ts';
import { Obstacles } from './collision.ts';
import { setTextureProvider } from '../props/textures.ts';
import { canvasTextureProvider } from '../props/canvas-textures.ts';
import { createPicker, type Picker } from './picking.ts';
import { createViewCheck } from './in-view.ts';

const PARALLEL_LOADS = 3;

export interface PodWorld extends Picker {
  stage: Stage;
  room: Room;
  items: Group;
  sync: (content: PodContent) => void;
  nodeOf: (id: string) => ItemNode | undefined;
  /** The 3D object of a prop its owner placed (once its family has loaded). */
  propObject: (id: string) => Object3D | undefined;
  /** Resolves when every item queued so far has loaded (or failed). */
  idle: () => Promise<void>;
  /** Where every prop stands on the floor (template's and owner's): walking goes around them. */
  obstacles: Obstacles;
  /** Where people arrive and which way they look first (the template's spawn). */
  arrival: { position: { x: number; z: number }; yaw: number };
}

export function createPodWorld(container: HTMLElement, scene: PodScene, apiOrigin: string): PodWorld {
  // Procedural textures need a canvas: installed before the room and props make their materials.
  setTextureProvider(canvasTextureProvider);
  const stage = createStage(container, scene.background);
  const room = buildRoom(scene);
  stage.scene.add(room.group);
  const lightFromEnvironment = applyEnvironment(stage.scene, stage.renderer, scene);
  const obstacles = new Obstacles();
  // Every prop in the room, the template's included (content.ts withRoomProps): the first MAX_PROP_LIGHTS lights are real.
  const props = createPropLayer(
    'props',
    () => MAX_PROP_LIGHTS,
    () => undefined,
    obstacles,
  );
  stage.scene.add(props.group);
  const propsLoading: Promise<void>[] = [];
  let appliedProps = '';
  const items = new Group();
  items.name = 'items';
  stage.scene.add(items);
  const cssRoot = new Group();
  stage.cssScene.add(cssRoot);
  const itemStage = { frames: stage, inView: createViewCheck(stage.camera) };
  const nodes = new Map<string, ItemNode>();
  const queue: ItemNode[] = [];
  let active = 0;
  let waiting: (() => void)[] = [];
  let firstFrameShown = false;
  let appliedTextures = '';

  const pump = () => {
    if (!firstFrameShown) return;
    while (active < PARALLEL_LOADS && queue.length > 0) {
      const node = queue.shift()!;
      if (nodes.get(node.item.id) !== node) continue;
      active++;
      void node.load().finally(() => {
        active--;
        stage.redraw();
        pump();
      });
    }
    if (active === 0 && queue.length === 0) {
      const done = waiting;
      waiting = [];
      done.forEach((resolve) => resolve());
    }
  };
  stage.onFrame((seconds) => {
    for (const node of nodes.values()) node.update(seconds);
    if (!firstFrameShown) {
      firstFrameShown = true;
      requestAnimationFrame(() => {
        lightFromEnvironment();
        stage.redraw();
      });
      // The room is on screen: now stream the items in.
      requestAnimationFrame(pump);
    }
  });

  const build = (item: PodItem) => {
    const node = createItemNode(item, apiOrigin, cssRoot, itemStage);
    nodes.set(item.id, node);
    items.add(node.group);
    queue.push(node);
  };
  const drop = (node: ItemNode) => {
    items.remove(node.group);
    node.dispose();
    nodes.delete(node.item.id);
  };

  const applyTextures = (content: PodContent) => {
    const key = JSON.stringify(content.textures);
    if (key === appliedTextures) return;
    appliedTextures = key;
    for (const t of content.textures) {
      void loadImageTexture(resolveAssetUrl(apiOrigin, t.textureUrl))
        .then(({ texture }) => {
          applySurfaceTexture(room, t.target, texture, scene.room);
          stage.redraw();
        })
        .catch(() => undefined);
    }
  };

  return {
    stage,
    room,
    items,
    obstacles,
    arrival: { position: { x: scene.spawn.position.x, z: scene.spawn.position.z }, yaw: scene.spawn.rotation.y },
    ...createPicker(stage.camera, stage.renderer.domElement, { room: room.group, items, props: props.group }),
    nodeOf: (id) => nodes.get(id),
    propObject: (id) => props.objectOf(id),
    sync: (content) => {
      const ids = new Set(content.items.map((item) => item.id));
      for (const node of [...nodes.values()]) if (!ids.has(node.item.id)) drop(node);
      for (const item of content.items) {
        const node = nodes.get(item.id);
        if (!node) build(item);
        else if (node.item !== item) {
          const { position: _p, rotation: _r, scale: _s, ...look } = item;
          const { position: _p2, rotation: _r2, scale: _s2, ...was } = node.item;
          // Only moved: re-place it. Anything else changed (address, text): rebuild it. Frames
          // fit their picture to their scale's aspect, so a scaled frame is rebuilt too.
          const rescaledFrame = (item.kind === 'image' || item.kind === 'video') && (item.scale.x !== node.item.scale.x || item.scale.y !== node.item.scale.y);
          if (JSON.stringify(look) === JSON.stringify(was) && !rescaledFrame) {
            placeGroup(node.group, item);
            node.item = item;
          } else {
            drop(node);
            build(item);
          }
        }
      }
      stage.redraw();
      applyTextures(content);
      const propsKey = JSON.stringify(content.props);
      if (propsKey !== appliedProps) {
        appliedProps = propsKey;
        const before = propsLoading.at(-1) ?? Promise.resolve();
        propsLoading.push(before.then(() => props.set(content.props)).then(stage.redraw));
      }
      pump();
    },
    idle: async () => {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        pump();
      });
      await Promise.all(propsLoading);
    },
  };
}
