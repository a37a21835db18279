/**
 * `npm run bench`: seeds a fresh SQLite database (10,000 people, 100,000 Pods by default), starts
 * the real server in a child process, and measures with autocannon: the timeline (page 1, a deep
 * page, a category, a search), the top lists, the same timeline through /graphql, and a minimal
 * Fastify route in the same run as the yardstick. Prints requests/s, p50 and p99 latency, the
 * ratios, and the targets met or not: issue 23's (timeline page 1 at ≥ 20% of the baseline's
 * requests/s, its p99 ≤ 10 ms at 1,000 requests/s, page 400's p99 ≤ 25 ms) and issue 4's (GraphQL
 * within 1.5× of REST at p50). Then it opens 5,000 live notification streams and publishes one
 * notification to each (delivery p50/p99, server memory; issue 7).
 * Options: --users N --posts M --duration S --streams K (0: none) --only a,b (the scenarios whose
 * names contain one of these) --cpu-prof DIR (the server's CPU profile, written when it exits);
 * --processes 2 [--rate R] measures the multi-process deployment instead (./processes.ts).
 */
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, refreshStatistics } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';
import { seedTemplates } from '../../server/db/seed-templates.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { run } from '../lib/run.ts';
import { throwawayProductionSecrets } from '../lib/production-secrets.ts';
import { benchSse } from './sse.ts';
import { measure, type Result, type Scenario } from './measure.ts';
import { benchProcesses } from './processes.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    posts: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '6' },
    streams: { type: 'string', default: '5000' },
    // Only the scenarios whose name contains one of these comma-separated texts (for profiling one;
    // the ratios need the baseline's).
    only: { type: 'string' },
    // Write the server's CPU profile (node --cpu-prof) into this directory when it exits.
    'cpu-prof': { type: 'string' },
    // 2: the multi-process deployment on PostgreSQL behind HAProxy instead (./processes.ts).
    processes: { type: 'string', default: '1' },
    // With --processes: the fixed rate the timeline is also measured at.
    rate: { type: 'string', default: '1000' },
  },
});
const duration = Number(values.duration);
if (Number(values.processes) > 1) {
  const ok = await benchProcesses({
    users: Number(values.users),
    posts: Number(values.posts),
    durationS: duration,
    streams: Number(values.streams),
    rate: Number(values.rate),
  });
  process.exit(ok ? 0 : 1);
}
const PORT = 18190;
const BASELINE_PORT = 18191;

if (!existsSync('.mesh/index.js')) await run('npm', ['run', 'build:mesh']);
const dataDir = mkdtempSync(join(tmpdir(), 'pods-bench-'));
const db = openDatabase({ dataDir });
await migrateToLatest(db.kysely);
await seedTemplates(db);
const started = performance.now();
const counts = await seedFeed(db, { users: Number(values.users), posts: Number(values.posts), seed: 42 });
await refreshStatistics(db);
console.log(`Seeded SQLite in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts);
const viewerId = 'seed42-u5';
const token = await issueSession(db, viewerId);
await db.kysely.destroy();

const server = fork('scripts/bench/server.ts', [], {
  execArgv: ['--import', 'tsx', ...(values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [])],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    BENCH_PORT: String(PORT),
    BENCH_BASELINE_PORT: String(BASELINE_PORT),
    NODE_ENV: 'production',
    ...throwawayProductionSecrets(),
    GOOGLE_CLIENT_ID: '',
    APPLE_CLIENT_ID: '',
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
await new Promise<void>((resolve, reject) => {
  server.once('message', () => resolve());
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

const auth = { authorization: `Bearer ${token}` };
const api = `http://127.0.0.1:${PORT}/api`;
const timelineQuery = `query Timeline($userId: String!, $pageNumber: PositiveInt) {
  getTimeline(userId: $userId, pageNumber: $pageNumber, pageSize: 8) { pageNumber documents { value { postId postName postDescription postDisplayImage postSubTag postLikes postViews isLiked user { userId userDisplayName userDPUrl } } } }
}`;

const scenarios: Scenario[] = [
  { name: 'baseline: minimal Fastify route', url: `http://127.0.0.1:${BASELINE_PORT}/baseline` },
  { name: 'timeline page 1 (REST)', url: `${api}/posts/timeline/${viewerId}?pageNumber=1&pageSize=8`, headers: auth },
  { name: 'timeline page 400 (REST)', url: `${api}/posts/timeline/${viewerId}?pageNumber=400&pageSize=8`, headers: auth },
  { name: 'timeline category design (REST)', url: `${api}/posts/timeline/${viewerId}?pageNumber=1&pageSize=8&category=design`, headers: auth },
  { name: "timeline search 'gallery' (REST)", url: `${api}/posts/timeline/${viewerId}?pageNumber=1&pageSize=8&search=gallery`, headers: auth },
  { name: 'top viewed (REST)', url: `${api}/posts/top-viewed-posts/${viewerId}`, headers: auth },
  { name: 'top liked (REST)', url: `${api}/posts/top-liked-posts/${viewerId}`, headers: auth },
  {
    name: 'timeline page 1 (GraphQL)',
    url: `http://127.0.0.1:${PORT}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: timelineQuery, variables: { userId: viewerId, pageNumber: 1 } }),
  },
  {
    name: 'timeline page 1 at 1,000 req/s (REST)',
    url: `${api}/posts/timeline/${viewerId}?pageNumber=1&pageSize=8`,
    headers: auth,
    overallRate: 1000,
    connections: 20,
  },
];

const results: Result[] = [];
for (const scenario of scenarios.filter((s) => !values.only || values.only.split(',').some((text) => s.name.includes(text)))) {
  const result = await measure(scenario, duration);
  results.push(result);
  // With --cpu-prof: how many requests the profile covers, to turn its shares into time per request.
  if (values['cpu-prof']) console.log(`${scenario.name}: ${result.total} requests (warm-up included)`);
}
// Live notifications: 5,000 concurrent streams, one notification to each.
const streamCount = Number(values.streams);
let sse: Awaited<ReturnType<typeof benchSse>> | null = null;
if (streamCount > 0) {
  const streamDb = openDatabase({ dataDir });
  const control = `http://127.0.0.1:${BASELINE_PORT}`;
  sse = await benchSse(
    streamDb,
    {
      ports: [PORT],
      publish: async (userIds) =>
        void (await fetch(`${control}/publish`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userIds }) })),
      memory: async () => ((await (await fetch(`${control}/memory`)).json()) as { rss: number }).rss,
    },
    Array.from({ length: streamCount }, (_, i) => `seed42-u${i}`),
  );
  await streamDb.kysely.destroy();
}
const exited = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await exited;
rmSync(dataDir, { recursive: true, force: true });

const byName = (name: string) => results.find((r) => r.name === name);

const baseline = byName('baseline: minimal Fastify route') ?? { rps: NaN };
console.log(`\n| scenario | requests/s | p50 ms | p99 ms | vs baseline (req/s) | errors |\n|---|---:|---:|---:|---:|---:|`);
for (const r of results) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / baseline.rps).toFixed(2)} | ${r.errors} |`);
/** Prints one target's verdict, if its scenarios ran. */
const target = (text: string, met: boolean | undefined) => met !== undefined && console.log(`${text}: ${met ? 'met' : 'NOT met'}`);
const page1 = byName('timeline page 1 (REST)');
const deep = byName('timeline page 400 (REST)');
const graphql = byName('timeline page 1 (GraphQL)');
const rated = byName('timeline page 1 at 1,000 req/s (REST)');
console.log('\nTargets (issue 23):');
if (page1 && baseline.rps)
  target(`- timeline page 1 at ${(page1.rps / baseline.rps).toFixed(3)} of the baseline's requests/s (≥ 0.20)`, page1.rps / baseline.rps >= 0.2);
if (rated)
  target(`- timeline page 1 p99 ${rated.p99} ms at ${rated.rps.toFixed(0)} requests/s (≤ 10 ms at 1,000 requests/s)`, rated.p99 <= 10 && rated.rps >= 950);
if (deep) target(`- timeline page 400 p99 ${deep.p99} ms (≤ 25 ms)`, deep.p99 <= 25);
if (graphql && page1) {
  const ratio = graphql.p50 / Math.max(page1.p50, 0.5);
  target(`Issue 4: GraphQL / REST at p50 ${graphql.p50} ms / ${page1.p50} ms = ${ratio.toFixed(2)}× (≤ 1.5×)`, ratio <= 1.5);
}
if (sse) {
  console.log(
    `\nLive notifications: ${sse.connected}/${sse.streams} streams connected, ${sse.delivered} delivered; delivery p50 ${sse.p50.toFixed(0)} ms, p99 ${sse.p99.toFixed(0)} ms, last ${sse.max.toFixed(0)} ms; server RSS ${sse.rssMb.toFixed(0)} MB`,
  );
  target('Issue 7: every stream within 1 s', sse.delivered === sse.streams && sse.max <= 1000);
  target('Issue 7: server memory under 600 MB', sse.rssMb < 600);
}
const failed = results.filter((r) => r.errors > 0);
if (failed.length) console.log(`Errors in: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length ? 1 : 0);
