/**
 * CI's summary (the last step of .ci/run): where the time went — each step, the Vitest folders,
 * the 15 slowest Vitest files and Playwright journeys — then the run's total against its 30-minute
 * target (a warning past 45), and last the one closing line 'N passed, N failed, N skipped'.
 *
 *   npx tsx scripts/ci-summary.ts [reports-folder] [--total <seconds>]
 *
 * Reads reports/ci-steps.tsv, vitest.json, playwright.json and playwright-balanced.json, whichever
 * are there (a step that failed early leaves some out).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  addCounts,
  countsLine,
  playwrightCounts,
  playwrightFiles,
  playwrightJourneys,
  slowest,
  stepTimes,
  table,
  verdict,
  vitestCounts,
  vitestFiles,
  vitestFolders,
  vitestWall,
  type Counts,
  type Timed,
} from './lib/ci-timing.ts';

const { values, positionals } = parseArgs({ options: { total: { type: 'string' } }, allowPositionals: true });
const dir = positionals[0] ?? 'reports';
const read = (name: string) => {
  const path = join(dir, name);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
};

const total = values.total === undefined ? null : Number(values.total);
const steps = stepTimes(read('ci-steps.tsv') ?? '', total ?? 0);
const counts: Counts[] = [];
const runners: Timed[] = [];
const details: string[] = [];
const journeys: Timed[] = [];

const vitest = read('vitest.json');
if (vitest) {
  const report = JSON.parse(vitest);
  counts.push(vitestCounts(report));
  runners.push({ name: 'Vitest', seconds: vitestWall(report) });
  const files = vitestFiles(report, resolve('.'));
  details.push(...table('Vitest, each folder (its files added up; two run at once)', slowest(vitestFolders(files), 50)), '');
  details.push(...table('The 15 slowest Vitest files', slowest(files)), '');
}
for (const [name, label] of [
  ['playwright.json', ''],
  ['playwright-balanced.json', 'balanced: '],
] as const) {
  const text = read(name);
  if (!text) continue;
  const report = JSON.parse(text);
  counts.push(playwrightCounts(report));
  runners.push({ name: label ? 'Playwright through the balancer' : 'Playwright', seconds: (report.stats.duration ?? 0) / 1000 });
  journeys.push(...playwrightJourneys(report, label));
}
if (journeys.length > 0) {
  details.push(...table('Playwright, the 15 slowest spec files (every attempt)', slowest(playwrightFiles(journeys))), '');
  details.push(...table('The 15 slowest journeys', slowest(journeys)), '');
}

const lines = [...table('Steps of .ci/run', steps), '', ...table('Each test runner, start to end', runners), '', ...details];
if (total !== null) lines.push(...verdict(total, steps));
lines.push(countsLine(addCounts(...counts)));
console.log(lines.join('\n'));
