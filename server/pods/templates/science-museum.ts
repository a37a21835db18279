/**
 * Science Museum: a tall marble hall between two colonnades. A great ringed planet in the middle, a
 * dinosaur skeleton on the left and a rocket on its pad on the right, glass vitrines and benches
 * between; an arch at the far end, the Pod's web page and pictures on the walls. The spawn looks
 * into the hall from its entrance.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, sun, text, v, ZERO } from './kit.ts';

const { PI } = Math;
const W = 22;
const D = 28;
const X = W / 2 - 0.05;
const props = propList();
const { add } = props;
// The three great exhibits.
add('displays/planet-model', 0, -3.0, { scale: 1.6, turn: 0.4 });
add('displays/dinosaur-skeleton', -4.6, 0.6, { turn: 0.7, scale: 1.4 });
add('displays/rocket-model', 6.0, -7.5, { scale: 1.3 });
// Colonnades down both sides, the arch at the end.
for (const z of [-10, -4, 2]) {
  add('architecture/column', -8.4, z, { scale: [1.2, 2.4, 1.2] });
  add('architecture/column', 8.4, z, { scale: [1.2, 2.4, 1.2] });
}
add('architecture/arch', 0, -D / 2 + 0.4, { scale: [1.8, 2.0, 1] });
// Vitrines, plinths for the Pod's models, benches and a leaflet rack at the entrance.
add('displays/vitrine', -5.6, -6.4);
add('displays/vitrine', 3.2, 3.4);
add('displays/vitrine', 5.4, -2.2);
add('displays/plinth', -2.4, -8.8);
add('displays/plinth', 2.4, -10.6);
add('seating/bench', -2.6, 6.2, { turn: facing(-2.6, 6.2, 0, -3) });
add('seating/bench', 3.6, 1.6, { turn: facing(3.6, 1.6, 0, -3) });
add('displays/brochure-rack', 5.6, 9.6, { turn: -0.6 });
add('nature/potted-plant', -9.6, -12.6, { scale: 1.3 });
add('nature/potted-plant', 9.6, -12.6, { scale: 1.3 });

export const scienceMuseum: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: 11 },
  background: '#e6ebf0',
  materials: {
    floor: { color: '#d8d4cc', roughness: 0.3, metalness: 0, texture: 'marble' },
    walls: { color: '#ede7dc', roughness: 0.9, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#fbfbf8', roughness: 0.95, metalness: 0 },
  },
  // Daylight from the roof lantern, a warm lamp on the planet.
  lights: [hemisphere('#ffffff', 1.0), sun('#fff4e0', 1.0, -6, 14, 8), point('#ffe6c0', 1.0, 0, 7, -3)],
  spawn: { position: v(0, 1.6, 11.8), rotation: ZERO },
  slots: [
    frame(1, -X, 2.6, -7, PI / 2, 2.6, 1.6),
    frame(2, X, 2.6, -1, -PI / 2, 2.6, 1.6),
    frame(3, -X, 2.6, 5, PI / 2, 2.2, 1.4),
    frame(4, X, 2.6, 5, -PI / 2, 2.2, 1.4),
    embed(-6.0, 2.6, -D / 2 + 0.05, 0, 3.6, 2.1),
    model(1, -2.4, 1, -8.8),
    model(2, 2.4, 1, -10.6),
    model(3, 0, 0, 4.2),
    text(6.0, 3.0, -D / 2 + 0.05, 0),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.5 },
  props: props.placed,
};
