import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Live events (issue 8): who is in an event's room right now and where (`live_presence`, one row
 * per person, refreshed by their open stream and their moves), and the room's text chat
 * (`live_messages`). Both go with the event.
 */
export async function up(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('live_presence')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('x', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('y', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('z', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('yaw', 'real', (c) => c.notNull().defaultTo(0))
    /** Milliseconds: the last accepted move (moves are limited to 10 a second). */
    .addColumn('moved_at', 'bigint', (c) => c.notNull().defaultTo(0))
    /** Seconds: the last sign of life of the person's stream. */
    .addColumn('seen_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_presence_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('live_messages')
    .addColumn('message_id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_messages_event').on('live_messages').columns(['event_id', 'message_id']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('live_messages').execute();
  await db.schema.dropTable('live_presence').execute();
}
