/** Runs Pods: migrates the database, then serves the app, and the pod app on its own origin. */
import { createServer } from 'node:http';
import { loadConfig } from './config.ts';
import { openDatabase, refreshStatistics } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedTemplates } from './db/seed-templates.ts';
import { buildApp } from './app.ts';

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

const podAppPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pods 3D app</title></head>
<body style="background:#0b0d12;color:#eef0f5;font-family:system-ui"><main><h1>Pods 3D app</h1><p>The 3D pod app arrives in a later release.</p></main></body></html>`;
const podApp = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(podAppPage));
podApp.listen(config.podAppPort, config.host);

app.log.info(`Pods is running at ${config.publicUrl} (database: ${db.dialect}, data: ${config.dataDir})`);

const shutdown = async () => {
  podApp.close();
  await app.close();
  await db.kysely.destroy();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
