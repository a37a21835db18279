/**
 * Migrating one schema of a PostgreSQL database reads nothing of the others. Kysely's migrator
 * checks for its own tables by listing every table of every schema, with each column's sequence
 * looked up by name: a table dropped in another schema while that list is read failed the
 * migration (CI, two Vitest workers: `relation "test_….rate_limit_counts" does not exist` in a
 * suite that never touched that schema).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

describe.runIf(process.env.DATABASE_URL)('migrations in one schema of a shared PostgreSQL database', () => {
  const prefix = inject('pgSchemaPrefix');
  const ours = `${prefix}migrating`;
  const theirs = `${prefix}elsewhere`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const other = new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    await admin.connect();
    await other.connect();
    await admin.query(`CREATE SCHEMA ${theirs}`);
  });
  afterAll(async () => {
    await admin.end();
    await other.end();
  });

  it('finish while another schema makes and drops tables all along', async () => {
    // Another suite (or deployment) busy with its own tables the whole time.
    let busy = true;
    const churn = (async () => {
      for (let i = 0; busy; i++) {
        await other.query(`CREATE TABLE ${theirs}.t${i} (id serial primary key, n integer)`);
        await other.query(`DROP TABLE ${theirs}.t${i}`);
      }
    })();
    const outcomes: string[] = [];
    try {
      for (let run = 0; run < 4; run++) {
        const schema = `${ours}${run}`;
        await admin.query(`CREATE SCHEMA ${schema}`);
        const db = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'pods-migrating-')), databaseUrl: process.env.DATABASE_URL, searchPath: schema });
        outcomes.push(
          await migrateToLatest(db.kysely).then(
            () => 'migrated',
            (error: Error) => error.message,
          ),
        );
        await db.kysely.destroy();
      }
    } finally {
      busy = false;
      await churn;
    }
    expect(outcomes).toEqual(['migrated', 'migrated', 'migrated', 'migrated']);
    const { rows } = await admin.query<{ name: string }>('select table_name as name from information_schema.tables where table_schema = $1', [`${ours}3`]);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['users', 'rate_limit_counts', 'kysely_migration']));
  });
});
