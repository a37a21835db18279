import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Notifications (spec §3 Notification): one row per recipient, written in the same transaction
 * as what caused it. Ids increase, so a live stream resumes after the last id it delivered
 * (Last-Event-ID) and the unread ones of a type are marked read together.
 */
export async function up(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('notifications')
    .addColumn('notification_id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'integer')
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'notification_id']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('notifications').execute();
}
