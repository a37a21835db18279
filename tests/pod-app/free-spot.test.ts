/**
 * Where a new prop goes (issue 48 item 3): two placements in the same spot never overlap, the
 * arrival view's line of sight stays clear by 1.5 m, the room's walls hold it, and its centre
 * sits on the 0.25 m grid.
 */
import { describe, expect, it } from 'vitest';
import { ARRIVAL_CLEARANCE_M, findFreeSpot, fits, freePlacement, PROP_GAP_M, sightLine } from '../../pod-app/edit/free-spot.ts';
import { distanceTo, footprintOf, Obstacles, overlaps, type Footprint } from '../../pod-app/world/collision.ts';

const room = { halfWidth: 5, halfDepth: 5 };
// Arriving at the front of the room, looking in (−z).
const arrival = { position: { x: 0, z: 4.5 }, yaw: 0 };
const lamp = (id: string, x: number, z: number): Footprint =>
  footprintOf(id, { w: 0.6, h: 1.6, d: 0.6 }, { position: { x, y: 0, z }, rotation: { y: 0 }, scale: { x: 1, y: 1, z: 1 } })!;

describe('a free spot for a new prop', () => {
  it('puts a second lamp asked for in the same spot beside the first, not inside it', () => {
    const props = new Obstacles();
    const first = findFreeSpot(lamp('a', 3, 0), props, room, arrival)!;
    props.set('a', lamp('a', first.x, first.z));
    const second = findFreeSpot(lamp('b', 3, 0), props, room, arrival)!;
    expect(first).toEqual({ x: 3, z: 0 });
    expect(overlaps(lamp('a', first.x, first.z), lamp('b', second.x, second.z))).toBe(false);
    expect(Math.hypot(second.x - first.x, second.z - first.z)).toBeLessThan(1);
  });

  it('keeps 1.5 m clear of the arrival view’s line of sight', () => {
    const spot = findFreeSpot(lamp('a', 0, 1), new Obstacles(), room, arrival)!;
    const placed = lamp('a', spot.x, spot.z);
    expect(Math.min(...sightLine(arrival, room).map((p) => distanceTo(placed, p)))).toBeGreaterThanOrEqual(ARRIVAL_CLEARANCE_M);
    // As near as it could be to where it was asked for: just past the clearance.
    expect(Math.abs(spot.x)).toBeLessThanOrEqual(ARRIVAL_CLEARANCE_M + 0.3 + 0.25);
  });

  it('stays inside the room, on the grid', () => {
    const spot = findFreeSpot(lamp('a', 4.9, -4.93), new Obstacles(), room, arrival)!;
    expect(fits(lamp('a', spot.x, spot.z), new Obstacles(), room, sightLine(arrival, room))).toBe(true);
    expect([spot.x % 0.25, spot.z % 0.25].map((r) => Math.abs(r) < 1e-9 || Math.abs(Math.abs(r) - 0.25) < 1e-9)).toEqual([true, true]);
  });

  it('says there is none when the room is full', () => {
    const props = new Obstacles();
    props.set(
      'wall-to-wall',
      footprintOf('wall-to-wall', { w: 10, h: 1, d: 10 }, { position: { x: 0, y: 0, z: 0 }, rotation: { y: 0 }, scale: { x: 1, y: 1, z: 1 } }),
    );
    expect(findFreeSpot(lamp('a', 2, 2), props, room, arrival)).toBeNull();
  });
});

describe('placing a prop from the library', () => {
  const at = (x: number, y: number, z: number) => ({ position: { x, y, z }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } });
  const world = () => {
    const obstacles = new Obstacles();
    obstacles.set('props:lamp', lamp('props:lamp', 3, 0));
    return { obstacles, room: { bounds: room }, arrival };
  };
  const standing = { id: 'lights/floor-lamp', box: { w: 0.6, h: 1.6, d: 0.6 } };

  it('moves a standing prop asked for on top of another to the nearest free spot', () => {
    const placed = freePlacement(standing, at(3, 0, 0), world(), true)!;
    expect(placed.position.y).toBe(0);
    expect(overlaps(lamp('new', placed.position.x, placed.position.z), lamp('props:lamp', 3, 0), PROP_GAP_M)).toBe(false);
  });

  it('keeps the arrival view clear for a prop placed in front of the owner, not for one they tapped into place', () => {
    const inSight = at(0, 0, 1);
    expect(freePlacement(standing, inSight, world(), false)).toEqual({ ...inSight, position: { x: 0, y: 0, z: 1 } });
    expect(Math.abs(freePlacement(standing, inSight, world(), true)!.position.x)).toBeGreaterThan(ARRIVAL_CLEARANCE_M);
  });

  it('leaves where it was asked a prop set on something, and one walked over', () => {
    expect(freePlacement({ id: 'decor/vase', box: { w: 0.2, h: 0.4, d: 0.2 } }, at(3, 0.75, 0), world(), true)).toEqual(at(3, 0.75, 0));
    expect(freePlacement({ id: 'decor/rug', box: { w: 2, h: 0.02, d: 3 } }, at(3, 0, 0), world(), true)).toEqual(at(3, 0, 0));
  });
});
