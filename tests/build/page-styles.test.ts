/**
 * A screen rendered ahead of the app (at build time, or on the server from a template made at build
 * time) paints from its HTML alone: every style it needs is inside the page, so no stylesheet
 * request stands between the HTML and the first paint (Lighthouse's "render-blocking resources",
 * ~160 ms of LCP at its mobile throttling). Reads dist/prerendered and dist-ssr as built.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SSR_DIR } from '../../server/web/prerendered.ts';

const built = existsSync('dist/prerendered') && existsSync(SSR_DIR);
if (!built && process.env.CI) throw new Error('dist/prerendered or dist-ssr is missing: npm test builds before testing');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );
}

describe.skipIf(!built)('styles of the pages rendered ahead of the app', () => {
  const pages = built ? [...htmlFiles('dist/prerendered'), ...htmlFiles(SSR_DIR)] : [];
  const appStyles = readFileSync(`dist/${/href="\/(assets\/index-[\w-]+\.css)"/.exec(readFileSync('dist/index.html', 'utf8'))![1]}`, 'utf8');

  it('covers every screen rendered ahead', () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(pages)('%s fetches no stylesheet, carries the app-wide styles inline and names only what it holds', (file) => {
    const html = readFileSync(file, 'utf8');
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(inline).toContain(appStyles);
    // A stylesheet link is there only disabled (never fetched nor applied), for a file held inline,
    // so the app's loader does not link it again (scripts/prerender.ts).
    const links = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toMatch(/ disabled>$/);
      const href = /href="\/([^"]+)"/.exec(link)![1]!;
      expect(inline, href).toContain(readFileSync(`dist/${href}`, 'utf8'));
    }
  });

  // Shared styles first: a rule of the screen's own wins over a shared one as specific (the
  // /create-event title sized for one line over the form's default heading).
  const manifest = built ? (JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { css?: string[]; imports?: string[] }>) : {};
  const sharedCss = (key: string, seen = new Set<string>()): string[] =>
    seen.has(key) ? [] : (seen.add(key), (manifest[key]?.imports ?? []).flatMap((k) => [...sharedCss(k, seen), ...(manifest[k]?.css ?? [])]));
  // Each signed-in template by its screen's route chunk ('_authed~events.html': src/routes/_authed/events.tsx).
  const screens = (built ? readdirSync(join(SSR_DIR, 'signed-in')) : []).map((file) => ({
    file,
    route: `src/routes/${file.replace(/\.html$/, '').replaceAll('~', '/')}.tsx?tsr-split=component`,
  }));

  it.each(screens.filter(({ route }) => manifest[route]?.css?.length))("$file has its screen's own styles after the shared ones", ({ file, route }) => {
    const html = readFileSync(join(SSR_DIR, 'signed-in', file), 'utf8');
    const at = (css: string) => html.indexOf(readFileSync(join('dist', css), 'utf8'));
    const own = Math.min(...manifest[route]!.css!.map(at));
    const shared = sharedCss(route).filter((css) => at(css) >= 0);
    expect(shared.length).toBeGreaterThan(0);
    for (const css of shared) expect({ css, before: at(css) < own }).toEqual({ css, before: true });
  });
});
