/**
 * Book Nook: a small round reading room lined with bookshelves floor to cornice, a window onto a
 * garden straight ahead, two armchairs on a round rug with a side table and lamps between them,
 * cushions and stacks of books on the floor. Warm and dim. The spawn looks across the rug at the window.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const R = 4.5;
const H = 3.4;
const props = propList();
const { add } = props;
/** A point on the curved wall at a bearing (0: straight ahead of the spawn), set in by `inset`. */
const wall = (bearing: number, inset: number): [number, number] => [Math.sin(bearing) * (R - inset), -Math.cos(bearing) * (R - inset)];
/** x, y, z and turn of a slot on the curved wall, facing the centre. */
const onWallAt = (bearing: number, y: number, inset = 0.1): [number, number, number, number] => {
  const [x, z] = wall(bearing, inset);
  return [x, y, z, facing(x, z)];
};
// Shelves all round but for the window ahead, the two frames and the way in behind the spawn.
for (const b of [-2.55, -2.2, -1.85, -1.05, -0.7, 0.7, 1.05, 1.85, 2.2, 2.55]) {
  const [x, z] = wall(b, 0.35);
  add('displays/bookshelf', x, z, { turn: facing(x, z), scale: [1, 1.35, 1] });
}
{
  const [x, z] = wall(0, 0.3);
  add('architecture/window', x, z, { turn: facing(x, z), scale: [1.1, 1.1, 1] });
}
// The reading corner: two armchairs angled towards each other, a table and lamp between them.
add('decor/round-rug', 0, -0.9, { scale: 1.15 });
add('seating/armchair', -1.35, -1.5, { turn: facing(-1.35, -1.5, 0, 0.6) });
add('seating/armchair', 1.35, -1.5, { turn: facing(1.35, -1.5, 0, 0.6) });
add('tables/side-table', 0, -2.0);
add('lights/table-lamp', 0, -2.0, { y: 0.55 });
add('lights/floor-lamp', -2.3, -2.0);
add('lights/floor-lamp', 2.3, -2.0);
add('lights/pendant', 0, -0.6, { y: H - 0.84, scale: 0.7 });
add('decor/cushion', -0.5, 0.1);
add('decor/cushion', 0.3, 0.3, { scale: 0.9 });
add('decor/books', 0.9, -0.3, { turn: 0.5 });
add('decor/books', -2.6, 0.6, { turn: -0.3, scale: 1.3 });
add('decor/books', 2.7, -0.5, { turn: 0.8, scale: 1.2 });
add('nature/potted-plant', -2.9, 1.9, { scale: 0.9 });

export const bookNook: PodScene = {
  version: 2,
  room: { shape: 'round', width: 2 * R, depth: 2 * R, height: H },
  background: '#2b2118',
  materials: {
    floor: { color: '#5b4331', roughness: 0.75, metalness: 0, texture: 'planks' },
    walls: { color: '#6e5038', roughness: 0.85, metalness: 0, texture: 'wood' },
    ceiling: { color: '#e9dcc8', roughness: 0.95, metalness: 0 },
  },
  // Lamplight: dim warm fill, the lamps do the rest.
  lights: [hemisphere('#ffe2b8', 0.45), point('#ffbf73', 0.7, 0, 3.0, 0.5)],
  spawn: { position: v(0, 1.6, 3.0), rotation: ZERO },
  slots: [
    frame(1, ...onWallAt(-0.35, 1.7), 0.75, 1.0),
    frame(2, ...onWallAt(0.35, 1.7), 0.75, 1.0),
    embed(...onWallAt(-1.45, 1.8), 1.3, 0.85),
    model(1, -1.7, 0, 0.4),
    model(2, 1.8, 0, 0.2),
    text(...onWallAt(1.45, 1.9)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.3 },
  props: props.placed,
};
