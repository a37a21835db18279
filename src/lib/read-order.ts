/**
 * The order of reads and confirmed changes in this tab. A read is stamped with the moment its
 * request began; a store fed by reads (a Pod's like, a person's follow) notes how new what it
 * knows is: the last read it took, or the last change it had confirmed. A read that began before
 * that may not hold it, so it says nothing, whenever its answer lands or its card is drawn.
 */
import { keptValue } from './kept.ts';

let clock = 0;
const began = new WeakMap<object, number>();

/** Now, on the tab's own clock: a counter, so two moments never tie. */
export const tick = () => ++clock;

/** Marks `value`, and each item of a list, as read by a request that began at `at`. */
export function stampRead<T>(value: T, at: number): T {
  if (typeof value !== 'object' || value === null) return value;
  began.set(value, at);
  if (Array.isArray(value)) value.forEach((item) => typeof item === 'object' && item !== null && began.set(item, at));
  return value;
}

/** Reads with `load`, stamping the answer with when the request began. */
export async function stamped<T>(load: () => Promise<T>): Promise<T> {
  const at = tick();
  return stampRead(await load(), at);
}

/** How new what a store of entities (`name`: 'like', 'follow') knows about each one is, kept for the viewer's tab. */
export function readOrder(name: string) {
  const known = () => keptValue(`${name}:known`, () => new Map<string, number>());
  return {
    /** Whether `read` (unstamped reads count as begun now) is newer than what is known of `id`; if so, it is now what is known. */
    isNewer(id: string, read: object) {
      const at = began.get(read) ?? tick();
      if (at < (known().get(id) ?? 0)) return false;
      known().set(id, at);
      return true;
    },
    /** A change of `id` was confirmed now: reads that began before say nothing. */
    changed(id: string) {
      known().set(id, tick());
    },
  };
}
