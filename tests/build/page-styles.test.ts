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

  it.each(pages)('%s links no stylesheet and carries the app-wide styles inline', (file) => {
    const html = readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(inline).toContain(appStyles);
  });
});
