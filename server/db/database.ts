/** Opens the one query layer: SQLite (embedded default) or PostgreSQL when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
}

export function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined; searchPath?: string }): Db {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }), dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(join(options.dataDir, 'pods.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins }), dialect: 'sqlite' };
}

/**
 * Refreshes the query planner's statistics. SQLite has none until ANALYZE runs, and without them
 * it can pick a wide index scan over a primary-key lookup; run at start-up and after bulk loads.
 */
export async function refreshStatistics({ kysely }: Db) {
  await sql`analyze`.execute(kysely);
}
