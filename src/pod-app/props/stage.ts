/** Stage and media: speakers, a lighting truss, a big screen, a DJ booth, a microphone, a stage platform and a monitor. */
import { along, assemble, box, cylinder, define, panel } from './kit.ts';

export const props = [
  define('stage/speaker', {
    box: { w: 0.6, h: 1.1, d: 0.5 }, budget: { triangles: 300, drawCalls: 2 },
    build: () => assemble({
      'plastic-black': [box(0.6, 1.1, 0.5, [0, 0.55, 0])],
      'metal-dark': [cylinder(0.2, 0.2, 0.02, [0, 0.4, 0.25], 16, [Math.PI / 2, 0, 0]), cylinder(0.09, 0.09, 0.02, [0, 0.85, 0.25], 12, [Math.PI / 2, 0, 0])],
    }),
  }),
  define('stage/truss', {
    // Two towers and a beam: a square truss, its lattice drawn with diagonal bars.
    box: { w: 6.1, h: 4.05, d: 0.4 }, budget: { triangles: 1500, drawCalls: 1 },
    build: () => {
      const s = 0.3;
      const chords = (from: [number, number, number], length: number, horizontal: boolean) =>
        [[-1, -1], [1, -1], [-1, 1], [1, 1]].map(([a, b]) => {
          const at: [number, number, number] = horizontal ? [from[0], from[1] + (a! * s) / 2, (b! * s) / 2] : [from[0] + (a! * s) / 2, from[1], (b! * s) / 2];
          return cylinder(0.025, 0.025, length, at, 5, horizontal ? [0, 0, Math.PI / 2] : undefined);
        });
      const towers = [-2.85, 2.85].flatMap((x) => [...chords([x, 1.85, 0], 3.7, false), ...along(9, [x, 0.2, 0], [x, 3.5, 0], (at) => box(s, 0.02, 0.02, [at[0], at[1], s / 2], [0, 0, 0.6]))]);
      const beam = [...chords([0, 3.85, 0], 6, true), ...along(15, [-2.6, 3.85, 0], [2.6, 3.85, 0], (at) => box(0.02, s, 0.02, [at[0], at[1], s / 2], [0, 0, 0.6]))];
      return assemble({ 'metal-steel': [...towers, ...beam, box(0.4, 0.02, 0.4, [-2.85, 0.01, 0]), box(0.4, 0.02, 0.4, [2.85, 0.01, 0])] });
    },
  }),
  define('stage/big-screen', {
    // A 16:9 screen on its own frame; a media slot placed on it shows the Pod's video or page.
    box: { w: 6.4, h: 4.0, d: 0.3 }, budget: { triangles: 100, drawCalls: 2 },
    build: () => assemble({ 'plastic-black': [box(6.4, 3.7, 0.15, [0, 2.15, -0.05]), box(0.15, 0.4, 0.3, [-2.5, 0.2, 0]), box(0.15, 0.4, 0.3, [2.5, 0.2, 0])], screen: [panel(6.1, 3.43, [0, 2.15, 0.03])] }),
  }),
  define('stage/dj-booth', {
    box: { w: 2.0, h: 1.2, d: 0.9 }, budget: { triangles: 400, drawCalls: 4 },
    build: () => assemble({
      'plastic-black': [box(2, 1.0, 0.8, [0, 0.5, 0])],
      'glow-magenta': [box(2.02, 0.06, 0.82, [0, 0.8, 0]), box(1.7, 0.5, 0.02, [0, 0.4, 0.41])],
      'metal-dark': [cylinder(0.2, 0.2, 0.04, [-0.5, 1.02, 0], 16), cylinder(0.2, 0.2, 0.04, [0.5, 1.02, 0], 16), box(0.4, 0.05, 0.3, [0, 1.02, 0])],
      'metal-steel': [box(0.35, 0.02, 0.25, [0, 1.15, -0.25], [-0.5, 0, 0])],
    }),
  }),
  define('stage/microphone', {
    box: { w: 0.5, h: 1.6, d: 0.5 }, budget: { triangles: 200, drawCalls: 1 },
    build: () => assemble({ 'metal-dark': [cylinder(0.2, 0.22, 0.03, [0, 0.015, 0], 14), cylinder(0.012, 0.012, 1.45, [0, 0.74, 0], 6), cylinder(0.035, 0.025, 0.16, [0, 1.5, 0.05], 10, [0.5, 0, 0])] }),
  }),
  define('stage/platform', {
    box: { w: 6.0, h: 0.5, d: 3.0 }, budget: { triangles: 100, drawCalls: 2 },
    build: () => assemble({ 'wood-dark': [box(6, 0.06, 3, [0, 0.47, 0])], 'plastic-black': [box(5.9, 0.44, 2.9, [0, 0.22, 0])] }),
  }),
  define('stage/monitor', {
    box: { w: 0.7, h: 0.5, d: 0.22 }, budget: { triangles: 100, drawCalls: 2 },
    build: () => assemble({ 'plastic-black': [box(0.7, 0.42, 0.03, [0, 0.29, 0]), box(0.05, 0.1, 0.05, [0, 0.05, -0.03]), box(0.25, 0.015, 0.2, [0, 0.008, 0])], 'glow-cyan': [panel(0.66, 0.37, [0, 0.29, 0.016])] }),
  }),
];
