/**
 * Turns any stored scene into the current version (2). Used where the server reads scenes
 * (repository.ts) and by the pod app (api.ts), so a Pod saved on a v1 template opens exactly as
 * before. No zod here: the pod app imports this and should not download a schema library.
 *
 * v1 → v2 keeps room, materials, lights, spawn and every slot as they were, adds no props, and
 * sets the 'indoor' sky, which draws the plain background colour as v1 did: it looks the same.
 */
import type { PodScene, PodSceneV1 } from './pod-scene.ts';

export function migrateScene(scene: PodScene | PodSceneV1): PodScene {
  if (scene.version === 2) return scene;
  const { version: _v1, ...kept } = scene;
  return { ...kept, version: 2, environment: { sky: 'indoor' }, props: [] };
}
