/**
 * `npm run template-shots [-- --port 18096]`: every template as a visitor arriving on a phone
 * sees it (390×844, controls hidden), rendered in the built pod app (scripts/template-images/,
 * run `npm run build` first) into docs/templates/<podId>.webp, and docs/templates.md showing all
 * of them with their names and descriptions from server/pods/catalogue.ts.
 *
 * `--page` only writes docs/templates.md from the catalogue (no rendering; cheap and the same
 * every time, so scripts/check-fresh.sh checks it).
 */
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { templateCatalogue } from '../server/pods/catalogue.ts';
import { portArgument, runTemplateSpec } from './template-images/run.ts';

const OUT = 'docs/templates';
const PAGE = 'docs/templates.md';
const COLUMNS = 3;

function page(): string {
  // Table cells: a '|' would end the cell, a '"' the alt text.
  const text = (s: string) => s.replace(/\|/g, '\\|').replace(/"/g, '&quot;');
  const cell = (t: (typeof templateCatalogue)[number]) =>
    `<img src="templates/${t.podId}.webp" width="195" alt="${text(t.name)}: the arrival view on a phone"><br>**${text(t.name)}**<br>${text(t.description)}`;
  const rows: string[] = [];
  for (let i = 0; i < templateCatalogue.length; i += COLUMNS) {
    const cells = templateCatalogue.slice(i, i + COLUMNS).map(cell);
    while (cells.length < COLUMNS) cells.push(' ');
    rows.push(`| ${cells.join(' | ')} |`);
  }
  return `# The ${templateCatalogue.length} Pod templates

What a visitor sees on arriving in a new Pod on each template, on a phone (390×844, controls
hidden, no media placed yet). Names and descriptions are the catalogue's
(\`server/pods/catalogue.ts\`).

This page's text is generated (\`npx tsx scripts/make-template-shots.ts --page\`, checked by
\`npm run check:fresh\`); the pictures are rendered in the built app by \`npm run template-shots\`
(after \`npm run build\`), which also rewrites this page. Re-run it after changing a template.

| ${Array.from({ length: COLUMNS }, () => ' ').join(' | ')} |
|${Array.from({ length: COLUMNS }, () => '---').join('|')}|
${rows.join('\n')}
`;
}

if (!process.argv.includes('--page')) {
  if (!existsSync('dist/pod-app/index.html')) {
    console.error('template-shots: no build in dist/pod-app: run `npm run build` first');
    process.exit(2);
  }
  const renders = mkdtempSync(join(tmpdir(), 'pods-template-shots-'));
  if (!runTemplateSpec('template-images/render.spec.ts', { TEMPLATE_RENDERS: renders, TEMPLATE_VIEW: 'phone' }, portArgument())) {
    console.error('template-shots: rendering failed (see above)');
    process.exit(1);
  }
  mkdirSync(OUT, { recursive: true });
  for (const { podId } of templateCatalogue) {
    const file = `${OUT}/${podId}.webp`;
    await sharp(join(renders, `${podId}.png`))
      .resize({ width: 390 })
      .webp({ quality: 70, effort: 6 })
      .toFile(file);
    console.log(`${file} ${(statSync(file).size / 1024).toFixed(1)} KB`);
  }
}
writeFileSync(PAGE, page());
console.log(`wrote ${PAGE}`);
