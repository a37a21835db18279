/**
 * After `vite build`: renders the public screens that need no data or session into
 * dist/prerendered/, so their first response already holds the screen (it paints before the
 * JavaScript has loaded; the app then renders the same markup over it). The server sends these
 * files for a plain GET of the path (server/web/static.ts). Screens that read data or a session
 * stay client-rendered.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { prerenderedFile } from '../server/web/prerendered.ts';

/** The screens, by path, with their route files (whose CSS is inlined). */
const PRERENDERED: Record<string, string> = {
  '/': 'index.tsx', '/signin': 'signin.tsx', '/pricing': 'pricing.tsx', '/coming-soon': 'coming-soon.tsx', '/settings/about': 'settings.about.tsx', '/settings/privacy': 'settings.privacy.tsx',
};
/** Lazy parts of the root that are in every page's markup. */
const ROOT_PARTS = ['src/ui/Toasts.tsx', 'src/ui/SessionExpiredModal.tsx'];

interface Chunk { css?: string[]; imports?: string[] }
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const linked = new Set(manifest['index.html']?.css ?? []);
/** The CSS files a chunk needs (its own and its static imports'), beyond what index.html links. */
function cssOf(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => cssOf(k, seen))].filter((file) => !linked.has(file));
}

const outDir = resolve('node_modules/.cache/pods-prerender');
await build({ logLevel: 'warn', build: { ssr: 'src/entry-prerender.tsx', outDir, emptyOutDir: true, sourcemap: false, manifest: false } });
const { render } = (await import(pathToFileURL(join(outDir, 'entry-prerender.js')).href)) as { render: (path: string) => Promise<string> };

const slot = '<div id="root"></div>';
/**
 * The app shell for a screen that is already in the HTML: its JavaScript is asked for once that
 * screen has painted (a frame, then a task), so the first paint waits for nothing but the HTML and
 * its CSS; the module preloads go, as the entry asks for its own imports.
 */
function shellForPrerendered(html: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry || !html.includes(slot)) throw new Error('dist/index.html lacks its entry script or root element');
  // A tab opened in the background paints no frame: the timer starts the app there.
  const later = `<script>(function(){var started=false;function start(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})()</script>`;
  return html.replace(entry[0], later).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}
const shell = shellForPrerendered(readFileSync('dist/index.html', 'utf8'));
rmSync('dist/prerendered', { recursive: true, force: true });
mkdirSync('dist/prerendered');
for (const [path, routeFile] of Object.entries(PRERENDERED)) {
  const route = `src/routes/${routeFile}?tsr-split=component`;
  if (!manifest[route]) throw new Error(`${route} is not in the build manifest`);
  const html = await render(path);
  if (html.includes('Switched to client rendering')) throw new Error(`${path} could not be rendered at build time: ${html.slice(0, 500)}`);
  // Buttons do nothing until the app runs: they show disabled till then, so no tap is lost (links
  // work as they are). The app's first render replaces them.
  const markup = html.replaceAll('<button ', '<button disabled="" ');
  // The screen's own styles come with its lazily loaded chunk: inline them, so it paints styled.
  const css = [...new Set([route, ...ROOT_PARTS].flatMap((key) => cssOf(key)))].map((file) => readFileSync(join('dist', file), 'utf8')).join('');
  const page = shell.replace('</head>', `<style>${css}</style></head>`).replace(slot, `<div id="root">${markup}</div>`);
  writeFileSync(join('dist', prerenderedFile(path)), page);
}
console.log(`prerendered ${Object.keys(PRERENDERED).length} screens into dist/prerendered/`);
