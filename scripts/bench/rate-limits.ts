/**
 * `DATABASE_URL=postgres://… npx tsx scripts/bench/rate-limits.ts`: what the shared rate limit
 * store (server/http/rate-limit-store.ts) costs. Prints the store's round trip, then requests/s of
 * a route that does nothing but pass the limiter (a fresh address each time, so none is refused)
 * with the memory store (SQLite) and the PostgreSQL store, 1, 8 and 32 requests at a time, twice
 * each. Works in its own schema, dropped at the end. Figures are recorded in docs/performance.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import Fastify from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { databaseRateLimitStore } from '../../server/http/rate-limit-store.ts';
import { installRateLimits, limitedTo } from '../../server/http/rate-limits.ts';

const url = process.env.DATABASE_URL!;
const schema = `bench_${Date.now().toString(36)}`;
const c = new pg.Client({ connectionString: url });
await c.connect();
await c.query(`create schema ${schema}`);
const dataDir = mkdtempSync(join(tmpdir(), 'rlbench-'));
const pgDb = openDatabase({ dataDir, databaseUrl: url, searchPath: schema });
await migrateToLatest(pgDb.kysely);
const sqliteDb = openDatabase({ dataDir });

const Store = databaseRateLimitStore(pgDb, (m, e) => console.error(m, e));
const store: FastifyRateLimitStore = new Store().child({ routeInfo: { method: 'POST', url: '/bench' } } as never);
const incr = (key: string) => new Promise((resolve, reject) => store.incr(key, (e, r) => (e ? reject(e) : resolve(r)), 60_000, 5));
for (let i = 0; i < 300; i += 1) await incr('warm');
for (const [label, keyOf] of [
  ['one key', () => 'k'],
  ['fresh keys', (i: number) => `k${i}`],
] as const) {
  const n = 3000;
  const t = performance.now();
  for (let i = 0; i < n; i += 1) await incr(keyOf(i));
  console.log(`store.incr, ${label}: ${((performance.now() - t) / n).toFixed(3)} ms each (one at a time)`);
}

let next = 0;
async function routeRate(label: string, db: Db, concurrency: number) {
  const app = Fastify();
  await installRateLimits(app, db);
  app.post('/limited', { config: limitedTo({ max: 1_000_000, timeWindow: '1 minute', what: 'benchmarks' }) }, async () => ({ ok: true }));
  await app.ready();
  const hit = () => app.inject({ method: 'POST', url: '/limited', remoteAddress: `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next++ & 255}` });
  for (let i = 0; i < 500; i += 1) await hit();
  const n = 5000;
  let done = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (done++ < n) {
        const r = await hit();
        if (r.statusCode !== 200) throw new Error(r.body);
      }
    }),
  );
  const s = (performance.now() - t) / 1000;
  console.log(`${label}, ${concurrency} at a time: ${(n / s).toFixed(0)} requests/s`);
  await app.close();
}
for (const concurrency of [1, 8, 32]) {
  for (let run = 0; run < 2; run += 1) {
    await routeRate(`memory store`, sqliteDb, concurrency);
    await routeRate(`postgres store`, pgDb, concurrency);
  }
}
console.log('rows', (await c.query(`select count(*) from ${schema}.rate_limit_counts`)).rows[0]);
await pgDb.kysely.destroy();
await sqliteDb.kysely.destroy();
await c.query(`drop schema ${schema} cascade`);
await c.end();
