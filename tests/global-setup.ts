/**
 * Once per Vitest run. The API suites on PostgreSQL each make a schema of their own
 * (tests/api/support/harness.ts), named with this run's prefix; they are all dropped here, after
 * every file has run, not by each suite as it ends. With files running side by side, a schema
 * dropped while another suite migrates failed that migration: Kysely's migrator lists the tables
 * of every schema, and `has_schema_privilege` errors on a schema dropped under the query (seen in
 * a clean-clone CI run with two workers: `schema "test_…" does not exist`).
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgSchemaPrefix: string;
  }
}

export default function setup(project: TestProject) {
  const prefix = `test_${Date.now().toString(36)}_`;
  project.provide('pgSchemaPrefix', prefix);
  return async () => {
    if (!process.env.DATABASE_URL) return;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select nspname as name from pg_namespace where starts_with(nspname, $1)', [prefix]);
      for (const { name } of rows) await client.query(`DROP SCHEMA "${name}" CASCADE`);
    } finally {
      await client.end();
    }
  };
}
