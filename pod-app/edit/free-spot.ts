/**
 * Where a new standing prop fits (issue 48 item 3): the nearest spot to where it was asked for,
 * on the 0.25 m grid, inside the room, overlapping no other prop's bounds, and never within
 * ARRIVAL_CLEARANCE_M of the arrival view's line of sight (what everyone sees first when they
 * open the Pod stays clear). Pure math over the room's footprints (pod-app/world/collision.ts).
 */
import { cornersOf, distanceTo, footprintOf, overlaps, STEP_OVER_M, type Footprint, type Obstacles, type Point } from '../world/collision.ts';
import type { Placement } from '../content.ts';

export const GRID_M = 0.25;
export const ARRIVAL_CLEARANCE_M = 1.5;
/** How far the arrival view's line of sight reaches into the room. */
export const ARRIVAL_SIGHT_M = 6;
/** Props keep this much air between them. */
export const PROP_GAP_M = 0.05;
const SEARCH_RINGS = 40;

export const snapToGrid = (value: number, grid = GRID_M) => Math.round(value / grid) * grid;

export interface Arrival {
  position: Point;
  /** The turn the arrival view faces (the camera looks along -z at 0). */
  yaw: number;
}

/** Points along the arrival view's line of sight, every quarter metre. */
export function sightLine({ position, yaw }: Arrival, room: { halfWidth: number; halfDepth: number }): Point[] {
  const points: Point[] = [];
  for (let d = 0; d <= ARRIVAL_SIGHT_M; d += GRID_M) {
    const p = { x: position.x - Math.sin(yaw) * d, z: position.z - Math.cos(yaw) * d };
    if (Math.abs(p.x) > room.halfWidth || Math.abs(p.z) > room.halfDepth) break;
    points.push(p);
  }
  return points;
}

/** Whether a footprint may stand here: inside the room, clear of the line of sight and of every other prop. */
export function fits(f: Footprint, obstacles: Obstacles, room: { halfWidth: number; halfDepth: number }, sight: readonly Point[]): boolean {
  const reach = Math.hypot(f.halfW, f.halfD);
  const corners = cornersOf(f);
  if (corners.some((c) => Math.abs(c.x) > room.halfWidth || Math.abs(c.z) > room.halfDepth)) return false;
  if (sight.some((p) => distanceTo(f, p) < ARRIVAL_CLEARANCE_M)) return false;
  for (const other of obstacles.near(f, reach + PROP_GAP_M)) if (other.id !== f.id && overlaps(f, other, PROP_GAP_M)) return false;
  return true;
}

/**
 * The free spot nearest to `wanted`: the spot itself when free, else on the grid, searched ring by ring
 * outwards, clear of the arrival view's line of sight unless `arrival` is null; null when the room
 * has none.
 */
export function findFreeSpot(wanted: Footprint, obstacles: Obstacles, room: { halfWidth: number; halfDepth: number }, arrival: Arrival | null): Point | null {
  const sight = arrival ? sightLine(arrival, room) : [];
  // Where it was asked for, exactly, when that is free; else the grid around it.
  if (fits(wanted, obstacles, room, sight)) return { x: wanted.x, z: wanted.z };
  const start = { x: snapToGrid(wanted.x), z: snapToGrid(wanted.z) };
  for (let ring = 0; ring <= SEARCH_RINGS; ring++) {
    let best: Point | null = null;
    let bestDistance = Infinity;
    for (let i = -ring; i <= ring; i++) {
      for (let j = -ring; j <= ring; j++) {
        if (Math.max(Math.abs(i), Math.abs(j)) !== ring) continue;
        const at = { x: start.x + i * GRID_M, z: start.z + j * GRID_M };
        const distance = Math.hypot(at.x - wanted.x, at.z - wanted.z);
        if (distance >= bestDistance || !fits({ ...wanted, ...at }, obstacles, room, sight)) continue;
        best = at;
        bestDistance = distance;
      }
    }
    if (best) return best;
  }
  return null;
}

/**
 * A standing prop's placement moved to the free spot nearest the one asked for. One set on
 * something (a vase on a table) or walked over (a rug) stays where asked; null: no free spot.
 * `clearSight`: also keep clear of the arrival view (a prop placed for the owner, 'Place in front
 * of me'); where the owner tapped, only overlaps are avoided — it is their choice to furnish the
 * entrance.
 */
export function freePlacement(
  prop: { id: string; box: { w: number; h: number; d: number } },
  asked: Placement,
  world: { obstacles: Obstacles; room: { bounds: { halfWidth: number; halfDepth: number } }; arrival: Arrival },
  clearSight: boolean,
): Placement | null {
  const footprint = footprintOf('placing', prop.box, asked);
  if (!footprint || asked.position.y > STEP_OVER_M) return asked;
  const spot = findFreeSpot(footprint, world.obstacles, world.room.bounds, clearSight ? world.arrival : null);
  return spot && { ...asked, position: { ...asked.position, x: spot.x, z: spot.z } };
}
