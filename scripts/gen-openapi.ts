/** Writes mesh/openapi.json from the server's route schemas (the single source for the gateway). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'pods-openapi-'));
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' });
const db = openDatabase({ dataDir });
// The app reads its keys from the database as it is built.
await migrateToLatest(db.kysely);
const app = await buildApp({ config, db, gateway: false, web: false });
await app.ready();
writeFileSync('mesh/openapi.json', `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await db.kysely.destroy();
console.log('wrote mesh/openapi.json');
