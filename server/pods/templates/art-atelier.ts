/**
 * Art Atelier: a tall whitewashed studio lit from the north through two high windows. Three easels
 * hold paintings, more hang on the walls and lean against them, a long paint table runs
 * down the right wall and two plinths carry the Pod's models. The spawn looks across the easels at the back wall.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, sun, text, v, ZERO } from './kit.ts';
import { boxWalls, hang } from './walls.ts';

const W = 12;
const D = 10;
const H = 6;
const wall = boxWalls(W, D);
const props = propList();
const { add } = props;
// North light: two tall windows high on the left wall.
for (const z of [-2.6, 1.0]) hang(add, 'architecture/window', wall.left(z, 0, 0.18), [1.5, 1.9, 1]);
// Three easels with paintings on them, stools for the painters before two.
const easels = [
  [-2.0, -1.5, 0.35],
  [0.5, -2.3, 0],
  [2.9, -1.2, -0.45],
] as const;
const EASEL = 1.45;
for (const [x, z, turn] of easels) add('displays/easel', x, z, { turn, scale: EASEL });
// One painting, told apart by mirroring and stretching it: its sun moves, its hills widen.
for (const [i, [x, z, turn]] of easels.entries())
  add('decor/canvas', x + Math.sin(turn) * 0.3, z + Math.cos(turn) * 0.3, { turn, y: 0.6 * EASEL, scale: [i === 1 ? -1.05 : 1.05, 1.05, 1.05] });
for (const [x, z, turn] of [easels[0], easels[2]]) {
  add('seating/bar-stool', x + Math.sin(turn) * 1.1, z + Math.cos(turn) * 1.1, { scale: 0.85 });
}
// Paintings hung on the back wall and leaning against the side walls.
for (const [x, s] of [
  [-3.7, [1.3, 1.5, 1]],
  [0, [-2.6, 1.7, 1]],
  [3.7, [1.5, 1.2, 1]],
] as const)
  hang(add, 'decor/canvas', wall.back(x, 0.9, 0.1), [...s]);
add('decor/canvas', W / 2 - 0.12, 1.2, { turn: -Math.PI / 2, scale: [-1.6, 1.6, 1.6] });
add('decor/canvas', -W / 2 + 0.12, 3.6, { turn: Math.PI / 2, scale: 1.2 });
// The paint table down the right wall: brushes in a pot, books, a lamp.
add('tables/dining-table', W / 2 - 0.6, -2.2, { turn: -Math.PI / 2, scale: [1.4, 1, 1] });
add('decor/vase', W / 2 - 0.6, -3.2, { y: 0.76, scale: 0.8 });
add('decor/books', W / 2 - 0.6, -2.4, { y: 0.76, turn: 0.3 });
add('lights/table-lamp', W / 2 - 0.6, -1.3, { y: 0.76 });
add('seating/armchair', 4.3, 3.3, { turn: facing(4.3, 3.3, 1, 0) });
// Two plinths for sculpture (the Pod's models), plants by the windows.
add('displays/plinth', -3.8, 1.4);
add('displays/plinth', 3.4, 1.8);
add('nature/potted-plant', -5.3, -4.4, { scale: 1.3 });
add('nature/potted-plant', -5.3, 4.4);
add('lights/floor-lamp', 5.3, 4.4);

export const artAtelier: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: H },
  background: '#efe6da',
  materials: {
    floor: { color: '#a27a55', roughness: 0.75, metalness: 0, texture: 'planks' },
    walls: { color: '#f6f0e6', roughness: 0.9, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#ffffff', roughness: 0.95, metalness: 0 },
  },
  // Cool, even north light from the windows; a warm lamp by the paint table.
  lights: [hemisphere('#fdf8f0', 0.85), sun('#e8f0ff', 1.5, -12, 9, -1), point('#ffe2b8', 0.5, 3, 4.5, -1)],
  spawn: { position: v(0, 1.6, 3.1), rotation: ZERO },
  slots: [
    frame(1, ...wall.back(0, 3.9), 2.4, 1.5),
    frame(2, ...wall.back(-3.7, 3.35), 1.4, 0.95),
    frame(3, ...wall.back(3.7, 3.35), 1.4, 0.95),
    frame(4, ...wall.right(-2.2, 2.5), 1.8, 1.15),
    frame(5, ...wall.left(3.6, 2.7), 1.4, 0.95),
    embed(...wall.right(2.3, 3.2), 1.8, 1.1),
    model(1, -3.8, 1.0, 1.4),
    model(2, 3.4, 1.0, 1.8),
    text(...wall.right(4.0, 2.4)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.3 },
  props: props.placed,
};
