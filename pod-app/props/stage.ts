/**
 * Stage and media: speakers, a lighting truss, a big screen (blank, or showing a template's picture),
 * a DJ booth, a microphone, a stage platform, a monitor, a catwalk, and a podcast booth's foam
 * panel, on-air sign, mic and headphones.
 */
import type { Object3D } from 'three';
import { along, assemble, ball, box, cylinder, define, panel, ring, type Parts, type Xyz } from './kit.ts';
import { pictureFace } from './pictures.ts';
import { screenPictures } from './screen-pictures.ts';

const BIG_SCREEN = { box: { w: 6.4, h: 4.0, d: 0.3 }, budget: { triangles: 100, drawCalls: 2 } };
/** The face's centre, 15 mm before the frame's front: clear enough not to fight it for depth from afar, even scaled thin. */
const SCREEN_AT: Xyz = [0, 2.15, 0.03];
/** The big screen's frame and feet, with its face (a material part or a picture). */
const bigScreen = (face: Parts, extras: Object3D[] = []) =>
  assemble(
    { 'plastic-black': [box(6.4, 3.7, 0.15, [0, 2.15, -0.06]), box(0.15, 0.4, 0.3, [-2.5, 0.2, 0]), box(0.15, 0.4, 0.3, [2.5, 0.2, 0])], ...face },
    extras,
  );

export const props = [
  define('stage/speaker', {
    box: { w: 0.6, h: 1.1, d: 0.5 },
    budget: { triangles: 300, drawCalls: 2 },
    build: () =>
      assemble({
        'plastic-black': [box(0.6, 1.1, 0.5, [0, 0.55, 0])],
        'metal-dark': [cylinder(0.2, 0.2, 0.02, [0, 0.4, 0.25], 16, [Math.PI / 2, 0, 0]), cylinder(0.09, 0.09, 0.02, [0, 0.85, 0.25], 12, [Math.PI / 2, 0, 0])],
      }),
  }),
  define('stage/truss', {
    // Two towers and a beam: a square truss, its lattice drawn with diagonal bars.
    box: { w: 6.1, h: 4.05, d: 0.4 },
    budget: { triangles: 1500, drawCalls: 1 },
    build: () => {
      const s = 0.3;
      const chords = (from: [number, number, number], length: number, horizontal: boolean) =>
        [
          [-1, -1],
          [1, -1],
          [-1, 1],
          [1, 1],
        ].map(([a, b]) => {
          const at: [number, number, number] = horizontal ? [from[0], from[1] + (a! * s) / 2, (b! * s) / 2] : [from[0] + (a! * s) / 2, from[1], (b! * s) / 2];
          return cylinder(0.025, 0.025, length, at, 5, horizontal ? [0, 0, Math.PI / 2] : undefined);
        });
      const towers = [-2.85, 2.85].flatMap((x) => [
        ...chords([x, 1.85, 0], 3.7, false),
        ...along(9, [x, 0.2, 0], [x, 3.5, 0], (at) => box(s, 0.02, 0.02, [at[0], at[1], s / 2], [0, 0, 0.6])),
      ]);
      const beam = [
        ...chords([0, 3.85, 0], 6, true),
        ...along(15, [-2.6, 3.85, 0], [2.6, 3.85, 0], (at) => box(0.02, s, 0.02, [at[0], at[1], s / 2], [0, 0, 0.6])),
      ];
      return assemble({ 'metal-steel': [...towers, ...beam, box(0.4, 0.02, 0.4, [-2.85, 0.01, 0]), box(0.4, 0.02, 0.4, [2.85, 0.01, 0])] });
    },
  }),
  define('stage/big-screen', {
    // A 16:9 screen on its own frame; a media slot placed on it shows the Pod's video or page.
    ...BIG_SCREEN,
    build: () => bigScreen({ screen: [panel(6.1, 3.43, SCREEN_AT)] }),
  }),
  // The same screen showing a picture made for a template (screen-pictures.ts) until media covers it.
  ...Object.entries(screenPictures).map(([id, picture]) =>
    define(id as keyof typeof screenPictures, { ...BIG_SCREEN, build: () => bigScreen({}, [pictureFace(picture, 6.1, 3.43, SCREEN_AT)]) }),
  ),
  define('stage/dj-booth', {
    box: { w: 2.0, h: 1.2, d: 0.9 },
    budget: { triangles: 400, drawCalls: 4 },
    build: () =>
      assemble({
        'plastic-black': [box(2, 1.0, 0.8, [0, 0.5, 0])],
        'glow-magenta': [box(2.02, 0.06, 0.82, [0, 0.8, 0]), box(1.7, 0.5, 0.02, [0, 0.4, 0.41])],
        'metal-dark': [cylinder(0.2, 0.2, 0.04, [-0.5, 1.02, 0], 16), cylinder(0.2, 0.2, 0.04, [0.5, 1.02, 0], 16), box(0.4, 0.05, 0.3, [0, 1.02, 0])],
        'metal-steel': [box(0.35, 0.02, 0.25, [0, 1.15, -0.25], [-0.5, 0, 0])],
      }),
  }),
  define('stage/microphone', {
    box: { w: 0.5, h: 1.6, d: 0.5 },
    budget: { triangles: 200, drawCalls: 1 },
    build: () =>
      assemble({
        'metal-dark': [
          cylinder(0.2, 0.22, 0.03, [0, 0.015, 0], 14),
          cylinder(0.012, 0.012, 1.45, [0, 0.74, 0], 6),
          cylinder(0.035, 0.025, 0.16, [0, 1.5, 0.05], 10, [0.5, 0, 0]),
        ],
      }),
  }),
  define('stage/platform', {
    box: { w: 6.0, h: 0.5, d: 3.0 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () => assemble({ 'wood-dark': [box(6, 0.06, 3, [0, 0.47, 0])], 'plastic-black': [box(5.9, 0.44, 2.9, [0, 0.22, 0])] }),
  }),
  define('stage/monitor', {
    box: { w: 0.7, h: 0.5, d: 0.22 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () =>
      assemble({
        'plastic-black': [box(0.7, 0.42, 0.03, [0, 0.29, 0]), box(0.05, 0.1, 0.05, [0, 0.05, -0.03]), box(0.25, 0.015, 0.2, [0, 0.008, 0])],
        'glow-cyan': [panel(0.66, 0.37, [0, 0.29, 0.016])],
      }),
  }),
  define('stage/runway', {
    // A catwalk: a long glossy white deck with light lines along its foot.
    box: { w: 2.0, h: 0.45, d: 12.0 },
    budget: { triangles: 100, drawCalls: 3 },
    build: () =>
      assemble({
        'plastic-white': [box(2, 0.05, 12, [0, 0.425, 0])],
        'plastic-black': [box(1.9, 0.4, 11.9, [0, 0.2, 0])],
        'glow-white': [box(0.04, 0.04, 11.9, [-0.97, 0.06, 0]), box(0.04, 0.04, 11.9, [0.97, 0.06, 0])],
      }),
  }),
  define('stage/acoustic-panel', {
    // Hangs on a wall (its back at z = -d/2): nine foam tiles, their ridges crossing like a chequerboard.
    box: { w: 1.2, h: 1.2, d: 0.08 },
    budget: { triangles: 600, drawCalls: 2 },
    build: () => {
      const ridges = [0, 1, 2].flatMap((row) =>
        [0, 1, 2].flatMap((col) => {
          const cx = -0.4 + col * 0.4;
          const cy = 0.2 + row * 0.4;
          const across = (row + col) % 2 === 0;
          return along(4, [-0.14, 0, 0], [0.14, 0, 0], ([o]) =>
            across ? box(0.36, 0.05, 0.045, [cx, cy + o, 0.005]) : box(0.05, 0.36, 0.045, [cx + o, cy, 0.005]),
          );
        }),
      );
      return assemble({ 'plastic-black': [box(1.2, 1.2, 0.02, [0, 0.6, -0.03])], 'fabric-charcoal': ridges });
    },
  }),
  define('stage/on-air-sign', {
    // Hangs on a wall: ON AIR in dark letters on a glowing red face.
    box: { w: 0.9, h: 0.32, d: 0.1 },
    budget: { triangles: 400, drawCalls: 3 },
    build: () => {
      const t = 0.022;
      /** A letter stroke from (x1, y1) to (x2, y2), in metres on the sign's face. */
      const stroke = (x1: number, y1: number, x2: number, y2: number) => {
        const length = Math.hypot(x2 - x1, y2 - y1) + t;
        return box(length, t, 0.01, [(x1 + x2) / 2, (y1 + y2) / 2, 0.045], [0, 0, Math.atan2(y2 - y1, x2 - x1)]);
      };
      const [b, top, w] = [0.09, 0.23, 0.08];
      const letter: Record<string, (x: number) => ReturnType<typeof box>[]> = {
        O: (x) => [stroke(x, b, x, top), stroke(x + w, b, x + w, top), stroke(x, b, x + w, b), stroke(x, top, x + w, top)],
        N: (x) => [stroke(x, b, x, top), stroke(x, top, x + w, b), stroke(x + w, b, x + w, top)],
        A: (x) => [stroke(x, b, x + w / 2, top), stroke(x + w / 2, top, x + w, b), stroke(x + w * 0.22, 0.14, x + w * 0.78, 0.14)],
        I: (x) => [stroke(x, b, x, top)],
        R: (x) => [
          stroke(x, b, x, top),
          stroke(x, top, x + w, top),
          stroke(x + w, top, x + w, 0.165),
          stroke(x, 0.165, x + w, 0.165),
          stroke(x + w * 0.35, 0.165, x + w, b),
        ],
      };
      const letters = [
        ['O', -0.27],
        ['N', -0.16],
        ['A', 0.0],
        ['I', 0.12],
        ['R', 0.16],
      ] as const;
      return assemble({
        'glow-red': [box(0.84, 0.26, 0.01, [0, 0.16, 0.025])],
        'plastic-black': [box(0.9, 0.32, 0.07, [0, 0.16, -0.015]), ...letters.flatMap(([l, x]) => letter[l]!(x))],
      });
    },
  }),
  define('stage/podcast-mic', {
    // A broadcast microphone on a desk arm, with a pop filter before it; its front faces +z.
    box: { w: 0.2, h: 0.62, d: 0.45 },
    budget: { triangles: 500, drawCalls: 2 },
    build: () =>
      assemble({
        'metal-dark': [
          cylinder(0.07, 0.08, 0.02, [0, 0.01, -0.15], 12),
          box(0.02, 0.36, 0.02, [0, 0.19, -0.15]),
          box(0.02, 0.02, 0.28, [0, 0.41, -0.02], [-Math.atan2(0.1, 0.26), 0, 0]),
          ring(0.06, 0.006, [0, 0.5, 0.19], undefined, 16),
        ],
        'plastic-black': [cylinder(0.035, 0.03, 0.17, [0, 0.5, 0.11], 10), ball(0.037, [0, 0.585, 0.11], 10)],
      }),
  }),
  define('stage/headphones', {
    // Studio headphones standing on a desk.
    box: { w: 0.2, h: 0.2, d: 0.09 },
    budget: { triangles: 300, drawCalls: 2 },
    build: () =>
      assemble({
        'plastic-black': [ring(0.085, 0.01, [0, 0.1, 0], undefined, 12, Math.PI), ...[-0.085, 0.085].map((x) => box(0.02, 0.05, 0.02, [x, 0.075, 0]))],
        'fabric-charcoal': [-0.075, 0.075].map((x) => cylinder(0.042, 0.042, 0.035, [x, 0.043, 0], 12, [0, 0, Math.PI / 2])),
      }),
  }),
];
