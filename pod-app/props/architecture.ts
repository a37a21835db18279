/**
 * Architecture: windows with a view painted in light (a garden; stars and a planet), a door,
 * columns, an arch, stairs, a railing, a paper screen and a whole log cabin. Views are geometry
 * that glows, not pictures, so they need no texture and look the same in every sky.
 */
import { BufferGeometry, CircleGeometry, Float32BufferAttribute, RingGeometry } from 'three';
import { along, assemble, blob, box, cone, cylinder, define, panel, place, ring } from './kit.ts';

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
  define('architecture/cabana', {
    // Four posts under a striped pyramid roof, its curtains tied back at the posts.
    box: { w: 3.6, h: 3.7, d: 3.6 },
    budget: { triangles: 300, drawCalls: 3 },
    build: () => {
      const corners = [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ].map(([sx, sz]) => [sx! * 1.45, sz! * 1.45] as const);
      return assemble({
        'wood-light': corners.map(([x, z]) => box(0.1, 2.6, 0.1, [x, 1.3, z])),
        'fabric-stripe': [cone(2.55, 1.1, [0, 3.15, 0], 4, [0, Math.PI / 4, 0])],
        'fabric-cream': corners.map(([x, z]) => cylinder(0.12, 0.22, 2.2, [x * 0.97, 1.4, z * 0.97], 6)),
      });
    },
  }),
  define('architecture/log-cabin', {
    // A small timber cabin with a porch: its front wall (z = d/2 side) carries frames well.
    box: { w: 7.0, h: 5.2, d: 5.6 },
    budget: { triangles: 1500, drawCalls: 5 },
    build: () => {
      const logs = along(9, [0, 0.15, 0], [0, 2.55, 0], ([, y]) => [
        cylinder(0.15, 0.15, 6.4, [0, y, -2.0], 8, [0, 0, Math.PI / 2]),
        cylinder(0.15, 0.15, 6.4, [0, y, 1.6], 8, [0, 0, Math.PI / 2]),
        cylinder(0.15, 0.15, 3.9, [-3.0, y, -0.2], 8, [Math.PI / 2, 0, 0]),
        cylinder(0.15, 0.15, 3.9, [3.0, y, -0.2], 8, [Math.PI / 2, 0, 0]),
      ]);
      // A pitched roof of two slabs, overhanging the porch at the front.
      const pitch = 0.55;
      const slab = (side: number) => box(7.0, 0.16, 2.6, [0, 3.55, -0.2 + side * 1.1], [side * pitch, 0, 0]);
      return assemble({
        logs: logs.flat(),
        'wood-dark': [
          slab(-1),
          slab(1),
          box(0.9, 2.0, 0.08, [0, 1.0, 1.78]),
          box(6.8, 0.12, 1.0, [0, 0.06, 2.2]),
          box(0.16, 2.9, 0.16, [-3.1, 1.45, 2.4]),
          box(0.16, 2.9, 0.16, [3.1, 1.45, 2.4]),
        ],
        'glow-warm': [panel(0.8, 0.7, [-1.8, 1.6, 1.76]), panel(0.8, 0.7, [1.8, 1.6, 1.76])],
        'stone-dark': [box(0.7, 5.0, 0.7, [2.2, 2.5, -1.6])],
      });
    },
  }),
  define('architecture/skyline', {
    // A city block seen from afar: towers of uneven heights in two rows, windows lit here and there,
    // red lights on the tallest. Set it far off (scaled up, even below the floor) round a roof or a window.
    box: { w: 40, h: 24, d: 8 },
    budget: { triangles: 2600, drawCalls: 3 },
    build: () => {
      const towers: ReturnType<typeof box>[] = [];
      const windows: ReturnType<typeof box>[] = [];
      const beacons: ReturnType<typeof box>[] = [];
      let seed = 11;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      for (const [row, z, depth] of [
        [0, -2, 4],
        [1, 2, 3.6],
      ] as const) {
        let x = -20 + row * 1.3;
        while (x < 18.5) {
          const w = Math.min(2 + random() * 2.6, 20 - x);
          const h = row === 0 ? 9 + random() * 15 : 4 + random() * 9;
          towers.push(box(w - 0.3, h, depth, [x + w / 2, h / 2, z]));
          // Windows in a grid on the front face, about a third of them lit.
          for (let wy = 1.2; wy < h - 0.8; wy += 1.4) {
            for (let wx = x + 0.6; wx < x + w - 0.7; wx += 0.9) if (random() < 0.34) windows.push(panel(0.45, 0.6, [wx, wy, z + depth / 2 + 0.01]));
          }
          if (h > 19) beacons.push(box(0.3, 0.3, 0.3, [x + w / 2, h + 0.15, z]));
          x += w;
        }
      }
      return assemble({ building: towers, 'glow-warm': windows, 'glow-red': beacons });
    },
  }),
  define('architecture/glass-wall', {
    // A glasshouse wall: white-painted glazing bars on a low brick base. Line several up for a glass house.
    box: { w: 6.0, h: 3.2, d: 0.14 },
    budget: { triangles: 300, drawCalls: 3 },
    build: () =>
      assemble({
        'plastic-white': [
          ...along(7, [-2.97, 1.9, 0], [2.97, 1.9, 0], (at) => box(0.06, 2.6, 0.1, at)),
          box(6, 0.08, 0.12, [0, 0.64, 0]),
          box(6, 0.05, 0.1, [0, 2.0, 0]),
          box(6, 0.08, 0.12, [0, 3.16, 0]),
        ],
        glass: [box(5.94, 2.5, 0.02, [0, 1.9, 0])],
        'stone-dark': [box(6, 0.6, 0.14, [0, 0.3, 0])],
      }),
  }),
  define('architecture/glass-roof', {
    // A pitched glass roof 12 m long (its ridge along x) over a span of 8.4 m, glazed gables at both
    // ends; set it on glass walls 3.2 m high.
    box: { w: 12.1, h: 2.5, d: 8.6 },
    budget: { triangles: 500, drawCalls: 2 },
    build: () => {
      const pitch = Math.atan2(2.3, 4.2);
      const slope = Math.hypot(2.3, 4.2);
      const side = (s: number) => [
        box(12, 0.02, slope, [0, 1.15, s * 2.1], [s * pitch, 0, 0]),
        ...along(9, [-5.97, 0, 0], [5.97, 0, 0], ([x]) => box(0.06, 0.08, slope, [x, 1.19, s * 2.1], [s * pitch, 0, 0])),
      ];
      const [leftGlass, ...leftBars] = side(1);
      const [rightGlass, ...rightBars] = side(-1);
      // The triangle under each end of the ridge, facing into the house.
      const gable = (x: number) => {
        const g = new BufferGeometry();
        const s = Math.sign(-x);
        g.setAttribute('position', new Float32BufferAttribute([x, 0, 4.2 * s, x, 0, -4.2 * s, x, 2.3, 0], 3));
        g.setAttribute('uv', new Float32BufferAttribute([0, 0, 1, 0, 0.5, 1], 2));
        g.computeVertexNormals();
        return g;
      };
      return assemble({
        'plastic-white': [
          ...leftBars,
          ...rightBars,
          box(12.1, 0.12, 0.12, [0, 2.32, 0]),
          box(12.1, 0.1, 0.14, [0, 0.05, 4.2]),
          box(12.1, 0.1, 0.14, [0, 0.05, -4.2]),
        ],
        glass: [leftGlass!, rightGlass!, gable(-6), gable(6)],
      });
    },
  }),
  define('architecture/cyclorama', {
    // A photographer's infinity cove: a white wall curving into the floor, no corner to be seen.
    box: { w: 6.0, h: 4.0, d: 3.0 },
    budget: { triangles: 200, drawCalls: 1 },
    build: () => {
      const r = 1.2;
      const cove = along(8, [0, 0, 0], [0, 0, 0], (_at, i) => {
        const a = ((i + 0.5) / 8) * (Math.PI / 2);
        return box(6, 0.04, (r * Math.PI) / 16 + 0.02, [0, r - Math.cos(a) * r + 0.03, -1.5 + r - Math.sin(a) * r + 0.02], [-a, 0, 0]);
      });
      return assemble({ 'plastic-white': [box(6, 4 - r, 0.04, [0, r + (4 - r) / 2, -1.48]), ...cove, box(6, 0.02, 3 - r, [0, 0.01, -1.5 + r + (3 - r) / 2])] });
    },
  }),
  define('architecture/mirror-wall', {
    // A studio's mirror with a ballet barre in front; stand it against a wall.
    box: { w: 4.0, h: 2.5, d: 0.35 },
    budget: { triangles: 200, drawCalls: 3 },
    build: () =>
      assemble({
        mirror: [box(3.9, 2.1, 0.02, [0, 1.35, -0.15])],
        'metal-steel': [
          box(4, 0.05, 0.05, [0, 0.28, -0.15]),
          box(4, 0.05, 0.05, [0, 2.42, -0.15]),
          ...[-1.6, 0, 1.6].map((x) => box(0.04, 0.04, 0.3, [x, 1.0, -0.02])),
        ],
        'wood-light': [cylinder(0.025, 0.025, 3.9, [0, 1.0, 0.13], 8, [0, 0, Math.PI / 2])],
      }),
  }),
  define('architecture/rose-window', {
    // A round window of coloured glass glowing with the light behind it; hang it high on a wall.
    box: { w: 3.0, h: 3.0, d: 0.2 },
    budget: { triangles: 900, drawCalls: 5 },
    build: () => {
      const petal = (i: number, r0: number, r1: number, count: number) => {
        const a = (i / count) * Math.PI * 2;
        return place(new RingGeometry(r0, r1, 4, 1, a + 0.06, (Math.PI * 2) / count - 0.12), [0, 1.5, -0.02]);
      };
      return assemble({
        stone: [
          ring(1.38, 0.12, [0, 1.5, 0], undefined, 32),
          ring(0.5, 0.06, [0, 1.5, 0], undefined, 16),
          ...Array.from({ length: 12 }, (_, i) =>
            box(0.06, 0.9, 0.08, [Math.sin((i / 12) * Math.PI * 2) * 0.95, 1.5 + Math.cos((i / 12) * Math.PI * 2) * 0.95, 0], [0, 0, -(i / 12) * Math.PI * 2]),
          ),
        ],
        'glow-magenta': Array.from({ length: 6 }, (_, i) => petal(i * 2, 0.52, 1.3, 12)),
        'glow-cyan': Array.from({ length: 6 }, (_, i) => petal(i * 2 + 1, 0.52, 1.3, 12)),
        'glow-warm': [place(new CircleGeometry(0.46, 16), [0, 1.5, -0.02])],
      });
    },
  }),
  define('architecture/booth-shell', {
    // An exhibition stand's shell: a back wall and two short side walls on aluminium posts, and a
    // fascia board along the front for the exhibitor's name. Its back is at z = -d/2.
    box: { w: 6.1, h: 3.1, d: 3.0 },
    budget: { triangles: 300, drawCalls: 3 },
    build: () =>
      assemble({
        'plastic-white': [box(6, 2.6, 0.06, [0, 1.3, -1.47]), box(0.06, 2.6, 1.4, [-3, 1.3, -0.8]), box(0.06, 2.6, 1.4, [3, 1.3, -0.8])],
        'metal-steel': [
          ...[-3, 0, 3].map((x) => box(0.08, 2.7, 0.08, [x, 1.35, -1.46])),
          box(0.08, 3.1, 0.08, [-3, 1.55, 1.46]),
          box(0.08, 3.1, 0.08, [3, 1.55, 1.46]),
          box(0.06, 0.06, 2.9, [-3, 2.98, 0]),
          box(0.06, 0.06, 2.9, [3, 2.98, 0]),
        ],
        'fabric-teal': [box(6.1, 0.5, 0.06, [0, 2.85, 1.46])],
      }),
  }),
];
