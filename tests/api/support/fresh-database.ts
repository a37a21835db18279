/**
 * An empty database of its own for a migration test: a temporary SQLite file, or on PostgreSQL a
 * schema of its own (named after `name`), so a test can migrate it step by step from the start.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../../server/db/database.ts';

export async function freshDatabase(dialect: 'sqlite' | 'postgres', name: string) {
  let searchPath: string | undefined;
  if (dialect === 'postgres') {
    searchPath = `${inject('pgSchemaPrefix')}${name}${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${searchPath}`);
    await admin.end();
  }
  return openDatabase({
    dataDir: mkdtempSync(join(tmpdir(), `pods-${name}-`)),
    databaseUrl: dialect === 'postgres' ? process.env.DATABASE_URL : undefined,
    ...(searchPath ? { searchPath } : {}),
  });
}
