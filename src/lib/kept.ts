/**
 * What the app keeps for the tab's life, outside any screen: actors (the feed's lists, a Pod's
 * like, the viewer's relation to a person) and values (the read cache, ./read-cache.ts), each
 * under a key. A screen that comes back finds them as it left them. A reload starts afresh, and
 * so does another viewer (signing out or in): what is kept belongs to the one who read it.
 * Nothing is kept on the server, where one module serves every visitor.
 */
import type { AnyActorRef } from 'xstate';
import { storedUserId } from './storage.ts';

interface Kept {
  viewer: string | null;
  actors: Map<string, AnyActorRef>;
  values: Map<string, unknown>;
}

let kept: Kept | null = null;
const inBrowser = () => typeof window !== 'undefined';
/** On the server: the values of the one signed-in page being rendered (keepForRender). */
let rendering: Map<string, unknown> | null = null;

/**
 * On the server, while one signed-in page is rendered with its data (src/entry-prerender.tsx):
 * values are kept for that rendering only (the reads it shows), and forgotten when `done` is
 * called. The server renders one page at a time.
 */
export function keepForRender(): { values: Map<string, unknown>; done: () => void } {
  const values = new Map<string, unknown>();
  rendering = values;
  return { values, done: () => void (rendering === values && (rendering = null)) };
}

function current(): Kept {
  const viewer = storedUserId();
  if (!kept || kept.viewer !== viewer || !inBrowser()) {
    kept?.actors.forEach((actor) => actor.stop());
    kept = { viewer, actors: new Map(), values: new Map() };
  }
  return kept;
}

/** Stops every kept actor and forgets what was kept: nothing read for one screen's life runs on after it. */
export function forgetKept() {
  kept?.actors.forEach((actor) => actor.stop());
  kept = null;
}

/**
 * The actor kept under `key`, made and started by `create` the first time. On the server it is
 * made each time and not started: its snapshot is drawn, nothing is loaded.
 */
export function keptActor<A extends AnyActorRef>(key: string, create: () => A): A {
  if (!inBrowser()) return create();
  const { actors } = current();
  let actor = actors.get(key) as A | undefined;
  if (!actor) {
    actor = create();
    actor.start();
    actors.set(key, actor);
  }
  return actor;
}

/** The actor kept under `key`, if one was made: news for it is dropped when nobody has shown it. */
export const keptActorIfAny = <A extends AnyActorRef>(key: string): A | undefined => (inBrowser() ? (current().actors.get(key) as A | undefined) : undefined);

/**
 * The value kept under `key` (a map, a record: changed in place), made by `make` the first time.
 * On the server it is made each time, or kept for one rendering: nothing is kept between visitors.
 */
export function keptValue<T>(key: string, make: () => T): T {
  const values = inBrowser() ? current().values : rendering;
  if (!values) return make();
  if (!values.has(key)) values.set(key, make());
  return values.get(key) as T;
}
