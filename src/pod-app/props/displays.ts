/** Shelves and displays: a plinth, a glass vitrine, shelves, an easel, a picture board and an expo stand. */
import { along, assemble, box, define, panel } from './kit.ts';

export const props = [
  define('displays/plinth', {
    box: { w: 0.6, h: 1.0, d: 0.6 }, budget: { triangles: 50, drawCalls: 1 },
    build: () => assemble({ 'plastic-white': [box(0.6, 0.06, 0.6, [0, 0.03, 0]), box(0.5, 0.94, 0.5, [0, 0.53, 0])] }),
  }),
  define('displays/vitrine', {
    box: { w: 0.7, h: 1.6, d: 0.7 }, budget: { triangles: 50, drawCalls: 2 },
    build: () => assemble({ 'plastic-white': [box(0.7, 1.0, 0.7, [0, 0.5, 0])], glass: [box(0.66, 0.6, 0.66, [0, 1.3, 0])] }),
  }),
  define('displays/bookshelf', {
    box: { w: 1.2, h: 2.0, d: 0.35 }, budget: { triangles: 1000, drawCalls: 5 },
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
      return assemble({ 'wood-dark': [...shelves, box(0.04, 2, 0.35, [-0.58, 1, 0]), box(0.04, 2, 0.35, [0.58, 1, 0]), box(1.2, 2, 0.02, [0, 1, -0.165])], ...books });
    },
  }),
  define('displays/wall-shelf', {
    box: { w: 1.0, h: 0.35, d: 0.25 }, budget: { triangles: 200, drawCalls: 3 },
    build: () => assemble({ 'wood-light': [box(1.0, 0.03, 0.25, [0, 0.015, 0])], ceramic: [box(0.12, 0.22, 0.12, [-0.3, 0.14, 0])], 'book-b': along(4, [0.1, 0.145, 0], [0.3, 0.145, 0], (at) => box(0.04, 0.23, 0.18, at)) }),
  }),
  define('displays/easel', {
    box: { w: 0.95, h: 1.8, d: 0.7 }, budget: { triangles: 100, drawCalls: 2 },
    build: () => assemble({
      'wood-light': [box(0.04, 1.8, 0.04, [-0.3, 0.9, 0.05], [0.1, 0, 0.15]), box(0.04, 1.8, 0.04, [0.3, 0.9, 0.05], [0.1, 0, -0.15]), box(0.04, 1.7, 0.04, [0, 0.82, -0.1], [-0.25, 0, 0]), box(0.7, 0.04, 0.08, [0, 0.6, 0.12])],
      paper: [box(0.6, 0.75, 0.02, [0, 1.0, 0.14], [0.1, 0, 0])],
    }),
  }),
  define('displays/picture-board', {
    // A timber board on two posts: somewhere to hang frames outdoors (gardens, beaches, forests).
    box: { w: 2.8, h: 2.6, d: 0.2 }, budget: { triangles: 100, drawCalls: 2 },
    build: () => assemble({ 'wood-dark': [box(0.12, 2.6, 0.12, [-1.3, 1.3, -0.04]), box(0.12, 2.6, 0.12, [1.3, 1.3, -0.04]), box(2.8, 0.1, 0.16, [0, 2.5, -0.02])], 'wood-light': [box(2.5, 1.6, 0.05, [0, 1.55, 0.02])] }),
  }),
  define('displays/expo-stand', {
    box: { w: 3.0, h: 2.6, d: 1.0 }, budget: { triangles: 100, drawCalls: 3 },
    build: () => assemble({
      'plastic-white': [box(3, 2.4, 0.08, [0, 1.2, -0.46]), box(1.2, 1.0, 0.5, [0.6, 0.5, 0.2])],
      'glow-cyan': [box(3, 0.2, 0.1, [0, 2.5, -0.45]), box(1.2, 0.05, 0.52, [0.6, 1.0, 0.2])],
      'fabric-charcoal': [panel(1.2, 0.9, [-0.8, 1.4, -0.41])],
    }),
  }),
];
