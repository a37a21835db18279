/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) for everyone, once the page has
 * loaded so it never competes with the first paint. Production builds only: the development
 * server has no built worker. Push (src/features/notifications/push.ts) uses the same registration.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { updateViaCache: 'none' }).catch(() => {});
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
