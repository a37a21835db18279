import { useEffect, useState } from 'react';

/** Loads once on mount: the data (or null while loading), and whether it failed. Calls `settled` once. */
export function useLoad<T>(load: () => Promise<T>, settled?: () => void) {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, failed: false }),
      (error: unknown) => {
        console.error('Feed section', error);
        if (live) setState({ data: null, failed: true });
      },
    ).finally(() => live && settled?.());
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per mount
  }, []);
  return state;
}
