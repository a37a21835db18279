/**
 * Studio Loft: a wide industrial loft under a timber ceiling. Three tall factory windows in a bare
 * brick back wall let the daylight in, a living corner (sofa, armchairs, rug, lamp) sits on the left, a kitchen island with stools and an espresso machine on the right, and a desk
 * under the middle window. The spawn looks across the loft at the windows.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, sun, text, v, ZERO } from './kit.ts';
import { boxWalls, hang } from './walls.ts';

const W = 12;
const D = 10;
const H = 4.6;
const wall = boxWalls(W, D);
const props = propList();
const { add } = props;
// Bare brick across the back wall, three tall factory windows set in it.
for (const x of [-4.5, -1.5, 1.5, 4.5]) hang(add, 'decor/brick-wall', wall.back(x, 0, 0.06), [1, H / 3, 1]);
for (const x of [-3.9, 0, 3.9]) add('architecture/window', x, -D / 2 + 0.25, { scale: [1.45, 1.55, 1] });
// The living corner: a sofa facing the room, armchairs round a coffee table on a rug.
add('decor/rug', -2.7, -0.9);
add('seating/sofa', -2.7, -2.2);
add('tables/coffee-table', -2.7, -0.8);
add('seating/armchair', -4.6, -0.4, { turn: facing(-4.6, -0.4, -2.7, -0.9) });
add('seating/armchair', -0.9, 0.0, { turn: facing(-0.9, 0.0, -2.7, -0.9) });
add('lights/floor-lamp', -4.4, -2.5);
// The kitchen: an island with stools and an espresso machine, a counter and a shelf along the right wall.
add('tables/bar-counter', 2.9, -1.3, { scale: [1.1, 0.92, 1] });
for (const x of [2.0, 2.9, 3.8]) add('seating/bar-stool', x, -0.55);
add('decor/coffee-machine', 3.7, -1.4, { y: 1.01 });
for (const x of [2.1, 3.7]) add('lights/pendant', x, -1.3, { y: H - 1.3 });
add('tables/bar-counter', W / 2 - 0.4, -2.9, { turn: -Math.PI / 2, scale: [1, 0.85, 0.9] });
hang(add, 'displays/wall-shelf', wall.right(-2.9, 1.8, 0.13));
// A desk under the middle window; plants in the corners.
add('tables/desk', 0, -4.3);
add('stage/monitor', 0, -4.45, { y: 0.75 });
add('seating/chair', 0.2, -3.6, { turn: Math.PI });
add('nature/potted-plant', -5.4, -4.3, { scale: 1.4 });
add('nature/potted-plant', 5.3, 4.1, { scale: 1.3 });
add('nature/potted-plant', 1.9, -4.5);

export const studioLoft: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: H },
  background: '#cfe3f5',
  materials: {
    floor: { color: '#b48a60', roughness: 0.7, metalness: 0, texture: 'planks' },
    walls: { color: '#ebe6de', roughness: 0.9, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#8a6a4c', roughness: 0.9, metalness: 0, texture: 'planks' },
  },
  // Daylight through the windows at the back, a warm lamp over the living corner.
  lights: [hemisphere('#fff6ea', 0.75), sun('#fff1d8', 1.5, 3, 9, -12), point('#ffd9a8', 0.6, -3.4, 3.8, -0.6)],
  spawn: { position: v(0, 1.6, 3.5), rotation: ZERO },
  slots: [
    frame(1, ...wall.right(0.5, 2.3), 1.8, 1.15),
    // Frame 2 and the web page stay where the catalogue's standard room had them (Pods and the e2e journey add them there).
    frame(2, ...wall.left(-1.67, 2), 1.6, 1),
    frame(3, ...wall.right(2.7, 2.3), 1.4, 0.9),
    embed(...wall.left(2, 1.8), 1.8, 1.1),
    model(1, -0.9, 0, -2.6),
    model(2, 4.6, 0, 1.8),
    text(...wall.left(-4.0, 2.4)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.4 },
  props: props.placed,
};
