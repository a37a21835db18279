/** Décor: rugs, a cushion, books, a vase, a wall clock, a neon sign, a beach umbrella and a surfboard. */
import { CircleGeometry } from 'three';
import { along, assemble, blob, box, cone, cylinder, define, place, ring } from './kit.ts';

export const props = [
  define('decor/rug', {
    box: { w: 3.0, h: 0.02, d: 2.0 }, budget: { triangles: 50, drawCalls: 2 },
    build: () => assemble({ 'fabric-red': [box(3, 0.01, 2, [0, 0.005, 0])], 'fabric-cream': [box(2.4, 0.01, 1.4, [0, 0.012, 0])] }),
  }),
  define('decor/round-rug', {
    box: { w: 2.4, h: 0.012, d: 2.4 }, budget: { triangles: 100, drawCalls: 2 },
    build: () => assemble({
      'fabric-mustard': [place(new CircleGeometry(1.2, 32), [0, 0.003, 0], [-Math.PI / 2, 0, 0])],
      'fabric-cream': [place(new CircleGeometry(0.8, 32), [0, 0.012, 0], [-Math.PI / 2, 0, 0])],
    }),
  }),
  define('decor/cushion', {
    box: { w: 0.5, h: 0.18, d: 0.5 }, budget: { triangles: 100, drawCalls: 1 },
    build: () => assemble({ 'fabric-mustard': [blob(0.25, [0, 0.09, 0], [1, 0.36, 1], 1)] }),
  }),
  define('decor/books', {
    box: { w: 0.35, h: 0.2, d: 0.26 }, budget: { triangles: 50, drawCalls: 3 },
    build: () => assemble({ 'book-a': [box(0.3, 0.05, 0.22, [0, 0.025, 0])], 'book-b': [box(0.28, 0.06, 0.2, [0.01, 0.08, 0], [0, 0.2, 0])], 'book-c': [box(0.25, 0.05, 0.19, [-0.01, 0.135, 0], [0, -0.15, 0]), box(0.2, 0.04, 0.15, [0, 0.18, 0])] }),
  }),
  define('decor/vase', {
    box: { w: 0.3, h: 0.7, d: 0.3 }, budget: { triangles: 300, drawCalls: 2 },
    build: () => assemble({
      'ceramic-blue': [cylinder(0.09, 0.14, 0.3, [0, 0.15, 0], 14), cylinder(0.06, 0.09, 0.15, [0, 0.375, 0], 14)],
      'leaf-dark': along(3, [-0.06, 0.6, 0], [0.06, 0.6, 0], (at, i) => [cylinder(0.006, 0.006, 0.25, [at[0], 0.5, 0], 4), blob(0.05, [at[0] * 1.5, 0.63 + (i % 2) * 0.03, 0], [1, 1.4, 0.6], 0)]),
    }),
  }),
  define('decor/wall-clock', {
    // Hangs on a wall: its back is at z = -d/2.
    box: { w: 0.5, h: 0.5, d: 0.06 }, budget: { triangles: 500, drawCalls: 3 },
    build: () => assemble({
      'plastic-white': [cylinder(0.23, 0.23, 0.04, [0, 0.25, -0.01], 24, [Math.PI / 2, 0, 0])],
      'metal-dark': [ring(0.23, 0.02, [0, 0.25, 0.0], undefined, 24), box(0.015, 0.15, 0.01, [0, 0.31, 0.015]), box(0.1, 0.015, 0.01, [0.045, 0.25, 0.015])],
      'glow-red': [box(0.006, 0.18, 0.006, [0, 0.25, 0.022], [0, 0, 0.8])],
    }),
  }),
  define('decor/neon-sign', {
    // A glowing heart-and-ring sign on a dark backing board, for walls of arenas, cafes and clubs.
    box: { w: 1.2, h: 0.8, d: 0.08 }, budget: { triangles: 600, drawCalls: 3 },
    build: () => assemble({
      'plastic-black': [box(1.2, 0.8, 0.03, [0, 0.4, -0.025])],
      'glow-magenta': [ring(0.3, 0.02, [-0.2, 0.4, 0.01], undefined, 24)],
      'glow-cyan': [box(0.04, 0.5, 0.04, [0.3, 0.4, 0.01], [0, 0, 0.5]), box(0.04, 0.5, 0.04, [0.3, 0.4, 0.01], [0, 0, -0.5]), box(0.36, 0.04, 0.04, [0.3, 0.22, 0.01])],
    }),
  }),
  define('decor/beach-umbrella', {
    box: { w: 2.4, h: 2.4, d: 2.4 }, budget: { triangles: 200, drawCalls: 2 },
    build: () => assemble({ 'wood-light': [cylinder(0.025, 0.025, 2.3, [0, 1.15, 0], 6)], 'fabric-stripe': [cone(1.2, 0.45, [0, 2.15, 0], 8)] }),
  }),
  define('decor/surfboard', {
    // Leaning upright, as against a cabana post.
    box: { w: 0.55, h: 2.0, d: 0.1 }, budget: { triangles: 200, drawCalls: 2 },
    build: () => assemble({ 'plastic-white': [blob(0.5, [0, 1.0, 0], [0.5, 2, 0.07], 1)], 'ceramic-blue': [box(0.04, 1.7, 0.075, [0, 1.0, 0])] }),
  }),
];
