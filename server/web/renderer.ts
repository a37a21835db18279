/**
 * The server-rendering bundle (src/entry-prerender.tsx, built by scripts/prerender.ts into
 * SSR_DIR), loaded once and shared by the pages rendered at request time: the Discover feed for
 * guests (./timeline-page.ts) and signed-in screens (./signed-in-page.ts). It renders one page at a
 * time (the session and the requests' way out are its globals while it renders): `exclusive`
 * queues the renderings, and says how many wait, so a burst can be answered without one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fetch as inProcessFetch } from '../gateway/in-process-fetch.mjs';
import { SSR_BUNDLE } from './prerendered.ts';

export type Bundle = typeof import('../../src/entry-prerender.tsx');

export interface Renderer {
  /** Runs `render` once the renderings before it are done. */
  exclusive<T>(render: (bundle: Bundle) => Promise<T>): Promise<T>;
  /** Renderings queued or under way. */
  waiting(): number;
  /** Loads the bundle and every screen's code now, so the first page asked for does not wait for them. */
  warm(): void;
}

/**
 * The renderer's GraphQL requests reach this process's own gateway without a socket, through the
 * fetch Mesh uses for the REST API (the renderer's address names no real host).
 */
export const inProcessGraphql = ((input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return inProcessFetch(`${process.env.PODS_API_ORIGIN ?? ''}${url.pathname}${url.search}`, init);
}) as typeof fetch;

const renderers = new Map<string, Renderer>();

/** The renderer of the bundle in `dir`, or null where the build left none. */
export function rendererIn(dir: string): Renderer | null {
  const file = join(dir, SSR_BUNDLE);
  if (!existsSync(file)) return null;
  let renderer = renderers.get(file);
  if (!renderer) {
    let bundle: Promise<Bundle> | undefined;
    const load = () => (bundle ??= import(pathToFileURL(file).href) as Promise<Bundle>);
    let queue: Promise<unknown> = Promise.resolve();
    let count = 0;
    renderer = {
      exclusive(render) {
        count += 1;
        const done = queue.then(async () => render(await load()));
        queue = done.catch(() => {}).finally(() => void (count -= 1));
        return done;
      },
      waiting: () => count,
      warm: () =>
        void load()
          .then((loaded) => loaded.warm())
          .catch(() => {}),
    };
    renderers.set(file, renderer);
  }
  return renderer;
}
