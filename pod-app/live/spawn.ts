/**
 * Where a person appears: on a circle in front of the Pod's spawn point, at their own place
 * (chosen by their id) unless someone already stands there or next to it, facing the host when
 * the host is there (a guest arrives looking at whoever is hosting), else the circle's centre, so
 * people arrive apart and see each other.
 */
import type { PodScene } from '../../shared/pod-scene.ts';

const RADIUS = 2;
const PLACES = 8;
/**
 * How far from everyone already there a place must be to be taken: two places apart on the
 * circle (2.8 m), not next to each other (1.5 m). Two ids share a place one time in eight, and
 * someone arriving on top of the host sees nothing but the top of their head.
 */
const ROOM_M = 2.5;

type Point = { x: number; z: number };

/** The centre of the circle: RADIUS ahead of the spawn point, where it looks. */
export function gatheringPoint(spawn: PodScene['spawn']) {
  const yaw = spawn.rotation.y;
  return { x: spawn.position.x - Math.sin(yaw) * RADIUS, z: spawn.position.z - Math.cos(yaw) * RADIUS };
}

/** The circle's places in the order this person tries them: their own first, then the next ones out either side. */
function placesFor(userId: string, centre: Point, bounds: { halfWidth: number; halfDepth: number }): Point[] {
  let hash = 7;
  for (const char of userId) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  const clamp = (value: number, half: number) => Math.max(-half, Math.min(half, value));
  const order = [0, ...Array.from({ length: PLACES - 1 }, (_, i) => (i % 2 === 0 ? 1 : -1) * Math.ceil((i + 1) / 2))];
  return order.map((step) => {
    const angle = (((((hash + step) % PLACES) + PLACES) % PLACES) / PLACES) * Math.PI * 2;
    return { x: clamp(centre.x + Math.sin(angle) * RADIUS, bounds.halfWidth), z: clamp(centre.z + Math.cos(angle) * RADIUS, bounds.halfDepth) };
  });
}

/** The nearest anyone in `others` stands to a point (Infinity when nobody is there). */
const roomAt = (point: Point, others: Point[]) => Math.min(Infinity, ...others.map((o) => Math.hypot(o.x - point.x, o.z - point.z)));

export function spawnFor(
  userId: string,
  spawn: PodScene['spawn'],
  bounds: { halfWidth: number; halfDepth: number },
  { host, others = [] }: { host?: Point; others?: Point[] } = {},
) {
  const centre = gatheringPoint(spawn);
  const places = placesFor(userId, centre, bounds);
  // The first place with room enough; in a full room, the one with the most room.
  const place = places.find((p) => roomAt(p, others) >= ROOM_M) ?? places.reduce((best, p) => (roomAt(p, others) > roomAt(best, others) ? p : best));
  // Facing the host, or the centre: yaw 0 looks along -z.
  const towards = host && Math.hypot(host.x - place.x, host.z - place.z) > 0.01 ? host : centre;
  const yaw = Math.atan2(place.x - towards.x, place.z - towards.z);
  return { position: { x: place.x, y: spawn.position.y, z: place.z }, yaw };
}
