/**
 * Fashion Runway: a long dark hall with a glossy white catwalk down the middle, a front row of
 * benches either side and a raised second row behind, a lit backdrop screen under a truss at the
 * far end, spotlights at the runway's foot. The spawn stands at the end of the runway, looking up it.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';
import { boxWalls } from './walls.ts';

const W = 11;
const D = 28;
const H = 7;
const wall = boxWalls(W, D);
const props = propList();
const { add } = props;
/** The runway's deck height and the backdrop screen's scale. */
const DECK = 0.45;
const BACKDROP = 1.1;
add('stage/runway', 0, -2.5, { scale: [1, 1, 1.5] });
add('stage/big-screen', 0, -D / 2 + 0.2, { scale: [BACKDROP, BACKDROP, 1] });
add('stage/truss', 0, -D / 2 + 0.9, { scale: [1.4, 1.5, 1] });
// Front-row benches along the runway, a second row on risers behind them.
for (const side of [-1, 1]) {
  const turn = (-side * Math.PI) / 2;
  for (const z of [-8.8, -6.2, -3.6, -1.0, 1.6, 4.2]) add('seating/bench', side * 1.85, z, { turn });
  add('stage/platform', side * 3.35, -2.3, { scale: [0.25, 0.6, 5.0] });
  for (const z of [-7.5, -4.9, -2.3, 0.3]) add('seating/bench', side * 3.35, z, { turn, y: 0.3 });
  // Spots at the runway's foot, aimed up it; speakers by the backdrop.
  add('lights/spotlight', side * 1.9, 7.0, { turn: Math.PI + side * 0.1 });
  add('stage/speaker', side * 4.7, -D / 2 + 1.2, { scale: 1.6, turn: -side * 0.3 });
}

export const fashionRunway: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: H },
  background: '#0d0d0f',
  materials: {
    floor: { color: '#1c1c20', roughness: 0.3, metalness: 0.1, texture: 'concrete' },
    walls: { color: '#1c1c1e', roughness: 0.9, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#0c0c0c', roughness: 0.95, metalness: 0 },
  },
  // A dark house; white light on the runway and the backdrop.
  lights: [hemisphere('#ffffff', 0.3), point('#ffffff', 1.4, 0, 6, -5), point('#ffe9f2', 0.9, 0, 6, 5)],
  spawn: { position: v(0, 1.6, 10.8), rotation: ZERO },
  slots: [
    frame(1, ...wall.left(-6.0, 3.4), 2.2, 1.4),
    frame(2, ...wall.right(-6.0, 3.4), 2.2, 1.4),
    frame(3, ...wall.left(1.5, 3.4), 2.2, 1.4),
    frame(4, ...wall.right(1.5, 3.4), 2.2, 1.4),
    embed(0, 2.15 * BACKDROP, -D / 2 + 0.25, 0, 6.0 * BACKDROP, 3.38 * BACKDROP),
    model(1, 0, DECK, -8.5),
    model(2, 0, DECK, -3.5),
    model(3, 0, DECK, 1.5),
    text(...wall.back(0, 5.3)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.6 },
  props: props.placed,
};
