/**
 * Edits on placed props from the library, and the edits shared by props and media items (move by
 * a step, turn, resize, duplicate), pure and immutable like editor-state.ts, whose history they
 * join: each call is one undo step.
 */
import type { Placement, PlacedProp, PodContent } from '../content.ts';
import { MAX_PROPS_PER_POD, type PropId } from '../../shared/prop-catalogue.ts';
import { commit, sameVec, type EditorState } from './editor-state.ts';
import { snapToGrid } from './free-spot.ts';

/** Why no more props can be added (the server refuses more than this too), or null. */
export function propLimitProblem(content: PodContent, adding = 1): string | null {
  return content.props.length + adding > MAX_PROPS_PER_POD
    ? `This Pod already holds ${content.props.length} props, the most a Pod may hold (${MAX_PROPS_PER_POD}). Delete one to add another.`
    : null;
}

/** Places a prop and selects it; refused (the state unchanged) when the Pod is full. */
export function addProp(state: EditorState, prop: PlacedProp): EditorState {
  if (propLimitProblem(state.content)) return state;
  return commit(state, { ...state.content, props: [...state.content.props, prop] }, prop.id);
}

export const newProp = (id: string, prop: PropId, placement: Placement): PlacedProp => ({ id, prop, ...placement });

/** Where an item or a prop is, or null if there is no such id. */
export function placementOf(content: PodContent, id: string): Placement | null {
  const found = content.items.find((item) => item.id === id) ?? content.props.find((p) => p.id === id);
  return found ? { position: found.position, rotation: found.rotation, scale: found.scale } : null;
}

const unchanged = (a: Placement, b: Placement) => sameVec(a.position, b.position) && sameVec(a.rotation, b.rotation) && sameVec(a.scale, b.scale);

/** Moves, turns or resizes an item or a prop to exactly this placement (no step if nothing changes). */
export function setPlacement(state: EditorState, id: string, placement: Placement): EditorState {
  const was = placementOf(state.content, id);
  if (!was || unchanged(was, placement)) return state;
  const { items, props } = state.content;
  return commit(state, {
    ...state.content,
    items: items.map((item) => (item.id === id ? { ...item, ...placement } : item)),
    props: props.map((p) => (p.id === id ? { ...p, ...placement } : p)),
  });
}

const round = (n: number, places = 3) => Math.round(n * 10 ** places) / 10 ** places;

/** Turns snap to this step (15°) while snapping is on. */
export const SNAP_ANGLE = Math.PI / 12;
const snapAngle = (radians: number) => round(normalizeAngle(Math.round(radians / SNAP_ANGLE) * SNAP_ANGLE), 4);

/** A placement on the 0.25 m grid (along the floor) and turned a whole number of 15° steps. */
export function snapPlacement(p: Placement): Placement {
  return {
    ...p,
    position: { x: round(snapToGrid(p.position.x)), y: p.position.y, z: round(snapToGrid(p.position.z)) },
    rotation: { ...p.rotation, y: snapAngle(p.rotation.y) },
  };
}

/** Moves along the floor by (dx, dz) metres; snapping, onto the grid. */
export function moveBy(state: EditorState, id: string, dx: number, dz: number, snap = false): EditorState {
  const was = placementOf(state.content, id);
  if (!was) return state;
  const position = { x: round(was.position.x + dx), y: was.position.y, z: round(was.position.z + dz) };
  return setPlacement(state, id, { ...was, position: snap ? { x: round(snapToGrid(position.x)), y: position.y, z: round(snapToGrid(position.z)) } : position });
}

export const RAISE_STEP = 0.1;

/** Raises (dy > 0) or lowers a prop or an item, never below the floor. */
export function raise(state: EditorState, id: string, dy: number): EditorState {
  const was = placementOf(state.content, id);
  if (!was) return state;
  return setPlacement(state, id, { ...was, position: { ...was.position, y: round(Math.max(0, was.position.y + dy)) } });
}

/** An angle in (-π, π]. */
export function normalizeAngle(radians: number): number {
  const turned = radians - Math.PI * 2 * Math.floor((radians + Math.PI) / (Math.PI * 2));
  return turned === -Math.PI ? Math.PI : turned;
}

/** Turns about the vertical axis (positive: anticlockwise seen from above); snapping, to a whole 15° step. */
export function turn(state: EditorState, id: string, radians: number, snap = false): EditorState {
  const was = placementOf(state.content, id);
  if (!was) return state;
  const y = was.rotation.y + radians;
  return setPlacement(state, id, { ...was, rotation: { ...was.rotation, y: snap ? snapAngle(y) : round(normalizeAngle(y), 4) } });
}

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;

/** Grows (factor > 1) or shrinks every axis alike, within MIN_SCALE..MAX_SCALE of the original size. */
export function resize(state: EditorState, id: string, factor: number): EditorState {
  const was = placementOf(state.content, id);
  if (!was) return state;
  const largest = Math.max(was.scale.x, was.scale.y, was.scale.z);
  const smallest = Math.min(was.scale.x, was.scale.y, was.scale.z);
  const f = Math.min(Math.max(factor, MIN_SCALE / smallest), MAX_SCALE / largest);
  return setPlacement(state, id, { ...was, scale: { x: round(was.scale.x * f), y: round(was.scale.y * f), z: round(was.scale.z * f) } });
}

export const DUPLICATE_OFFSET = 0.3;

/**
 * A copy of an item or a prop beside it (offset slightly), selected. A copied item takes no
 * template slot (a slot holds one item). Refused when a prop copy would pass the limit.
 */
export function duplicate(state: EditorState, id: string, newId: string): EditorState {
  const offset = <T extends Placement>(thing: T): T => ({
    ...thing,
    position: { ...thing.position, x: round(thing.position.x + DUPLICATE_OFFSET), z: round(thing.position.z + DUPLICATE_OFFSET) },
  });
  const item = state.content.items.find((i) => i.id === id);
  if (item) return commit(state, { ...state.content, items: [...state.content.items, { ...offset(item), id: newId, slotId: '' }] }, newId);
  const prop = state.content.props.find((p) => p.id === id);
  if (!prop || propLimitProblem(state.content)) return state;
  return commit(state, { ...state.content, props: [...state.content.props, { ...offset(prop), id: newId }] }, newId);
}
