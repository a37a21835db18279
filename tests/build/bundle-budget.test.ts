/**
 * Budgets from the team standards: the JavaScript a first visit loads (the entry chunk and every
 * chunk it imports statically) stays within 100 KB gzip, and each lazily loaded route chunk within
 * 50 KB gzip. Reads the Vite manifest of the production build in dist/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const manifestPath = 'dist/.vite/manifest.json';
type Chunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
const built = existsSync(manifestPath);
if (!built && process.env.CI) throw new Error(`${manifestPath} is missing: npm test builds before testing`);

const gzipKb = (file: string) => gzipSync(readFileSync(`dist/${file}`)).length / 1024;

describe.skipIf(!built)('bundle budgets', () => {
  const manifest: Record<string, Chunk> = built ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

  function staticClosure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
    return seen;
  }

  it('first-route JavaScript is at most 100 KB gzip', () => {
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    expect(entry).toBeDefined();
    const files = [...staticClosure(entry!)].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`first-route JS: ${total.toFixed(1)} KB gzip in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(100);
  });

  it('the first route asks for no module preloads: a lazily loaded chunk costs no DOM work as it is imported', () => {
    // Vite's preload helper appends a link for each file its import lists name
    // (docs/decisions.md, "No module preload links"): only stylesheets may be among them.
    const lazy = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
    const listed = lazy
      .flatMap((chunk) => /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(readFileSync(`dist/${chunk.file}`, 'utf8'))?.[1] ?? '[]')
      .flatMap((list) => JSON.parse(list) as string[]);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((file) => !file.endsWith('.css'))).toEqual([]);
  });

  it("the manifest's icons, fetched while a page loads, are small", () => {
    const manifestFile = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as { icons: { src: string; sizes: string }[] };
    for (const icon of manifestFile.icons) {
      const kb = readFileSync(`public${icon.src}`).length / 1024;
      expect(kb, icon.src).toBeLessThanOrEqual(icon.sizes === '192x192' ? 6 : 16);
    }
  });

  it('every lazily loaded chunk is at most 50 KB gzip', () => {
    const dynamic = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'));
    const sizes = dynamic.map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file) }));
    console.log(sizes.map((s) => `${s.file}: ${s.kb.toFixed(1)} KB`).join('\n'));
    expect(sizes.filter((s) => s.kb > 50)).toEqual([]);
  });
});
