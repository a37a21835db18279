import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The help form's outbox: every message sent from /settings/help is stored first, then mailed to
 * support over SMTP. A failed send stays here with its attempt count and the time of the next try
 * (back-off); `sent_at` is set once the SMTP server accepted it.
 */
export async function up(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('email_outbox')
    .addColumn('message_id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'integer')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_due').on('email_outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('email_outbox').execute();
}
