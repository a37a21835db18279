/**
 * Architecture: windows with a view painted in light (a garden; stars and a planet), a door,
 * columns, an arch, stairs, a railing and a paper screen here, and the pieces that enclose or front
 * a whole space (a log cabin, a skyline, glass walls…) in ./architecture-shells.ts. Views are
 * geometry that glows, not pictures, so they need no texture and look the same in every sky.
 */
import { CircleGeometry } from 'three';
import { along, assemble, blob, box, cylinder, define, panel, place, ring } from './kit.ts';
import { shells } from './architecture-shells.ts';

/** A window frame (mullions included) of w×h with its sill at y = sill. */
const frame = (w: number, h: number, sill: number, t = 0.08) => [
  box(w, t, 0.16, [0, sill + t / 2, 0]),
  box(w, t, 0.16, [0, sill + h - t / 2, 0]),
  box(t, h, 0.16, [-w / 2 + t / 2, sill + h / 2, 0]),
  box(t, h, 0.16, [w / 2 - t / 2, sill + h / 2, 0]),
  box(0.04, h, 0.06, [0, sill + h / 2, 0.02]),
  box(w, 0.04, 0.06, [0, sill + h / 2, 0.02]),
];

export const props = [
  define('architecture/window', {
    // Stand it against a wall: the view (sky, hills, a tree) glows behind the glass.
    box: { w: 2.0, h: 2.4, d: 0.3 },
    budget: { triangles: 300, drawCalls: 4 },
    build: () =>
      assemble({
        'wood-light': frame(2, 1.6, 0.8),
        'view-sky': [panel(1.9, 1.5, [0, 1.6, -0.06])],
        'view-hills': [
          blob(0.7, [-0.35, 0.95, -0.08], [0.85, 0.35, 0.02], 1),
          blob(0.8, [0.45, 0.9, -0.09], [0.6, 0.4, 0.02], 1),
          blob(0.15, [0.55, 1.3, -0.07], [0.7, 1.8, 0.1], 0),
        ],
        'wood-dark': [box(2.0, 0.05, 0.2, [0, 0.8, 0.04])],
      }),
  }),
  define('architecture/space-window', {
    // A round porthole onto space: stars and a blue planet with its continents.
    box: { w: 2.4, h: 3.0, d: 0.3 },
    budget: { triangles: 1200, drawCalls: 5 },
    build: () => {
      const stars = Array.from({ length: 40 }, (_, i) => {
        const a = i * 2.39996;
        const r = 1.05 * Math.sqrt((i + 0.5) / 40);
        return box(0.02 + (i % 3) * 0.01, 0.02 + (i % 3) * 0.01, 0.01, [Math.cos(a) * r, 1.5 + Math.sin(a) * r, -0.08]);
      });
      return assemble({
        'metal-steel': [ring(1.1, 0.1, [0, 1.5, 0], undefined, 32), box(2.4, 0.2, 0.3, [0, 0.1, 0])],
        'view-space': [place(new CircleGeometry(1.12, 32), [0, 1.5, -0.1])],
        'view-star': stars,
        'view-planet': [place(new CircleGeometry(0.55, 24), [0.35, 1.25, -0.07])],
        'view-land': [
          place(new CircleGeometry(0.18, 7), [0.2, 1.35, -0.06], undefined, [1.3, 0.8, 1]),
          place(new CircleGeometry(0.14, 6), [0.55, 1.05, -0.06], undefined, [1, 1.4, 1]),
        ],
      });
    },
  }),
  define('architecture/door', {
    box: { w: 1.1, h: 2.2, d: 0.15 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () =>
      assemble({
        'wood-dark': [
          box(0.9, 2.05, 0.05, [0, 1.025, 0]),
          box(0.1, 2.2, 0.15, [-0.5, 1.1, 0]),
          box(0.1, 2.2, 0.15, [0.5, 1.1, 0]),
          box(1.1, 0.1, 0.15, [0, 2.15, 0]),
        ],
        brass: [box(0.12, 0.03, 0.05, [0.32, 1.0, 0.05])],
      }),
  }),
  define('architecture/column', {
    box: { w: 0.7, h: 4.0, d: 0.7 },
    budget: { triangles: 200, drawCalls: 1 },
    build: () => assemble({ marble: [box(0.7, 0.2, 0.7, [0, 0.1, 0]), cylinder(0.25, 0.28, 3.6, [0, 2.0, 0], 16), box(0.7, 0.2, 0.7, [0, 3.9, 0])] }),
  }),
  define('architecture/arch', {
    box: { w: 3.0, h: 3.5, d: 0.5 },
    budget: { triangles: 300, drawCalls: 1 },
    build: () =>
      assemble({
        stone: [box(0.5, 2.0, 0.5, [-1.25, 1.0, 0]), box(0.5, 2.0, 0.5, [1.25, 1.0, 0]), ring(1.25, 0.25, [0, 2.0, 0], undefined, 12, Math.PI).scale(1, 1, 1)],
      }),
  }),
  define('architecture/stairs', {
    box: { w: 1.2, h: 1.2, d: 2.0 },
    budget: { triangles: 200, drawCalls: 1 },
    build: () =>
      assemble({ 'wood-light': along(6, [0, 0, 0.83], [0, 0, -0.83], (_at, i) => box(1.2, 0.2 * (i + 1), 0.333, [0, 0.1 * (i + 1), 0.833 - i * 0.333])) }),
  }),
  define('architecture/railing', {
    box: { w: 3.0, h: 1.0, d: 0.1 },
    budget: { triangles: 300, drawCalls: 1 },
    build: () =>
      assemble({
        'metal-dark': [
          box(3, 0.05, 0.08, [0, 0.975, 0]),
          box(3, 0.03, 0.03, [0, 0.1, 0]),
          ...along(11, [-1.45, 0.5, 0], [1.45, 0.5, 0], (at) => box(0.03, 0.95, 0.03, at)),
        ],
      }),
  }),
  define('architecture/partition', {
    // A shōji: paper panes in a light timber grid, on three hinged leaves.
    box: { w: 2.7, h: 1.9, d: 0.45 },
    budget: { triangles: 800, drawCalls: 2 },
    build: () => {
      const leaf = (x: number, turn: number) => {
        const c = Math.cos(turn);
        const s = Math.sin(turn);
        const local = (dx: number): [number, number, number] => [x + dx * c, 0, -dx * s];
        const bars = [
          ...[-0.42, 0, 0.42].map((dx) => box(0.04, 1.9, 0.04, [local(dx)[0], 0.95, local(dx)[2]], [0, turn, 0])),
          ...[0.05, 0.5, 0.95, 1.4, 1.86].map((y) => box(0.88, 0.04, 0.04, [x, y, 0], [0, turn, 0])),
        ];
        return { bars, pane: box(0.84, 1.8, 0.01, [x, 0.95, 0], [0, turn, 0]) };
      };
      const leaves = [leaf(-0.88, 0.3), leaf(0, 0), leaf(0.88, -0.3)];
      return assemble({ 'wood-light': leaves.flatMap((l) => l.bars), paper: leaves.map((l) => l.pane) });
    },
  }),
  ...shells,
];
