/**
 * `npm run bench:pods [-- --port 18096]`: issue 18's 3D budgets and what drawing a save's picture
 * adds (issue 48: at most 300 ms), measured in Chromium on the real server over the built app
 * (run `npm run build` first). Runs scripts/template-images/bench.spec.ts (the server on --port
 * and the next two ports), then prints every template's figures against the budgets
 * (scripts/bench/pod-budgets.ts) and exits 1 if any is broken. The viewer's JavaScript is the pod
 * app's files fetched to show a template, each gzipped as built (dist/pod-app). Figures are
 * recorded in docs/performance.md. `BENCH_FIRST_FRAME=<podId> npm run bench:pods` measures only
 * that template's first frame and picture.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { templateCatalogue } from '../../server/pods/catalogue.ts';
import { propEntry } from '../../shared/prop-catalogue.ts';
import { judge, type BenchFigures } from './pod-budgets.ts';
import { portArgument, runTemplateSpec } from '../template-images/run.ts';

if (!existsSync('dist/pod-app/index.html')) {
  console.error('bench:pods: no build in dist/pod-app: run `npm run build` first');
  process.exit(2);
}

const out = join(mkdtempSync(join(tmpdir(), 'pods-bench-')), 'figures.json');
if (!runTemplateSpec('template-images/bench.spec.ts', { BENCH_OUT: out }, portArgument()) || !existsSync(out)) {
  console.error('bench:pods: measuring failed (see above)');
  process.exit(2);
}

const figures = JSON.parse(readFileSync(out, 'utf8')) as BenchFigures;
if (process.env.BENCH_FIRST_FRAME) {
  console.log(`first frame of ${figures.firstFrame.podId}: ${figures.firstFrame.runsMs.map((ms) => ms.toFixed(0)).join(' / ')} ms`);
  console.log(`picture a save draws of ${figures.picture.podId}: ${figures.picture.runsMs.map((ms) => ms.toFixed(0)).join(' / ')} ms`);
  process.exit(0);
}
const gzipBytes = (path: string) => gzipSync(readFileSync(join('dist/pod-app', path))).length;
const sceneFamilies = (podId: string) => (templateCatalogue.find((t) => t.podId === podId)?.scene.props ?? []).map((p) => propEntry(p.prop).family);
const { table, summary, failures } = judge(figures, gzipBytes, sceneFamilies);
console.log(`\n${table}\n\n${summary.join('\n')}`);
if (failures.length) {
  console.error(`\nBudgets broken:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery budget holds.');
