/**
 * `npm run docs` (after the Markdown pages): writes the statechart explorer to
 * docs/statecharts/site/ — an index of the charts by screen, one page a chart with its drawing
 * (laid out here by ELK) and a simulator that runs the real machines (bundled here by esbuild into
 * one classic script, so the pages open from the files alone). The output is the same for the
 * same machines: no dates, stable order, one bundle. Open docs/statecharts/site/index.html, or
 * /statecharts/ on the app outside production.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadMachines } from './lib/machines.ts';
import { summaryOf } from './lib/statechart-markdown.ts';
import { chartModel } from './lib/statechart-site/model.ts';
import { layoutChart } from './lib/statechart-site/layout.ts';
import { chartPage, indexPage } from './lib/statechart-site/pages.ts';
import { bundleExplorer } from './lib/statechart-site/bundle.ts';

const out = 'docs/statecharts/site';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const entries = await loadMachines();
const charts = entries.map(({ machine, docComment }) => chartModel(machine, docComment, summaryOf(docComment)));
for (const chart of charts) writeFileSync(`${out}/${chart.id}.html`, chartPage(chart, await layoutChart(chart)));
writeFileSync(`${out}/index.html`, indexPage(charts));
writeFileSync(`${out}/explorer.css`, readFileSync('scripts/statechart-explorer/explorer.css', 'utf8'));
writeFileSync(`${out}/explorer.js`, await bundleExplorer(entries.map((e) => `machines/${e.file}`)));
console.log(`wrote the statechart explorer (${charts.length} charts, ${readdirSync(out).length} files) to ${out}/`);
