/**
 * Builds the real app on a fresh database for each suite: a temporary SQLite file always, and a
 * fresh PostgreSQL schema too when DATABASE_URL is set (CI sets it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { openDatabase, type Db } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedTemplates } from '../../../server/db/seed-templates.ts';

export const dialects = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const;
export type TestDialect = (typeof dialects)[number];

export interface Harness {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** PostgreSQL: the suite's own schema (other server processes can be pointed at it). */
  schema?: string;
  close(): Promise<void>;
}

export async function startHarness(
  dialect: TestDialect,
  options: { gateway?: boolean; env?: Record<string, string>; allowLocalPushServices?: boolean; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pods-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080', ...options.env });
  let schema: string | undefined;
  if (dialect === 'postgres') {
    // Dropped with the run's others once every file has run (tests/global-setup.ts).
    schema = `${inject('pgSchemaPrefix')}${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const db = openDatabase({ dataDir, databaseUrl: dialect === 'postgres' ? process.env.DATABASE_URL : undefined, ...(schema ? { searchPath: schema } : {}) });
  await migrateToLatest(db.kysely);
  await seedTemplates(db);
  const app = await buildApp({
    config,
    db,
    gateway: options.gateway ?? false,
    web: false,
    pushEndpoints: { allowLocalPushServices: options.allowLocalPushServices ?? false },
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    schema,
    async close() {
      await app.close();
      await db.kysely.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SecondProcess {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Another app process beside the harness's, as a load balancer would have it: the same database
 * through a connection of its own (the same PostgreSQL schema, or the same SQLite file), and a
 * DATA_DIR of its own (another machine's disk).
 */
export async function startSecondProcess(h: Harness): Promise<SecondProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pods-api-second-'));
  const db = openDatabase({
    dataDir: h.config.dataDir,
    databaseUrl: h.db.dialect === 'postgres' ? process.env.DATABASE_URL : undefined,
    ...(h.schema ? { searchPath: h.schema } : {}),
  });
  const app = await buildApp({ config: { ...h.config, dataDir }, db, gateway: false, web: false });
  await app.ready();
  return {
    app,
    db,
    dataDir,
    async close() {
      await app.close();
      await db.kysely.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
