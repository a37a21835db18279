/**
 * `npm run test:mutation`: Stryker over machines/ (stryker.config.mjs), then the score.
 *
 * Stryker runs once per machine file: almost every mutant of a machine is "static" (the chart is
 * built when its module loads), and Stryker runs every test it found for each static mutant. One
 * run per machine keeps that to the tests that import the machine (the vitest runner's `related`),
 * about a tenth of the time of one run over everything.
 *
 * `npm run test:mutation -- --mutate machines/like.ts,machines/feed.ts` tests some machines; other
 * arguments go to Stryker as they are (e.g. `--concurrency 1`). Reports: reports/mutation/<machine>.html
 * and .json, and mutation.json for the whole run. A run over all of machines/ also writes
 * docs/statecharts/mutation-score.json (score, counts, date and each file's score) and regenerates
 * the statechart index that shows it; a subset run only prints its score, unless `--record` asks it
 * to replace its machines' results in that file (the total is summed again over all machines). Either fails (after
 * writing) when the score is below 85%.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

/** Issue 22: at least this share of the mutants of machines/ must be caught. */
const MIN_SCORE = 85;

const all = readdirSync('machines')
  .filter((f) => f.endsWith('.ts'))
  .sort()
  .map((f) => `machines/${f}`);

const argv = process.argv.slice(2);
/** `--record`: a subset run also updates its machines in the recorded score. */
const record = argv.includes('--record');
const args = argv.filter((a) => a !== '--record');
const at = args.findIndex((a) => a === '--mutate' || a === '-m' || a.startsWith('--mutate='));
const inline = args[at]?.startsWith('--mutate=') ?? false;
const asked = at === -1 ? null : ((inline ? args[at]?.slice('--mutate='.length) : args[at + 1]) ?? '').split(',');
const rest = at === -1 ? args : args.filter((_, i) => i !== at && (inline || i !== at + 1));
const files = asked ? all.filter((file) => asked.some((a) => a === file || a === basename(file) || a === basename(file, '.ts'))) : all;
if (asked && files.length === 0) {
  console.error(`No machine matches ${asked.join(', ')} (expected e.g. machines/like.ts)`);
  process.exit(2);
}

interface Mutant {
  status: string;
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
  testFiles?: Record<string, unknown>;
  [key: string]: unknown;
}

const started = Date.now();
mkdirSync('reports/mutation', { recursive: true });
const merged: Report = { files: {}, testFiles: {} };
const failed: string[] = [];
for (const file of files) {
  const name = basename(file, '.ts');
  const out = `reports/mutation/${name}`;
  rmSync(`${out}.json`, { force: true });
  console.log(`\n== ${file}`);
  const run = spawnSync('npx', ['stryker', 'run', '--mutate', file, ...rest], {
    stdio: 'inherit',
    env: { ...process.env, STRYKER_REPORT: out, MUTATING_MACHINE: basename(file) },
  });
  if (run.status !== 0 || !existsSync(`${out}.json`)) {
    failed.push(file);
    continue;
  }
  const report = JSON.parse(readFileSync(`${out}.json`, 'utf8')) as Report;
  Object.assign(merged, { ...report, files: merged.files, testFiles: merged.testFiles });
  Object.assign(merged.files, report.files);
  Object.assign(merged.testFiles!, report.testFiles ?? {});
}
writeFileSync('reports/mutation/mutation.json', JSON.stringify(merged));
const seconds = Math.round((Date.now() - started) / 1000);

interface Counts {
  score: number;
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  ignored: number;
}
const count = (statuses: string[]): Counts => {
  const n = (status: string) => statuses.filter((s) => s === status).length;
  const killed = n('Killed');
  const timeout = n('Timeout');
  const survived = n('Survived');
  const noCoverage = n('NoCoverage');
  const detected = killed + timeout;
  const valid = detected + survived + noCoverage;
  return { score: valid ? Math.round((detected / valid) * 10_000) / 100 : 100, killed, survived, noCoverage, timeout, ignored: n('Ignored') };
};

const perFile = Object.fromEntries(
  Object.entries(merged.files)
    .map(([path, file]) => [path.replace(/\\/g, '/'), count(file.mutants.map((m) => m.status))] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);
const total = count(Object.values(merged.files).flatMap((file) => file.mutants.map((m) => m.status)));

console.log('\nfile                              score  killed  survived  no cov  ignored');
for (const [path, c] of Object.entries(perFile)) {
  console.log(
    `${path.padEnd(32)} ${c.score.toFixed(2).padStart(6)}  ${String(c.killed + c.timeout).padStart(6)}  ${String(c.survived).padStart(8)}  ${String(c.noCoverage).padStart(6)}  ${String(c.ignored).padStart(7)}`,
  );
}
console.log(
  `\nMutation score: ${total.score}% (${total.killed + total.timeout} killed, ${total.survived} survived, ${total.noCoverage} not covered; ${total.ignored} ignored) in ${seconds} s`,
);

if (failed.length) {
  console.error(`Stryker did not finish for: ${failed.join(', ')} (see above); the score file is left as it was.`);
  process.exit(1);
}
if (total.score < MIN_SCORE) {
  console.error(`The mutation score ${total.score}% is below ${MIN_SCORE}%: see the survivors above and in reports/mutation/<machine>.html.`);
  process.exitCode = 1;
}
const out = 'docs/statecharts/mutation-score.json';
if (asked && !record) {
  console.log(`A subset run: ${out} is left as it was (add --record to update these machines in it, or run without --mutate).`);
} else {
  // A subset run with --record replaces only its machines' results; the total is summed again
  // over every machine's latest results (machines since removed are dropped).
  const kept = asked && existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as { files: Record<string, Counts> }).files : {};
  const files = Object.fromEntries(
    Object.entries({ ...kept, ...perFile })
      .filter(([path]) => all.includes(path))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const sum = (key: keyof Counts) => Object.values(files).reduce((acc, c) => acc + c[key], 0);
  const detected = sum('killed') + sum('timeout');
  const valid = detected + sum('survived') + sum('noCoverage');
  const recorded = {
    date: new Date().toISOString().slice(0, 10),
    score: valid ? Math.round((detected / valid) * 10_000) / 100 : 100,
    killed: sum('killed'),
    survived: sum('survived'),
    noCoverage: sum('noCoverage'),
    timeout: sum('timeout'),
    ignored: sum('ignored'),
    files,
  };
  writeFileSync(out, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(`wrote ${out}: ${recorded.score}% over ${Object.keys(files).length} machines`);
  // The statechart index shows the score: regenerate it so the two are committed together.
  const docs = spawnSync('npx', ['tsx', 'scripts/gen-statecharts.ts'], { stdio: 'inherit' });
  if (docs.status !== 0) process.exitCode = docs.status ?? 1;
}
