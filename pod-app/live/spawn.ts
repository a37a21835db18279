/**
 * Where a person appears: on a circle in front of the Pod's spawn point, each at their own place
 * (chosen by their id), facing the host when the host is there (a guest arrives looking at whoever
 * is hosting), else the circle's centre, so people arrive apart and see each other.
 */
import type { PodScene } from '../../shared/pod-scene.ts';

const RADIUS = 2;
const PLACES = 8;

/** The centre of the circle: RADIUS ahead of the spawn point, where it looks. */
export function gatheringPoint(spawn: PodScene['spawn']) {
  const yaw = spawn.rotation.y;
  return { x: spawn.position.x - Math.sin(yaw) * RADIUS, z: spawn.position.z - Math.cos(yaw) * RADIUS };
}

export function spawnFor(userId: string, spawn: PodScene['spawn'], bounds: { halfWidth: number; halfDepth: number }, host?: { x: number; z: number }) {
  let hash = 7;
  for (const char of userId) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  const angle = ((hash % PLACES) / PLACES) * Math.PI * 2;
  const centre = gatheringPoint(spawn);
  const clamp = (value: number, half: number) => Math.max(-half, Math.min(half, value));
  const x = clamp(centre.x + Math.sin(angle) * RADIUS, bounds.halfWidth);
  const z = clamp(centre.z + Math.cos(angle) * RADIUS, bounds.halfDepth);
  // Facing the host, or the centre: yaw 0 looks along -z.
  const towards = host && Math.hypot(host.x - x, host.z - z) > 0.01 ? host : centre;
  const yaw = Math.atan2(x - towards.x, z - towards.z);
  return { position: { x, y: spawn.position.y, z }, yaw };
}
