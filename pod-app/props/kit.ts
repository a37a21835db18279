/**
 * The tools every prop factory is built with. A factory lists its parts as plain geometries
 * placed in the prop's own space (metres, origin at the centre of its footprint, +y up, front
 * towards +z) grouped by the palette material they wear; `assemble` merges each group into ONE
 * mesh, so a prop costs one draw call per material however many parts it has.
 */
import {
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  Group,
  IcosahedronGeometry,
  Matrix4,
  Mesh,
  PlaneGeometry,
  Quaternion,
  SphereGeometry,
  TorusGeometry,
  Vector3,
  type BufferGeometry,
  type EulerOrder,
  type Object3D,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { propEntry, type PropFamilyId, type PropId } from '../../shared/prop-catalogue.ts';
import { surface, type Surface } from './materials.ts';

export type Xyz = readonly [x: number, y: number, z: number];

export interface PropFactory {
  id: PropId;
  /** What a screen reader announces (from the catalogue). */
  name: string;
  family: PropFamilyId;
  /** Declared bounds in metres: x in ±w/2, y in 0..h, z in ±d/2. The editor snaps and frames with it. */
  box: { w: number; h: number; d: number };
  /** What one instance may cost: triangles and draw calls (meshes × material groups). */
  budget: { triangles: number; drawCalls: number };
  /** Builds a fresh instance. Thumbnails are rendered from it on demand (thumbnail.ts). */
  build: () => Object3D;
}

type Spec = Omit<PropFactory, 'id' | 'name' | 'family'>;

/** A factory for a catalogue id: the name and family come from the catalogue, the one list. */
export function define(id: PropId, spec: Spec): PropFactory {
  const entry = propEntry(id);
  return { id, name: entry.name, family: entry.family, ...spec };
}

/**
 * Moves (and turns) a geometry into place, ready to merge. Rotation in radians, applied in `order`
 * ('YXZ' tilts a part about its own x before turning it about y: fronds, spokes).
 */
export function place<G extends BufferGeometry>(
  geometry: G,
  at: Xyz = [0, 0, 0],
  turn: Xyz = [0, 0, 0],
  scale: Xyz = [1, 1, 1],
  order: EulerOrder = 'XYZ',
): BufferGeometry {
  const matrix = new Matrix4().compose(new Vector3(...at), new Quaternion().setFromEuler(new Euler(...turn, order)), new Vector3(...scale));
  // Indexed and non-indexed geometries cannot be merged together: make every part non-indexed.
  const part = geometry.index ? geometry.toNonIndexed() : geometry;
  if (part !== geometry) geometry.dispose();
  return part.applyMatrix4(matrix);
}

/** A box of size w×h×d whose centre is at `at`. */
export const box = (w: number, h: number, d: number, at: Xyz = [0, h / 2, 0], turn?: Xyz, order?: EulerOrder) =>
  place(new BoxGeometry(w, h, d), at, turn, undefined, order);
/** An upright cylinder (or a cone frustum) whose centre is at `at`. */
export const cylinder = (top: number, bottom: number, h: number, at: Xyz = [0, h / 2, 0], segments = 12, turn?: Xyz) =>
  place(new CylinderGeometry(top, bottom, h, segments, 1), at, turn);
export const cone = (r: number, h: number, at: Xyz = [0, h / 2, 0], segments = 8, turn?: Xyz) => place(new ConeGeometry(r, h, segments, 1), at, turn);
/** A faceted ball (the low-poly look): detail 0 is 20 faces, 1 is 80. */
export const blob = (r: number, at: Xyz, scale: Xyz = [1, 1, 1], detail = 1) => place(new IcosahedronGeometry(r, detail), at, undefined, scale);
export const ball = (r: number, at: Xyz, segments = 12) => place(new SphereGeometry(r, segments, Math.max(4, segments / 2)), at);
export const ring = (r: number, tube: number, at: Xyz, turn?: Xyz, segments = 16, arc = Math.PI * 2) =>
  place(new TorusGeometry(r, tube, 6, segments, arc), at, turn);
/** A flat panel facing +z (turn it to face elsewhere). */
export const panel = (w: number, h: number, at: Xyz, turn?: Xyz) => place(new PlaneGeometry(w, h), at, turn);

/** Four legs under a w×d top, inset a little, each `h` tall with a square section `s`. */
export const legs = (w: number, d: number, h: number, s = 0.05, inset = 0.04) =>
  [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ].map(([sx, sz]) => box(s, h, s, [sx! * (w / 2 - inset - s / 2), h / 2, sz! * (d / 2 - inset - s / 2)]));

/** Copies of a part along a line: `count` of them from `from` to `to` (for slats, rungs, seats). */
export function along(count: number, from: Xyz, to: Xyz, make: (at: Xyz, index: number) => BufferGeometry | BufferGeometry[]): BufferGeometry[] {
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0.5 : i / (count - 1);
    return make([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t], i);
  }).flat();
}

export type Parts = Partial<Record<Surface, (BufferGeometry | BufferGeometry[])[]>>;

/** One merged mesh per material: the prop's whole geometry in a few draw calls. */
export function assemble(parts: Parts, extras: Object3D[] = []): Group {
  const group = new Group();
  for (const [name, pieces] of Object.entries(parts) as [Surface, (BufferGeometry | BufferGeometry[])[]][]) {
    const list = pieces.flat();
    if (list.length === 0) continue;
    const geometry = mergeGeometries(list, false);
    for (const piece of list) piece.dispose();
    const mesh = new Mesh(geometry, surface(name));
    mesh.name = name;
    group.add(mesh);
  }
  for (const extra of extras) group.add(extra);
  return group;
}
