import type { Kysely } from 'kysely';

/**
 * Stream tickets say what they open and for which session (issue 17): `purpose` is
 * 'notifications' or 'live-event:{eventId}', `session_hash` the stored hash of the session that
 * asked for it, so a ticket opens only its own kind of stream and dies with its session. Tickets
 * live a minute, so the table is simply made again; `if exists`/`if not exists` let a migration
 * cut short run again.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.dropTable('stream_tickets').ifExists().execute();
  await db.schema
    .createTable('stream_tickets')
    .ifNotExists()
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_expiry').ifNotExists().on('stream_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('stream_tickets').execute();
  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_expiry').on('stream_tickets').column('expires_at').execute();
}
