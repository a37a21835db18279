import type { Kysely } from 'kysely';

/**
 * Secret keys (frame tokens, private picture links, Web Push, the development issuer) kept in the
 * database rather than in each process's DATA_DIR/keys, so every process signs and verifies alike
 * (issue 24; server/auth/server-keys.ts). The value is the key's JSON.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'integer', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('server_keys').execute();
}
