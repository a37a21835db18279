/**
 * Zen Garden: open ground under a soft day sky. A raked sand bed with three rocks in the middle,
 * a bonsai and a stone water basin by the path, paper screens at the back carrying the frames,
 * stone lanterns, pines and moss. The spawn looks across the sand at the screens.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, frame, hemisphere, model, propList, sound, sun, text, v, ZERO } from './kit.ts';

const props = propList();
const { add } = props;
// The raked bed and its rocks: one big, two smaller, in an asymmetric triangle.
add('nature/raked-sand', 0, -1.5, { scale: [1.3, 1, 1.25] });
add('nature/rock', -1.6, -2.4, { scale: 1.5, turn: 0.4 });
add('nature/rock', 1.4, -0.9, { scale: 0.8, turn: 2.1 });
add('nature/rock', 2.3, -3.0, { scale: 1.0, turn: 4 });
// The back: three paper screens side by side, frames hung on them.
add('architecture/partition', -3.4, -6.55, { scale: [1.2, 1.45, 1], turn: 0.3 });
add('architecture/partition', 0, -6.9, { scale: [1.2, 1.45, 1] });
add('architecture/partition', 3.4, -6.55, { scale: [1.2, 1.45, 1], turn: -0.3 });
// The basin corner on the left, the bonsai on a low bench on the right.
add('nature/water-basin', -4.3, 1.6, { turn: 0.6 });
add('lights/stone-lantern', -5.2, 0.3, { turn: 0.3 });
add('seating/bench', 4.4, 1.8, { turn: -Math.PI / 2 });
add('nature/bonsai', 4.4, 1.6, { y: 0.45, turn: -Math.PI / 2 });
add('lights/stone-lantern', 5.3, -2.8, { turn: -0.4 });
add('nature/pond', -4.8, -3.6, { scale: 1.15, turn: 0.3 });
// Greens around the garden's edge.
add('nature/pine-tree', -7.2, -5.6, { scale: 0.9 });
add('nature/pine-tree', 7.0, -6.2, { scale: 1.1 });
add('nature/round-tree', -7.4, 3.6, { scale: 0.8 });
add('nature/bush', 6.4, -4.1, { scale: 0.9 });
add('nature/bush', -6.2, -1.2, { scale: 0.8 });
add('nature/bush', 6.8, 3.9);
add('nature/grass-patch', -5.6, 4.4);
add('nature/grass-patch', 5.5, -0.4, { scale: 0.8 });
add('nature/rock', -3.2, 4.6, { scale: 0.4 });
add('nature/rock', 3.0, 4.9, { scale: 0.35, turn: 1 });

export const zenGarden: PodScene = {
  version: 2,
  room: { shape: 'field', width: 16, depth: 16, height: 8 },
  background: '#dfe8dc',
  materials: {
    floor: { color: '#8a9a72', roughness: 1, metalness: 0, texture: 'grass' },
    walls: { color: '#7f9c7a', roughness: 0.9, metalness: 0 },
    ceiling: { color: '#e8efe6', roughness: 0.95, metalness: 0 },
  },
  lights: [hemisphere('#fff8e6', 0.9), sun('#fff0d6', 1.6, 6, 10, 5)],
  spawn: { position: v(0, 1.6, 5.2), rotation: ZERO },
  slots: [
    frame(1, 0, 1.55, -6.8, 0, 2.2, 1.35),
    frame(2, -3.4, 1.55, -6.4, 0.3, 1.6, 1),
    frame(3, 3.4, 1.55, -6.4, -0.3, 1.6, 1),
    embed(-6.2, 1.6, -2.6, Math.PI / 2 - 0.3, 2, 1.2),
    model(1, -1.6, 0.1, 0.8),
    model(2, 1.8, 0.1, 0.6),
    model(3, 3.2, 0, 3.2),
    text(6.0, 2.0, -1.0, -Math.PI / 2 + 0.2),
    sound(0, 0),
  ],
  environment: { sky: 'day', fog: { color: '#e3ebe0', near: 25, far: 90 }, ground: '#8fa77c', reflections: 0.3 },
  props: props.placed,
};
