/**
 * Where a new Pod's frames stand (issue 48 item 2): on the template's walls, in its frame slots,
 * not where the app that made the Pod put them (onboarding's starter video names no room, and
 * stood in every room's middle, in front of Cafe Corner's chalkboard). Frames take the template's
 * frame slots in order, first those off the arrival view's centre, so the first thing a visitor
 * sees is the room; each keeps its own shape, as large as fits its slot.
 */
import type { PodScene } from '../../shared/pod-scene.ts';

type Slot = PodScene['slots'][number];
type Vector = { x: number; y: number; z: number };
interface Frame {
  slotId?: string;
  position?: Vector;
  rotation?: Vector;
  scale?: Vector;
  [key: string]: unknown;
}

/** The signed angle (radians, left negative) of a point on the floor from the arrival view's centre line. */
function bearing(spawn: PodScene['spawn'], point: { x: number; z: number }) {
  const ahead = { x: -Math.sin(spawn.rotation.y), z: -Math.cos(spawn.rotation.y) };
  const to = { x: point.x - spawn.position.x, z: point.z - spawn.position.z };
  return Math.atan2(ahead.x * to.z - ahead.z * to.x, ahead.x * to.x + ahead.z * to.z);
}

/** Whether a frame in this slot would stand across the arrival view's centre line (its two edges either side). */
export function coversCentre(scene: Pick<PodScene, 'spawn'>, slot: Pick<Slot, 'position' | 'rotation' | 'scale'>) {
  const half = slot.scale.x / 2;
  const right = { x: Math.cos(slot.rotation.y), z: -Math.sin(slot.rotation.y) };
  const edges = [-1, 1].map((side) => bearing(scene.spawn, { x: slot.position.x + side * half * right.x, z: slot.position.z + side * half * right.z }));
  return Math.sign(edges[0]!) !== Math.sign(edges[1]!) && Math.abs(edges[0]! - edges[1]!) < Math.PI;
}

/** The template's frame slots in the order new frames take them: those clear of the centre line first. */
export function frameSlotsInOrder(scene: Pick<PodScene, 'spawn' | 'slots'>): Slot[] {
  const frames = scene.slots.filter((slot) => slot.kind === 'frame');
  const clear = frames.filter((slot) => !coversCentre(scene, slot));
  return [...clear, ...frames.filter((slot) => !clear.includes(slot))];
}

/** A frame of this shape (its scale's width and height) as large as fits the slot. */
function fitted(frame: Frame, slot: Slot): Vector {
  const width = frame.scale?.x || slot.scale.x;
  const height = frame.scale?.y || slot.scale.y;
  const k = Math.min(slot.scale.x / width, slot.scale.y / height);
  return { x: round(width * k), y: round(height * k), z: 1 };
}
const round = (n: number) => Math.round(n * 1000) / 1000;

/** A new Pod's assets with its frames in the template's slots (frames beyond the slots keep their place). */
export function framesOnWalls<T>(postAssets: T, scene: Pick<PodScene, 'spawn' | 'slots'>): T {
  const assets = postAssets as { frames?: unknown };
  if (!assets || typeof assets !== 'object' || !Array.isArray(assets.frames)) return postAssets;
  const slots = frameSlotsInOrder(scene);
  const frames = (assets.frames as Frame[]).map((frame, i) => {
    const slot = slots[i];
    if (!slot || !frame || typeof frame !== 'object') return frame;
    return { ...frame, slotId: slot.id, position: { ...slot.position }, rotation: { ...slot.rotation }, scale: fitted(frame, slot) };
  });
  return { ...(postAssets as object), frames } as T;
}
