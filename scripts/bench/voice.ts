/**
 * `npm run bench:voice [-- --port 18296]`: issue 20's voice figures, measured in Chromium on the
 * real server over the built app (run `npm run build` first). Runs scripts/bench/voice.spec.ts
 * (the server on --port and the next two ports; six people in one browser with a fake microphone)
 * and prints the time from 'join voice' to the first audio received (p50/p95 over repeated joins)
 * and the browser's CPU with the six rooms drawn, without and with everyone in voice.
 * BENCH_VOICE_JOINS sets the number of joins (15). Figures are recorded in docs/performance.md.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portArgument, runTemplateSpec } from '../template-images/run.ts';

if (!existsSync('dist/pod-app/live.html')) {
  console.error('bench:voice: no build in dist/pod-app: run `npm run build` first');
  process.exit(2);
}

const out = join(mkdtempSync(join(tmpdir(), 'pods-voice-bench-')), 'figures.json');
if (!runTemplateSpec('bench/voice.spec.ts', { BENCH_OUT: out }, portArgument() ?? 18296) || !existsSync(out)) {
  console.error('bench:voice: measuring failed (see above)');
  process.exit(2);
}

interface Figures {
  people: number;
  joins: { first: number; all: number }[];
  cpu: { windowMs: number; roomOnlyCores: number; inVoiceCores: number };
}
const figures = JSON.parse(readFileSync(out, 'utf8')) as Figures;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const row = (label: string, values: number[]) =>
  `| ${label} | ${percentile(values, 50).toFixed(0)} ms | ${percentile(values, 95).toFixed(0)} ms | ${Math.max(...values).toFixed(0)} ms |`;
console.log(`\nJoining voice in a room of ${figures.people} (${figures.joins.length} joins):\n`);
console.log('| from the tap on Join voice to | p50 | p95 | max |\n|---|---:|---:|---:|');
console.log(
  row(
    'the first voice heard',
    figures.joins.map((j) => j.first),
  ),
);
console.log(
  row(
    `all ${figures.people - 1} voices heard`,
    figures.joins.map((j) => j.all),
  ),
);
const { roomOnlyCores, inVoiceCores, windowMs } = figures.cpu;
console.log(
  `\nBrowser CPU over ${windowMs / 1000} s, ${figures.people} rooms drawn in one browser (cores busy): ${roomOnlyCores.toFixed(2)} with nobody in voice, ${inVoiceCores.toFixed(2)} with all in voice (voice: +${(inVoiceCores - roomOnlyCores).toFixed(2)}).`,
);
