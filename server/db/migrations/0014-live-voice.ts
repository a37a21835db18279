import type { Kysely } from 'kysely';

/**
 * Voice in live events (issue 20): each person's voice state in an event's room, kept with the
 * event. `in_voice` is whether they are in voice now (cleared when their stream closes), `muted`
 * their microphone, `host_muted` that the host muted them and they have not unmuted themselves
 * since; the row outlives their stream, so a rejoin stays muted. Goes with the event. The three
 * flags are integers 0/1 (SQLite has no booleans; one type for both databases).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('live_voice')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('in_voice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('muted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('host_muted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_voice_pk', ['event_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('live_voice').execute();
}
