/**
 * "Here now" on the Pods a page shows (issue 46 item 5): each badge starts from what its read said
 * (`hereNow` on the Pod) and follows what the notification stream tells since (`here` events,
 * server/rooms/here-live.ts). The Pods on screen are counted here as badges mount and unmount; a
 * moment after they change, and whenever the stream (re)connects with a new key, the app tells the
 * server which they are (at most MAX_WATCHED, the newest first), through the sender it provides.
 * Signed out there is no stream: the badges show what the reads said.
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface HereFace {
  userId: string;
  userDisplayName?: string | null;
  userDPUrl?: string | null;
}
export interface HereNow {
  count: number;
  faces: (HereFace | null)[];
}

export const MAX_WATCHED = 60;
const SEND_AFTER_MS = 300;

type Sender = (streamKey: string, postIds: string[]) => Promise<unknown>;

/** What the stream said of each watched Pod (newer than any read of it since it was watched). */
const live = new Map<string, HereNow>();
const listeners = new Map<string, Set<() => void>>();
/** Badges on screen per Pod, in the order they came. */
const shown = new Map<string, number>();
let streamKey: string | null = null;
let sender: Sender | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastSent = '';

const notify = (postId: string) => listeners.get(postId)?.forEach((listener) => listener());

function schedule() {
  if (timer !== null || typeof window === 'undefined') return;
  timer = setTimeout(() => {
    timer = null;
    send();
  }, SEND_AFTER_MS);
}

function send() {
  if (!streamKey || !sender) return;
  const postIds = [...shown.keys()].slice(-MAX_WATCHED);
  const message = `${streamKey} ${postIds.join(',')}`;
  if (message === lastSent) return;
  lastSent = message;
  sender(streamKey, postIds).catch((error: unknown) => {
    lastSent = '';
    console.error('Here now', error);
  });
}

/** The app's way of telling the server which Pods are on screen (a call with the session). */
export function provideHereSender(send: Sender) {
  sender = send;
  schedule();
}

/** The notification stream's key (null when it closed): a new one is told the Pods on screen. */
export function setHereStreamKey(key: string | null) {
  streamKey = key;
  lastSent = '';
  if (key === null) {
    // What the closed stream said may be outdated by the time it is back: the reads count again.
    const postIds = [...live.keys()];
    live.clear();
    postIds.forEach(notify);
  } else schedule();
}

/** A `here` event: the Pods whose rooms changed, as this person may see them. */
export function publishHere(pods: readonly ({ postId: string } & HereNow)[]) {
  for (const { postId, count, faces } of pods) {
    if (!shown.has(postId)) continue;
    live.set(postId, { count, faces });
    notify(postId);
  }
}

function mount(postId: string) {
  shown.set(postId, (shown.get(postId) ?? 0) + 1);
  schedule();
  return () => {
    const left = (shown.get(postId) ?? 1) - 1;
    if (left > 0) return void shown.set(postId, left);
    shown.delete(postId);
    live.delete(postId);
    schedule();
  };
}

function subscribe(postId: string, listener: () => void) {
  let set = listeners.get(postId);
  if (!set) listeners.set(postId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(postId);
  };
}

/** Who is in this Pod now: the stream's word once it spoke, else the read's; null for nobody. */
export function useHereNow(postId: string, initial: HereNow | null | undefined): HereNow | null {
  useEffect(() => mount(postId), [postId]);
  const current = useSyncExternalStore(
    (listener) => subscribe(postId, listener),
    () => live.get(postId),
    () => undefined,
  );
  const here = current ?? initial ?? null;
  return here && here.count > 0 ? here : null;
}
