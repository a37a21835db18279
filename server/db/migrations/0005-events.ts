import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Events hosted in a Pod (spec §3 Event): numeric ids, one row per guest, and the indexes the
 * host's list, the guest's invitations and the pending-events limit read.
 */
export async function up(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('events')
    .addColumn('event_id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('host_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.post_id').onDelete('cascade'))
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('event_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event_thumbnail', 'text')
    .addColumn('start_timestamp', 'integer', (c) => c.notNull())
    .addColumn('end_timestamp', 'integer', (c) => c.notNull())
    .addColumn('event_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_host').on('events').columns(['host_id', 'event_status', 'start_timestamp']).execute();

  await db.schema
    .createTable('event_guests')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_guests_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_guests_user').on('event_guests').columns(['user_id', 'event_id']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('event_guests').execute();
  await db.schema.dropTable('events').execute();
}
