/**
 * Helpers for hand-designed template scenes (issue 18): slots, lights and props placed by name,
 * so each template file reads as a plan of its place. Slots keep the ids every template has used
 * (frame-1…, embed-1, model-1…, text-1, sound-1): saved Pods refer to them.
 */
import type { PropId } from '../../../shared/prop-catalogue.ts';
import type { PlacedProp, PodScene, Vector } from '../../../shared/pod-scene.ts';

export const v = (x: number, y: number, z: number): Vector => ({ x, y, z });
export const ZERO = v(0, 0, 0);
export const ONE = v(1, 1, 1);
const r2 = (n: number) => Math.round(n * 100) / 100;

type Slot = PodScene['slots'][number];
type Light = PodScene['lights'][number];

/** A slot at (x, y, z) turned `turn` radians about y (0 faces +z, towards the usual spawn). */
export const slot = (id: string, kind: Slot['kind'], x: number, y: number, z: number, turn = 0, scale: Vector = ONE): Slot => ({
  id,
  kind,
  position: v(r2(x), y, r2(z)),
  rotation: v(0, r2(turn), 0),
  scale,
});
export const frame = (n: number, x: number, y: number, z: number, turn = 0, w = 2, h = 1.25) => slot(`frame-${n}`, 'frame', x, y, z, turn, v(w, h, 1));
export const embed = (x: number, y: number, z: number, turn = 0, w = 1.8, h = 1.1) => slot('embed-1', 'embed', x, y, z, turn, v(w, h, 1));
export const model = (n: number, x: number, y: number, z: number) => slot(`model-${n}`, 'model', x, y, z);
export const text = (x: number, y: number, z: number, turn = 0) => slot('text-1', 'text', x, y, z, turn);
export const sound = (x = 0, z = 0) => slot('sound-1', 'sound', x, 1, z);

export const hemisphere = (color: string, intensity: number): Light => ({ type: 'hemisphere', color, intensity });
export const sun = (color: string, intensity: number, x: number, y: number, z: number): Light => ({
  type: 'directional',
  color,
  intensity,
  position: v(x, y, z),
});
export const point = (color: string, intensity: number, x: number, y: number, z: number): Light => ({ type: 'point', color, intensity, position: v(x, y, z) });

/** The turn that makes a thing at (x, z), front +z, face the point (tx, tz): the room's centre by default. */
export const facing = (x: number, z: number, tx = 0, tz = 0) => Math.atan2(tx - x, tz - z);

interface PropOptions {
  turn?: number;
  y?: number;
  scale?: number | [number, number, number];
}

type Add = (prop: PropId, x: number, z: number, options?: PropOptions) => { add: Add };

/** Collects a scene's props with ids unique in the scene (`<name>-<n>`); `add(…).add(…)` chains. */
export function propList() {
  const placed: PlacedProp[] = [];
  const counts = new Map<string, number>();
  const add: Add = (prop, x, z, options = {}) => {
    const name = prop.slice(prop.indexOf('/') + 1);
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const s = options.scale ?? 1;
    const scale = typeof s === 'number' ? v(s, s, s) : v(...s);
    placed.push({ id: `${name}-${n}`, prop, position: v(r2(x), options.y ?? 0, r2(z)), rotation: v(0, r2(options.turn ?? 0), 0), scale });
    return { add };
  };
  return { add, placed };
}

/** Points around an ellipse (for trees around a clearing, seats around a fire). */
export const around = (count: number, rx: number, rz: number, start = 0): [x: number, z: number, bearing: number][] =>
  Array.from({ length: count }, (_, i) => {
    const a = start + (i / count) * Math.PI * 2;
    return [Math.sin(a) * rx, Math.cos(a) * rz, a];
  });

/** Points on the wall of a round room of this radius; bearing 0 is the back (-z), straight ahead of the usual spawn. */
export function roundWall(radius: number) {
  const at = (bearing: number, inset = 0.25): [x: number, z: number] => [Math.sin(bearing) * (radius - inset), -Math.cos(bearing) * (radius - inset)];
  /** x, y, z and turn of a slot hung on the wall at a bearing, facing the centre. */
  const slotAt = (bearing: number, y: number, inset = 0.1): [number, number, number, number] => {
    const [x, z] = at(bearing, inset);
    return [x, y, z, facing(x, z)];
  };
  return { at, slotAt };
}

/** x, y, z and turn of a slot hung on a picture board standing at (x, z) turned `turn`: just in front of its pane. */
export const onBoard = (x: number, z: number, turn: number, y = 1.55): [number, number, number, number] => [
  x + 0.06 * Math.sin(turn),
  y,
  z + 0.06 * Math.cos(turn),
  turn,
];
