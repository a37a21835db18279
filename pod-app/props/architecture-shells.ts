/**
 * Architecture that encloses or fronts a whole space (./architecture.ts holds the rest of the
 * family and lists these with it): a cabana, a log cabin, a city skyline, a glass wall and a glass
 * roof, a photo studio's cyclorama, a mirror wall, a rose window and a booth's shell.
 */
import { BufferGeometry, CircleGeometry, Float32BufferAttribute, RingGeometry } from 'three';
import { along, assemble, box, cone, cylinder, define, panel, place, ring } from './kit.ts';

export const shells = [
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
