/**
 * Beach Cabana: a sandy beach at sunset with the sea all around to the horizon. A striped cabana
 * with a day bed, a beach bar under string lights, deck chairs under umbrellas, palms, surfboards
 * and a fire pit on the sand; picture boards carry the frames. The spawn looks up the beach.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, propList, sound, sun, text, v, ZERO } from './kit.ts';

const props = propList();
const { add } = props;
const left = facing(-7.4, -1.4, 0, 3);
const right = facing(7.6, -3.0, 0, 3);
/** A slot hung on a picture board at (x, z) turned `turn`: just in front of its pane. */
const onBoard = (x: number, z: number, turn: number, y = 1.55): [number, number, number, number] => [
  x + 0.06 * Math.sin(turn),
  y,
  z + 0.06 * Math.cos(turn),
  turn,
];
// The cabana on the left: a day bed under its striped roof, a picture board at its back.
add('architecture/cabana', -3.8, -3.8);
add('displays/picture-board', -3.8, -5.2, { scale: 0.9 });
add('seating/sofa', -3.8, -4.2, { scale: [1.1, 1, 1] });
add('decor/rug', -3.8, -3.4, { scale: 0.9 });
// The bar at the back, its stools, lights, and a board for the menu (a frame).
add('tables/bar-counter', 2.6, -5.0, { scale: [1.2, 1, 1] });
for (const x of [1.4, 2.6, 3.8]) add('seating/bar-stool', x, -4.2);
add('lights/string-lights', 2.6, -5.8, { scale: [1.1, 1.1, 1] });
add('displays/picture-board', 2.6, -6.5);
add('decor/surfboard', 5.6, -5.6, { turn: -0.3 });
add('decor/surfboard', 6.2, -5.3, { turn: -0.6 });
// Loungers under umbrellas on the right; a fire pit with cushions on the sand.
for (const [x, z] of [
  [4.8, -1.2],
  [6.2, 1.8],
] as const) {
  add('decor/beach-umbrella', x, z);
  add('seating/deck-chair', x - 0.7, z + 0.2, { turn: 0.3 });
  add('seating/deck-chair', x + 0.7, z + 0.2, { turn: -0.2 });
}
add('lights/campfire', -1.6, 0.2);
for (const [dx, dz] of [
  [-1.2, 0.3],
  [1.2, 0.4],
] as const)
  add('decor/cushion', -1.6 + dx, 0.2 + dz, { scale: 1.3 });
// Boards at the sides for the web page and a frame.
add('displays/picture-board', -7.4, -1.4, { turn: left });
add('displays/picture-board', 7.6, -3.0, { turn: right, scale: 0.85 });
// Palms round the beach, leaning this way and that.
for (const [x, z, t, s] of [
  [-7.2, -6.4, 0.6, 1.1],
  [8.0, -6.6, 2.4, 1.25],
  [-8.4, 3.2, -0.8, 0.95],
  [8.2, 4.2, 3.6, 1.0],
  [-1.0, -8.0, 1.4, 0.9],
] as const)
  add('nature/palm-tree', x, z, { turn: t, scale: s });
add('nature/rock', 7.0, -1.0, { scale: 0.7, turn: 2 });

export const beachCabana: PodScene = {
  version: 2,
  room: { shape: 'field', width: 20, depth: 18, height: 8 },
  background: '#ffb27a',
  materials: {
    floor: { color: '#ead3a2', roughness: 1, metalness: 0, texture: 'sand' },
    walls: { color: '#6fc3df', roughness: 0.9, metalness: 0 },
    ceiling: { color: '#ffd9b0', roughness: 0.95, metalness: 0 },
  },
  // A low sun behind the bar: warm key light, a cool sky fill.
  lights: [hemisphere('#ffe2c4', 0.8), sun('#ffb070', 1.6, -6, 5, -14)],
  spawn: { position: v(0, 1.6, 4.8), rotation: ZERO },
  slots: [
    frame(1, ...onBoard(-3.8, -5.2, 0, 1.5), 1.9, 1.1),
    frame(2, ...onBoard(2.6, -6.5, 0), 2.2, 1.35),
    frame(3, ...onBoard(7.6, -3.0, right, 1.32), 1.9, 1.15),
    embed(...onBoard(-7.4, -1.4, left), 2.2, 1.35),
    model(1, 0.6, 0, -2.4),
    model(2, 2.6, 0, 1.2),
    model(3, -4.6, 0, 1.8),
    text(2.6, 3.1, -6.2, 0),
    sound(0, 0),
  ],
  environment: { sky: 'dusk', fog: { color: '#f3b08a', near: 30, far: 120 }, ground: '#2f7fa3', reflections: 0.3 },
  props: props.placed,
};
