/**
 * A form in a screen rendered at build time (scripts/prerender.ts) arrives with its `main` inert:
 * a keystroke before the app runs would land in an input the app then takes over with its own
 * (empty) value, and be lost. Once the screen has hydrated, it takes input.
 */
import { useEffect } from 'react';

export function useInputOnceRunning() {
  useEffect(() => {
    document.querySelector('main[inert]')?.removeAttribute('inert');
  }, []);
}
