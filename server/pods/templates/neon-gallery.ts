/**
 * Neon Gallery: a long dark hall with a glossy floor. Neon artworks glow between the frames down
 * both walls, lines of light run along the floor towards a big neon piece at the far end (the Pod's
 * web page beside it), and lit plinths stand down the middle. The spawn looks down the hall.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const { PI } = Math;
const W = 10;
const D = 26;
const X = W / 2 - 0.05;
const props = propList();
const { add } = props;
// Spots on the plinths.
add('lights/spotlight', -3.6, -1.8, { turn: facing(-3.6, -1.8, -1.2, -5) });
add('lights/spotlight', 3.6, 3.0, { turn: facing(3.6, 3.0, 1.2, 0) });
// Neon works on both walls, between the frames, and a large one at the end.
add('lights/neon-art', -X, 3.4, { y: 1.1, turn: PI / 2, scale: 1.4 });
add('lights/neon-art', -X, -6.4, { y: 1.1, turn: PI / 2, scale: 1.4 });
add('lights/neon-art', X, -1.6, { y: 1.1, turn: -PI / 2, scale: 1.4 });
add('lights/neon-art', X, -10.2, { y: 1.1, turn: -PI / 2, scale: 1.4 });
add('lights/neon-art', 1.9, -D / 2 + 0.05, { y: 0.9, scale: 2.2 });
add('decor/neon-sign', -2.4, -D / 2 + 0.05, { y: 3.2, scale: 1.3 });
// Lines of light along the foot of both walls, leading to the end.
add('lights/neon-strip', -X + 0.05, -1, { turn: PI / 2, scale: [11.5, 1, 1] });
add('lights/neon-strip', X - 0.05, -1, { turn: -PI / 2, scale: [11.5, 1, 1] });
add('lights/neon-strip', 0, -1, { y: 5.44, turn: PI / 2, scale: [11.5, 1, 1] });
// Plinths down the middle carry the Pod's models and two pieces of the collection.
add('displays/plinth', -1.2, -5);
add('displays/plinth', 1.2, 0);
add('displays/plinth', -1.2, -9.5);
add('nature/crystal', -1.2, -9.5, { y: 1, scale: 0.45 });
add('displays/plinth', 1.2, -9.5);
add('decor/vase', 1.2, -9.5, { y: 1 });
add('displays/vitrine', 3.4, -6.2);
add('seating/bench', -2.6, 1.6, { turn: PI / 2 });

export const neonGallery: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: 5.5 },
  background: '#07070d',
  materials: {
    floor: { color: '#0b0b11', roughness: 0.3, metalness: 0.1, texture: 'tiles' },
    walls: { color: '#1d1d2a', roughness: 0.9, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#0c0c12', roughness: 0.95, metalness: 0 },
  },
  // Very little room light: magenta and cyan pools down the hall.
  lights: [hemisphere('#b9b4ff', 0.28), point('#ff3df2', 1.1, -2, 4, -6), point('#33e6ff', 1.0, 2, 4, 2), point('#ffd9a0', 0.5, 0, 4, -11)],
  spawn: { position: v(0, 1.6, 11.2), rotation: ZERO },
  slots: [
    frame(1, -X, 2.0, -1.6, PI / 2, 2.0, 1.3),
    frame(2, X, 2.0, 3.4, -PI / 2, 2.0, 1.3),
    frame(3, -X, 2.0, -10.2, PI / 2, 2.0, 1.3),
    frame(4, X, 2.0, -6.4, -PI / 2, 2.0, 1.3),
    frame(5, -X, 2.0, 7.2, PI / 2, 1.6, 1.0),
    embed(-2.4, 1.6, -D / 2 + 0.05, 0, 2.6, 1.5),
    model(1, -1.2, 1, -5),
    model(2, 1.2, 1, 0),
    text(X, 2.4, 7.2, -PI / 2),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.25 },
  props: props.placed,
};
