/**
 * The benchmark's server process: the real app (REST + gateway) on BENCH_PORT over the seeded
 * database in DATA_DIR, and a minimal Fastify route on BENCH_BASELINE_PORT as the yardstick.
 */
import Fastify from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, refreshStatistics } from '../../server/db/database.ts';
import { buildApp } from '../../server/app.ts';
import { addNotifications } from '../../server/notifications/store.ts';

const config = loadConfig({ ...process.env, PORT: process.env.BENCH_PORT });
const db = openDatabase(config);
await refreshStatistics(db);
const app = await buildApp({ config, db, gateway: true, web: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.env.PODS_API_ORIGIN = `http://127.0.0.1:${config.port}`;

const baseline = Fastify();
baseline.get('/baseline', async () => ({ ok: true }));
// Bench controls (this port is the bench's own, never the app's): publish one notification to
// each listed person through the app's own write path, and report this process's memory.
baseline.post<{ Body: { userIds: string[] } }>('/publish', async (request) => {
  const [actor] = request.body.userIds;
  await addNotifications(
    db.kysely,
    request.body.userIds.map((userId) => ({ userId, actorId: actor!, type: 'New Follower' as const })),
  );
  return { published: request.body.userIds.length };
});
baseline.get<{ Querystring: { gc?: string } }>('/memory', async (request) => {
  // With --expose-gc, ?gc=1 measures what stays reachable rather than garbage not yet collected.
  if (request.query.gc && typeof globalThis.gc === 'function') globalThis.gc();
  return process.memoryUsage();
});
await baseline.listen({ port: Number(process.env.BENCH_BASELINE_PORT), host: '127.0.0.1' });
process.send?.('ready');
// Exit normally on SIGTERM, so that --cpu-prof writes its profile.
process.once('SIGTERM', () => process.exit(0));
