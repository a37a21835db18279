/**
 * Development only: Stately's inspector (`@statelyai/inspect`) watching every actor the app
 * creates, when switched on: `?inspect` in the address once (kept for the tab; `?inspect=0` stops
 * it), or `VITE_INSPECT=1 npm run dev`. The actors get it through ./machine-hooks.ts.
 *
 * Off, `inspect` is undefined and the actors get no option at all. In a production build
 * `import.meta.env.DEV` is `false`, so the branch below (and with it the dynamic import of the
 * library) is dropped: the inspector never reaches dist/ (tests/build checks the budgets).
 */
import type { InspectionEvent, Observer } from 'xstate';
import { tabStorage } from './storage.ts';

/** Where the switch is remembered for the tab. */
export const INSPECT_KEY = 'pods:inspect';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Whether the inspector is wanted: `VITE_INSPECT` set to 1/true; else an `inspect` search
 * parameter in one of `urls` (the address now, then the one the page was loaded with, which the
 * router may have rewritten since): present turns it on and remembers it, `0`/`false`/`off` turns it
 * off and forgets; else what was remembered.
 */
export function inspectRequested(envFlag: string | undefined, urls: readonly string[], storage: FlagStorage | undefined): boolean {
  if (envFlag === '1' || envFlag === 'true') return true;
  for (const url of urls) {
    let value: string | null;
    try {
      value = new URL(url, 'http://localhost').searchParams.get('inspect');
    } catch {
      continue;
    }
    if (value === null) continue;
    const on = !['0', 'false', 'off'].includes(value);
    if (on) storage?.setItem(INSPECT_KEY, '1');
    else storage?.removeItem(INSPECT_KEY);
    return on;
  }
  return storage?.getItem(INSPECT_KEY) === '1';
}

/**
 * An inspection observer that is there at once and forwards to the one `load` gives: the events
 * that arrive before it has loaded are kept and passed on, in order, once it has. If it fails to
 * load, they are dropped (and so are the next ones).
 */
export function forwardingObserver(load: () => Promise<Observer<InspectionEvent>>): Observer<InspectionEvent> {
  let target: Observer<InspectionEvent> | null = null;
  let waiting: InspectionEvent[] | null = [];
  load().then(
    (loaded) => {
      target = loaded;
      for (const event of waiting ?? []) loaded.next?.(event);
      waiting = null;
    },
    (error: unknown) => {
      waiting = null;
      console.warn('The actor inspector did not load:', error);
    },
  );
  return {
    next: (event) => {
      if (target) target.next?.(event);
      else waiting?.push(event);
    },
  };
}

function requestedHere(): boolean {
  if (typeof window === 'undefined') return false;
  const loadedWith = performance.getEntriesByType?.('navigation')[0]?.name;
  // A development switch kept for the tab, beside the session (src/lib/storage.ts).
  return inspectRequested(import.meta.env.VITE_INSPECT, [location.href, ...(loadedWith ? [loadedWith] : [])], tabStorage);
}

/** The `inspect` option every actor gets, or undefined (always, outside development). */
export const inspect: Observer<InspectionEvent> | undefined =
  import.meta.env.DEV && requestedHere()
    ? forwardingObserver(async () => {
        const { createBrowserInspector } = await import('@statelyai/inspect');
        return createBrowserInspector().inspect;
      })
    : undefined;
