/**
 * What the Discover feed keeps for the tab's life, outside the route: the grid's and the rows'
 * feed actors (their Pods, pages and queries), the sections' data, whether the first loads have
 * finished, and each Pod's like (./likes.ts). Returning to Home draws the feed as it was at once (no
 * full-screen loader; the router restores the scroll position over it), instead of loading it all
 * again. A reload starts afresh, and so does another viewer (signing out or in): what is kept
 * belongs to the one who read it (likes, private Pods).
 * Nothing is kept on the server, where one module serves every visitor.
 */
import type { AnyActorRef } from 'xstate';
import { viewerId } from './api.ts';

interface Kept {
  viewer: string;
  actors: Map<string, AnyActorRef>;
  data: Map<string, unknown>;
  loaded: boolean;
}

let kept: Kept | null = null;
const inBrowser = () => typeof window !== 'undefined';

function current(): Kept {
  const viewer = viewerId();
  if (!kept || kept.viewer !== viewer || !inBrowser()) {
    kept?.actors.forEach((actor) => actor.stop());
    kept = { viewer, actors: new Map(), data: new Map(), loaded: false };
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

export const keptData = <T>(key: string): T | undefined => current().data.get(key) as T | undefined;
export function keepData(key: string, value: unknown) {
  if (inBrowser()) current().data.set(key, value);
}

/** The first loads have all finished once: a return shows no loader. */
export const firstLoadsDone = () => inBrowser() && current().loaded;
export function markFirstLoadsDone() {
  if (inBrowser()) current().loaded = true;
}

