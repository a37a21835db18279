/**
 * Which addresses are the app's pages: the route tree's paths (scripts/prerender.ts writes them at
 * build time), a `$param` standing for one path segment, a trailing slash allowed. Any other
 * address is not a page: the server answers it 404, with the app (which says 'Page not found')
 * and `noindex`, so a link checker or a search engine sees a missing page as missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES_FILE, SSR_DIR } from './prerendered.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a path (no query) is one of the app's pages; every path is when no build says otherwise. */
export function appPages(file = join(SSR_DIR, ROUTES_FILE)): (pathname: string) => boolean {
  if (!existsSync(file)) return () => true;
  const paths = JSON.parse(readFileSync(file, 'utf8')) as string[];
  const patterns = paths.map(
    (path) =>
      new RegExp(
        `^${path
          .split(/(\$\w+)/)
          .map((part) => (part.startsWith('$') ? '[^/]+' : escape(part)))
          .join('')}/?$`,
      ),
  );
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}
