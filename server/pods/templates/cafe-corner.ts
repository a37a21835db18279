/**
 * Cafe Corner: a small warm cafe. A brick back wall with a chalk menu over the counter, an
 * espresso machine on it and pendants above; round tables with chairs by the street windows on
 * the left and along the right wall, plants in the corners. The spawn looks from the door at the counter.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, sun, text, v, ZERO } from './kit.ts';
import { boxWalls, hang } from './walls.ts';

const W = 10;
const D = 9;
const H = 3.6;
const wall = boxWalls(W, D);
const props = propList();
const { add } = props;
// The back wall: brick, the chalk menu above the counter.
for (const x of [-W / 3, 0, W / 3]) hang(add, 'decor/brick-wall', wall.back(x, 0, 0.06), [W / 9, H / 3, 1]);
hang(add, 'decor/chalkboard', wall.back(0.9, 1.75, 0.17), [1.15, 1, 1]);
// The counter, the machine on it, pendants over it.
add('tables/bar-counter', 0.9, -3.1, { scale: [1.5, 1, 1] });
add('decor/coffee-machine', 0.0, -3.15, { y: 1.1, scale: 1.35 });
for (const x of [-0.5, 0.9, 2.3]) add('lights/pendant', x, -2.9, { y: H - 1.2 });
// Tables: two by the windows, two along the right wall.
const tables = [
  [-2.5, -1.0],
  [-3.1, 1.5],
  [2.6, -0.9],
  [3.3, 1.7],
] as const;
for (const [x, z] of tables) {
  add('tables/cafe-table', x, z);
  for (const dx of [-0.62, 0.62]) add('seating/chair', x + dx, z + 0.1, { turn: facing(x + dx, z + 0.1, x, z) });
}
for (const z of [-1.0, 2.0]) hang(add, 'architecture/window', wall.left(z, 0, 0.18), [1.15, 1.05, 1]);
hang(add, 'decor/neon-sign', wall.right(-2.6, 1.9, 0.07), 0.9);
add('nature/potted-plant', -4.3, -3.9, { scale: 1.3 });
add('nature/potted-plant', 4.3, -3.9, { scale: 1.2 });

export const cafeCorner: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: H },
  background: '#3a2a1f',
  materials: {
    floor: { color: '#7a553a', roughness: 0.7, metalness: 0, texture: 'planks' },
    walls: { color: '#e6d3b5', roughness: 0.9, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#f1e6d6', roughness: 0.95, metalness: 0 },
  },
  // Warm lamplight inside, a little daylight from the street windows.
  lights: [hemisphere('#ffe9cc', 0.6), point('#ffb866', 0.8, 0, 2.7, 0.5), sun('#fff0d8', 0.6, -10, 6, 2)],
  spawn: { position: v(0, 1.6, 3.3), rotation: ZERO },
  slots: [
    frame(1, ...wall.right(-0.4, 1.9), 1.3, 0.85),
    frame(2, ...wall.right(1.2, 1.9), 1.3, 0.85),
    frame(3, ...wall.left(-3.4, 1.9), 1.0, 0.7),
    embed(...wall.back(-3.3, 1.9, 0.12), 1.8, 1.1),
    model(1, 2.1, 1.1, -3.1),
    model(2, 2.6, 0.75, -0.9),
    model(3, -3.1, 0.75, 1.5),
    text(...wall.right(3.0, 2.3)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.3 },
  props: props.placed,
};
