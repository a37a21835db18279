/**
 * Rooftop Lounge: a timber roof deck high above the city at dusk. Towers with lit windows all round
 * below the deck, railings at its edge, string lights overhead, sofas round a fire pit,
 * a bar with stools and planters. The spawn looks across the deck to the skyline.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, onBoard, propList, sound, sun, text, v, ZERO } from './kit.ts';

const { PI } = Math;
const W = 18;
const D = 14;
const props = propList();
const { add } = props;
const left = PI / 2;
const right = -PI / 2;
// The lounge: a fire pit with sofas round it on a rug, the string lights above.
add('lights/campfire', 0, -2.2);
add('lights/string-lights', -3.6, -4.2, { scale: [1.3, 1.1, 1] });
add('lights/string-lights', 3.6, -4.2, { scale: [1.3, 1.1, 1] });
add('decor/rug', 0, -2.2, { scale: [1.5, 1, 1.6] });
add('seating/sofa', -2.2, -2.0, { turn: PI / 2 });
add('seating/sofa', 2.2, -2.0, { turn: -PI / 2 });
add('seating/sofa', 0, -4.0);
// The bar on the right, planters at the corners.
add('tables/bar-counter', 6.4, 1.8, { turn: -PI / 2 });
add('seating/bar-stool', 5.6, 1.2);
add('seating/bar-stool', 5.6, 2.4);
add('nature/potted-plant', -8.2, -6.2, { scale: 1.4 });
add('nature/potted-plant', 8.2, -6.2, { scale: 1.4 });
// Railings along the edge of the roof.
for (const x of [-6, 0, 6]) add('architecture/railing', x, -D / 2 + 0.1, { scale: [2, 1.1, 1] });
for (const z of [-4, 2]) {
  add('architecture/railing', -W / 2 + 0.1, z, { turn: left, scale: [2, 1.1, 1] });
  add('architecture/railing', W / 2 - 0.1, z, { turn: right, scale: [2, 1.1, 1] });
}
// Boards for the Pod's pictures and web page.
const boards = { a: [-7.6, -1.2], b: [7.6, -2.8], c: [-7.2, 3.8] } as const;
/** Each board faces the lounge; a slot hangs on its pane. */
const turnTo = ([x, z]: readonly [number, number]) => facing(x, z, 0, 4);
const onBoardAt = (at: readonly [number, number]) => onBoard(at[0], at[1], turnTo(at), 1.4);
for (const at of Object.values(boards)) add('displays/picture-board', at[0], at[1], { turn: turnTo(at), scale: 0.85 });
// The city below: blocks of towers all round, their feet far under the deck.
add('architecture/skyline', 0, -60, { y: -30, scale: [2.6, 2.4, 1.5] });
add('architecture/skyline', -62, -8, { y: -34, turn: PI / 2, scale: [2.2, 2.4, 1.5] });
add('architecture/skyline', 62, -8, { y: -34, turn: -PI / 2, scale: [2.2, 2.4, 1.5] });
add('architecture/skyline', 0, 62, { y: -34, turn: PI, scale: [2.6, 2.4, 1.5] });

export const rooftopLounge: PodScene = {
  version: 2,
  room: { shape: 'field', width: W, depth: D, height: 10 },
  background: '#1b2a41',
  materials: {
    floor: { color: '#8a6a4e', roughness: 0.8, metalness: 0, texture: 'planks' },
    walls: { color: '#1b2a41', roughness: 0.9, metalness: 0 },
    ceiling: { color: '#0d1626', roughness: 0.95, metalness: 0 },
  },
  // The last of the sunset behind the towers, a cool sky fill; the fire and bulbs do the rest.
  lights: [hemisphere('#c7c9ff', 0.55), sun('#ff9a6a', 0.9, 0, 6, -20)],
  spawn: { position: v(0, 1.6, 5.4), rotation: ZERO },
  slots: [
    frame(1, ...onBoardAt(boards.a), 1.9, 1.15),
    frame(2, ...onBoardAt(boards.c), 1.9, 1.15),
    frame(3, 6.02, 0.55, 1.8, right, 1.6, 0.6),
    embed(...onBoardAt(boards.b), 1.9, 1.15),
    model(1, -4.6, 0, 1.6),
    model(2, 3.4, 0, 3.0),
    model(3, 0, 0, 1.2),
    text(6.4, 2.7, 1.8, right),
    sound(0, 0),
  ],
  environment: { sky: 'dusk', fog: { color: '#3b3552', near: 60, far: 220 }, reflections: 0.3 },
  props: props.placed,
};
