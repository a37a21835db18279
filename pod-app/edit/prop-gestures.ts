/**
 * Direct manipulation of the selected prop on the canvas: press on it and drag (one finger or the
 * mouse) to slide it along the level it stands on; two fingers anywhere twist it round and pinch
 * it bigger or smaller. The object moves live; the edit is committed once, when the last finger
 * lifts (one undo step). Listens in the capture phase on the viewport, before walking and
 * looking (world/movement.ts), which stays off while `busy()`.
 */
import type { Placement, PlacedProp, Vec3 } from '../content.ts';
import type { PodWorld } from '../world/pod-world.ts';
import { twistAndPinch, type Point2 } from './prop-placement.ts';
import { MAX_SCALE, MIN_SCALE, normalizeAngle, snapPlacement } from './prop-edits.ts';

type Gesture =
  | { kind: 'drag'; pointerId: number; offset: Vec3; start: Placement; now: Placement }
  | { kind: 'twist'; ids: [number, number]; from: [Point2, Point2]; start: Placement; now: Placement };

const round = (n: number, places = 3) => Math.round(n * 10 ** places) / 10 ** places;

export function attachPropGestures(options: {
  viewport: HTMLElement;
  world: PodWorld;
  /** The selected prop, if a prop is selected and the editor is showing. */
  selected: () => PlacedProp | null;
  commit: (id: string, placement: Placement) => void;
  /** Whether moves land on the 0.25 m grid and turns on 15° steps. */
  snapping: () => boolean;
}) {
  const { viewport, world } = options;
  const canvas = world.stage.renderer.domElement;
  const pointers = new Map<number, Point2>();
  let gesture: (Gesture & { id: string }) | null = null;
  let settling = false;

  const show = (id: string, p: Placement) => {
    const object = world.propObject(id);
    if (!object) return;
    object.position.set(p.position.x, p.position.y, p.position.z);
    object.rotation.set(p.rotation.x, p.rotation.y, p.rotation.z);
    object.scale.set(p.scale.x, p.scale.y, p.scale.z);
    world.stage.redraw();
  };
  const placementOf = (prop: PlacedProp): Placement => ({ position: prop.position, rotation: prop.rotation, scale: prop.scale });

  viewport.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target !== canvas) return;
      // A primary pointer means no other is down (one lifted elsewhere may not have told us).
      if (event.isPrimary) pointers.clear();
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const prop = options.selected();
      if (!prop) return;
      if (pointers.size === 2) {
        const ids = [...pointers.keys()] as [number, number];
        const start = gesture?.now ?? placementOf(prop);
        gesture = { kind: 'twist', id: prop.id, ids, from: [pointers.get(ids[0])!, pointers.get(ids[1])!], start, now: start };
      } else if (pointers.size === 1 && world.pick(event.clientX, event.clientY) === prop.id) {
        const hit = world.levelAt(event.clientX, event.clientY, prop.position.y);
        if (!hit) return;
        const offset = { x: prop.position.x - hit.x, y: 0, z: prop.position.z - hit.z };
        gesture = { kind: 'drag', id: prop.id, pointerId: event.pointerId, offset, start: placementOf(prop), now: placementOf(prop) };
        canvas.setPointerCapture?.(event.pointerId);
      }
    },
    { capture: true },
  );

  viewport.addEventListener(
    'pointermove',
    (event) => {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (!gesture) return;
      if (gesture.kind === 'drag' && event.pointerId === gesture.pointerId) {
        const hit = world.levelAt(event.clientX, event.clientY, gesture.start.position.y);
        if (!hit) return;
        const { halfWidth, halfDepth } = world.room.bounds;
        const clamp = (value: number, half: number) => round(Math.max(-half - 0.3, Math.min(half + 0.3, value)));
        gesture.now = {
          ...gesture.now,
          position: { x: clamp(hit.x + gesture.offset.x, halfWidth), y: gesture.start.position.y, z: clamp(hit.z + gesture.offset.z, halfDepth) },
        };
      } else if (gesture.kind === 'twist') {
        const [a, b] = gesture.ids.map((id) => pointers.get(id));
        if (!a || !b) return;
        const { turn, factor } = twistAndPinch(gesture.from, [a, b]);
        const s = gesture.start.scale;
        const f = Math.min(Math.max(factor, MIN_SCALE / Math.min(s.x, s.y, s.z)), MAX_SCALE / Math.max(s.x, s.y, s.z));
        gesture.now = {
          ...gesture.now,
          rotation: { ...gesture.start.rotation, y: round(normalizeAngle(gesture.start.rotation.y + turn), 4) },
          scale: { x: round(s.x * f), y: round(s.y * f), z: round(s.z * f) },
        };
      }
      if (options.snapping()) gesture.now = snapPlacement(gesture.now);
      show(gesture.id, gesture.now);
    },
    { capture: true },
  );

  const end = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId) || !gesture || pointers.size > 0) return;
    const done = gesture;
    gesture = null;
    // Walking and looking see this pointer's end after us: stay busy until they have (no tap).
    settling = true;
    setTimeout(() => {
      settling = false;
    }, 0);
    options.commit(done.id, done.now);
  };
  viewport.addEventListener('pointerup', end, { capture: true });
  viewport.addEventListener('pointercancel', end, { capture: true });

  return {
    busy: () => gesture !== null || settling,
    /** Drops the gesture begun by this press (the press was on a handle of the gizmo, which moves the prop instead). */
    cancel: () => {
      if (!gesture) return;
      show(gesture.id, gesture.start);
      if (gesture.kind === 'drag') canvas.releasePointerCapture?.(gesture.pointerId);
      gesture = null;
    },
  };
}
