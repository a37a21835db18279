import type { Kysely } from 'kysely';

/**
 * Issuing a nonce sweeps a bounded batch of expired ones (server/auth/nonces.ts); the index finds
 * them without reading the whole table. `if not exists`: running it twice does no harm.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('sign_in_nonces_expiry').ifNotExists().on('sign_in_nonces').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('sign_in_nonces_expiry').ifExists().execute();
}
