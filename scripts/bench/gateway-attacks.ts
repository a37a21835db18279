/**
 * `npm run bench:attacks`: the two anonymous GraphQL attacks from the hardening review, against
 * the real server (production mode, a small seeded SQLite database), while a second client asks
 * `/api/health` every 50 ms as everybody else would:
 *   1. one POST whose query repeats a cheap field under thousands of aliases;
 *   2. a burst of POSTs with large, distinct query texts (each near the 1 MB body limit).
 * Prints the health check's latency (p50, p99, max) during each attack, what the attacker got
 * back, and the server's heap before and after (a heap kept growing is the second attack's
 * harm). Only loopback traffic, bounded in count and time.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';
import { seedTemplates } from '../../server/db/seed-templates.ts';
import { run } from '../lib/run.ts';
import { throwawayProductionSecrets } from '../lib/production-secrets.ts';

const PORT = 18290;
const CONTROL_PORT = 18291;
const ALIASES = 5_000;
const LARGE_QUERIES = 40;
const FITTING_QUERIES = 2_000;

if (!existsSync('.mesh/index.js')) await run('npm', ['run', 'build:mesh']);
const dataDir = mkdtempSync(join(tmpdir(), 'pods-attacks-'));
const db = openDatabase({ dataDir });
await migrateToLatest(db.kysely);
await seedTemplates(db);
await seedFeed(db, { users: 200, posts: 1_000, seed: 7 });
await db.kysely.destroy();

const server = fork('scripts/bench/server.ts', [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    BENCH_PORT: String(PORT),
    BENCH_BASELINE_PORT: String(CONTROL_PORT),
    NODE_ENV: 'production',
    ...throwawayProductionSecrets(),
    GOOGLE_CLIENT_ID: '',
    APPLE_CLIENT_ID: '',
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
let serverDied = false;
server.once('exit', () => void (serverDied = true));
await new Promise<void>((resolve, reject) => {
  server.once('message', () => resolve());
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

const graphql = `http://127.0.0.1:${PORT}/graphql`;
const heapMb = async () => {
  const memory = (await (await fetch(`http://127.0.0.1:${CONTROL_PORT}/memory?gc=1`)).json()) as { heapUsed: number; rss: number };
  return { heap: memory.heapUsed / 2 ** 20, rss: memory.rss / 2 ** 20 };
};

/** Asks /api/health every 50 ms until `done` settles; returns each answer's latency in ms. */
async function probeHealth(done: Promise<unknown>) {
  const latencies: number[] = [];
  let finished = false;
  void done.finally(() => void (finished = true));
  while (!finished && !serverDied) {
    const started = performance.now();
    try {
      await fetch(`http://127.0.0.1:${PORT}/api/health`, { signal: AbortSignal.timeout(120_000) });
    } catch {
      /* counted as the time waited */
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const summary = (latencies: number[]) =>
  `health p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(0, ...latencies).toFixed(1)} ms over ${latencies.length} checks`;

async function post(query: string) {
  const started = performance.now();
  try {
    const response = await fetch(graphql, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
      signal: AbortSignal.timeout(180_000),
    });
    const body = await response.text();
    const answer = JSON.parse(body) as { errors?: { message: string }[]; message?: string };
    return { status: response.status, ms: performance.now() - started, message: answer.errors?.[0]?.message ?? answer.message ?? 'data' };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, message: String(error) };
  }
}

const lines: string[] = [];
const report = (line: string) => {
  console.log(line);
  lines.push(line);
};

// The yardstick: the health check with nobody attacking.
const quietHealth = await probeHealth(new Promise((resolve) => setTimeout(resolve, 3_000)));
report(`Quiet: ${summary(quietHealth)}`);

// 1. Aliases.
const aliasQuery = `{ ${Array.from({ length: ALIASES }, (_, i) => `a${i}: getUser(id: "nobody") { userId }`).join(' ')} }`;
const aliasAttack = post(aliasQuery);
const aliasHealth = await probeHealth(aliasAttack);
const aliasAnswer = await aliasAttack;
report(
  `Attack 1, ${ALIASES} aliases in one anonymous POST (${(aliasQuery.length / 1024).toFixed(0)} KB): answered ${aliasAnswer.status} in ${aliasAnswer.ms.toFixed(0)} ms ("${aliasAnswer.message.slice(0, 80)}"); ${summary(aliasHealth)}`,
);

// 2. Large distinct query texts, four at a time.
const before = await heapMb();
const largeQuery = (i: number) => `{ ${Array.from({ length: 18_000 }, (_, j) => `f${i}_${j}: __typename`).join(' ')} }`;
const burst = (async () => {
  const answers: Awaited<ReturnType<typeof post>>[] = [];
  for (let i = 0; i < LARGE_QUERIES && !serverDied; i += 4) {
    answers.push(...(await Promise.all([0, 1, 2, 3].map((k) => post(largeQuery(i + k))))));
  }
  return answers;
})();
const burstHealth = await probeHealth(burst);
const answers = await burst;
// 2b. Many distinct queries that each fit the byte and token limits (they reach the parser and
// the document cache): the cache must stay bounded by its bytes.
const fitting = (i: number) => `{ getUser(id: "${i}") { ${'userId '.repeat(480)} } }`;
const manyFitting = (async () => {
  const statuses = new Map<number, number>();
  for (let i = 0; i < FITTING_QUERIES && !serverDied; i += 20) {
    for (const answer of await Promise.all(Array.from({ length: 20 }, (_, k) => post(fitting(i + k)))))
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }
  return statuses;
})();
const fittingHealth = await probeHealth(manyFitting);
const fittingStatuses = await manyFitting;
burstHealth.push(...fittingHealth);
const after = serverDied ? null : await heapMb();
const statuses = [...new Set(answers.map((a) => `${a.status} "${a.message.slice(0, 60)}"`))].join('; ');
report(
  `Attack 2, ${answers.length} anonymous POSTs of ${(largeQuery(0).length / 1024).toFixed(0)} KB distinct queries: answers ${statuses}; ${summary(burstHealth)}`,
);
report(
  `Attack 2b, ${FITTING_QUERIES} anonymous POSTs of distinct ${(fitting(0).length / 1024).toFixed(1)} KB queries within the byte and token limits: statuses ${[...fittingStatuses].map(([status, count]) => `${count}× ${status}`).join(', ')}; ${summary(fittingHealth)}`,
);
report(
  after
    ? `Server heap after GC: ${before.heap.toFixed(0)} MB before, ${after.heap.toFixed(0)} MB after (RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB)`
    : 'The server process died during attack 2.',
);

const target = percentile(aliasHealth, 99) < 100 && percentile(burstHealth, 99) < 100 && after !== null && after.heap - before.heap < 50;
report(`Target (issue 17): /api/health under 100 ms at p99 during both attacks, heap growth under 50 MB: ${target ? 'met' : 'NOT met'}`);
server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
process.exit(target ? 0 : 1);
