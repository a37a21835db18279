import type { Kysely } from 'kysely';

/**
 * Single-use tickets for the live notification stream: EventSource cannot send headers, so the
 * app trades its session for a ticket valid for a minute and puts that in the stream's URL. Only
 * a hash is stored; any server process can redeem it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_expiry').on('stream_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('stream_tickets').execute();
}
