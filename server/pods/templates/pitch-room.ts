/**
 * Pitch Room: a long boardroom. A big screen on the end wall shows a slide of a deck (a title, its
 * points, a bar chart) until the Pod's web page is put there; a long table with office chairs down
 * both sides leads to it, a glass wall of windows lets the day in on the left, and a whiteboard, a
 * credenza and the frames line the right wall. The spawn stands at the foot of the table, looking
 * at the screen.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, frame, hemisphere, model, point, propList, sound, sun, text, v, ZERO } from './kit.ts';
import { boxWalls, hang } from './walls.ts';

const W = 8;
const D = 11;
const H = 3.4;
const wall = boxWalls(W, D);
const props = propList();
const { add } = props;
/** The screen: 0.72 of the library's big screen, standing on the floor against the end wall. */
const SCREEN = 0.72;
add('stage/screen-slide', 0, -D / 2 + 0.15, { y: 0.3, scale: [SCREEN, SCREEN, 0.5] });
// The table runs down the room; three chairs a side.
add('tables/dining-table', 0, -1.9, { turn: Math.PI / 2, scale: [2.3, 1, 1.4] });
for (const z of [-3.3, -1.9, -0.5]) {
  add('seating/office-chair', -1.05, z, { turn: Math.PI / 2 });
  add('seating/office-chair', 1.05, z, { turn: -Math.PI / 2 });
}
add('seating/office-chair', 0, -4.45, { turn: 0 });
// Short pendants, hung high enough to keep the screen clear from the foot of the table.
for (const z of [-2.9, -0.9]) add('lights/pendant', 0, z, { y: H - 0.78, scale: 0.65 });
// The glass wall: three tall windows side by side on the left.
for (const z of [-3.6, -0.85, 1.9]) hang(add, 'architecture/window', wall.left(z, 0, 0.18), [1.38, 1.25, 1]);
// The right wall: a whiteboard, a low credenza with a vase, a clock by the screen, plants.
hang(add, 'decor/whiteboard', wall.right(-1.8, 0.9));
add('tables/bar-counter', W / 2 - 0.3, 2.4, { turn: -Math.PI / 2, scale: [0.9, 0.75, 0.7] });
add('decor/vase', W / 2 - 0.3, 3.0, { y: 0.83 });
hang(add, 'decor/wall-clock', wall.back(3.0, 2.45, 0.03));
add('nature/potted-plant', 3.4, -4.9, { scale: 1.1 });
add('nature/potted-plant', -3.4, 4.9, { scale: 1.2 });

const screenY = 0.3 + 2.15 * SCREEN;
export const pitchRoom: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: H },
  background: '#d7dde6',
  materials: {
    floor: { color: '#5a606b', roughness: 0.95, metalness: 0, texture: 'fabric' },
    walls: { color: '#ece9e3', roughness: 0.9, metalness: 0 },
    ceiling: { color: '#f7f7f7', roughness: 0.95, metalness: 0 },
  },
  // Daylight through the glass wall, a cool fill over the table.
  lights: [hemisphere('#f4f8ff', 0.85), sun('#ffffff', 1.2, -10, 8, 2), point('#e6eeff', 0.5, 0, 3.1, -2)],
  spawn: { position: v(0, 1.6, 3.8), rotation: ZERO },
  slots: [
    frame(1, ...wall.right(-4.3, 1.8), 1.3, 0.85),
    frame(2, ...wall.right(0.6, 1.7), 1.3, 0.85),
    frame(3, ...wall.right(2.4, 1.85), 1.2, 0.75),
    embed(0, screenY, -D / 2 + 0.19, 0, 6.1 * SCREEN, 3.43 * SCREEN),
    model(1, 0, 0.76, -3.2),
    model(2, -3.3, 0, -4.8),
    text(...wall.back(-3.2, 2.1)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.45 },
  props: props.placed,
};
