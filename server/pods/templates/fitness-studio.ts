/**
 * Fitness Studio: a bright studio with a wall of mirrors and a barre at the front, exercise mats in
 * two rows facing it, dumbbell racks, tall windows down one side, speakers and plants. The spawn
 * stands behind the mats, looking at the mirrors.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, frame, hemisphere, model, propList, sound, sun, text, v, ZERO } from './kit.ts';

const { PI } = Math;
const W = 16;
const D = 13;
const props = propList();
const { add } = props;
// The mirror wall with its barre, windows above it, the instructor's step and the weights before it.
for (const x of [-4.05, 0, 4.05]) {
  add('architecture/mirror-wall', x, -D / 2 + 0.18);
  add('architecture/window', x, -D / 2 + 0.12, { y: 1.75, scale: [1.5, 0.9, 1] });
}
add('stage/platform', 0, -4.9, { scale: [0.5, 0.3, 0.45] });
add('displays/dumbbell-rack', -3.6, -5.7);
add('displays/dumbbell-rack', 3.6, -5.7);
// Mats in two rows of four, facing the mirror.
for (const z of [-2.2, 0.4]) for (const x of [-3.3, -1.1, 1.1, 3.3]) add('decor/rug', x, z, { scale: [0.24, 1, 0.95] });
// A bench by the left wall, windows along the right, speakers up in the corners, plants.
add('seating/bench', -7.4, -1.0, { turn: Math.PI / 2 });
add('architecture/window', 7.85, -2.4, { turn: -PI / 2, scale: [1.2, 1.25, 1] });
add('architecture/window', 7.85, 1.4, { turn: -PI / 2, scale: [1.2, 1.25, 1] });
add('stage/speaker', -7.3, -6.0, { y: 3.0, turn: 0.6 });
add('stage/speaker', 7.3, -6.0, { y: 3.0, turn: -0.6 });
add('nature/potted-plant', 7.2, 4.6);
// Pendant lamps in a row down the middle of the ceiling.
for (const z of [-3.6, -0.6]) add('lights/pendant', 0, z, { y: 3.4 });
add('nature/potted-plant', -6.6, -5.9, { scale: 1.2 });
add('nature/potted-plant', 6.6, -5.9, { scale: 1.2 });

export const fitnessStudio: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: 4.6 },
  background: '#e3f1ec',
  materials: {
    floor: { color: '#d9b68a', roughness: 0.45, metalness: 0, texture: 'planks' },
    walls: { color: '#f3f6f5', roughness: 0.9, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#ffffff', roughness: 0.95, metalness: 0 },
  },
  // Daylight through the windows on the right, a bright even fill.
  lights: [hemisphere('#ffffff', 1.2), sun('#fff6e8', 1.4, 10, 8, 2)],
  spawn: { position: v(0, 1.6, 5.0), rotation: ZERO },
  slots: [
    frame(1, -7.95, 2.4, 2.6, PI / 2, 1.8, 1.1),
    frame(2, 7.95, 2.2, 4.0, -PI / 2, 1.4, 1.0),
    frame(3, -7.95, 2.6, -4.8, PI / 2, 1.4, 1.0),
    embed(-7.95, 2.0, 0.6, PI / 2, 2.2, 1.3),
    model(1, -4.5, 0, 1.6),
    model(2, 4.5, 0, 1.6),
    model(3, -5.2, 0, -3.6),
    model(4, 5.2, 0, -3.6),
    text(7.95, 2.6, 2.4, -PI / 2),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.6 },
  props: props.placed,
};
