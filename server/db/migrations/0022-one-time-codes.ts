import type { Kysely } from 'kysely';

/**
 * Short-lived single-use codes (server/auth/one-time-codes.ts) shared by every server process
 * (issue 24): behind a load balancer a code issued by one process is redeemed on another. Only the
 * code's SHA-256 hash is stored; `purpose` says which kind of code it is, `value` what it was
 * issued for (JSON), `expires_at` when it stops counting (epoch seconds). Expired rows are swept
 * by later issues of the same purpose, hence the index.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('one_time_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('one_time_codes_purpose_expiry').on('one_time_codes').columns(['purpose', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('one_time_codes').execute();
}
