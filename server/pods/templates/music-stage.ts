/**
 * Music Stage: an open-air stage at night. A raised stage under a lighting truss, a DJ booth
 * before an LED wall (a light show until the Pod's web page plays on it), speaker stacks either
 * side, spotlights and a neon edge; an audience floor in front with festoon lights, a bar on the
 * right and trees round the field. The spawn stands in the crowd, looking at the stage.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const W = 24;
const D = 22;
const props = propList();
const { add } = props;
/** The stage deck's height and the LED wall's scale. */
const DECK = 0.7;
const LED = 1.2;
add('stage/platform', 0, -6.8, { scale: [2.2, 1.4, 1.5] });
add('stage/screen-concert', 0, -8.6, { y: DECK, scale: [LED, LED, 1] });
add('stage/truss', 0, -7.2, { y: DECK, scale: [2.15, 1.6, 1] });
add('stage/dj-booth', 0, -6.2, { y: DECK, scale: 1.2 });
add('stage/microphone', -3.2, -5.4, { y: DECK });
add('stage/microphone', 3.2, -5.4, { y: DECK });
add('lights/neon-strip', 0, -4.52, { y: 0.3, scale: [6.6, 1, 1] });
// Speaker stacks at the stage's sides, toed in towards the crowd.
for (const side of [-1, 1]) {
  const [x, z] = [side * 5.7, -6.2];
  add('stage/speaker', x, z, { y: DECK, scale: 1.8, turn: facing(x, z, 0, 6) });
  add('stage/speaker', x, z, { y: DECK + 1.98, scale: 1.4, turn: facing(x, z, 0, 6) });
  // Spots at the stage's front corners, aimed back at the performers.
  add('lights/spotlight', side * 4.4, -3.0, { turn: facing(side * 4.4, -3.0, side * 1.5, -6.5) });
}
// The crowd's side: festoon lights, a bar on the right, boards for posters.
add('lights/string-lights', -5.4, 0.5, { turn: Math.PI / 2, scale: [1.5, 1.2, 1] });
add('lights/string-lights', 5.4, 0.5, { turn: -Math.PI / 2, scale: [1.5, 1.2, 1] });
add('tables/bar-counter', 9.2, 3.6, { turn: -Math.PI / 2, scale: [1.2, 1, 1] });
for (const z of [2.8, 4.4]) add('seating/bar-stool', 8.3, z);
add('displays/picture-board', -8.8, 1.6, { turn: facing(-8.8, 1.6, 0, 4) });
add('displays/picture-board', -8.2, 6.4, { turn: facing(-8.2, 6.4, 0, 4), scale: 0.85 });
add('displays/picture-board', 10.6, 3.6, { turn: -Math.PI / 2, scale: 0.85 });
// Trees round the field, dark against the sky.
for (const [x, z, s] of [
  [-11.5, -6.5, 1.3],
  [11.8, -7.5, 1.4],
  [-12.5, 4.5, 1.2],
  [12.5, 9.5, 1.1],
] as const)
  add('nature/pine-grove', x, z, { scale: s, turn: x });

const board = facing(-8.8, 1.6, 0, 4);
const board2 = facing(-8.2, 6.4, 0, 4);
/** A slot on a picture board at (x, z) turned `turn`: just in front of its pane. */
const onBoard = (x: number, z: number, turn: number, y: number): [number, number, number, number] => [
  x + 0.06 * Math.sin(turn),
  y,
  z + 0.06 * Math.cos(turn),
  turn,
];
export const musicStage: PodScene = {
  version: 2,
  room: { shape: 'open', width: W, depth: D, height: 10 },
  background: '#0a0612',
  materials: {
    floor: { color: '#2a2236', roughness: 0.35, metalness: 0.2, texture: 'tiles' },
    walls: { color: '#120c1c', roughness: 0.9, metalness: 0 },
    ceiling: { color: '#0e0818', roughness: 0.95, metalness: 0 },
  },
  // A purple night: magenta and cyan washes from the truss.
  lights: [hemisphere('#7a5cff', 0.4), point('#ff3dd8', 1.6, -5, 7, -4), point('#3de0ff', 1.6, 5, 7, -4)],
  spawn: { position: v(0, 1.6, 4.6), rotation: ZERO },
  slots: [
    frame(1, ...onBoard(-8.8, 1.6, board, 1.55), 2.2, 1.35),
    frame(2, ...onBoard(-8.2, 6.4, board2, 1.32), 1.9, 1.15),
    frame(3, ...onBoard(10.6, 3.6, -Math.PI / 2, 1.32), 1.9, 1.15),
    embed(0, DECK + 2.15 * LED, -8.55, 0, 6.1 * LED, 3.43 * LED),
    model(1, -2.6, DECK, -7.0),
    model(2, 2.6, DECK, -7.0),
    model(3, -4.0, 0, 3.0),
    model(4, 4.0, 0, 3.0),
    text(0, DECK + 4.45 * LED, -8.6, 0),
    sound(0, -3),
  ],
  environment: { sky: 'night', ground: '#120e1a', fog: { color: '#1a1430', near: 25, far: 80 }, reflections: 0.3 },
  props: props.placed,
};
