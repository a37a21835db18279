/**
 * Space Station: a round deck with portholes onto stars and a blue planet (a large one straight
 * ahead), consoles with monitors and pilots' chairs, cyan light strips on a metal grid floor.
 * The spawn looks across the deck at the big window.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const R = 8;
const props = propList();
const { add } = props;
/** A point on the curved wall at a bearing (0: the back, straight ahead of the spawn), set in by `inset`. */
const wall = (bearing: number, inset = 0.25): [number, number] => [Math.sin(bearing) * (R - inset), -Math.cos(bearing) * (R - inset)];
const onWall = (prop: Parameters<typeof add>[0], bearing: number, options: { y?: number; scale?: number; inset?: number } = {}) => {
  const [x, z] = wall(bearing, options.inset);
  add(prop, x, z, { turn: facing(x, z), y: options.y ?? 0, scale: options.scale ?? 1 });
};
/** x, y, z and turn of a slot hung on the curved wall at a bearing, facing the centre. */
const onWallAt = (bearing: number, y = 1.8): [number, number, number, number] => {
  const [x, z] = wall(bearing, 0.1);
  return [x, y, z, facing(x, z)];
};
// The big window straight ahead and four portholes round the deck.
onWall('architecture/space-window', 0, { scale: 2.2, inset: 0.55 });
for (const b of [-1.15, 1.15, -2.1, 2.1]) onWall('architecture/space-window', b, { y: 0.3, scale: 0.9 });
// The bridge: a console of desks and monitors before the window, pilots' chairs facing it.
for (const x of [-1.7, 0, 1.7]) {
  add('tables/desk', x, -4.4, { turn: Math.PI, scale: [1.1, 1, 1] });
  add('stage/monitor', x, -4.55, { y: 0.75 });
  add('seating/gaming-chair', x, -3.4, { turn: Math.PI });
}
// Plinths for the Pod's models, a lounge by the side walls, plants (the crew's garden).
add('displays/plinth', -3.2, -1.8);
add('displays/plinth', 3.2, -1.8);
add('seating/sofa', -5.4, 2.6, { turn: facing(-5.4, 2.6) });
add('seating/sofa', 5.4, 2.6, { turn: facing(5.4, 2.6) });
add('nature/potted-plant', -6.6, 0.4);
add('nature/potted-plant', 6.6, 0.4);
// Light strips round the floor's edge.
for (const b of [-2.6, -1.6, 1.6, 2.6]) {
  const [x, z] = wall(b, 0.6);
  add('lights/neon-strip', x, z, { turn: facing(x, z), scale: [1.6, 1, 1] });
}

export const spaceStation: PodScene = {
  version: 2,
  room: { shape: 'round', width: 2 * R, depth: 2 * R, height: 7 },
  background: '#02030a',
  materials: {
    floor: { color: '#7d8795', roughness: 0.5, metalness: 0.4, texture: 'metal-grid' },
    walls: { color: '#dfe4ea', roughness: 0.6, metalness: 0.1, texture: 'tiles' },
    ceiling: { color: '#b9c1cc', roughness: 0.7, metalness: 0.2 },
  },
  lights: [hemisphere('#d6ecff', 0.7), point('#8fd3ff', 1.0, 0, 6, 0), point('#5aa0ff', 0.8, 0, 3, -6)],
  spawn: { position: v(0, 1.6, 5.6), rotation: ZERO },
  slots: [
    frame(1, ...onWallAt(-0.62), 2.4, 1.4),
    frame(2, ...onWallAt(0.62), 2.4, 1.4),
    frame(3, ...onWallAt(-1.6, 2.4), 1.5, 0.95),
    frame(4, ...onWallAt(1.6, 2.4), 1.5, 0.95),
    embed(...onWallAt(-2.6, 2.0), 1.8, 1.1),
    model(1, -3.2, 1, -1.8),
    model(2, 3.2, 1, -1.8),
    text(...onWallAt(2.6, 2.2)),
    sound(0, 0),
  ],
  environment: { sky: 'space', reflections: 0.6 },
  props: props.placed,
};
