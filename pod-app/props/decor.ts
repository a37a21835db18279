/**
 * Décor: rugs, a cushion, books, a vase, a wall clock, neon signs (a heart and ring, and a template's
 * own words), a beach umbrella, a surfboard, chalk and white boards, a painted canvas, an espresso
 * machine and a brick wall.
 */
import { CircleGeometry, type BufferGeometry } from 'three';
import { along, assemble, blob, box, cone, cylinder, define, place, ring } from './kit.ts';
import type { Surface } from './materials.ts';
import { neonSigns } from './neon-pictures.ts';
import { pictureFace } from './pictures.ts';

/** A wall board (its foot at y = 0, its back at z = -0.05): a face in a frame, a tray, and lines written on it. */
function board(face: Surface, rim: Surface, ink: Surface) {
  const lines = [
    [-0.75, 1.15, 0.7],
    [-0.8, 1.0, 0.9],
    [-0.8, 0.85, 0.55],
    [-0.8, 0.7, 0.8],
    [0.25, 1.15, 0.5],
    [0.25, 1.0, 0.7],
    [0.25, 0.85, 0.35],
    [0.25, 0.55, 0.65],
  ] as const;
  return assemble({
    [face]: [box(2.3, 1.3, 0.02, [0, 0.7, -0.03])],
    [rim]: [
      box(2.4, 0.05, 0.06, [0, 1.375, -0.02]),
      box(2.4, 0.05, 0.06, [0, 0.025, -0.02]),
      box(0.05, 1.4, 0.06, [-1.175, 0.7, -0.02]),
      box(0.05, 1.4, 0.06, [1.175, 0.7, -0.02]),
      box(2.3, 0.03, 0.1, [0, 0.06, 0]),
    ],
    [ink]: [...lines.map(([x, y, w]) => box(w, 0.025, 0.005, [x + w / 2, y, -0.018])), ring(0.16, 0.012, [-0.35, 0.4, -0.018], undefined, 16)],
  });
}

export const props = [
  define('decor/rug', {
    box: { w: 3.0, h: 0.02, d: 2.0 },
    budget: { triangles: 50, drawCalls: 2 },
    build: () => assemble({ 'fabric-red': [box(3, 0.01, 2, [0, 0.005, 0])], 'fabric-cream': [box(2.4, 0.01, 1.4, [0, 0.012, 0])] }),
  }),
  define('decor/round-rug', {
    box: { w: 2.4, h: 0.012, d: 2.4 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () =>
      assemble({
        'fabric-mustard': [place(new CircleGeometry(1.2, 32), [0, 0.003, 0], [-Math.PI / 2, 0, 0])],
        'fabric-cream': [place(new CircleGeometry(0.8, 32), [0, 0.012, 0], [-Math.PI / 2, 0, 0])],
      }),
  }),
  define('decor/cushion', {
    box: { w: 0.5, h: 0.18, d: 0.5 },
    budget: { triangles: 100, drawCalls: 1 },
    build: () => assemble({ 'fabric-mustard': [blob(0.25, [0, 0.09, 0], [1, 0.36, 1], 1)] }),
  }),
  define('decor/books', {
    box: { w: 0.35, h: 0.2, d: 0.26 },
    budget: { triangles: 50, drawCalls: 3 },
    build: () =>
      assemble({
        'book-a': [box(0.3, 0.05, 0.22, [0, 0.025, 0])],
        'book-b': [box(0.28, 0.06, 0.2, [0.01, 0.08, 0], [0, 0.2, 0])],
        'book-c': [box(0.25, 0.05, 0.19, [-0.01, 0.135, 0], [0, -0.15, 0]), box(0.2, 0.04, 0.15, [0, 0.18, 0])],
      }),
  }),
  define('decor/vase', {
    box: { w: 0.3, h: 0.7, d: 0.3 },
    budget: { triangles: 300, drawCalls: 2 },
    build: () =>
      assemble({
        'ceramic-blue': [cylinder(0.09, 0.14, 0.3, [0, 0.15, 0], 14), cylinder(0.06, 0.09, 0.15, [0, 0.375, 0], 14)],
        'leaf-dark': along(3, [-0.06, 0.6, 0], [0.06, 0.6, 0], (at, i) => [
          cylinder(0.006, 0.006, 0.25, [at[0], 0.5, 0], 4),
          blob(0.05, [at[0] * 1.5, 0.63 + (i % 2) * 0.03, 0], [1, 1.4, 0.6], 0),
        ]),
      }),
  }),
  define('decor/wall-clock', {
    // Hangs on a wall: its back is at z = -d/2.
    box: { w: 0.5, h: 0.5, d: 0.06 },
    budget: { triangles: 500, drawCalls: 3 },
    build: () =>
      assemble({
        'plastic-white': [cylinder(0.23, 0.23, 0.04, [0, 0.25, -0.01], 24, [Math.PI / 2, 0, 0])],
        'metal-dark': [ring(0.23, 0.02, [0, 0.25, 0.0], undefined, 24), box(0.015, 0.15, 0.01, [0, 0.31, 0.015]), box(0.1, 0.015, 0.01, [0.045, 0.25, 0.015])],
        'glow-red': [box(0.006, 0.18, 0.006, [0, 0.25, 0.022], [0, 0, 0.8])],
      }),
  }),
  define('decor/neon-sign', {
    // A glowing heart-and-ring sign on a dark backing board, for walls of arenas, cafes and clubs.
    box: { w: 1.2, h: 0.8, d: 0.08 },
    budget: { triangles: 600, drawCalls: 3 },
    build: () =>
      assemble({
        'plastic-black': [box(1.2, 0.8, 0.03, [0, 0.4, -0.025])],
        'glow-magenta': [ring(0.3, 0.02, [-0.2, 0.4, 0.01], undefined, 24)],
        'glow-cyan': [
          box(0.04, 0.5, 0.04, [0.3, 0.4, 0.01], [0, 0, 0.5]),
          box(0.04, 0.5, 0.04, [0.3, 0.4, 0.01], [0, 0, -0.5]),
          box(0.36, 0.04, 0.04, [0.3, 0.22, 0.01]),
        ],
      }),
  }),
  // Hang on a wall (their backs at z = -d/2): a template's own words in glowing tubes on a dark board.
  ...Object.entries(neonSigns).map(([id, sign]) =>
    define(id as keyof typeof neonSigns, {
      box: { w: 1.6, h: 0.8, d: 0.06 },
      budget: { triangles: 20, drawCalls: 2 },
      // The face stands a centimetre off the board, so the two never fight for the same depth from afar.
      build: () => assemble({ 'plastic-black': [box(1.6, 0.8, 0.03, [0, 0.4, -0.015])] }, [pictureFace(sign, 1.54, 0.74, [0, 0.4, 0.01])]),
    }),
  ),
  define('decor/beach-umbrella', {
    box: { w: 2.4, h: 2.4, d: 2.4 },
    budget: { triangles: 200, drawCalls: 2 },
    build: () => assemble({ 'wood-light': [cylinder(0.025, 0.025, 2.3, [0, 1.15, 0], 6)], 'fabric-stripe': [cone(1.2, 0.45, [0, 2.15, 0], 8)] }),
  }),
  define('decor/surfboard', {
    // Leaning upright, as against a cabana post.
    box: { w: 0.55, h: 2.0, d: 0.1 },
    budget: { triangles: 200, drawCalls: 2 },
    build: () => assemble({ 'plastic-white': [blob(0.5, [0, 1.0, 0], [0.5, 2, 0.07], 1)], 'ceramic-blue': [box(0.04, 1.7, 0.075, [0, 1.0, 0])] }),
  }),
  define('decor/chalkboard', {
    // Hangs on a wall (its back at z = -d/2, its foot at y = 0): a slate in a wooden frame, chalk on it.
    box: { w: 2.4, h: 1.4, d: 0.1 },
    budget: { triangles: 400, drawCalls: 3 },
    build: () => board('leaf-dark', 'wood-light', 'paper'),
  }),
  define('decor/whiteboard', {
    box: { w: 2.4, h: 1.4, d: 0.1 },
    budget: { triangles: 400, drawCalls: 3 },
    build: () => board('plastic-white', 'metal-steel', 'ceramic-blue'),
  }),
  define('decor/canvas', {
    // A painting on its stretcher, leaning back against a wall: hills under a sun, in bold blocks.
    box: { w: 0.8, h: 1.05, d: 0.16 },
    budget: { triangles: 200, drawCalls: 4 },
    build: () => {
      const lean = (g: BufferGeometry) => g.rotateX(-0.12).translate(0, 0, 0.06);
      return assemble({
        paper: [lean(box(0.8, 1.0, 0.03, [0, 0.52, 0]))],
        'ceramic-blue': [lean(box(0.76, 0.42, 0.005, [0, 0.78, 0.016]))],
        'fabric-mustard': [lean(place(new CircleGeometry(0.12, 14), [0.18, 0.8, 0.02]))],
        'fabric-red': [lean(box(0.76, 0.2, 0.005, [0, 0.45, 0.017])), lean(box(0.4, 0.25, 0.005, [-0.18, 0.2, 0.018]))],
      });
    },
  }),
  define('decor/coffee-machine', {
    // An espresso machine for a counter top: two group heads, a steam wand and cups warming on top.
    box: { w: 0.6, h: 0.52, d: 0.72 },
    budget: { triangles: 400, drawCalls: 3 },
    build: () =>
      assemble({
        'metal-steel': [box(0.58, 0.4, 0.38, [0, 0.2, -0.03]), box(0.5, 0.02, 0.12, [0, 0.03, 0.2]), cylinder(0.008, 0.008, 0.2, [0.26, 0.2, 0.17], 6)],
        'plastic-black': [
          box(0.6, 0.04, 0.4, [0, 0.42, -0.03]),
          ...[-0.12, 0.12].flatMap((x) => [cylinder(0.04, 0.035, 0.06, [x, 0.26, 0.18], 10), box(0.03, 0.03, 0.16, [x, 0.24, 0.28])]),
          box(0.4, 0.05, 0.02, [0, 0.34, 0.165]),
        ],
        ceramic: [-0.18, -0.06, 0.06, 0.18].map((x) => cylinder(0.035, 0.028, 0.07, [x, 0.475, -0.05], 10)),
      }),
  }),
  define('decor/brick-wall', {
    // Brick cladding for a wall (its back at z = -d/2): rows in running bond, in two reds, over mortar.
    box: { w: 3.0, h: 3.0, d: 0.1 },
    budget: { triangles: 6000, drawCalls: 3 },
    build: () => {
      const bricks: Record<'terracotta' | 'book-a', BufferGeometry[]> = { terracotta: [], 'book-a': [] };
      const [bw, bh, gap] = [0.23, 0.07, 0.015];
      for (let row = 0; row * (bh + gap) + bh <= 3; row++) {
        const y = row * (bh + gap) + bh / 2 + gap / 2;
        for (let x = -1.5 + (row % 2 === 0 ? 0 : -(bw + gap) / 2); x < 1.5; x += bw + gap) {
          const from = Math.max(x, -1.5);
          const to = Math.min(x + bw, 1.5);
          if (to - from < 0.03) continue;
          bricks[(row * 7 + Math.round(x * 10)) % 3 === 0 ? 'book-a' : 'terracotta'].push(box(to - from, bh, 0.04, [(from + to) / 2, y, 0.02]));
        }
      }
      return assemble({ concrete: [box(3, 3, 0.06, [0, 1.5, -0.02])], ...bricks });
    },
  }),
];
