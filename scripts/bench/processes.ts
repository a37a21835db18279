/**
 * `npm run bench -- --processes 2` (issue 24): the deployment of docs/deploy.md on this machine
 * (scripts/balanced-app.ts: two server processes on PostgreSQL behind HAProxy) over a fresh schema
 * seeded with 10,000 people and 100,000 Pods. In one run it measures the timeline (page 1) through
 * the balancer and on one of the processes directly, as fast as they answer and at a fixed rate,
 * then opens 5,000 live notification streams spread over both processes and publishes one
 * notification to each from outside both (delivery p50/p99/last). Needs DATABASE_URL and haproxy.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, refreshStatistics } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';
import { seedTemplates } from '../../server/db/seed-templates.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { addNotifications } from '../../server/notifications/store.ts';
import { throwawayProductionSecrets } from '../lib/production-secrets.ts';
import { measure, type Result } from './measure.ts';
import { benchSse } from './sse.ts';
import { untilAnswering } from '../lib/until-answering.ts';

const BALANCER_PORT = 18280;
// scripts/balanced-app.ts puts its processes at BALANCER_PORT + 10 and + 20.
const PROCESS_PORTS = [BALANCER_PORT + 10, BALANCER_PORT + 20];

export async function benchProcesses({
  users,
  posts,
  durationS,
  streams,
  rate,
}: {
  users: number;
  posts: number;
  durationS: number;
  streams: number;
  rate: number;
}) {
  if (!process.env.DATABASE_URL) throw new Error('--processes needs DATABASE_URL (PostgreSQL)');
  const schema = `bench_${Date.now().toString(36)}`;
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pods-bench-processes-'));
  const db = openDatabase({ dataDir, databaseUrl: url.toString() });
  const deployment = spawn(process.execPath, ['--import', 'tsx', 'scripts/balanced-app.ts'], {
    env: {
      ...process.env,
      ...throwawayProductionSecrets(),
      DATABASE_URL: url.toString(),
      BALANCER_PORT: String(BALANCER_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: '',
      APPLE_CLIENT_ID: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await migrateToLatest(db.kysely);
    await seedTemplates(db);
    const started = performance.now();
    const counts = await seedFeed(db, { users, posts, seed: 42 });
    await refreshStatistics(db);
    console.log(`Seeded PostgreSQL (schema ${schema}) in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts);
    const viewerId = 'seed42-u5';
    const auth = { authorization: `Bearer ${await issueSession(db, viewerId)}` };
    await untilAnswering(`http://127.0.0.1:${BALANCER_PORT}/api/health`, { child: deployment, timeoutMs: 300_000 });

    const page1 = (port: number) => `http://127.0.0.1:${port}/api/posts/timeline/${viewerId}?pageNumber=1&pageSize=8`;
    const results: Result[] = [];
    for (const [where, port] of [
      ['through the balancer (2 processes)', BALANCER_PORT],
      ['one process directly', PROCESS_PORTS[0]!],
    ] as const) {
      results.push(await measure({ name: `timeline page 1, ${where}`, url: page1(port), headers: auth }, durationS));
      results.push(
        await measure({ name: `timeline page 1 at ${rate} req/s, ${where}`, url: page1(port), headers: auth, overallRate: rate, connections: 20 }, durationS),
      );
    }
    console.log(`\n| scenario | requests/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|`);
    for (const r of results) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    const [balanced, , single] = results;
    console.log(`\nThroughput through the balancer: ${(balanced!.rps / single!.rps).toFixed(2)}× one process's.`);

    if (streams > 0) {
      const sse = await benchSse(
        db,
        {
          ports: PROCESS_PORTS,
          // Written from outside both processes: each hears of it through PostgreSQL's NOTIFY.
          publish: (userIds) =>
            addNotifications(
              db.kysely,
              userIds.map((userId) => ({ userId, actorId: userIds[0]!, type: 'New Follower' as const })),
            ),
        },
        Array.from({ length: streams }, (_, i) => `seed42-u${i}`),
      );
      console.log(
        `\nLive notifications over ${PROCESS_PORTS.length} processes: ${sse.connected}/${sse.streams} streams connected, ${sse.delivered} delivered; delivery p50 ${sse.p50.toFixed(0)} ms, p99 ${sse.p99.toFixed(0)} ms, last ${sse.max.toFixed(0)} ms`,
      );
    }
    return results.every((r) => r.errors === 0);
  } finally {
    deployment.kill('SIGTERM');
    await new Promise((resolve) => (deployment.exitCode !== null ? resolve(null) : deployment.once('exit', resolve)));
    await db.kysely.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
