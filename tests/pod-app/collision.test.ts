/**
 * A room that feels solid (issue 48 item 3): footprints from props' declared bounds, a person's
 * step stopped or slid along a prop, never through it; rugs walked over, wall shelves under.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceTo, footprintOf, Obstacles, overlaps, PERSON_RADIUS, type Footprint } from '../../pod-app/world/collision.ts';

const sofa = (id = 'sofa', x = 0, z = 0, yaw = 0): Footprint =>
  footprintOf(id, { w: 2, h: 0.9, d: 0.9 }, { position: { x, y: 0, z }, rotation: { y: yaw }, scale: { x: 1, y: 1, z: 1 } })!;

describe('footprints', () => {
  it('stand props on the floor by their bounds as placed, and leave out what one walks over or under', () => {
    expect(footprintOf('lamp', { w: 0.4, h: 1.6, d: 0.4 }, { position: { x: 1, y: 0, z: 2 }, rotation: { y: 0.5 }, scale: { x: 2, y: 1, z: 1.5 } })).toEqual({
      id: 'lamp',
      x: 1,
      z: 2,
      halfW: 0.4,
      halfD: expect.closeTo(0.3),
      yaw: 0.5,
    });
    expect(footprintOf('rug', { w: 2, h: 0.02, d: 3 }, { position: { x: 0, y: 0, z: 0 }, rotation: { y: 0 }, scale: { x: 1, y: 1, z: 1 } })).toBeNull();
    expect(footprintOf('shelf', { w: 1, h: 0.3, d: 0.3 }, { position: { x: 0, y: 2, z: 0 }, rotation: { y: 0 }, scale: { x: 1, y: 1, z: 1 } })).toBeNull();
  });

  it('measure distance in the footprint’s own turn', () => {
    const turned = sofa('s', 0, 0, Math.PI / 2);
    // Turned a quarter, the sofa's 2 m run along z.
    expect(distanceTo(turned, { x: 0, z: 0.9 })).toBe(0);
    expect(distanceTo(turned, { x: 0.9, z: 0 })).toBeCloseTo(0.45);
  });

  it('overlap as turned rectangles do', () => {
    expect(overlaps(sofa('a', 0, 0), sofa('b', 1.9, 0))).toBe(true);
    expect(overlaps(sofa('a', 0, 0), sofa('b', 2.1, 0))).toBe(false);
    expect(overlaps(sofa('a', 0, 0), sofa('b', 2.1, 0), 0.2)).toBe(true);
    // Turned 45°, a sofa's corner reaches past an upright one's end.
    expect(overlaps(sofa('a', 0, 0), sofa('b', 1.3, 0.6, Math.PI / 4))).toBe(true);
    expect(overlaps(sofa('a', 0, 0), sofa('b', 2.3, 1.4, Math.PI / 4))).toBe(false);
  });
});

describe('walking', () => {
  it('stops a step into a sofa and slides along it', () => {
    const room = new Obstacles();
    room.set('sofa', sofa());
    // Walking straight at it (−z) from in front: stopped short of it.
    expect(room.step({ x: 0, z: 1.0 }, { x: 0, z: 0.7 })).toEqual({ x: 0, z: 1.0 });
    // Walking at it at a slant: slides along its front.
    expect(room.step({ x: 0, z: 0.8 }, { x: 0.2, z: 0.7 })).toEqual({ x: 0.2, z: 0.8 });
    // Nothing in the way: all the way.
    expect(room.step({ x: 3, z: 3 }, { x: 3.1, z: 2.9 })).toEqual({ x: 3.1, z: 2.9 });
    // Out of a prop one was placed in.
    expect(room.step({ x: 0, z: 0 }, { x: 0, z: 0.1 })).toEqual({ x: 0, z: 0.1 });
  });

  it('forgets a removed or moved prop', () => {
    const room = new Obstacles();
    room.set('sofa', sofa());
    room.set('sofa', sofa('sofa', 5, 5));
    expect(room.blocked({ x: 0, z: 0 })).toBe(false);
    expect(room.blocked({ x: 5, z: 5 })).toBe(true);
    room.keep(new Set());
    expect(room.blocked({ x: 5, z: 5 })).toBe(false);
  });

  it('never lets a walk of small steps end inside a prop, whatever the props and the path', () => {
    const propArb = fc.record({
      x: fc.double({ min: -5, max: 5, noNaN: true }),
      z: fc.double({ min: -5, max: 5, noNaN: true }),
      yaw: fc.double({ min: -3, max: 3, noNaN: true }),
    });
    const stepArb = fc.record({ dx: fc.double({ min: -0.05, max: 0.05, noNaN: true }), dz: fc.double({ min: -0.05, max: 0.05, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(propArb, { maxLength: 6 }), fc.array(stepArb, { maxLength: 200 }), (props, steps) => {
        const room = new Obstacles();
        props.forEach((p, i) => room.set(`p${i}`, sofa(`p${i}`, p.x, p.z, p.yaw)));
        let at = { x: 8, z: 8 };
        if (room.blocked(at)) return;
        for (const { dx, dz } of steps) {
          at = room.step(at, { x: at.x + dx, z: at.z + dz });
          expect(room.blocked(at, PERSON_RADIUS)).toBe(false);
        }
      }),
    );
  });
});
