import type { Kysely } from 'kysely';

/**
 * Web Push subscriptions (spec §3 Push subscription): one row per browser endpoint, owned by the
 * user who last subscribed it (a re-subscribe moves it). Pushes to a user read their rows by
 * user_id; an endpoint the push service answers 404 or 410 for is deleted.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('expiration_time', 'bigint')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('push_subscriptions').execute();
}
