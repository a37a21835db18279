/**
 * What the service worker (src/sw/sw.ts) and the page share: the page empties the person's cached
 * data on sign-out (src/lib/storage.ts clearStoredData) and listens for the worker's word on the
 * network (src/lib/connectivity.ts).
 */
export const OFFLINE_DATA_CACHE = 'pods-graphql-queries';
export const MEDIA_CACHE = 'pods-media';
/** Where a cached GraphQL answer is filed: never fetched, only a key in the cache. */
export const OFFLINE_KEY_PATH = '/__offline/graphql/';

/** The worker's message to its pages: the network failed (it answered from its cache) or works again. */
export const CONNECTIVITY_MESSAGE = 'pods:connectivity';
export interface ConnectivityMessage {
  type: typeof CONNECTIVITY_MESSAGE;
  online: boolean;
}
export const isConnectivityMessage = (data: unknown): data is ConnectivityMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CONNECTIVITY_MESSAGE;
