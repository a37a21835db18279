/**
 * Forest Cabin: a log cabin in a clearing among tall pines at dusk. A campfire with log benches
 * in front of the porch, string lights, a picture board and an easel for frames, and the cabin's
 * lit windows. Fog makes the forest deepen into the distance. The spawn looks at the cabin over the fire.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { around, embed, facing, frame, hemisphere, model, propList, sound, sun, text, v, ZERO } from './kit.ts';

const props = propList();
/** The picture boards' and the easel's turns: each faces the clearing. */
const board = facing(-5.4, -2.8, 0, 4);
const easel = facing(-4.2, 2.4, 0, 6);
const { add } = props;
add('architecture/log-cabin', 0, -7.4, { scale: 1.15 });
add('lights/campfire', 0, -1.2);
for (const [x, z] of around(4, 2.4, 2.1, Math.PI / 4)) add('seating/bench', x, z - 1.2, { turn: facing(x, z), scale: [0.9, 1, 1] });
add('lights/string-lights', -2.4, -3.6, { turn: 0.15 });
add('lights/string-lights', 2.4, -3.6, { turn: -0.15 });
add('displays/picture-board', -5.4, -2.8, { turn: board });
add('displays/picture-board', 5.4, -2.8, { turn: -board });
add('displays/easel', -4.2, 2.4, { turn: easel });
// The forest: pines in two loose rings, larger and darker further out; a few leafy trees and bushes.
for (const [i, [x, z]] of around(8, 9.2, 9.2, 0.2).entries()) add('nature/pine-tree', x, z, { scale: 1.1 + (i % 3) * 0.25, turn: i });
for (const [i, [x, z]] of around(7, 13.5, 13.5, 0.6).entries()) add('nature/pine-grove', x, z, { scale: 1.3 + (i % 2) * 0.3, turn: i * 2 });
add('nature/round-tree', 7.2, 1.8, { scale: 0.9 });
add('nature/bush', -7.0, -3.5);
add('nature/rock', 4.4, 3.6, { scale: 0.9, turn: 1.3 });
add('nature/grass-patch', 3.2, 1.4);

export const forestCabin: PodScene = {
  version: 2,
  room: { shape: 'field', width: 22, depth: 22, height: 10 },
  background: '#2f4a35',
  materials: {
    floor: { color: '#5a6e3e', roughness: 1, metalness: 0, texture: 'grass' },
    walls: { color: '#9c7450', roughness: 0.9, metalness: 0 },
    ceiling: { color: '#6e5037', roughness: 0.95, metalness: 0 },
  },
  lights: [hemisphere('#ffd2a8', 0.55), sun('#ff9d66', 1.1, -10, 5, -6)],
  spawn: { position: v(0, 1.6, 6), rotation: ZERO },
  slots: [
    frame(1, -5.4 + 0.06 * Math.sin(board), 1.55, -2.8 + 0.06 * Math.cos(board), board, 2.2, 1.35),
    frame(2, -4.2 + 0.17 * Math.sin(easel), 1.0, 2.4 + 0.17 * Math.cos(easel), easel, 0.58, 0.72),
    frame(3, -2.1, 1.7, -5.25, 0, 0.95, 0.8),
    embed(5.4 - 0.06 * Math.sin(board), 1.55, -2.8 + 0.06 * Math.cos(board), -board, 2.2, 1.35),
    model(1, 2.4, 0, 1.6),
    model(2, -2.2, 0, -3.6),
    model(3, 3.6, 0, -4.4),
    text(0, 2.75, -5.25, 0),
    sound(0, -1.2),
  ],
  environment: { sky: 'dusk', fog: { color: '#4a5a52', near: 10, far: 42 }, ground: '#3b4f33', reflections: 0.15 },
  props: props.placed,
};
