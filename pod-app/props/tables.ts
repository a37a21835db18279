/** Tables and desks: coffee, dining, side and cafe tables, a desk, a bar counter and a school desk. */
import { assemble, box, cylinder, define, legs, type Parts } from './kit.ts';

/** A rectangular table: a top on four legs (of the same material or another). */
function table(w: number, h: number, d: number, top: 'wood-light' | 'wood-dark' | 'marble', leg: 'wood-dark' | 'metal-dark' | 'wood-light', thick = 0.05) {
  const parts: Parts = { [top]: [box(w, thick, d, [0, h - thick / 2, 0])] };
  parts[leg] = [...(parts[leg] ?? []), ...legs(w, d, h - thick, 0.05)];
  return assemble(parts);
}

export const props = [
  define('tables/coffee-table', {
    box: { w: 1.1, h: 0.42, d: 0.6 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () => table(1.1, 0.42, 0.6, 'wood-light', 'wood-dark', 0.06),
  }),
  define('tables/dining-table', {
    box: { w: 1.8, h: 0.76, d: 0.9 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () => table(1.8, 0.76, 0.9, 'wood-dark', 'wood-dark'),
  }),
  define('tables/desk', {
    box: { w: 1.4, h: 0.75, d: 0.7 },
    budget: { triangles: 200, drawCalls: 2 },
    build: () =>
      assemble({
        'wood-light': [box(1.4, 0.04, 0.7, [0, 0.73, 0])],
        'plastic-white': [
          box(0.42, 0.7, 0.64, [0.47, 0.35, 0]),
          box(0.04, 0.7, 0.64, [-0.66, 0.35, 0]),
          box(0.38, 0.01, 0.02, [0.47, 0.5, 0.325]),
          box(0.38, 0.01, 0.02, [0.47, 0.25, 0.325]),
        ],
      }),
  }),
  define('tables/side-table', {
    box: { w: 0.45, h: 0.55, d: 0.45 },
    budget: { triangles: 200, drawCalls: 2 },
    build: () =>
      assemble({
        marble: [cylinder(0.225, 0.225, 0.04, [0, 0.53, 0], 20)],
        brass: [cylinder(0.02, 0.02, 0.5, [0, 0.26, 0], 8), cylinder(0.15, 0.17, 0.02, [0, 0.01, 0], 20)],
      }),
  }),
  define('tables/bar-counter', {
    box: { w: 2.4, h: 1.1, d: 0.7 },
    budget: { triangles: 100, drawCalls: 3 },
    build: () =>
      assemble({
        'wood-dark': [box(2.3, 1.02, 0.6, [0, 0.51, 0])],
        marble: [box(2.4, 0.06, 0.7, [0, 1.07, 0])],
        brass: [box(2.3, 0.04, 0.04, [0, 0.2, 0.33])],
      }),
  }),
  define('tables/cafe-table', {
    box: { w: 0.7, h: 0.75, d: 0.7 },
    budget: { triangles: 250, drawCalls: 2 },
    build: () =>
      assemble({
        'wood-light': [cylinder(0.35, 0.35, 0.04, [0, 0.73, 0], 20)],
        'metal-dark': [cylinder(0.03, 0.03, 0.7, [0, 0.36, 0], 8), cylinder(0.22, 0.25, 0.03, [0, 0.015, 0], 16)],
      }),
  }),
  define('tables/school-desk', {
    // A pupil's desk with its chair behind it (at +z), facing the board at -z: rows of them make a classroom.
    box: { w: 0.72, h: 0.8, d: 1.06 },
    budget: { triangles: 250, drawCalls: 2 },
    build: () =>
      assemble({
        'wood-light': [box(0.7, 0.03, 0.5, [0, 0.72, -0.25]), box(0.42, 0.03, 0.38, [0, 0.44, 0.3]), box(0.42, 0.2, 0.03, [0, 0.68, 0.51])],
        'metal-dark': [
          ...[-0.32, 0.32].flatMap((x) => [box(0.03, 0.705, 0.03, [x, 0.3525, -0.46]), box(0.03, 0.705, 0.03, [x, 0.3525, -0.04])]),
          ...[-0.18, 0.18].flatMap((x) => [box(0.025, 0.43, 0.025, [x, 0.215, 0.14]), box(0.025, 0.79, 0.025, [x, 0.395, 0.48])]),
        ],
      }),
  }),
];
