/** Screens rendered ahead of the app (scripts/prerender.ts writes them; the server sends them). */

/** Where the screens rendered at build time live in dist/. */
export const prerenderedFile = (pathname: string) => `prerendered/${pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '~')}.html`;

/** The server-rendering bundle and the /time-line page template (outside dist/, which is served as files). */
export const SSR_DIR = 'dist-ssr';
export const SSR_BUNDLE = 'entry-prerender.js';
export const SSR_TEMPLATE = 'time-line.html';
/** Where the template takes the rendered screen. */
export const SSR_OUTLET = '<!--ssr-outlet-->';
/** The page template of a signed-in screen, by its route id ('/_authed/chat/$userId'), under SSR_DIR. */
export const signedInTemplate = (routeId: string) => `signed-in/${routeId.slice(1).replaceAll('/', '~')}.html`;
/** The app's page paths (`$param` for a path parameter), under SSR_DIR: an address none matches is answered 404. */
export const ROUTES_FILE = 'routes.json';
