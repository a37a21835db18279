/**
 * A screen whose markup came ahead of the app with a form or buttons arrives with its `main` inert
 * (a form rendered at build time, scripts/prerender.ts; a person's screen the server rendered,
 * server/web/signed-in-page.ts): a keystroke before the app runs would land in an input the app
 * then takes over with its own value, and a tap would reach no handler, so both would be lost.
 * Once the app has taken the screen over (hydrated it, or drawn it anew), it takes input.
 */
import { useEffect } from 'react';

export function useInputOnceRunning() {
  useEffect(() => {
    document.querySelector('main[inert]')?.removeAttribute('inert');
  }, []);
}
