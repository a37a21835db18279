/**
 * Gaming Arena: a dark round hall lit in cyan and magenta for a match night. A giant screen shows
 * the match's score (until the Pod's web page is put there) under the arena's GAME ON sign; the
 * two teams sit in their own corners either side of it, each on a raised deck at a desk of
 * monitors in gaming chairs, one corner lit cyan and the other magenta; the crowd's gaming chairs
 * face the screen. Side screens on the walls take the frames. The spawn looks at the screen.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, roundWall, sound, text, v, ZERO } from './kit.ts';

const R = 10;
const props = propList();
const { add } = props;
const wall = roundWall(R);
const onWallAt = (bearing: number, y: number) => wall.slotAt(bearing, y, 0.15);
/** The match screen's scale (of the library's big screen) and its foot's height. */
const SCREEN = 1.45;
const SCREEN_Y = 1.0;
add('stage/screen-scoreboard', 0, -8.6, { scale: [SCREEN, SCREEN, 1], y: SCREEN_Y });
add('decor/neon-game-on', 0, -8.75, { y: SCREEN_Y + 4.05 * SCREEN, scale: 2.2 });
// The team corners, either side of the screen: a deck turned to the crowd with a line of light
// along its front, a desk of three monitors, three gaming chairs facing the crowd behind it.
for (const side of [-1, 1]) {
  const [x, z] = [side * 3.4, -2.8];
  const turn = facing(x, z, 0, 6);
  /** A point on the deck: `across` along its front, `forward` towards the crowd. */
  const at = (across: number, forward: number): [number, number] => [
    x + across * Math.cos(turn) + forward * Math.sin(turn),
    z - across * Math.sin(turn) + forward * Math.cos(turn),
  ];
  add('stage/platform', x, z, { turn, scale: [0.7, 0.8, 0.8] });
  add('lights/neon-strip', ...at(0, 1.2), { y: 0.2, turn, scale: [2.1, 1, 1] });
  add('tables/desk', ...at(0, 0.55), { y: 0.4, turn, scale: [2.3, 1, 1] });
  for (const across of [-1, 0, 1]) {
    add('stage/monitor', ...at(across * 0.95, 0.45), { y: 1.15, turn: turn + Math.PI });
    add('seating/gaming-chair', ...at(across * 0.95, -0.35), { y: 0.4, turn });
  }
  add('stage/speaker', side * 6.6, -6.4, { scale: 1.6, turn: facing(side * 6.6, -6.4, 0, 4) });
}
// The crowd in gaming chairs turned to the screen: a front row either side of the aisle, more by the walls.
for (const side of [-1, 1]) {
  for (const [x, z] of [
    [1.3, 3.6],
    [2.6, 3.6],
    [5.6, 0.6],
    [5.6, 2.0],
  ] as const)
    add('seating/gaming-chair', side * x, z, { turn: facing(side * x, z, 0, -6) });
}

export const gamingArena: PodScene = {
  version: 2,
  room: { shape: 'round', width: 2 * R, depth: 2 * R, height: 9 },
  background: '#050b14',
  materials: {
    floor: { color: '#18263a', roughness: 0.45, metalness: 0.3, texture: 'metal-grid' },
    walls: { color: '#121d2e', roughness: 0.8, metalness: 0.1, texture: 'tiles' },
    ceiling: { color: '#0a1220', roughness: 0.9, metalness: 0 },
  },
  // Each team's corner in its colour, cyan and magenta; a white wash over the crowd.
  lights: [hemisphere('#9fc8ff', 0.3), point('#00e5ff', 1.5, -4, 4, -3), point('#ff3dd8', 1.5, 4, 4, -3), point('#ffffff', 0.6, 0, 8, 4)],
  spawn: { position: v(0, 1.6, 7.2), rotation: ZERO },
  slots: [
    frame(1, ...onWallAt(-1.0, 3.0), 3, 1.7),
    frame(2, ...onWallAt(1.0, 3.0), 3, 1.7),
    frame(3, ...onWallAt(-1.55, 2.2), 2, 1.25),
    frame(4, ...onWallAt(1.55, 2.2), 2, 1.25),
    embed(0, SCREEN_Y + 2.15 * SCREEN, -8.53, 0, 6.1 * SCREEN, 3.43 * SCREEN),
    model(1, -0.9, 0, -5.0),
    model(2, 0.9, 0, -5.0),
    model(3, 0, 0, 3.8),
    text(...onWallAt(2.6, 2.2)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.4 },
  props: props.placed,
};
