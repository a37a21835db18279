import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now; read synchronously on first render so nothing shifts. Screens
 * rendered at build time (src/entry-prerender.tsx) take the phone layout: it matches nothing.
 */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
