/**
 * Neon Gallery: a long dark hall with a glossy floor, hung with works that glow. Every frame on the
 * walls is a neon tube around a luminous picture (the Pod's own pictures go in them), neon
 * sculptures face them across the hall, lines of light run along the floor towards the far end,
 * where a great framed work and the gallery's ART AFTER DARK sign hang beside the Pod's web page,
 * and lit plinths stand down the middle. The spawn looks down the hall.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const { PI } = Math;
const W = 10;
const D = 26;
const X = W / 2 - 0.05;
const props = propList();
const { add } = props;
/** The wall's frames: z, the wall's side (-1 left, 1 right), and the slot's width and height. */
const frames = [
  [-1.6, -1, 2.0, 1.3],
  [3.4, 1, 2.0, 1.3],
  [-10.2, -1, 2.0, 1.3],
  [-6.4, 1, 2.0, 1.3],
  [7.2, -1, 1.6, 1.0],
] as const;
/** A slot's centre height; its neon frame (1.7 × 1.2 m at scale 1) stands a little larger round it. */
const FRAME_Y = 2.0;
for (const [z, side, w, h] of frames) {
  const [sx, sy] = [(w + 0.26) / 1.7, (h + 0.2) / 1.2];
  add('lights/neon-frame', side * (X + 0.01), z, { y: FRAME_Y - 0.6 * sy, turn: -side * (PI / 2), scale: [sx, sy, 1] });
}
// Neon sculptures across the hall from the frames, spots on the plinths.
add('lights/neon-art', -X, 3.4, { y: 1.1, turn: PI / 2, scale: 1.3 });
add('lights/neon-art', -X, -6.4, { y: 1.1, turn: PI / 2, scale: 1.3 });
add('lights/neon-art', X, -1.6, { y: 1.1, turn: -PI / 2, scale: 1.3 });
add('lights/neon-art', X, -10.2, { y: 1.1, turn: -PI / 2, scale: 1.3 });
add('lights/spotlight', -3.6, -1.8, { turn: facing(-3.6, -1.8, -1.2, -5) });
add('lights/spotlight', 3.6, 3.0, { turn: facing(3.6, 3.0, 1.2, 0) });
// The far wall: a great framed work, the gallery's sign over the middle, the web page on the left.
add('lights/neon-frame', 2.1, -D / 2 + 0.05, { y: 0.7, scale: 2 });
add('decor/neon-after-dark', 0, -D / 2 + 0.05, { y: 3.35, scale: 1.6 });
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
    ...frames.map(([z, side, w, h], i) => frame(i + 1, side * X, FRAME_Y, z, -side * (PI / 2), w, h)),
    embed(-2.9, 1.6, -D / 2 + 0.05, 0, 2.6, 1.5),
    model(1, -1.2, 1, -5),
    model(2, 1.2, 1, 0),
    text(X, 2.4, 7.2, -PI / 2),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.25 },
  props: props.placed,
};
