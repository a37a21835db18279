/// <reference lib="webworker" />
/**
 * The Pods service worker, built by vite-plugin-pwa (injectManifest) into dist/sw.js and
 * registered for everyone after the page has loaded (src/app/service-worker.ts).
 * - The app shell (index.html, the built JavaScript and CSS, icons) is precached (Workbox).
 * - Pages come from the network; offline, the precached app shell answers any page.
 * - GraphQL queries come from the network, and their answers are kept, filed under the caller's
 *   session (src/sw/offline-key.ts): offline, a screen seen before (the feed) shows what it showed.
 * - Images under /media/ likewise: network first, the last copy offline.
 * - Push notifications (src/sw/push.ts).
 */
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CONNECTIVITY_MESSAGE, MEDIA_CACHE, OFFLINE_DATA_CACHE, type ConnectivityMessage } from './shared.ts';
import { offlineKey } from './offline-key.ts';
import './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

void self.skipWaiting();
clientsClaim();

// No directory index: '/' is the prerendered Welcome screen from the network, not the bare shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
enableNavigationPreload();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The pages hear when the network fails (they say they are offline) and when it works again.
let networkFailed = false;
async function tellPages(online: boolean) {
  const message: ConnectivityMessage = { type: CONNECTIVITY_MESSAGE, online };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}
const connectivity: WorkboxPlugin = {
  fetchDidFail: async () => {
    networkFailed = true;
    await tellPages(false);
  },
  fetchDidSucceed: async ({ response }) => {
    if (networkFailed) {
      networkFailed = false;
      await tellPages(true);
    }
    return response;
  },
};

const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options: RouteHandlerCallbackOptions) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/(api|graphql|dev-oidc|media|statecharts)(\/|$)/] },
  ),
);

const queries = new NetworkFirst({
  cacheName: OFFLINE_DATA_CACHE,
  plugins: [{ cacheKeyWillBeUsed: async ({ params }) => (params as { key: string }).key }, new ExpirationPlugin({ maxEntries: 150 }), connectivity],
});
registerRoute(
  ({ url, request }) => sameOrigin(url) && url.pathname === '/graphql' && (request.headers.get('content-type') ?? '').includes('application/json'),
  async ({ event, request }) => {
    const key = await offlineKey(self.location.origin, request.headers.get('authorization'), await request.clone().text());
    return key ? queries.handle({ event, request, params: { key } }) : fetch(request);
  },
  'POST',
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && url.pathname.startsWith('/media/') && request.destination === 'image',
  new NetworkFirst({ cacheName: MEDIA_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200 }), connectivity] }),
);
