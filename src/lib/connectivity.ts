/**
 * Whether the app can reach the server: the browser's own word (navigator.onLine, its 'online'
 * and 'offline' events), and the service worker's (src/sw/sw.ts), which tells its pages when it
 * answered from its cache because the network failed — a browser on a network without internet
 * still says it is online. While the worker says offline, a cheap request asks now and then
 * whether the server answers again.
 */
import { isConnectivityMessage } from '../sw/shared.ts';

export const PROBE_EVERY_MS = 4000;
const PROBE_URL = '/api/health';

let workerSaysOffline = false;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function setWorkerSaysOffline(offline: boolean) {
  if (workerSaysOffline === offline) return;
  workerSaysOffline = offline;
  if (offline) {
    probe ??= setInterval(() => {
      void fetch(PROBE_URL, { cache: 'no-store' }).then(
        (response) => response.ok && setWorkerSaysOffline(false),
        () => {},
      );
    }, PROBE_EVERY_MS);
  } else {
    clearInterval(probe);
    probe = undefined;
  }
  changed();
}

/** Starts listening; call once, before the first request, so no word from the worker is missed. */
export function watchConnectivity() {
  if (typeof window === 'undefined') return;
  addEventListener('offline', changed);
  addEventListener('online', () => {
    setWorkerSaysOffline(false);
    changed();
  });
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (isConnectivityMessage(event.data)) setWorkerSaysOffline(!event.data.online);
  });
  navigator.serviceWorker.startMessages();
}

export const isOnline = () => navigator.onLine && !workerSaysOffline;

export function subscribeConnectivity(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
