/**
 * Lights: lamps whose shades and bulbs glow, and which carry a real three.js light (point or spot),
 * so a lamp lights the room around it. Real lights are costly (each one is computed for every lit
 * pixel), so the pod world keeps only the first few of a Pod on (MAX_PROP_LIGHTS in
 * world/props.ts); the others still glow.
 */
import { CylinderGeometry, PointLight, SpotLight, type Light } from 'three';
import { along, assemble, box, cone, cylinder, define, place, ring, blob } from './kit.ts';
import { neonArtwork } from './neon-pictures.ts';
import { pictureFace } from './pictures.ts';

/** A real light inside a prop, tagged so the pod world can count and cap them. */
function lamp<L extends Light>(light: L, at: [number, number, number]): L {
  light.position.set(...at);
  light.userData.propLight = true;
  return light;
}
// Physically based intensities: candela for a warm living-room lamp and a stage spot.
const warm = (at: [number, number, number], intensity = 3, distance = 6) => lamp(new PointLight('#ffc98a', intensity, distance, 2), at);

export const props = [
  define('lights/floor-lamp', {
    box: { w: 0.45, h: 1.7, d: 0.45 },
    budget: { triangles: 200, drawCalls: 3 },
    build: () =>
      assemble(
        {
          'metal-dark': [cylinder(0.18, 0.2, 0.03, [0, 0.015, 0], 14), cylinder(0.015, 0.015, 1.4, [0, 0.72, 0], 6)],
          'fabric-cream': [cylinder(0.16, 0.225, 0.32, [0, 1.54, 0], 14)],
          'glow-warm': [blob(0.06, [0, 1.42, 0], [1, 1, 1], 0)],
        },
        [warm([0, 1.4, 0])],
      ),
  }),
  define('lights/table-lamp', {
    box: { w: 0.32, h: 0.55, d: 0.32 },
    budget: { triangles: 200, drawCalls: 2 },
    build: () =>
      assemble({ 'ceramic-blue': [blob(0.12, [0, 0.14, 0], [1, 1.2, 1])], 'fabric-cream': [cylinder(0.1, 0.16, 0.22, [0, 0.44, 0], 14)] }, [
        warm([0, 0.4, 0], 1.5, 4),
      ]),
  }),
  define('lights/pendant', {
    // Hangs from the ceiling: place its top (y = h) at the ceiling.
    box: { w: 0.5, h: 1.2, d: 0.5 },
    budget: { triangles: 200, drawCalls: 3 },
    build: () =>
      assemble(
        {
          'metal-dark': [cylinder(0.008, 0.008, 0.9, [0, 0.75, 0], 4), cone(0.25, 0.3, [0, 0.15, 0], 16)],
          'glow-warm': [blob(0.07, [0, 0.04, 0], [1, 1, 1], 0)],
        },
        [warm([0, -0.1, 0], 3, 7)],
      ),
  }),
  define('lights/string-lights', {
    // Bulbs on a sagging wire between two posts, like a garden party.
    box: { w: 4.0, h: 2.6, d: 0.1 },
    budget: { triangles: 700, drawCalls: 3 },
    build: () => {
      const sag = (x: number) => 2.4 - 0.35 * (1 - (x / 1.95) ** 2);
      return assemble(
        {
          'wood-dark': [box(0.08, 2.6, 0.08, [-1.96, 1.3, 0]), box(0.08, 2.6, 0.08, [1.96, 1.3, 0])],
          'metal-dark': along(12, [-1.76, 0, 0], [1.76, 0, 0], ([x]) => box(0.32, 0.01, 0.01, [x, sag(x), 0], [0, 0, (x / 1.95) * 0.3])),
          'glow-warm': along(13, [-1.8, 0, 0], [1.8, 0, 0], ([x]) => blob(0.05, [x, sag(x) - 0.07, 0], [1, 1.3, 1], 0)),
        },
        [warm([0, 2.0, 0.5], 2, 6)],
      );
    },
  }),
  define('lights/spotlight', {
    // A stage spot on a stand, aimed forward and down at what stands in front of it.
    box: { w: 0.9, h: 2.25, d: 0.9 },
    budget: { triangles: 300, drawCalls: 2 },
    build: () => {
      const spot = lamp(new SpotLight('#fff2dd', 30, 14, 0.45, 0.5, 1.5), [0, 2.0, 0.2]);
      // The target rides along inside the prop, so the spot keeps its aim wherever the prop is put.
      spot.target.userData.spotTarget = true;
      spot.add(spot.target);
      spot.target.position.set(0, -2, 4);
      return assemble(
        {
          'metal-dark': [
            cylinder(0.02, 0.02, 1.9, [0, 0.95, 0], 6),
            ...[0, 1, 2].map((i) => box(0.04, 0.03, 0.5, [Math.sin(i * 2.1) * 0.2, 0.015, Math.cos(i * 2.1) * 0.2], [0, i * 2.1, 0])),
            cylinder(0.12, 0.16, 0.35, [0, 2.0, 0.05], 12, [Math.PI / 2 + 0.5, 0, 0]),
          ],
          'glow-white': [cylinder(0.15, 0.15, 0.02, [0, 1.91, 0.2], 12, [Math.PI / 2 + 0.5, 0, 0])],
        },
        [spot],
      );
    },
  }),
  define('lights/neon-strip', {
    box: { w: 2.0, h: 0.05, d: 0.06 },
    budget: { triangles: 100, drawCalls: 2 },
    build: () =>
      assemble({
        'plastic-black': [box(2, 0.05, 0.03, [0, 0.025, -0.015])],
        'glow-cyan': [cylinder(0.02, 0.02, 1.96, [0, 0.025, 0.01], 6, [0, 0, Math.PI / 2])],
      }),
  }),
  define('lights/stone-lantern', {
    // A tōrō: the lantern of Japanese gardens.
    box: { w: 0.7, h: 1.5, d: 0.7 },
    budget: { triangles: 200, drawCalls: 2 },
    build: () =>
      assemble(
        {
          stone: [
            box(0.5, 0.12, 0.5, [0, 0.06, 0]),
            cylinder(0.1, 0.13, 0.6, [0, 0.42, 0], 6),
            box(0.46, 0.1, 0.46, [0, 0.77, 0]),
            box(0.08, 0.3, 0.08, [-0.16, 0.97, -0.16]),
            box(0.08, 0.3, 0.08, [0.16, 0.97, 0.16]),
            box(0.08, 0.3, 0.08, [-0.16, 0.97, 0.16]),
            box(0.08, 0.3, 0.08, [0.16, 0.97, -0.16]),
            cone(0.5, 0.3, [0, 1.27, 0], 4, [0, Math.PI / 4, 0]),
            blob(0.07, [0, 1.45, 0], [1, 1, 1], 0),
          ],
          'glow-warm': [box(0.26, 0.22, 0.26, [0, 0.95, 0])],
        },
        [warm([0, 0.95, 0], 1.2, 4)],
      ),
  }),
  define('lights/campfire', {
    box: { w: 1.2, h: 0.7, d: 1.2 },
    budget: { triangles: 450, drawCalls: 3 },
    build: () =>
      assemble(
        {
          'stone-dark': Array.from({ length: 9 }, (_, i) =>
            blob(0.12, [Math.cos((i / 9) * Math.PI * 2) * 0.48, 0.08, Math.sin((i / 9) * Math.PI * 2) * 0.48], [1.2, 0.7, 1], 0),
          ),
          'wood-dark': [0, 1, 2].map((i) => cylinder(0.05, 0.05, 0.7, [0, 0.12, 0], 6, [Math.PI / 2 - 0.2, (i * Math.PI * 2) / 3, 0])),
          fire: [cone(0.22, 0.55, [0, 0.4, 0], 6), cone(0.12, 0.4, [0.1, 0.32, 0.05], 5), ring(0.2, 0.02, [0, 0.1, 0], [Math.PI / 2, 0, 0], 10)],
        },
        [lamp(new PointLight('#ff9a40', 5, 9, 2), [0, 0.6, 0])],
      ),
  }),
  define('lights/softbox', {
    // A photographer's softbox on a stand: a big glowing diffuser aimed forward (+z) and a little down.
    box: { w: 1.2, h: 2.4, d: 1.2 },
    budget: { triangles: 300, drawCalls: 3 },
    build: () => {
      const spot = lamp(new SpotLight('#ffffff', 22, 12, 0.9, 0.9, 1.5), [0, 1.75, 0.2]);
      spot.target.userData.spotTarget = true;
      spot.add(spot.target);
      spot.target.position.set(0, -1.5, 4);
      const tilt: [number, number, number] = [0.2, 0, 0];
      return assemble(
        {
          'metal-dark': [
            cylinder(0.02, 0.02, 1.7, [0, 0.85, -0.1], 6),
            ...[0, 1, 2].map((i) => box(0.03, 0.03, 0.55, [Math.sin(i * 2.094) * 0.22, 0.02, -0.1 + Math.cos(i * 2.094) * 0.22], [0, i * 2.094, 0])),
          ],
          // The housing: a square pyramid narrowing to the back, square to the diffuser, tilted with it.
          'plastic-black': [place(new CylinderGeometry(0.1, 0.56, 0.42, 4, 1), [0, 1.79, -0.02], [-Math.PI / 2 + tilt[0], Math.PI / 4, 0], [1, 1, 1], 'XYZ')],
          'glow-white': [box(0.78, 0.78, 0.02, [0, 1.75, 0.2], tilt)],
        },
        [spot],
      );
    },
  }),
  define('lights/neon-art', {
    // A neon artwork for a wall: a magenta wave, a cyan circle and a warm stroke, on clear fixings.
    box: { w: 2.1, h: 1.3, d: 0.1 },
    budget: { triangles: 900, drawCalls: 3 },
    build: () =>
      assemble({
        'glow-magenta': along(9, [-0.9, 0.35, 0], [0.9, 0.35, 0], ([x], i) =>
          cylinder(0.035, 0.035, 0.27, [x, 0.35 + Math.sin(i * 1.1) * 0.1, 0.02], 6, [0, 0, Math.PI / 2 + Math.cos(i * 1.1) * 0.7]),
        ),
        'glow-cyan': [ring(0.36, 0.035, [0.4, 0.85, 0.02], undefined, 28)],
        'glow-warm': [box(0.9, 0.07, 0.07, [-0.45, 0.95, 0.02], [0, 0, 0.35]), box(0.5, 0.07, 0.07, [-0.55, 0.7, 0.02], [0, 0, -0.5])],
      }),
  }),
  define('lights/neon-frame', {
    // Hangs on a wall (its back at z = -d/2): a glowing work framed in magenta neon tube.
    box: { w: 1.7, h: 1.2, d: 0.08 },
    budget: { triangles: 100, drawCalls: 3 },
    build: () => {
      const [w, h, t] = [1.7, 1.2, 0.045];
      return assemble(
        {
          'plastic-black': [box(w - 0.06, h - 0.06, 0.024, [0, h / 2, -0.028])],
          'glow-magenta': [
            box(w, t, t, [0, t / 2, 0]),
            box(w, t, t, [0, h - t / 2, 0]),
            box(t, h, t, [(t - w) / 2, h / 2, 0]),
            box(t, h, t, [(w - t) / 2, h / 2, 0]),
          ],
        },
        [pictureFace(neonArtwork, 1.5, 1.0, [0, h / 2, 0])],
      );
    },
  }),
];
