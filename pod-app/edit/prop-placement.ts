/**
 * Where a prop from the library goes, pure math on plain vectors (the view does the raycasts):
 * on the surface a person tapped (the floor, a table top, or flat against a wall for wall props),
 * or in front of them (the keyboard and screen-reader way); how the camera tilts to frame a prop
 * above the editor's sheet; and what a two-finger twist and pinch mean.
 */
import type { Placement, Vec3 } from '../content.ts';

export interface Box {
  w: number;
  h: number;
  d: number;
}

/** What a tap hit: the point and the surface's normal, turned to face the camera. */
export interface SurfaceHit {
  point: Vec3;
  normal: Vec3;
}

const STEP = Math.PI / 12; // 15°
const round = (n: number, places = 3) => Math.round(n * 10 ** places) / 10 ** places;
const snapAngle = (radians: number) => round(Math.round(radians / STEP) * STEP, 4);
const upright = (yaw: number, position: Vec3): Placement => ({
  position: { x: round(position.x), y: round(Math.max(0, position.y)), z: round(position.z) },
  rotation: { x: 0, y: yaw, z: 0 },
  scale: { x: 1, y: 1, z: 1 },
});

/** The turn (about y) that points a prop's front (+z) from `from` towards `to`, in 15° steps. */
export const yawTowards = (from: Vec3, to: Vec3) => snapAngle(Math.atan2(to.x - from.x, to.z - from.z));

export type SurfaceKind = 'floor' | 'wall' | 'other';

/** Level enough to stand things on (floors, table tops), upright enough to hang things on. */
export function surfaceKind(normal: Vec3): SurfaceKind {
  if (normal.y > 0.7) return 'floor';
  if (Math.abs(normal.y) < 0.3) return 'wall';
  return 'other';
}

/**
 * A prop placed where a tap hit. Standing props stand on a level surface facing the camera, or on
 * the floor just in front of a wall; wall props hang flat on a wall facing into the room, centred
 * on the tap (or stand like the others where there is no wall). Null: nothing to place it on.
 */
export function placeOnSurface(hit: SurfaceHit, box: Box, wallMounted: boolean, camera: Vec3): Placement | null {
  const kind = surfaceKind(hit.normal);
  if (kind === 'other') return null;
  const { point, normal } = hit;
  if (kind === 'floor') return upright(yawTowards(point, camera), point);
  const across = Math.hypot(normal.x, normal.z);
  const n = { x: normal.x / across, y: 0, z: normal.z / across };
  const facing = round(Math.atan2(n.x, n.z), 4);
  if (wallMounted) {
    const out = box.d / 2 + 0.01;
    return upright(facing, { x: point.x + n.x * out, y: point.y - box.h / 2, z: point.z + n.z * out });
  }
  const out = box.d / 2 + 0.05;
  return upright(snapAngle(facing), { x: point.x + n.x * out, y: 0, z: point.z + n.z * out });
}

/**
 * In front of the person (the 'Place in front of me' button): on the floor far enough away for
 * the whole prop to be seen, facing them; a wall prop at about eye height.
 */
export function placeInFront(camera: Vec3, yaw: number, box: Box, wallMounted: boolean, bounds: { halfWidth: number; halfDepth: number }): Placement {
  const distance = Math.max(1.5, box.d / 2 + Math.max(box.w, box.h) * 0.9);
  const clamp = (value: number, half: number) => Math.max(-half, Math.min(half, value));
  const at = {
    x: clamp(camera.x - Math.sin(yaw) * distance, bounds.halfWidth),
    y: wallMounted ? Math.max(0, 1.4 - box.h / 2) : 0,
    z: clamp(camera.z - Math.cos(yaw) * distance, bounds.halfDepth),
  };
  return upright(yawTowards(at, camera), at);
}

/**
 * The camera's pitch that shows `target` in the middle of the part of the screen the editor's
 * sheet leaves visible (the sheet covers the bottom `covered` share of the screen's height).
 */
export function framePitch(eye: Vec3, target: Vec3, covered: number, fovDegrees: number): number {
  const below = Math.atan2(eye.y - target.y, Math.hypot(target.x - eye.x, target.z - eye.z));
  const lift = Math.atan(Math.min(0.9, Math.max(0, covered)) * Math.tan((fovDegrees * Math.PI) / 360));
  return Math.max(-1.3, Math.min(1.3, -(below + lift)));
}

export interface Point2 {
  x: number;
  y: number;
}

/**
 * A two-finger gesture from its start to now: the turn (radians about y; a clockwise twist on the
 * screen turns the prop clockwise seen from above) and the resize factor (the fingers' spread).
 */
export function twistAndPinch(start: [Point2, Point2], now: [Point2, Point2]): { turn: number; factor: number } {
  const angle = ([a, b]: [Point2, Point2]) => Math.atan2(b.y - a.y, b.x - a.x);
  const spread = ([a, b]: [Point2, Point2]) => Math.hypot(b.x - a.x, b.y - a.y);
  let turn = -(angle(now) - angle(start));
  if (turn > Math.PI) turn -= Math.PI * 2;
  if (turn < -Math.PI) turn += Math.PI * 2;
  const from = spread(start);
  return { turn, factor: from > 0 ? spread(now) / from : 1 };
}
