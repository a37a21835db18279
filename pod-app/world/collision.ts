/**
 * A room that feels solid (issue 48 item 3): people walk around furniture, not through it, and a
 * new prop goes where it overlaps nothing. No physics engine: each prop stands on the floor as a
 * turned rectangle (its declared bounds, pod-app/props/kit.ts `box`, scaled and turned as placed),
 * kept in a spatial hash of square cells so that a step asks only the few props near it. A person
 * is a circle of PERSON_RADIUS. Pure math on plain numbers: the world keeps the footprints, the
 * walking (movement.ts) and the editor's placement ask.
 */

/** A prop's footprint on the floor: centre, half sizes along its own x and z, turn about y. */
export interface Footprint {
  id: string;
  x: number;
  z: number;
  halfW: number;
  halfD: number;
  yaw: number;
}

export interface Point {
  x: number;
  z: number;
}

/** How wide a person is, walking (metres from their centre). */
export const PERSON_RADIUS = 0.3;
/** Props whose bounds stay below this (a rug, a patch of grass) or start above this (a wall shelf) are walked over or under. */
export const STEP_OVER_M = 0.08;
export const HEAD_ROOM_M = 1.9;
const CELL_M = 1;

/** The footprint a prop stands on, or null when people pass over or under it. */
export function footprintOf(
  id: string,
  box: { w: number; h: number; d: number },
  placed: { position: { x: number; y: number; z: number }; rotation: { y: number }; scale: { x: number; y: number; z: number } },
): Footprint | null {
  const bottom = placed.position.y;
  const top = bottom + box.h * placed.scale.y;
  if (top < STEP_OVER_M || bottom > HEAD_ROOM_M) return null;
  return {
    id,
    x: placed.position.x,
    z: placed.position.z,
    halfW: (box.w * placed.scale.x) / 2,
    halfD: (box.d * placed.scale.z) / 2,
    yaw: placed.rotation.y,
  };
}

/** The point in the footprint's own frame (x along its width, z along its depth). */
function local(f: Footprint, p: Point): Point {
  const dx = p.x - f.x;
  const dz = p.z - f.z;
  const cos = Math.cos(f.yaw);
  const sin = Math.sin(f.yaw);
  // three.js turns +x towards -z for a positive yaw: undo that turn.
  return { x: dx * cos - dz * sin, z: dx * sin + dz * cos };
}

/** How far a point is from the footprint's edge (0 inside it). */
export function distanceTo(f: Footprint, p: Point): number {
  const q = local(f, p);
  const ox = Math.max(0, Math.abs(q.x) - f.halfW);
  const oz = Math.max(0, Math.abs(q.z) - f.halfD);
  return Math.hypot(ox, oz);
}

/** The footprint's four corners, in the room's frame. */
export function cornersOf(f: Footprint): Point[] {
  const cos = Math.cos(f.yaw);
  const sin = Math.sin(f.yaw);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sz]) => {
    const lx = sx! * f.halfW;
    const lz = sz! * f.halfD;
    return { x: f.x + lx * cos + lz * sin, z: f.z - lx * sin + lz * cos };
  });
}

/** Whether two footprints overlap (separating axes of two turned rectangles), `gap` metres apart at least. */
export function overlaps(a: Footprint, b: Footprint, gap = 0): boolean {
  const axes = [a.yaw, a.yaw + Math.PI / 2, b.yaw, b.yaw + Math.PI / 2].map((yaw) => ({ x: Math.cos(yaw), z: -Math.sin(yaw) }));
  const ca = cornersOf(a);
  const cb = cornersOf(b);
  for (const axis of axes) {
    const project = (corners: Point[]) => corners.map((c) => c.x * axis.x + c.z * axis.z);
    const pa = project(ca);
    const pb = project(cb);
    if (Math.max(...pa) + gap <= Math.min(...pb) || Math.max(...pb) + gap <= Math.min(...pa)) return false;
  }
  return true;
}

/** The footprints of a room, hashed by the square cells they touch. */
export class Obstacles {
  private readonly cells = new Map<string, Set<Footprint>>();
  private readonly byId = new Map<string, Footprint>();

  private static key = (cx: number, cz: number) => `${cx} ${cz}`;

  private cellsOf(f: Footprint): string[] {
    const reach = Math.hypot(f.halfW, f.halfD);
    const keys: string[] = [];
    for (let cx = Math.floor((f.x - reach) / CELL_M); cx <= Math.floor((f.x + reach) / CELL_M); cx++)
      for (let cz = Math.floor((f.z - reach) / CELL_M); cz <= Math.floor((f.z + reach) / CELL_M); cz++) keys.push(Obstacles.key(cx, cz));
    return keys;
  }

  /** Puts a prop's footprint in (replacing its last one), or takes it out (null). */
  set(id: string, footprint: Footprint | null) {
    const old = this.byId.get(id);
    if (old) for (const key of this.cellsOf(old)) this.cells.get(key)?.delete(old);
    this.byId.delete(id);
    if (!footprint) return;
    this.byId.set(id, footprint);
    for (const key of this.cellsOf(footprint)) {
      let cell = this.cells.get(key);
      if (!cell) this.cells.set(key, (cell = new Set()));
      cell.add(footprint);
    }
  }

  /** Keeps only these ids. */
  keep(ids: ReadonlySet<string>) {
    for (const id of [...this.byId.keys()]) if (!ids.has(id)) this.set(id, null);
  }

  all(): Footprint[] {
    return [...this.byId.values()];
  }

  /** The footprints that may come within `radius` of a point. */
  near(p: Point, radius: number): Set<Footprint> {
    const found = new Set<Footprint>();
    for (let cx = Math.floor((p.x - radius) / CELL_M) - 1; cx <= Math.floor((p.x + radius) / CELL_M) + 1; cx++)
      for (let cz = Math.floor((p.z - radius) / CELL_M) - 1; cz <= Math.floor((p.z + radius) / CELL_M) + 1; cz++)
        for (const f of this.cells.get(Obstacles.key(cx, cz)) ?? []) found.add(f);
    return found;
  }

  /** Whether a person standing at `p` would be inside a prop. */
  blocked(p: Point, radius = PERSON_RADIUS): boolean {
    for (const f of this.near(p, radius)) if (distanceTo(f, p) < radius) return true;
    return false;
  }

  /**
   * Where a step from `from` towards `to` ends: all the way when nothing is in the way; else
   * sliding along the obstacle (the step's x or z part alone); else where it started. Someone
   * already inside a prop (it was placed on them) may walk out of it.
   */
  step(from: Point, to: Point, radius = PERSON_RADIUS): Point {
    if (!this.blocked(to, radius) || this.blocked(from, radius)) return to;
    const alongX = { x: to.x, z: from.z };
    if (!this.blocked(alongX, radius)) return alongX;
    const alongZ = { x: from.x, z: to.z };
    if (!this.blocked(alongZ, radius)) return alongZ;
    return from;
  }
}
