/**
 * Reads kept for the tab's viewer (./kept.ts), each under a key that names what it reads
 * ('profile:<id>', 'events:hosted'), so a screen that comes back draws at once instead of asking
 * the server again on every mount (./use-load.ts). A kept read is
 * - fresh, answered less than FRESH_FOR_MS ago: shown, and nothing is asked;
 * - stale: shown at once, and read again behind it;
 * - outdated, once a change made in this tab touched it (`outdateReads`, called by the feature
 *   that made the change): read again with the loading state, as if never read, so a screen
 *   never shows, even for a moment, what the person has just changed.
 * Reads of one key at the same time share one request; an answer older than the one kept (a
 * slow request overtaken by a later one) is dropped. Answers are stamped with when their request
 * began (./read-order.ts), so stores fed by them can tell old news from new.
 */
import { replaceEqualDeep } from '@tanstack/react-router';
import { keptValue } from './kept.ts';
import { stampRead, tick } from './read-order.ts';

/** Long enough to go to a screen and back without asking again; short enough that others' changes show soon. */
export const FRESH_FOR_MS = 30_000;

interface Entry {
  data: unknown;
  has: boolean;
  /** When the kept answer came (wall clock, for freshness). */
  answeredAt: number;
  /** When its request began, and when a change last outdated it (the tab's clock, for order). */
  began: number;
  outdatedAt: number;
  pending?: { promise: Promise<unknown>; began: number };
  /** It came with the page (rendered by the server): shown at once, and read again behind it once. */
  fromPage?: boolean;
}

const entries = () => keptValue('reads', () => new Map<string, Entry>());
const listeners = new Map<string, Set<() => void>>();

function entryOf(key: string): Entry {
  const kept = entries();
  let entry = kept.get(key);
  if (!entry) {
    entry = { data: undefined, has: false, answeredAt: 0, began: 0, outdatedAt: 0 };
    kept.set(key, entry);
  }
  return entry;
}

/**
 * Keeps an answer, sharing structure with the answer kept before (as TanStack Query does): what
 * did not change keeps its objects, so memoised views of it are not drawn again, and an answer
 * equal to the kept one tells no one (a read made again behind a screen mostly answers the same).
 */
function keep<T>(key: string, entry: Entry, data: T, began: number): T {
  if (began < entry.began) return data;
  const shared = entry.has ? replaceEqualDeep(entry.data, data) : data;
  const changed = !entry.has || shared !== entry.data;
  Object.assign(entry, { data: stampRead(shared, began), has: true, answeredAt: Date.now(), began });
  if (changed) listeners.get(key)?.forEach((listener) => listener());
  return shared;
}

/** How the read kept under `key` may be used: 'none' when never read, or outdated by a change. */
export function readAge(key: string): 'fresh' | 'stale' | 'none' {
  const entry = entries().get(key);
  if (!entry?.has || entry.began < entry.outdatedAt) return 'none';
  return Date.now() - entry.answeredAt < FRESH_FOR_MS ? 'fresh' : 'stale';
}

/** The data kept under `key` (outdated or not: a screen showing it keeps it until the next answer). */
export function keptRead<T>(key: string): T | null {
  const entry = entries().get(key);
  return entry?.has ? (entry.data as T) : null;
}

/** The data kept under `key` while fresh (a screen that came with it opens on it), else undefined. */
export const freshRead = <T>(key: string): T | undefined => (readAge(key) === 'fresh' ? (keptRead<T>(key) ?? undefined) : undefined);

/**
 * Reads `key` with `load`, keeping the answer. Joins a read of the same key already under way
 * (unless a change has outdated it since it began) or, with `again`, asks anew.
 */
export function read<T>(key: string, load: () => Promise<T>, { again = false } = {}): Promise<T> {
  const entry = entryOf(key);
  if (entry.pending && !again && entry.pending.began > entry.outdatedAt) return entry.pending.promise as Promise<T>;
  const began = tick();
  const promise = load().then((data) => keep(key, entry, data, began));
  entry.pending = { promise, began };
  const done = () => {
    if (entry.pending?.promise === promise) delete entry.pending;
  };
  promise.then(done, done);
  return promise;
}

/** A screen's read: what it reads (its key in this cache) and how. */
export interface ScreenRead<T = unknown> {
  key: string;
  load: () => Promise<T>;
}

/**
 * Starts the reads a screen is about to make while its code is still coming (its route's loader):
 * the screen's own read (./use-load.ts) then joins the one under way. A fresh kept read is not
 * asked again; a failure is the screen's to show, when it joins. Settles when all have.
 */
export function prefetchReads(...reads: ScreenRead[]): Promise<unknown> {
  return Promise.all(reads.map(({ key, load }) => (readAge(key) === 'fresh' ? undefined : read(key, load).catch(() => {}))));
}

/** Keeps data that came another way (with the page) as a fresh read. */
export const keepRead = (key: string, data: unknown) => keep(key, entryOf(key), data, tick());

/**
 * Keeps a read a page rendered by the server came with (src/lib/page-data.ts): fresh, so the
 * screen draws it at once; `cameWithPage` then tells the screen, once, to read it again behind
 * it, so the service worker keeps the answer for offline use, as it keeps every read the app makes.
 */
export function keepPageRead(key: string, data: unknown) {
  keepRead(key, data);
  entryOf(key).fromPage = true;
}

/** Whether the kept read of `key` came with the page and has not been read again since (asked once). */
export function cameWithPage(key: string): boolean {
  const entry = entries().get(key);
  if (!entry?.fromPage) return false;
  entry.fromPage = false;
  return true;
}

/** Changes the kept data in place (a row removed): a change of what was read, not a newer read. */
export function changeRead<T>(key: string, change: (data: T) => T) {
  const entry = entries().get(key);
  if (!entry?.has) return;
  entry.data = stampRead(change(entry.data as T), entry.began);
  listeners.get(key)?.forEach((changed) => changed());
}

/** A change made in this tab touched what the reads whose keys start with `prefix` hold: they are read again next. */
export function outdateReads(prefix: string) {
  for (const [key, entry] of entries()) if (key.startsWith(prefix)) entry.outdatedAt = tick();
}

/**
 * Sends a change (a mutation's call) and then outdates the reads it touches (keys starting with
 * each of `prefixes`), answered or not: a call that failed may still have changed something.
 */
export async function outdating<T>(prefixes: string[], change: Promise<T>): Promise<T> {
  try {
    return await change;
  } finally {
    prefixes.forEach((prefix) => outdateReads(prefix));
  }
}

/** Calls `changed` whenever the data kept under `key` changes; returns the way to stop. */
export function subscribeRead(key: string, changed: () => void) {
  const set = listeners.get(key) ?? new Set();
  listeners.set(key, set);
  set.add(changed);
  return () => void set.delete(changed);
}

/** Every answered read, by key: what a page rendered on the server showed, for the app to start from. */
export const answeredReads = (): Record<string, unknown> =>
  Object.fromEntries([...entries()].flatMap(([key, entry]) => (entry.has ? [[key, entry.data]] : [])));
