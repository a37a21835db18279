/**
 * Podcast Booth: a small padded room. Foam panels on every wall, a red ON AIR sign glowing over
 * the back wall's screen, and a table with two broadcast mics on arms, headphones and a monitor
 * between two chairs facing each other. The spawn stands by the door, looking at the table.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';
import { boxWalls, hang } from './walls.ts';

const W = 5;
const D = 5;
const H = 2.8;
const wall = boxWalls(W, D);
const props = propList();
const { add } = props;
const TABLE = 0.76;
// Foam on every wall: two panels each side of the back wall's screen, one on each side wall.
for (const x of [-1.75, 1.75]) hang(add, 'stage/acoustic-panel', wall.back(x, 0.7, 0.04), [1, 1.2, 1]);
for (const z of [-1.6, 1.3]) {
  hang(add, 'stage/acoustic-panel', wall.left(z, 0.7, 0.04), [1, 1.2, 1]);
  hang(add, 'stage/acoustic-panel', wall.right(z, 0.7, 0.04), [1, 1.2, 1]);
}
hang(add, 'stage/on-air-sign', wall.back(0, 2.05, 0.05), 1.5);
// The table: two hosts face each other across it, each with a mic and headphones.
add('tables/dining-table', 0, -0.7, { scale: [0.9, 1, 1] });
for (const side of [-1, 1]) {
  add('seating/office-chair', side * 1.15, -0.7, { turn: (-side * Math.PI) / 2 });
  add('stage/podcast-mic', side * 0.45, -0.75, { y: TABLE, turn: (-side * Math.PI) / 2 });
  add('stage/headphones', side * 0.5, -0.3, { y: TABLE, turn: side * 0.4 });
}
add('stage/monitor', 0, -1.0, { y: TABLE });
add('lights/floor-lamp', -2.0, 2.0);
add('nature/potted-plant', 2.0, -2.05, { scale: 0.9 });

export const podcastBooth: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: H },
  background: '#1e1b2e',
  materials: {
    floor: { color: '#3b3552', roughness: 0.95, metalness: 0, texture: 'fabric' },
    walls: { color: '#4b4468', roughness: 0.95, metalness: 0, texture: 'fabric' },
    ceiling: { color: '#2a2540', roughness: 0.95, metalness: 0 },
  },
  // Low warm light, a red wash from the ON AIR sign.
  lights: [hemisphere('#ffe6f0', 0.45), point('#ff4d4d', 0.5, 0, 2.3, -2), point('#ffe0b0', 0.6, 0, 2.5, 0.8)],
  spawn: { position: v(0, 1.6, 1.8), rotation: ZERO },
  slots: [
    frame(1, ...wall.left(-0.15, 1.55), 1.1, 0.75),
    frame(2, ...wall.right(-0.15, 1.55), 1.1, 0.75),
    embed(...wall.back(0, 1.35), 1.6, 0.95),
    model(1, -1.9, 0, -1.9),
    model(2, 0, TABLE, -0.4),
    text(...wall.right(1.3, 2.35)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.2 },
  props: props.placed,
};
