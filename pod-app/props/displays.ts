/**
 * Shelves and displays: a plinth, a glass vitrine, shelves, an easel, a picture board, an expo stand,
 * racks (servers, brochures, dumbbells), a camera on a tripod and a museum's great exhibits.
 */
import { along, assemble, ball, blob, box, cone, cylinder, define, panel, ring } from './kit.ts';

export const props = [
  define('displays/plinth', {
    box: { w: 0.6, h: 1.0, d: 0.6 },
    budget: { triangles: 50, drawCalls: 1 },
    build: () => assemble({ 'plastic-white': [box(0.6, 0.06, 0.6, [0, 0.03, 0]), box(0.5, 0.94, 0.5, [0, 0.53, 0])] }),
  }),
  define('displays/vitrine', {
    box: { w: 0.7, h: 1.6, d: 0.7 },
    budget: { triangles: 50, drawCalls: 2 },
    build: () => assemble({ 'plastic-white': [box(0.7, 1.0, 0.7, [0, 0.5, 0])], glass: [box(0.66, 0.6, 0.66, [0, 1.3, 0])] }),
  }),
  define('displays/bookshelf', {
    box: { w: 1.2, h: 2.0, d: 0.35 },
    budget: { triangles: 1000, drawCalls: 5 },
    build: () => {
      const shelves = along(5, [0, 0.02, 0], [0, 1.97, 0], (at) => box(1.2, 0.04, 0.35, at));
      // Books in three colours, of uneven heights, so the shelf reads as used, not as a pattern.
      const books: Record<'book-a' | 'book-b' | 'book-c', ReturnType<typeof box>[]> = { 'book-a': [], 'book-b': [], 'book-c': [] };
      const colours = ['book-a', 'book-b', 'book-c'] as const;
      for (let shelf = 0; shelf < 4; shelf++) {
        let x = -0.55;
        let i = shelf;
        while (x < 0.45 - shelf * 0.08) {
          const width = 0.04 + ((i * 37) % 5) * 0.01;
          const height = 0.26 + ((i * 53) % 7) * 0.02;
          books[colours[i % 3]!].push(box(width, height, 0.24, [x + width / 2, 0.04 + shelf * 0.4825 + height / 2, 0]));
          x += width + 0.005;
          i++;
        }
      }
      return assemble({
        'wood-dark': [...shelves, box(0.04, 2, 0.35, [-0.58, 1, 0]), box(0.04, 2, 0.35, [0.58, 1, 0]), box(1.2, 2, 0.02, [0, 1, -0.165])],
        ...books,
      });
    },
  }),
  define('displays/wall-shelf', {
    box: { w: 1.0, h: 0.35, d: 0.25 },
    budget: { triangles: 200, drawCalls: 3 },
    build: () =>
      assemble({
        'wood-light': [box(1.0, 0.03, 0.25, [0, 0.015, 0])],
        ceramic: [box(0.12, 0.22, 0.12, [-0.3, 0.14, 0])],
        'book-b': along(4, [0.1, 0.145, 0], [0.3, 0.145, 0], (at) => box(0.04, 0.23, 0.18, at)),
      }),
  }),
  define('displays/easel', {
    box: { w: 0.95, h: 1.8, d: 0.7 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () =>
      assemble({
        'wood-light': [
          box(0.04, 1.8, 0.04, [-0.3, 0.9, 0.05], [0.1, 0, 0.15]),
          box(0.04, 1.8, 0.04, [0.3, 0.9, 0.05], [0.1, 0, -0.15]),
          box(0.04, 1.7, 0.04, [0, 0.82, -0.1], [-0.25, 0, 0]),
          box(0.7, 0.04, 0.08, [0, 0.6, 0.12]),
        ],
        paper: [box(0.6, 0.75, 0.02, [0, 1.0, 0.14], [0.1, 0, 0])],
      }),
  }),
  define('displays/picture-board', {
    // A timber board on two posts: somewhere to hang frames outdoors (gardens, beaches, forests).
    box: { w: 2.8, h: 2.6, d: 0.2 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () =>
      assemble({
        'wood-dark': [box(0.12, 2.6, 0.12, [-1.3, 1.3, -0.04]), box(0.12, 2.6, 0.12, [1.3, 1.3, -0.04]), box(2.8, 0.1, 0.16, [0, 2.5, -0.02])],
        'wood-light': [box(2.5, 1.6, 0.05, [0, 1.55, 0.02])],
      }),
  }),
  define('displays/expo-stand', {
    box: { w: 3.0, h: 2.6, d: 1.0 },
    budget: { triangles: 100, drawCalls: 3 },
    build: () =>
      assemble({
        'plastic-white': [box(3, 2.4, 0.08, [0, 1.2, -0.46]), box(1.2, 1.0, 0.5, [0.6, 0.5, 0.2])],
        'glow-cyan': [box(3, 0.2, 0.1, [0, 2.5, -0.45]), box(1.2, 0.05, 0.52, [0.6, 1.0, 0.2])],
        'fabric-charcoal': [panel(1.2, 0.9, [-0.8, 1.4, -0.41])],
      }),
  }),
  define('displays/server-rack', {
    // A data centre's cabinet: a black rack of servers behind a glass door, their lights blinking blue.
    box: { w: 0.65, h: 2.1, d: 1.0 },
    budget: { triangles: 600, drawCalls: 4 },
    build: () => {
      const units = along(10, [0, 0.3, 0.44], [0, 1.85, 0.44], (at) => box(0.54, 0.13, 0.04, at));
      const leds = along(10, [0, 0.3, 0.465], [0, 1.85, 0.465], ([, y], i) => [
        box(0.03, 0.02, 0.01, [-0.2, y, 0.465]),
        box(0.03, 0.02, 0.01, [-0.15 + (i % 3) * 0.05, y, 0.465]),
      ]);
      return assemble({
        'plastic-black': [box(0.65, 2.1, 0.9, [0, 1.05, -0.04])],
        'metal-dark': units,
        'glow-cyan': leds,
        glass: [box(0.6, 1.9, 0.02, [0, 1.08, 0.49])],
      });
    },
  }),
  define('displays/brochure-rack', {
    // Four tilted pockets of leaflets on a stand, for an expo stand or a museum's entrance.
    box: { w: 0.5, h: 1.55, d: 0.45 },
    budget: { triangles: 200, drawCalls: 3 },
    build: () =>
      assemble({
        'metal-dark': [
          box(0.04, 1.5, 0.04, [0, 0.75, -0.15]),
          box(0.45, 0.02, 0.4, [0, 0.01, 0]),
          ...along(4, [0, 0.45, 0.02], [0, 1.35, 0.02], (at) => box(0.46, 0.2, 0.02, at, [-0.25, 0, 0])),
        ],
        paper: along(4, [-0.11, 0.5, -0.01], [-0.11, 1.4, -0.01], (at) => box(0.2, 0.26, 0.015, at, [-0.25, 0, 0])),
        'fabric-teal': along(4, [0.11, 0.5, -0.01], [0.11, 1.4, -0.01], (at) => box(0.2, 0.26, 0.015, at, [-0.25, 0, 0])),
      }),
  }),
  define('displays/dumbbell-rack', {
    // Two tiers of dumbbells, light to heavy, on a steel rack.
    box: { w: 1.6, h: 1.02, d: 0.6 },
    budget: { triangles: 1400, drawCalls: 3 },
    build: () => {
      const bells = [0.48, 0.82].flatMap((y, tier) =>
        along(5, [-0.62, y, 0], [0.62, y, 0], ([x], i) => {
          const r = 0.05 + (i + tier * 2) * 0.008;
          return [cylinder(r, r, 0.07, [x, y + r, -0.12], 10, [Math.PI / 2, 0, 0]), cylinder(r, r, 0.07, [x, y + r, 0.12], 10, [Math.PI / 2, 0, 0])];
        }),
      );
      const handles = [0.48, 0.82].flatMap((y, tier) =>
        along(5, [-0.62, y, 0], [0.62, y, 0], ([x], i) => cylinder(0.016, 0.016, 0.2, [x, y + 0.05 + (i + tier * 2) * 0.008, 0], 6, [Math.PI / 2, 0, 0])),
      );
      return assemble({
        'metal-dark': [
          ...[-0.78, 0.78].flatMap((x) => [
            box(0.05, 0.85, 0.05, [x, 0.425, -0.2]),
            box(0.05, 0.85, 0.05, [x, 0.425, 0.2]),
            box(0.05, 0.04, 0.56, [x, 0.02, 0]),
          ]),
          box(1.6, 0.03, 0.5, [0, 0.465, 0], [0.15, 0, 0]),
          box(1.6, 0.03, 0.5, [0, 0.805, 0], [0.15, 0, 0]),
        ],
        'plastic-black': bells,
        'metal-steel': handles,
      });
    },
  }),
  define('displays/camera-tripod', {
    // A camera on a tripod, lens forward (+z), at eye height.
    box: { w: 0.86, h: 1.6, d: 0.86 },
    budget: { triangles: 300, drawCalls: 3 },
    build: () =>
      assemble({
        'metal-dark': [
          ...[0, 1, 2].map((i) =>
            box(0.025, 1.45, 0.025, [Math.sin(i * 2.094) * 0.2, 0.7, Math.cos(i * 2.094) * 0.2], [Math.cos(i * 2.094) * -0.3, 0, Math.sin(i * 2.094) * 0.3]),
          ),
          cylinder(0.05, 0.05, 0.1, [0, 1.4, 0], 8),
        ],
        'plastic-black': [box(0.16, 0.11, 0.1, [0, 1.5, -0.02]), cylinder(0.045, 0.05, 0.14, [0, 1.5, 0.1], 12, [Math.PI / 2, 0, 0])],
        glass: [cylinder(0.04, 0.04, 0.01, [0, 1.5, 0.175], 12, [Math.PI / 2, 0, 0])],
      }),
  }),
  define('displays/planet-model', {
    // A museum's great model of a ringed planet, on a slender stand.
    box: { w: 3.2, h: 3.6, d: 3.2 },
    budget: { triangles: 1700, drawCalls: 3 },
    build: () =>
      assemble({
        'plastic-white': [cylinder(0.6, 0.7, 0.2, [0, 0.1, 0], 20), cylinder(0.06, 0.08, 1.4, [0, 0.9, 0], 8)],
        'fabric-mustard': [ball(0.9, [0, 2.6, 0], 24)],
        brass: [ring(1.3, 0.12, [0, 2.6, 0], [Math.PI / 2 - 0.5, 0, 0.3], 40), ring(1.05, 0.04, [0, 2.6, 0], [Math.PI / 2 - 0.5, 0, 0.3], 40)],
      }),
  }),
  define('displays/rocket-model', {
    // A white rocket with red fins standing on its launch pad.
    box: { w: 1.8, h: 5.6, d: 1.8 },
    budget: { triangles: 600, drawCalls: 4 },
    build: () =>
      assemble({
        'plastic-white': [cylinder(0.38, 0.42, 3.2, [0, 2.0, 0], 16), cylinder(0.3, 0.38, 0.5, [0, 3.85, 0], 16)],
        'book-a': [
          cone(0.3, 1.2, [0, 4.7, 0], 16),
          ...[0, 1, 2, 3].map((i) =>
            box(0.05, 0.9, 0.5, [Math.sin((i * Math.PI) / 2) * 0.55, 0.9, Math.cos((i * Math.PI) / 2) * 0.55], [0, (i * Math.PI) / 2, 0]),
          ),
          cylinder(0.42, 0.42, 0.15, [0, 2.8, 0], 16),
        ],
        'metal-dark': [cylinder(0.25, 0.35, 0.4, [0, 0.35, 0], 12), cylinder(0.9, 0.9, 0.15, [0, 0.075, 0], 20)],
        'ceramic-blue': [cylinder(0.12, 0.12, 0.05, [0, 3.3, 0.4], 12, [Math.PI / 2, 0, 0])],
      }),
  }),
  define('displays/dinosaur-skeleton', {
    // A museum's dinosaur: spine, ribs, legs and skull in bone on a low plinth, head towards +x.
    box: { w: 4.6, h: 2.7, d: 1.3 },
    budget: { triangles: 1500, drawCalls: 2 },
    build: () => {
      const spineY = (x: number) => 1.7 + 0.25 * Math.cos(x * 0.7) - (x < -0.8 ? (x + 0.8) * -0.35 : 0);
      const spine = along(16, [-2.1, 0, 0], [1.3, 0, 0], ([x]) => blob(0.1, [x, spineY(x), 0], [1.4, 1, 1], 0));
      const ribs = along(6, [-0.5, 0, 0], [0.8, 0, 0], ([x]) => ring(0.38, 0.025, [x, spineY(x) - 0.38, 0], [0, Math.PI / 2, 0], 10, Math.PI * 1.4));
      const legs = [-0.35, 0.35].flatMap((z) => [
        cylinder(0.06, 0.05, 0.9, [-0.55, 1.25, z * 0.8], 6, [0, 0, -0.3]),
        cylinder(0.05, 0.04, 0.9, [-0.5, 0.55, z], 6, [0, 0, 0.35]),
        box(0.3, 0.05, 0.12, [-0.55, 0.13, z]),
        cylinder(0.035, 0.03, 0.5, [0.95, 1.3, z * 0.7], 6, [0, 0, 0.7]),
      ]);
      return assemble({
        ceramic: [
          ...spine,
          ...ribs,
          ...legs,
          box(0.65, 0.3, 0.3, [1.75, 2.1, 0], [0, 0, 0.2]),
          box(0.5, 0.08, 0.26, [1.75, 1.9, 0], [0, 0, 0.35]),
          cylinder(0.03, 0.03, 0.7, [0, 0.5, 0], 6),
        ],
        'stone-dark': [box(4.6, 0.1, 1.3, [0, 0.05, 0])],
      });
    },
  }),
];
