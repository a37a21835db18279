import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { changeRead, keepRead, keptRead, read, readAge, subscribeRead } from './read-cache.ts';

type Phase = 'shown' | 'loading' | 'failed';

/**
 * A screen's read, kept under `key` (what it reads: 'profile:<id>') in the read cache
 * (./read-cache.ts): drawn at once when kept, read again behind it when stale, asked once for all
 * the screens that want it at the same time. `reload()` reads again showing the loading state;
 * `refresh()` reads again keeping the data on screen (a failed refresh keeps it); `update` changes
 * the loaded data in place (a row removed, say), for the next mount too. The data is null while
 * loading; `failed` when the read failed with nothing kept to show. Calls `settled` after each read
 * it makes, and at once when the kept data needs none. With `initial` data (the page came with
 * it), that is the first read.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, { settled, initial }: { settled?: () => void; initial?: T | null } = {}) {
  // The page's own data (it came with the page) is the newest read there is: kept once, at mount.
  useState(() => initial != null && keepRead(key, initial));
  const subscribe = useCallback((changed: () => void) => subscribeRead(key, changed), [key]);
  const kept = useSyncExternalStore(
    subscribe,
    () => keptRead<T>(key),
    () => initial ?? null,
  );
  const [phase, setPhase] = useState<Phase>(() => (initial != null || readAge(key) !== 'none' ? 'shown' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 && readAge(key) === 'fresh') {
      settled?.();
      return;
    }
    let live = true;
    read(key, load, { again: attempt > 0 })
      .then(
        () => live && setPhase('shown'),
        (error: unknown) => {
          console.error('Load', error);
          // What is on screen stays there; only a read with nothing to show fails.
          if (live) setPhase((now) => (now === 'loading' ? 'failed' : now));
        },
      )
      .finally(() => live && settled?.());
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads on mount, on reload and for another key only
  }, [key, attempt]);
  const reload = useCallback(() => {
    setPhase('loading');
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback((change: (data: T) => T) => changeRead(key, change), [key]);
  const refresh = useCallback(() => {
    read(key, load, { again: true }).then(
      () => setPhase('shown'),
      (error: unknown) => console.error('Refresh', error),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loader of the first render
  }, [key]);
  return { data: phase === 'shown' ? kept : null, failed: phase === 'failed', reload, update, refresh };
}
