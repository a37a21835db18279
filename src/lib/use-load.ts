import { useCallback, useEffect, useState } from 'react';

/**
 * Loads on mount, and again on `reload()` (showing the loading state) or `refresh()` (keeping the
 * data on screen): the data (null while loading), whether it failed, and `update` to change the
 * loaded data in place (a row removed, say). Calls `settled` after each load.
 * With `initial` data (the page came with it), the first load is that data.
 */
export function useLoad<T>(load: () => Promise<T>, settled?: () => void, initial?: T | null) {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({ data: initial ?? null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const [startsLoaded] = useState(initial != null);
  useEffect(() => {
    if (attempt === 0 && startsLoaded) return;
    let live = true;
    load().then(
      (data) => live && setState({ data, failed: false }),
      (error: unknown) => {
        console.error('Load', error);
        if (live) setState({ data: null, failed: true });
      },
    ).finally(() => live && settled?.());
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads on mount and on reload only
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ data: null, failed: false });
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback((change: (data: T) => T) => setState((s) => (s.data === null ? s : { ...s, data: change(s.data) })), []);
  /** Reads again while the current data stays on screen (a failed refresh keeps it). */
  const refresh = useCallback(() => {
    load().then(
      (data) => setState({ data, failed: false }),
      (error: unknown) => console.error('Refresh', error),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loader of the first render
  }, []);
  return { ...state, reload, update, refresh };
}
