import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMachine } from './machine-hooks.ts';
import { fromPromise } from 'xstate';
import { loadMachine, selectFailed, selectKey, selectShowsData } from '../../machines/load.ts';
import { cameWithPage, changeRead, keepRead, keptRead, read, readAge, subscribeRead } from './read-cache.ts';
import { isOnline, subscribeConnectivity } from './connectivity.ts';

/**
 * A screen's read, kept under `key` (what it reads: 'profile:<id>') in the read cache
 * (./read-cache.ts): drawn at once when kept, read again behind it when stale, asked once for all
 * the screens that want it at the same time. The flow is the `load` chart (machines/load.ts):
 * `reload()` reads again showing the loading state; `refresh()` reads again keeping the data on
 * screen (a failed refresh keeps it); `update` changes the loaded data in place (a row removed,
 * say), for the next mount too. The data is null while loading; `failed` when the read failed with
 * nothing kept to show. Calls `settled` after each read it makes on opening or reload, and at once
 * when the kept data needs none. With `initial` data (the page came with it), that is the first read.
 * A read that failed (offline, say) is read again once the app is back online, as a refresh.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, { settled, initial }: { settled?: () => void; initial?: T | null } = {}) {
  // The page's own data (it came with the page) is the newest read there is: kept once, at mount.
  useState(() => initial != null && keepRead(key, initial));
  const subscribe = useCallback((changed: () => void) => subscribeRead(key, changed), [key]);
  const kept = useSyncExternalStore(
    subscribe,
    () => keptRead<T>(key),
    // On the server: a signed-in page rendered with its reads answered (src/entry-prerender.tsx).
    () => initial ?? keptRead<T>(key),
  );
  // The chart's effects use the screen's latest loader and callback.
  const latest = useRef({ load, settled });
  useEffect(() => {
    latest.current = { load, settled };
  });
  const [snapshot, send, actor] = useMachine(
    loadMachine.provide({
      actors: { read: fromPromise(({ input }) => read(input.key, () => latest.current.load(), { again: input.again }).then(() => undefined)) },
      actions: {
        settled: () => latest.current.settled?.(),
        reportFailure: (_, { error }) => console.error('Load', error),
      },
    }),
    { input: { key, age: initial != null ? 'fresh' : readAge(key) } },
  );
  const machineKey = selectKey(snapshot);
  useEffect(() => {
    if (key !== machineKey) send({ type: 'key.changed', key, age: readAge(key) });
  }, [key, machineKey, send]);
  // Back online: what failed offline is read again, without 'Try again'.
  useEffect(() => {
    const stop = subscribeConnectivity(() => {
      if (isOnline() && selectFailed(actor.getSnapshot())) send({ type: 'refresh' });
    });
    return () => void stop();
  }, [actor, send]);
  const reload = useCallback(() => send({ type: 'reload' }), [send]);
  const refresh = useCallback(() => send({ type: 'refresh' }), [send]);
  const update = useCallback((change: (data: T) => T) => changeRead(key, change), [key]);
  // Data that came with the page is read again behind it once (kept offline by the service worker).
  useEffect(() => {
    if (cameWithPage(key)) refresh();
  }, [key, refresh]);
  const current = machineKey === key;
  return { data: current && selectShowsData(snapshot) ? kept : null, failed: current && selectFailed(snapshot), reload, update, refresh };
}
