/**
 * Dressing a generic room: templates whose slots keep the catalogue's standard layout (frames on
 * the back and side walls, the embed and the text by the entrance, models at (±w/4, -d/8)) get
 * props, textured surfaces and an environment. Props are placed in the room's own size, clear of
 * those slots and of the view from the spawn.
 */
import type { SurfaceTexture } from '../../../src/pod-app/props/catalogue-ids.ts';
import type { PodScene } from '../scene.ts';
import { propList } from './kit.ts';

export interface RoomSize { w: number; d: number; h: number }

export interface Dressing {
  textures?: Partial<Record<'floor' | 'walls' | 'ceiling', SurfaceTexture>>;
  environment?: PodScene['environment'];
  props: (add: ReturnType<typeof propList>['add'], size: RoomSize) => void;
}

export function dress(scene: PodScene, dressing: Dressing | undefined): PodScene {
  if (!dressing) return scene;
  const { width: w, depth: d, height: h } = scene.room;
  const list = propList();
  dressing.props(list.add, { w, d, h });
  const materials = { ...scene.materials };
  for (const [surface, texture] of Object.entries(dressing.textures ?? {}) as [keyof typeof materials, SurfaceTexture][]) {
    materials[surface] = { ...materials[surface], texture };
  }
  return { ...scene, materials, environment: dressing.environment ?? scene.environment, props: list.placed };
}
