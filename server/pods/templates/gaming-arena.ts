/**
 * Gaming Arena: a dark round hall lit in cyan and magenta. A stage with two team desks (monitors,
 * gaming chairs) under a lighting truss, a giant screen behind for the match (the Pod's web page),
 * side screens for frames, neon signs and speakers round the walls. The spawn looks at the stage.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const R = 10;
const props = propList();
const { add } = props;
const wall = (bearing: number, inset: number): [number, number] => [Math.sin(bearing) * (R - inset), -Math.cos(bearing) * (R - inset)];
const onWallAt = (bearing: number, y: number, inset = 0.15): [number, number, number, number] => {
  const [x, z] = wall(bearing, inset);
  return [x, y, z, facing(x, z)];
};
// The stage, its screen and truss.
add('stage/platform', 0, -5.6, { scale: [1.6, 1, 1.3] });
add('stage/big-screen', 0, -8.6, { scale: [1.3, 1.3, 1], y: 0.5 });
add('stage/truss', 0, -4.4, { scale: [1.5, 1.4, 1], y: 0.5 });
// Two teams of three, facing each other across the stage, their monitors between them.
for (const [side, x0] of [
  [-1, -3.2],
  [1, 3.2],
] as const) {
  add('tables/desk', x0, -5.6, { y: 0.5, turn: (side * Math.PI) / 2, scale: [2.2, 1, 1] });
  for (const dz of [-0.9, 0, 0.9]) {
    add('stage/monitor', x0 + side * 0.1, -5.6 + dz, { y: 1.25, turn: (side * Math.PI) / 2 });
    add('seating/gaming-chair', x0 - side * 0.8, -5.6 + dz, { y: 0.5, turn: (-side * Math.PI) / 2 });
  }
}
add('lights/spotlight', -5.6, -3.4, { turn: facing(-5.6, -3.4, 0, -5.6) + 0.3 });
add('lights/spotlight', 5.6, -3.4, { turn: facing(5.6, -3.4, 0, -5.6) - 0.3 });
add('stage/speaker', -6.6, -6.2, { scale: 1.6, turn: facing(-6.6, -6.2, 0, 4) });
add('stage/speaker', 6.6, -6.2, { scale: 1.6, turn: facing(6.6, -6.2, 0, 4) });
// Neon round the hall: strips on the floor's edge, signs on the walls.
for (const b of [-2.0, 2.0]) {
  const [x, z] = wall(b, 0.5);
  add('lights/neon-strip', x, z, { turn: facing(x, z), scale: [2, 1, 1] });
}
for (const b of [-0.95, 0.95]) {
  const [x, z] = wall(b, 0.1);
  add('decor/neon-sign', x, z, { y: 4.6, turn: facing(x, z), scale: 1.8 });
}
// Spectators' seats facing the stage, an aisle down the middle.
for (const x of [-2.1, 2.1, -4.3, 4.3]) add('seating/cinema-seat', x, 2.6, { turn: Math.PI });

export const gamingArena: PodScene = {
  version: 2,
  room: { shape: 'round', width: 2 * R, depth: 2 * R, height: 9 },
  background: '#050b14',
  materials: {
    floor: { color: '#18263a', roughness: 0.45, metalness: 0.3, texture: 'metal-grid' },
    walls: { color: '#121d2e', roughness: 0.8, metalness: 0.1, texture: 'tiles' },
    ceiling: { color: '#0a1220', roughness: 0.9, metalness: 0 },
  },
  lights: [hemisphere('#9fc8ff', 0.3), point('#00e5ff', 1.3, -5, 6, -2), point('#ff3dd8', 1.3, 5, 6, -2), point('#ffffff', 0.6, 0, 8, 4)],
  spawn: { position: v(0, 1.6, 7.2), rotation: ZERO },
  slots: [
    frame(1, ...onWallAt(-1.0, 3.0), 3, 1.7),
    frame(2, ...onWallAt(1.0, 3.0), 3, 1.7),
    frame(3, ...onWallAt(-1.55, 2.2), 2, 1.25),
    frame(4, ...onWallAt(1.55, 2.2), 2, 1.25),
    embed(0, 3.35, -8.47, 0, 7.6, 4.3),
    model(1, -1.2, 0.5, -4.2),
    model(2, 1.2, 0.5, -4.2),
    model(3, 0, 0, 2.6),
    text(...onWallAt(2.6, 2.2)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.4 },
  props: props.placed,
};
