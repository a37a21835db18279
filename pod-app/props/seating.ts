/** Seating: chairs, sofas, stools, benches, rows of cinema seats, a gaming chair, a deck chair and an office chair. */
import { along, assemble, box, cylinder, define, legs } from './kit.ts';

export const props = [
  define('seating/chair', {
    box: { w: 0.46, h: 0.9, d: 0.5 },
    budget: { triangles: 200, drawCalls: 1 },
    build: () =>
      assemble({
        'wood-light': [
          box(0.46, 0.05, 0.46, [0, 0.45, 0.02]),
          legs(0.46, 0.46, 0.43, 0.04).map((g) => g.translate(0, 0, 0.02)),
          box(0.46, 0.4, 0.04, [0, 0.7, -0.23]),
        ],
      }),
  }),
  define('seating/armchair', {
    box: { w: 0.9, h: 0.85, d: 0.85 },
    budget: { triangles: 200, drawCalls: 2 },
    build: () =>
      assemble({
        'fabric-teal': [
          box(0.9, 0.3, 0.85, [0, 0.3, 0]),
          box(0.9, 0.5, 0.18, [0, 0.6, -0.33]),
          box(0.16, 0.25, 0.85, [-0.37, 0.55, 0]),
          box(0.16, 0.25, 0.85, [0.37, 0.55, 0]),
        ],
        'wood-dark': legs(0.86, 0.8, 0.15, 0.05),
      }),
  }),
  define('seating/sofa', {
    box: { w: 2.1, h: 0.85, d: 0.9 },
    budget: { triangles: 300, drawCalls: 3 },
    build: () =>
      assemble({
        'fabric-charcoal': [
          box(2.1, 0.28, 0.9, [0, 0.28, 0]),
          box(2.1, 0.45, 0.2, [0, 0.62, -0.35]),
          box(0.18, 0.25, 0.9, [-0.96, 0.52, 0]),
          box(0.18, 0.25, 0.9, [0.96, 0.52, 0]),
        ],
        'fabric-cream': along(2, [-0.43, 0.47, 0.06], [0.43, 0.47, 0.06], (at) => box(0.84, 0.1, 0.66, at)),
        'metal-dark': legs(2.0, 0.84, 0.14, 0.04),
      }),
  }),
  define('seating/bar-stool', {
    box: { w: 0.4, h: 0.78, d: 0.4 },
    budget: { triangles: 300, drawCalls: 2 },
    build: () =>
      assemble({
        'wood-dark': [cylinder(0.2, 0.2, 0.06, [0, 0.75, 0], 16)],
        'metal-dark': [
          cylinder(0.025, 0.025, 0.72, [0, 0.36, 0], 8),
          cylinder(0.18, 0.18, 0.02, [0, 0.01, 0], 16),
          cylinder(0.15, 0.15, 0.02, [0, 0.3, 0], 16),
        ],
      }),
  }),
  define('seating/bench', {
    box: { w: 1.6, h: 0.45, d: 0.42 },
    budget: { triangles: 200, drawCalls: 1 },
    build: () =>
      assemble({
        'wood-light': [
          ...along(4, [0, 0.43, -0.15], [0, 0.43, 0.15], (at) => box(1.6, 0.04, 0.08, at)),
          box(0.08, 0.41, 0.4, [-0.65, 0.205, 0]),
          box(0.08, 0.41, 0.4, [0.65, 0.205, 0]),
        ],
      }),
  }),
  define('seating/cinema-seat', {
    // Three seats in a row: rows of them make a cinema.
    box: { w: 2.0, h: 1.05, d: 0.85 },
    budget: { triangles: 600, drawCalls: 2 },
    build: () =>
      assemble({
        'fabric-red': along(3, [-0.62, 0, 0], [0.62, 0, 0], ([x]) => [
          box(0.56, 0.16, 0.6, [x, 0.45, 0.1]),
          box(0.56, 0.62, 0.14, [x, 0.72, -0.3], [-0.12, 0, 0]),
        ]),
        'plastic-black': along(4, [-0.95, 0, 0], [0.95, 0, 0], ([x]) => [box(0.09, 0.66, 0.78, [x, 0.33, 0]), box(0.1, 0.05, 0.72, [x, 0.68, 0.03])]),
      }),
  }),
  define('seating/gaming-chair', {
    box: { w: 0.7, h: 1.35, d: 0.7 },
    budget: { triangles: 500, drawCalls: 3 },
    build: () =>
      assemble({
        'plastic-black': [
          box(0.55, 0.1, 0.52, [0, 0.5, 0.04]),
          box(0.55, 0.75, 0.1, [0, 0.95, -0.24], [-0.1, 0, 0]),
          box(0.06, 0.2, 0.4, [-0.3, 0.62, 0.04]),
          box(0.06, 0.2, 0.4, [0.3, 0.62, 0.04]),
        ],
        'glow-cyan': [box(0.05, 0.7, 0.02, [-0.2, 0.96, -0.18], [-0.1, 0, 0]), box(0.05, 0.7, 0.02, [0.2, 0.96, -0.18], [-0.1, 0, 0])],
        'metal-dark': [
          cylinder(0.03, 0.03, 0.4, [0, 0.25, 0], 8),
          ...[0, 1, 2, 3, 4].map((i) =>
            box(0.05, 0.04, 0.32, [Math.sin((i * 2 * Math.PI) / 5) * 0.16, 0.04, Math.cos((i * 2 * Math.PI) / 5) * 0.16], [0, (i * 2 * Math.PI) / 5, 0]),
          ),
        ],
      }),
  }),
  define('seating/deck-chair', {
    box: { w: 0.65, h: 0.75, d: 1.3 },
    budget: { triangles: 200, drawCalls: 2 },
    build: () =>
      assemble({
        'wood-light': [
          box(0.04, 0.04, 1.25, [-0.3, 0.35, 0], [0.35, 0, 0]),
          box(0.04, 0.04, 1.25, [0.3, 0.35, 0], [0.35, 0, 0]),
          box(0.04, 0.4, 0.04, [-0.3, 0.2, 0.3]),
          box(0.04, 0.4, 0.04, [0.3, 0.2, 0.3]),
          box(0.64, 0.04, 0.04, [0, 0.4, 0.3]),
        ],
        'fabric-stripe': [box(0.56, 0.02, 1.2, [0, 0.37, 0], [0.35, 0, 0])],
      }),
  }),
  define('seating/office-chair', {
    // A meeting-room chair: padded seat and back on a five-star base, with armrests.
    box: { w: 0.62, h: 1.15, d: 0.62 },
    budget: { triangles: 300, drawCalls: 2 },
    build: () =>
      assemble({
        'fabric-charcoal': [box(0.5, 0.09, 0.48, [0, 0.5, 0.03]), box(0.48, 0.55, 0.07, [0, 0.86, -0.22], [-0.08, 0, 0])],
        'metal-dark': [
          cylinder(0.025, 0.025, 0.42, [0, 0.26, 0], 8),
          ...[0, 1, 2, 3, 4].map((i) =>
            box(0.05, 0.04, 0.3, [Math.sin((i * 2 * Math.PI) / 5) * 0.15, 0.04, Math.cos((i * 2 * Math.PI) / 5) * 0.15], [0, (i * 2 * Math.PI) / 5, 0]),
          ),
          ...[-0.27, 0.27].flatMap((x) => [box(0.05, 0.04, 0.3, [x, 0.68, 0.02]), box(0.03, 0.18, 0.03, [x, 0.59, 0.02])]),
        ],
      }),
  }),
];
