/** Helpers for the blob store's tests: content-hash names, and a second app process on the same database. */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import type { Harness } from './harness.ts';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Random bytes (they do not compress) and the name the store keeps them under. */
export function randomBlob(size: number, extension: string) {
  const bytes = randomBytes(size);
  return { bytes, name: `${sha256(bytes)}.${extension}` };
}

/**
 * Another app process, as a load balancer would have beside the harness's: the same PostgreSQL
 * schema, its own empty DATA_DIR.
 */
export async function secondInstance(h: Harness) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pods-api-second-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' });
  const db = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL, ...(h.schema ? { searchPath: h.schema } : {}) });
  const app = await buildApp({ config, db, gateway: false, web: false });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await db.kysely.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
