/**
 * Plants and nature: trees, a bonsai, a bush, rocks, grass, a pond, a raked sand bed, a potted
 * plant and a stone water basin. Foliage is faceted blobs (the low-poly look) in two greens.
 */
import { along, assemble, blob, box, cone, cylinder, define, place } from './kit.ts';
import { CircleGeometry } from 'three';

/** A pine's trunk and four tiers of needles, `s` times the size of the one-tree prop, at (x, z). */
const pine = (x: number, z: number, s = 1) => ({
  trunk: cylinder(0.12 * s, 0.18 * s, 1.4 * s, [x, 0.7 * s, z], 7),
  tiers: [
    [1.2, 2.4, 2.2],
    [0.95, 2.0, 3.4],
    [0.65, 1.8, 4.6],
    [0.35, 1.2, 5.4],
  ].map(([r, h, y]) => cone(r! * s, h! * s, [x, y! * s, z], 9)),
});

/** A flat disc lying on the ground (pond water, grass), just above it to avoid z-fighting. */
const disc = (r: number, y: number, scale: [number, number] = [1, 1]) =>
  place(new CircleGeometry(r, 24), [0, y, 0], [-Math.PI / 2, 0, 0], [scale[0], scale[1], 1]);

export const props = [
  define('nature/pine-tree', {
    box: { w: 2.4, h: 6.0, d: 2.4 },
    budget: { triangles: 200, drawCalls: 2 },
    build: () => {
      const { trunk, tiers } = pine(0, 0);
      return assemble({ bark: [trunk], 'leaf-dark': tiers });
    },
  }),
  define('nature/pine-grove', {
    // Three pines of different heights in one prop: a forest's edge for a few draw calls.
    box: { w: 5.2, h: 7.8, d: 4.4 },
    budget: { triangles: 600, drawCalls: 2 },
    build: () => {
      const trees = [pine(-1.3, 0.6, 1.05), pine(1.4, 0.9, 0.85), pine(0.2, -0.6, 1.3)];
      return assemble({ bark: trees.map((t) => t.trunk), 'leaf-dark': trees.flatMap((t) => t.tiers) });
    },
  }),
  define('nature/round-tree', {
    box: { w: 3.0, h: 4.6, d: 3.0 },
    budget: { triangles: 400, drawCalls: 2 },
    build: () =>
      assemble({
        bark: [cylinder(0.12, 0.2, 2.2, [0, 1.1, 0], 7)],
        leaf: [blob(1.2, [0, 3.2, 0]), blob(0.8, [0.7, 2.7, 0.3]), blob(0.75, [-0.65, 2.8, -0.25])],
      }),
  }),
  define('nature/palm-tree', {
    box: { w: 4.3, h: 5.2, d: 4.3 },
    budget: { triangles: 300, drawCalls: 2 },
    build: () => {
      // A trunk of leaning segments, then fronds fanned out around its top.
      const trunk = along(6, [0, 0.4, 0], [0.5, 4.4, 0], (at, i) => cylinder(0.13 - i * 0.01, 0.16 - i * 0.01, 0.8, at, 7, [0, 0, -0.12]));
      const top: [number, number, number] = [0.55, 4.8, 0];
      const fronds = Array.from({ length: 9 }, (_, i) =>
        box(
          0.55,
          0.02,
          1.6,
          [top[0] + Math.sin((i / 9) * Math.PI * 2) * 0.75, top[1] - 0.2, Math.cos((i / 9) * Math.PI * 2) * 0.75],
          [0.35, (i / 9) * Math.PI * 2, 0],
          'YXZ',
        ),
      );
      return assemble({ bark: trunk, 'leaf-palm': fronds });
    },
  }),
  define('nature/bonsai', {
    box: { w: 0.7, h: 0.75, d: 0.45 },
    budget: { triangles: 400, drawCalls: 3 },
    build: () =>
      assemble({
        terracotta: [box(0.55, 0.12, 0.38, [0, 0.06, 0])],
        bark: [cylinder(0.03, 0.05, 0.35, [0.02, 0.28, 0], 6, [0, 0, 0.35]), cylinder(0.02, 0.03, 0.3, [-0.1, 0.48, 0], 6, [0, 0, -0.7])],
        'leaf-dark': [
          blob(0.14, [-0.18, 0.58, 0], [1.3, 0.6, 1]),
          blob(0.12, [0.12, 0.62, 0.02], [1.4, 0.55, 1]),
          blob(0.1, [-0.02, 0.68, -0.05], [1.2, 0.5, 1]),
        ],
      }),
  }),
  define('nature/bush', {
    box: { w: 1.6, h: 1.0, d: 1.1 },
    budget: { triangles: 300, drawCalls: 1 },
    build: () => assemble({ leaf: [blob(0.5, [0, 0.5, 0]), blob(0.4, [0.4, 0.4, 0.1]), blob(0.38, [-0.38, 0.38, -0.05])] }),
  }),
  define('nature/rock', {
    box: { w: 1.2, h: 0.8, d: 0.9 },
    budget: { triangles: 100, drawCalls: 1 },
    build: () => assemble({ stone: [blob(0.5, [0, 0.38, 0], [1.15, 0.8, 0.85], 0), blob(0.25, [0.35, 0.18, 0.15], [1, 0.7, 1], 0)] }),
  }),
  define('nature/grass-patch', {
    box: { w: 2.0, h: 0.35, d: 2.0 },
    budget: { triangles: 500, drawCalls: 2 },
    build: () => {
      // Tufts of three thin blades around the patch; the disc under them is the ground's green.
      const tufts = Array.from({ length: 24 }, (_, i) => {
        const a = i * 2.4;
        const r = 0.2 + ((i * 29) % 10) * 0.07;
        return [0, 1, 2].map((k) => cone(0.04, 0.3, [Math.cos(a) * r + k * 0.04, 0.15, Math.sin(a) * r], 3, [0, k, (k - 1) * 0.2]));
      }).flat();
      return assemble({ grass: [disc(1, 0.01)], leaf: tufts });
    },
  }),
  define('nature/pond', {
    box: { w: 3.1, h: 0.25, d: 2.0 },
    budget: { triangles: 350, drawCalls: 2 },
    build: () =>
      assemble({
        water: [disc(1.3, 0.06, [1, 0.62])],
        'stone-dark': Array.from({ length: 14 }, (_, i) => {
          const a = (i / 14) * Math.PI * 2;
          return blob(0.14 + (i % 3) * 0.03, [Math.cos(a) * 1.35, 0.12, Math.sin(a) * 0.84], [1.3, 0.6, 1], 0);
        }),
      }),
  }),
  define('nature/raked-sand', {
    // The zen garden's bed: raked sand in a low timber edge.
    box: { w: 6.0, h: 0.12, d: 4.0 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () =>
      assemble({
        'raked-sand': [box(5.8, 0.08, 3.8, [0, 0.04, 0])],
        'wood-dark': [
          box(6, 0.12, 0.1, [0, 0.06, -1.95]),
          box(6, 0.12, 0.1, [0, 0.06, 1.95]),
          box(0.1, 0.12, 3.8, [-2.95, 0.06, 0]),
          box(0.1, 0.12, 3.8, [2.95, 0.06, 0]),
        ],
      }),
  }),
  define('nature/potted-plant', {
    box: { w: 0.7, h: 1.3, d: 0.7 },
    budget: { triangles: 400, drawCalls: 2 },
    build: () =>
      assemble({
        terracotta: [cylinder(0.22, 0.16, 0.4, [0, 0.2, 0], 12)],
        leaf: Array.from({ length: 7 }, (_, i) => blob(0.12, [Math.cos(i * 0.9) * 0.18, 0.55 + (i % 4) * 0.17, Math.sin(i * 0.9) * 0.18], [1.1, 1.6, 0.5], 0)),
      }),
  }),
  define('nature/water-basin', {
    // A tsukubai: a low stone bowl, its water, and a bamboo spout feeding it.
    box: { w: 1.0, h: 0.8, d: 0.8 },
    budget: { triangles: 300, drawCalls: 3 },
    build: () =>
      assemble({
        stone: [cylinder(0.34, 0.4, 0.36, [0, 0.18, 0], 10)],
        water: [cylinder(0.27, 0.27, 0.02, [0, 0.35, 0], 14)],
        'wood-light': [cylinder(0.03, 0.03, 0.75, [0.42, 0.375, -0.2], 6), cylinder(0.025, 0.025, 0.5, [0.2, 0.68, -0.1], 6, [0, 0.45, Math.PI / 2 - 0.2])],
      }),
  }),
  define('nature/planter-bed', {
    // A raised timber bed of soil: rows of lettuces, and tomato plants on canes at the back.
    box: { w: 2.4, h: 1.3, d: 1.0 },
    budget: { triangles: 1500, drawCalls: 4 },
    build: () =>
      assemble({
        'wood-dark': [
          box(2.4, 0.5, 0.08, [0, 0.25, 0.46]),
          box(2.4, 0.5, 0.08, [0, 0.25, -0.46]),
          box(0.08, 0.5, 0.84, [-1.16, 0.25, 0]),
          box(0.08, 0.5, 0.84, [1.16, 0.25, 0]),
        ],
        bark: [box(2.26, 0.04, 0.86, [0, 0.44, 0]), ...along(4, [-0.9, 0.85, -0.25], [0.9, 0.85, -0.25], (at) => box(0.02, 0.82, 0.02, at))],
        leaf: [
          ...along(6, [-0.95, 0.52, 0.22], [0.95, 0.52, 0.22], (at) => blob(0.12, at, [1, 0.7, 1], 1)),
          ...along(4, [-0.9, 0.95, -0.25], [0.9, 0.95, -0.25], (at) => [blob(0.15, at, [1, 1.8, 1], 1), blob(0.1, [at[0] + 0.08, 1.2, at[2]], [1, 1.4, 1], 0)]),
        ],
        'book-a': along(4, [-0.9, 0.8, -0.17], [0.9, 0.8, -0.17], (at) => [
          blob(0.045, at, [1, 1, 1], 0),
          blob(0.04, [at[0] - 0.06, at[1] + 0.2, at[2]], [1, 1, 1], 0),
        ]),
      }),
  }),
  define('nature/crystal', {
    // A cluster of tall quartz points on a dark rock, faintly glowing.
    box: { w: 1.4, h: 2.0, d: 1.4 },
    budget: { triangles: 300, drawCalls: 2 },
    build: () => {
      const point = (x: number, z: number, h: number, r: number, lean: number, bearing: number) => {
        const body = cylinder(r, r, h * 0.8, [0, h * 0.4, 0], 6);
        const tip = cone(r, h * 0.2, [0, h * 0.9, 0], 6);
        return [body, tip].map((g) => g.rotateZ(lean).rotateY(bearing).translate(x, 0.15, z));
      };
      return assemble({
        crystal: [
          point(0, 0, 1.8, 0.2, 0, 0),
          point(0.25, 0.1, 1.2, 0.15, -0.35, 0.3),
          point(-0.22, 0.08, 1.0, 0.13, 0.4, -0.5),
          point(0.05, -0.25, 0.9, 0.12, 0.35, 1.6),
          point(-0.1, 0.3, 0.7, 0.1, 0.3, -1.9),
        ].flat(),
        'stone-dark': [blob(0.45, [0, 0.19, 0], [1.25, 0.4, 1.1], 0)],
      });
    },
  }),
];
