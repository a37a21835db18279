/** Opens the one query layer: SQLite (embedded default) or PostgreSQL when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema.ts';
import { WriteVersion } from './write-version.ts';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the connection string (the notification relay opens its own listening connection). */
  databaseUrl?: string;
  /** Counts this handle's writes (for in-process caches; see write-version.ts). */
  writes: WriteVersion;
}

export function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined; searchPath?: string }): Db {
  const writes = new WriteVersion();
  const plugins = [new CamelCasePlugin(), writes];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }), dialect: 'postgres', databaseUrl: options.databaseUrl, writes };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(join(options.dataDir, 'pods.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL makes NORMAL durable enough (a power cut may lose the last commits, never corrupt);
  // a 64 MiB page cache and memory-mapped reads keep the feed's indexes in memory.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  return {
    kysely: new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database: withStatementCache(sqlite) }), plugins }),
    dialect: 'sqlite',
    writes,
  };
}

/**
 * SQLite runs schema changes inside transactions, but Kysely's adapter says it does not, so its
 * Migrator would apply each statement on its own: a process killed part-way through a migration
 * left it half applied and unrecorded, and every later start failed ("table already exists").
 * Saying so makes the Migrator run the pending migrations in one transaction, as on PostgreSQL.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * Kysely prepares every query it runs; preparing costs more than running a small indexed query.
 * Statements are reused by their SQL text (queries take values as parameters, so the set of texts
 * is small), least recently used first out.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * Refreshes the query planner's statistics. SQLite has none until ANALYZE runs, and without them
 * it can pick a wide index scan over a primary-key lookup; run at start-up and after bulk loads.
 */
export async function refreshStatistics({ kysely }: Db) {
  await sql`analyze`.execute(kysely);
}
