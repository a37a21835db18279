/**
 * Where a person appears: around the Pod's spawn point, each at their own place on a small circle
 * (chosen by their id), facing the centre of the circle, so two people never stand in each other.
 */
import type { PodScene } from '../../../server/pods/scene.ts';

const RADIUS = 1.2;
const PLACES = 8;

export function spawnFor(userId: string, spawn: PodScene['spawn'], bounds: { halfWidth: number; halfDepth: number }) {
  let hash = 7;
  for (const char of userId) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  const angle = ((hash % PLACES) / PLACES) * Math.PI * 2;
  const clamp = (value: number, half: number) => Math.max(-half + 0.3, Math.min(half - 0.3, value));
  const x = clamp(spawn.position.x + Math.sin(angle) * RADIUS, bounds.halfWidth);
  const z = clamp(spawn.position.z + Math.cos(angle) * RADIUS, bounds.halfDepth);
  // Facing the spawn point: yaw 0 looks along -z.
  const yaw = Math.atan2(x - spawn.position.x, z - spawn.position.z);
  return { position: { x, y: spawn.position.y, z }, yaw };
}
