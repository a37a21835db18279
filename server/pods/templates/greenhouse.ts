/**
 * Greenhouse: a glass house in a garden on a sunny morning. White glazing bars on a low brick
 * base, a pitched glass roof, raised beds of lettuces and tomatoes either side of a tiled path, a
 * lemon tree at the far end and a potting table; the garden's trees show through the glass. The
 * spawn stands just inside the door, looking down the path.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, frame, hemisphere, model, propList, sound, sun, text, v, ZERO } from './kit.ts';

const { PI } = Math;
const W = 10;
const D = 14;
const props = propList();
const { add } = props;
// The glass house: walls of 6 m along both sides, gable walls at the ends, the roof on top.
for (const z of [-3.5, 3.5]) {
  add('architecture/glass-wall', -W / 2 + 0.07, z, { turn: PI / 2, scale: [1.17, 1, 1] });
  add('architecture/glass-wall', W / 2 - 0.07, z, { turn: -PI / 2, scale: [1.17, 1, 1] });
}
add('architecture/glass-wall', 0, -D / 2 + 0.07, { scale: [1.66, 1, 1] });
add('architecture/glass-wall', 0, D / 2 - 0.07, { turn: PI, scale: [1.66, 1, 1] });
add('architecture/glass-roof', 0, 0, { y: 3.2, turn: PI / 2, scale: [1.17, 1, 1.18] });
// Raised beds either side of the path, a lemon tree at the end, the potting table on the right.
for (const z of [-3.6, -0.6, 2.4]) {
  add('nature/planter-bed', -3.4, z, { turn: PI / 2, scale: [1.15, 1, 1] });
  if (z < 2) add('nature/planter-bed', 3.4, z, { turn: -PI / 2, scale: [1.15, 1, 1] });
}
add('nature/round-tree', 0, -5.6, { scale: 0.62 });
add('tables/dining-table', 3.9, 3.2, { turn: PI / 2, scale: [0.9, 1, 0.7] });
add('nature/potted-plant', 3.9, 2.7, { y: 0.76, scale: 0.55 });
add('nature/potted-plant', 3.9, 3.6, { y: 0.76, scale: 0.5 });
// The garden outside.
add('nature/round-tree', -9.5, -8.5, { scale: 1.3 });
add('nature/round-tree', 10, -3, { scale: 1.1 });
add('nature/pine-tree', -2.5, -13, { scale: 1.2 });
add('nature/bush', 7.4, -9.0);

export const greenhouse: PodScene = {
  version: 2,
  room: { shape: 'field', width: W, depth: D, height: 6 },
  background: '#cde8d0',
  materials: {
    floor: { color: '#c39a78', roughness: 0.9, metalness: 0, texture: 'tiles' },
    walls: { color: '#e4f3e6', roughness: 0.9, metalness: 0 },
    ceiling: { color: '#f2fbf3', roughness: 0.95, metalness: 0 },
  },
  // A warm low morning sun through the glass, the sky's soft fill.
  lights: [hemisphere('#fff6dc', 1.0), sun('#ffe2b0', 1.8, 8, 7, 6)],
  spawn: { position: v(0, 1.6, 5.6), rotation: ZERO },
  slots: [
    frame(1, 0, 1.5, -6.8, 0, 1.8, 1.1),
    frame(2, -4.8, 1.55, 4.6, PI / 2, 1.4, 0.9),
    frame(3, 4.8, 1.55, 0.9, -PI / 2, 1.4, 0.9),
    embed(-4.8, 1.6, 0.9, PI / 2, 1.8, 1.1),
    model(1, -2.1, 0, -2.1),
    model(2, 2.1, 0, -2.1),
    model(3, -1.2, 0, 1.0),
    model(4, 3.9, 0.76, 3.15),
    text(4.8, 1.9, 4.8, -PI / 2),
    sound(0, 0),
  ],
  environment: { sky: 'day', fog: { color: '#dfeee0', near: 30, far: 110 }, ground: '#7fa765', reflections: 0.4 },
  props: props.placed,
};
