/**
 * After `vite build`: renders the public screens that need no data or session into
 * dist/prerendered/, so their first response already holds the screen (it paints before the
 * JavaScript has loaded; the app then renders the same markup over it). The server sends these
 * files for a plain GET of the path (server/web/static.ts). The Discover feed, which shows data,
 * is rendered by the server at request time (server/web/timeline-page.ts) from the bundle and
 * page template this script leaves in dist-ssr/. The signed-in screens get shells (below); those
 * whose path holds an id, and the onboarding steps, stay client-rendered.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import escapeHtml from 'escape-html';
import { build } from 'vite';
import { ROUTES_FILE, SSR_BUNDLE, SSR_DIR, SSR_OUTLET, SSR_TEMPLATE, prerenderedFile, signedInTemplate } from '../server/web/prerendered.ts';
import { documentDescription, documentTitle } from '../src/app/titles.ts';
import { STEP_PATHS } from '../src/app/onboarding-steps.ts';
import { publicRoutes, signedInRoutes } from './lib/app-routes.ts';
import { storeForRendering } from '../src/lib/storage.ts';

/** The screens, by path, with their route files (whose CSS is inlined). */
const PRERENDERED: Record<string, string> = {
  '/': 'index.tsx',
  '/signin': 'signin.tsx',
  '/pricing': 'pricing.tsx',
  '/coming-soon': 'coming-soon.tsx',
  '/settings/about': 'settings.about.tsx',
  '/settings/privacy': 'settings.privacy.tsx',
  '/settings/help': 'settings.help.tsx',
  // Without a Pod named: 'Pod not found' (a Pod's own address has a query, so the app draws it).
  '/3d-app': '3d-app.tsx',
};
/** Screens with a form: inert until the app runs (src/ui/use-input-once-running.ts), so no keystroke is lost. */
const INERT_UNTIL_RUNNING = new Set(['/settings/help']);
/**
 * Signed-in screens, rendered for a placeholder session into shells: their frame, headings and
 * skeletons of the final size, which paint with the HTML; the app's JavaScript, asked for as on
 * the public screens, then draws the person's own screen over it (src/main.tsx). The page marks
 * itself `data-needs-session`: opened signed out, it stays hidden while the app sends the visitor
 * to sign in (index.html). Not the onboarding steps (they wait for the user), nor screens whose
 * path holds an id.
 */
const SIGNED_IN_SHELLS = signedInRoutes.filter((path) => !path.includes('$') && !STEP_PATHS.has(path) && path !== '/time-line');
/** Lazy parts of the root that are in every page's markup. */
const ROOT_PARTS = ['src/app/Toasts.tsx', 'src/app/SessionExpiredModal.tsx', 'src/ui/OfflineNotice.tsx'];

interface Chunk {
  css?: string[];
  imports?: string[];
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const linked = new Set(manifest['index.html']?.css ?? []);
/**
 * The CSS files a chunk needs (its static imports', then its own), beyond what index.html links.
 * Shared first, so that of two rules as specific, the chunk's own wins (a screen's heading sized
 * over the form's default), as the screen was designed.
 */
function cssOf(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => cssOf(k, seen)), ...(chunk.css ?? [])].filter((file) => !linked.has(file));
}

const outDir = resolve(SSR_DIR);
await build({ logLevel: 'warn', publicDir: false, build: { ssr: 'src/entry-prerender.tsx', outDir, emptyOutDir: true, sourcemap: false, manifest: false } });
const { render } = (await import(pathToFileURL(join(outDir, SSR_BUNDLE)).href)) as { render: (path: string) => Promise<string> };

const slot = '<div id="root"></div>';
/**
 * The app shell for a screen that is already in the HTML: its JavaScript is asked for once that
 * screen is complete — its images loaded and its content painted (the browser's first contentful
 * paint, not merely its first frame: a long page can paint its background a frame ahead of its
 * text), then a frame painted — so the first paint and the largest one wait for nothing but the
 * HTML, its CSS and its images. The app comes at the latest
 * 3 s after the page began (a slow image does not keep the buttons waiting), or 1 s after it
 * loaded where no frame is painted (a tab opened in the background). The module preloads go, as
 * the entry asks for its own imports.
 */
function shellForPrerendered(html: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry || !html.includes(slot)) throw new Error('dist/index.html lacks its entry script or root element');
  const later = `<script>(function(){var started=false,painted=false,loaded=false;function start(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}function ready(){if(painted&&loaded)requestAnimationFrame(function(){setTimeout(start)})}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){painted=true;ready()}}).observe({type:'paint',buffered:true})}catch(e){painted=true}addEventListener('load',function(){loaded=true;ready();setTimeout(start,1000)});setTimeout(start,3000)})()</script>`;
  // The app-wide stylesheet (1.6 KB) goes inline with the screen's own (pageFor): no request stands
  // between the HTML and its first paint.
  const stylesheets = /\s*<link rel="stylesheet"[^>]*>/g;
  return html
    .replace(entry[0], later)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(stylesheets, '');
}
const shell = shellForPrerendered(readFileSync('dist/index.html', 'utf8'));
rmSync('dist/prerendered', { recursive: true, force: true });
mkdirSync('dist/prerendered');
for (const [path, routeFile] of Object.entries(PRERENDERED)) {
  const html = await render(path);
  if (html.includes('Switched to client rendering')) throw new Error(`${path} could not be rendered at build time: ${html.slice(0, 500)}`);
  writeFileSync(join('dist', prerenderedFile(path)), pageFor(routeFile, path, INERT_UNTIL_RUNNING.has(path) ? html.replace('<main', '<main inert') : html));
}
writeFileSync(join(SSR_DIR, SSR_TEMPLATE), pageFor('time-line.tsx', '/time-line', SSR_OUTLET));

// The signed-in shells: a session that reads as an onboarded person with no name yet.
storeForRendering({ sessionToken: 'shell', userId: 'shell', userLoginId: 'shell', userStatus: 'complete' });
for (const path of SIGNED_IN_SHELLS) {
  const routeFile = `_authed/${routeFileOf(path)}`;
  const html = await render(path);
  if (html.includes('Switched to client rendering') || !html.includes('<main'))
    throw new Error(`${path}'s shell could not be rendered at build time: ${html.slice(0, 500)}`);
  // Its controls are placeholders the app draws anew: inert, so no tap or keystroke lands in one and is lost.
  const page = pageFor(routeFile, routeIdOf(path), html.replace('<main', '<main inert')).replace('<html lang="en"', '<html lang="en" data-needs-session');
  writeFileSync(join('dist', prerenderedFile(path)), page);
}
// The page templates the server renders a signed-in screen into, with its data, for a person
// whose page session came with the request (server/web/signed-in-page.ts).
const SIGNED_IN_PAGES = signedInRoutes.filter((path) => path !== '/time-line');
mkdirSync(join(SSR_DIR, signedInTemplate('')).replace(/[^/]*$/, ''), { recursive: true });
// Not marked data-needs-session as the shells are: the server fills them with the person's own
// screen, which the app hydrates (src/main.tsx).
for (const path of SIGNED_IN_PAGES) {
  const page = pageFor(`_authed/${routeFileOf(path)}`, routeIdOf(path), SSR_OUTLET);
  writeFileSync(join(SSR_DIR, signedInTemplate(`/_authed${path}`)), page);
}
// Every page path of the route tree: the server answers any other address 404 (server/web/app-routes.ts).
writeFileSync(join(SSR_DIR, ROUTES_FILE), JSON.stringify([...new Set([...publicRoutes, ...signedInRoutes])].sort()));
console.log(
  `prerendered ${Object.keys(PRERENDERED).length} screens and ${SIGNED_IN_SHELLS.length} signed-in shells into dist/prerendered/, and the page templates for /time-line and ${SIGNED_IN_PAGES.length} signed-in screens into ${SSR_DIR}/`,
);

/** A signed-in path's route file: /settings is settings.index.tsx, /settings/profile settings.profile.tsx. */
function routeFileOf(path: string) {
  const file = path.slice(1).replaceAll('/', '.');
  return existsSync(`src/routes/_authed/${file}.tsx`) ? `${file}.tsx` : `${file}.index.tsx`;
}

/** A signed-in path's route id, which names its title: an index route's ends with '/' ('/_authed/settings/'). */
function routeIdOf(path: string) {
  return `/_authed${path}${routeFileOf(path).endsWith('.index.tsx') ? '/' : ''}`;
}

/** The shell with a screen's markup in its root and, inlined, the app-wide styles and those its lazily loaded chunk would bring. */
function pageFor(routeFile: string, routeId: string, markup: string) {
  const route = `src/routes/${routeFile}?tsr-split=component`;
  if (!manifest[route]) throw new Error(`${route} is not in the build manifest`);
  const files = [...linked, ...new Set([route, ...ROOT_PARTS].flatMap((key) => cssOf(key)))];
  const css = files.map((file) => readFileSync(join('dist', file), 'utf8')).join('');
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${documentTitle(routeId)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(documentDescription(routeId))}"`)
    .replace('</head>', `<style>${css}</style>${files.map(heldStylesheet).join('')}</head>`)
    .replace(slot, `<div id="root">${markup}</div>`);
}

/**
 * A link to a stylesheet the page holds inline, which the browser does not fetch (its `type` is
 * no style language: Chromium 150 fetches a `disabled` one) and the app's loader (Vite's preload
 * helper), which skips any stylesheet already linked, asks for no more. Asked for again, its rules
 * would come after the page's own and, while the screen's own file is still on its way, the
 * shared rules would win for a frame.
 */
function heldStylesheet(file: string) {
  return `<link rel="stylesheet" href="/${file}" type="text/x-held" disabled>`;
}
