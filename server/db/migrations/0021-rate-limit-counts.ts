import type { Kysely } from 'kysely';

/**
 * Rate limit counters shared by every server process on one PostgreSQL database (issue 24;
 * server/http/rate-limit-store.ts): one row per limited route and client, counting the hits of
 * its current window, which ends at `window_end` (epoch milliseconds). A hit after that starts a
 * new window in the same row; a row whose window ended is deleted by the next sweep (each process
 * sweeps at most once a minute).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('rate_limit_counts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counts_window_end').on('rate_limit_counts').column('window_end').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('rate_limit_counts').execute();
}
