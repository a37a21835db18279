/**
 * Tech Lab: a long, cool-lit lab. Two rows of benches with monitors and chairs, a wall of server
 * racks glowing blue on the right, a demo corner on the left with a screen (the Pod's web page) on
 * a low stage, light strips along the walls. The spawn looks down the lab between the benches.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const { PI } = Math;
const W = 16;
const D = 14;
const props = propList();
const { add } = props;
// The demo corner: a low stage, its screen and a spot on it.
add('lights/spotlight', -7.2, -2.6, { turn: facing(-7.2, -2.6, -4.6, -5.4) });
add('stage/platform', -4.6, -5.4, { scale: [0.9, 0.5, 0.9] });
add('stage/big-screen', -4.6, -6.75, { y: 0.25, scale: [0.62, 0.62, 0.5] });
// The server wall: six racks in a row, a strip of light above them.
for (const x of [1.6, 2.3, 3.0, 3.7, 4.4, 5.1]) add('displays/server-rack', x, -6.45);
add('lights/neon-strip', 3.35, -6.9, { y: 2.4, scale: [2.4, 1, 1] });
// Two benches down the middle, monitors on them, chairs at them (facing the back wall).
for (const z of [-2.4, 0.8]) {
  add('tables/desk', -1.1, z, { turn: PI, scale: [1.6, 1, 1] });
  add('tables/desk', 1.4, z, { turn: PI, scale: [1.6, 1, 1] });
}
for (const [x, z] of [
  [-1.6, -2.6],
  [1.0, -2.6],
  [1.9, 0.6],
] as const)
  add('stage/monitor', x, z, { y: 0.75 });
for (const [x, z] of [
  [-1.6, -1.7],
  [1.0, -1.7],
  [1.9, 1.5],
] as const)
  add('seating/gaming-chair', x, z, { turn: PI });
// Lines of light along the ceiling and both walls, a plant, a shelf.
add('lights/neon-strip', -7.9, -1, { y: 3.2, turn: PI / 2, scale: [5, 1, 1] });
add('lights/neon-strip', 7.9, -1, { y: 3.2, turn: -PI / 2, scale: [5, 1, 1] });
for (const x of [-2.4, 2.4]) add('lights/neon-strip', x, -0.5, { y: 4.44, turn: PI / 2, scale: [5.5, 1, 1] });
add('nature/potted-plant', -7.3, 4.6);
add('displays/wall-shelf', 7.8, 2.6, { y: 1.6, turn: -PI / 2 });

export const techLab: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: 4.5 },
  background: '#0f1620',
  materials: {
    floor: { color: '#5d6672', roughness: 0.45, metalness: 0.2, texture: 'tiles' },
    walls: { color: '#c9d3de', roughness: 0.8, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#2a313b', roughness: 0.8, metalness: 0.2, texture: 'metal-grid' },
  },
  // Cool white from above, blue from the racks, a little cyan over the benches.
  lights: [hemisphere('#dcebff', 0.75), point('#cfe6ff', 1.0, 0, 4, 0), point('#3aa0ff', 0.9, 3.4, 2.6, -5)],
  spawn: { position: v(0, 1.6, 5.6), rotation: ZERO },
  slots: [
    frame(1, -7.95, 2.0, -2.5, PI / 2, 2.2, 1.3),
    frame(2, -7.95, 2.0, 1.5, PI / 2, 1.6, 1.0),
    frame(3, 7.95, 2.0, -2.0, -PI / 2, 2.2, 1.3),
    embed(-4.6, 1.7, -6.6, 0, 3.6, 2.05),
    model(1, -2.6, 0.75, -2.4),
    model(2, 2.6, 0.75, -2.4),
    model(3, -1.6, 0.75, 0.8),
    model(4, 0.2, 0.75, 0.8),
    text(7.95, 2.5, 2.2, -PI / 2),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.6 },
  props: props.placed,
};
