/**
 * The plain room a template gets from a few design choices (shape, size, palette, light): what
 * every template had before issue 18, and what one without a designed scene still gets. Its slot
 * layout is what the designed scenes kept their slot ids from (saved Pods refer to them).
 */
import type { PodScene, Vector } from '../../shared/pod-scene.ts';

const v = (x: number, y: number, z: number): Vector => ({ x, y, z });
const ZERO = v(0, 0, 0);
const ONE = v(1, 1, 1);

export interface Design {
  shape: PodScene['room']['shape'];
  size: [width: number, depth: number, height: number];
  background: string;
  floor: string;
  walls: string;
  ceiling: string;
  light: string;
  /** Matte (0) to polished (1) floor. */
  shine?: number;
  frames?: number;
  models?: number;
}

export function room(d: Design): PodScene {
  const [width, depth, height] = d.size;
  const back = -depth / 2 + 0.05;
  const side = width / 2 - 0.05;
  const frames = d.frames ?? 3;
  const models = d.models ?? 2;
  // A slot hung on a wall at (x, y, z), facing the room. Box and open rooms keep it on their flat
  // walls; a round room moves it onto its curved wall along the same bearing from the centre.
  const onWall = (id: string, kind: 'frame' | 'embed' | 'text', x: number, y: number, z: number, scale: Vector) => {
    let turn = Math.abs(z) > depth / 2 - 0.1 ? (z < 0 ? 0 : Math.PI) : x < 0 ? Math.PI / 2 : -Math.PI / 2;
    if (d.shape === 'round') {
      const bearing = Math.atan2(x / width, z / depth);
      x = Math.sin(bearing) * side;
      z = Math.cos(bearing) * (depth / 2 - 0.05);
      turn = Math.atan2(-x, -z);
    }
    const rotation = v(0, round(turn), 0);
    return { id, kind, position: v(round(x), y, round(z)), rotation, scale };
  };
  const frameSlots = Array.from({ length: frames }, (_, i) => {
    // Spread across the back wall first, then one on each side wall.
    const count = Math.max(1, frames - 2);
    if (i < count) {
      const x = count === 1 ? 0 : -width / 3 + (i * (2 * width)) / 3 / (count - 1);
      return onWall(`frame-${i + 1}`, 'frame', x, 2, back, v(2, 1.25, 1));
    }
    return onWall(`frame-${i + 1}`, 'frame', i === frames - 2 ? -side : side, 2, -depth / 6, v(1.6, 1, 1));
  });
  const modelSlots = Array.from({ length: models }, (_, i) => ({
    id: `model-${i + 1}`,
    kind: 'model' as const,
    position: v(round(((i % 2 === 0 ? -1 : 1) * width) / 4), 0, round(-depth / 8 + Math.floor(i / 2) * 1.5)),
    rotation: ZERO,
    scale: ONE,
  }));
  return {
    version: 2,
    room: { shape: d.shape, width, depth, height },
    background: d.background,
    materials: {
      floor: { color: d.floor, roughness: round(1 - (d.shine ?? 0.2)), metalness: 0 },
      walls: { color: d.walls, roughness: 0.9, metalness: 0 },
      ceiling: { color: d.ceiling, roughness: 0.95, metalness: 0 },
    },
    lights: [
      { type: 'hemisphere', color: '#ffffff', intensity: 0.55 },
      { type: 'directional', color: '#fff4e0', intensity: 0.7, position: v(width / 4, height + 4, depth / 4) },
      { type: 'point', color: d.light, intensity: 1.2, position: v(0, height - 0.5, 0) },
    ],
    spawn: { position: v(0, 1.6, depth / 2 - 1.5), rotation: ZERO },
    slots: [
      ...frameSlots,
      onWall('embed-1', 'embed', -side, 1.8, depth / 5, v(1.8, 1.1, 1)),
      ...modelSlots,
      onWall('text-1', 'text', side, 2.4, depth / 5, ONE),
      { id: 'sound-1', kind: 'sound', position: v(0, 1, 0), rotation: ZERO, scale: ONE },
    ],
    // The plain background colour and no props: how every template looked before issue 18.
    environment: { sky: 'indoor' },
    props: [],
  };
}
const round = (n: number) => Math.round(n * 100) / 100;
