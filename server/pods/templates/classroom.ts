/**
 * Classroom: rows of pupils' desks facing a chalkboard, the teacher's desk and chair at the front,
 * tall windows down the left wall, bookshelves and posters on the right, a clock over the board.
 * The spawn stands at the back of the class, looking at the board.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, frame, hemisphere, model, point, propList, sound, sun, text, v, ZERO } from './kit.ts';
import { boxWalls, hang } from './walls.ts';

const W = 11;
const D = 10;
const H = 3.6;
const wall = boxWalls(W, D);
const props = propList();
const { add } = props;
/** The chalkboard's foot and its scale. */
const BOARD_Y = 0.85;
const BOARD = [1.7, 1.1, 1] as const;
hang(add, 'decor/chalkboard', wall.back(0, BOARD_Y, 0.06), [...BOARD]);
hang(add, 'decor/wall-clock', wall.back(3.4, 2.55, 0.03));
// The teacher's desk and chair, front right.
add('tables/desk', 3.0, -3.4, { turn: Math.PI });
add('seating/office-chair', 3.0, -4.15);
add('decor/books', 2.7, -3.4, { y: 0.75, turn: 0.2 });
// Four columns of desks in three rows, an aisle down the middle.
for (const z of [-1.6, -0.05, 1.5]) for (const x of [-3.4, -1.6, 1.6, 3.4]) add('tables/school-desk', x, z);
for (const z of [-2.7, 0, 2.7]) hang(add, 'architecture/window', wall.left(z, 0, 0.18), [1.1, 1.05, 1]);
for (const z of [2.2, 3.45]) hang(add, 'displays/bookshelf', wall.right(z, 0, 0.2), [1, 0.8, 1]);
add('nature/potted-plant', -4.9, -4.4);
add('nature/potted-plant', 4.8, 4.4, { scale: 0.9 });

export const classroom: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: H },
  background: '#dfe7ef',
  materials: {
    floor: { color: '#b08d64', roughness: 0.7, metalness: 0, texture: 'planks' },
    walls: { color: '#e8efe0', roughness: 0.9, metalness: 0 },
    ceiling: { color: '#ffffff', roughness: 0.95, metalness: 0 },
  },
  // Morning light through the windows on the left.
  lights: [hemisphere('#ffffff', 0.8), sun('#fff6e0', 1.3, -12, 8, 3), point('#ffffff', 0.35, 0, 2.8, 0.5)],
  spawn: { position: v(0, 1.6, 4.0), rotation: ZERO },
  slots: [
    frame(1, 0, BOARD_Y + 0.7 * BOARD[1], -D / 2 + 0.12, 0, 2.2, 1.2),
    frame(2, ...wall.right(-2.8, 1.9), 1.3, 0.9),
    frame(3, ...wall.right(-0.4, 1.9), 1.3, 0.9),
    embed(...wall.right(1.6, 2.45), 1.8, 1.1),
    model(1, 3.4, 0.75, -3.4),
    model(2, -4.4, 0, -3.8),
    model(3, 4.6, 0, 0.9),
    model(4, -4.6, 0, 3.8),
    text(...wall.back(-3.6, 2.0)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.3 },
  props: props.placed,
};
