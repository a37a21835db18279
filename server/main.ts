/** Runs Pods: migrates the database, then serves the app, and the pod app on its own origin. */
import { loadConfig } from './config.ts';
import { openDatabase, refreshStatistics } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedTemplates } from './db/seed-templates.ts';
import { buildApp } from './app.ts';
import { buildPodAppServer } from './web/pod-app.ts';
import { guestPodLoader } from './web/guest-pod.ts';

const config = loadConfig();
const db = openDatabase(config);
await migrateToLatest(db.kysely);
await seedTemplates(db);
await refreshStatistics(db);

const app = await buildApp({ config, db, logger: true });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// The gateway calls the REST API in this same process over loopback.
process.env.PODS_API_ORIGIN = `http://127.0.0.1:${port}`;

const podApp = await buildPodAppServer(config, { guestPod: guestPodLoader(app) });
await podApp.listen({ port: config.podAppPort, host: config.host });

app.log.info(`Pods is running at ${config.publicUrl} (database: ${db.dialect}, data: ${config.dataDir})`);

/**
 * SIGTERM (a deploy, a scale-down): new requests are answered 503 (Fastify, while closing; a
 * balancer's health check sees it too), live streams are told to reconnect and ended
 * (http/open-streams.ts), requests under way finish, then the database closes. A request that
 * has not finished after SHUTDOWN_DEADLINE_MS is not waited for.
 */
const SHUTDOWN_DEADLINE_MS = 20_000;
const shutdown = async () => {
  setTimeout(() => {
    app.log.error(`Requests still under way ${SHUTDOWN_DEADLINE_MS / 1000} s after the signal to stop; stopping anyway`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  await podApp.close();
  await app.close();
  await db.kysely.destroy();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
