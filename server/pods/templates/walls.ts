/**
 * The walls of a box room, for templates laid out by hand: where a slot or a prop hangs on a wall,
 * `off` metres out from it, facing into the room, as [x, y, z, turn] (spread into kit.ts's frame()).
 */
import type { PropId } from '../../../shared/prop-catalogue.ts';
import type { propList } from './kit.ts';

export type Hung = [x: number, y: number, z: number, turn: number];

export function boxWalls(width: number, depth: number) {
  return {
    back: (x: number, y: number, off = 0.05): Hung => [x, y, -depth / 2 + off, 0],
    left: (z: number, y: number, off = 0.05): Hung => [-width / 2 + off, y, z, Math.PI / 2],
    right: (z: number, y: number, off = 0.05): Hung => [width / 2 - off, y, z, -Math.PI / 2],
  };
}

/** Adds a prop hung at a wall position (its back against the wall). */
export function hang(add: ReturnType<typeof propList>['add'], prop: PropId, [x, y, z, turn]: Hung, scale: number | [number, number, number] = 1) {
  add(prop, x, z, { y, turn, scale });
}
