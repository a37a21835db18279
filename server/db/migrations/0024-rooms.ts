import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Drop-in rooms (issue 46): every Pod has a live room, as a started event has. One set of room
 * tables now serves both, keyed by the room's name (`event:{eventId}` or `pod:{postId}`,
 * server/live/room-key.ts), so presence, chat, voice and their rules are written once:
 * - `room_presence` (was live_presence): who is in a room now. Its `user_id` is a person's id or,
 *   for a signed-out visitor, `visitor-{uuid}` (no users row), so it has no foreign key; a row
 *   not refreshed within its time to live no longer counts, and leaving removes it.
 * - `room_messages` (was live_messages): a room's chat, by signed-in people only. An event's is
 *   kept with the event; a Pod room's only while the room is live (the newest 100).
 * - `room_voice` (was live_voice): each person's voice state in a room.
 * - `room_removals`: whom a Pod's owner removed from its room, and until when.
 * - `room_voice_pairs`: a Pod room's proximity voice pairs now (shared/voice-neighbours.ts), as
 *   a JSON list of pair keys; the server relays voice signals only within them.
 * - `posts.drop_in`: whom the owner lets drop in ('everyone', 'followers', 'only-me').
 * An event's rows go when the event does (server/events/write.ts forgets its room).
 */
export async function up(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('room_presence')
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('x', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('y', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('z', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('yaw', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('moved_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_at', 'integer', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull().defaultTo(''))
    // A signed-out visitor's network (server/http/rate-limits.ts addressKey): how many streams it holds.
    .addColumn('address', 'text')
    .addPrimaryKeyConstraint('room_presence_pk', ['room', 'user_id'])
    .execute();
  // Where a person is (their avatar's news, a block made meanwhile) and how full each room is.
  await db.schema.createIndex('room_presence_user').on('room_presence').columns(['user_id']).execute();
  await db.schema
    .createTable('room_messages')
    .addColumn('message_id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('room_messages_room').on('room_messages').columns(['room', 'message_id']).execute();
  await db.schema
    .createTable('room_voice')
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('in_voice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('muted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('host_muted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_voice_pk', ['room', 'user_id'])
    .execute();
  await db.schema
    .createTable('room_removals')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.post_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('until', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_removals_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('room_voice_pairs')
    .addColumn('room', 'text', (c) => c.primaryKey())
    .addColumn('pairs', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('posts')
    .addColumn('drop_in', 'text', (c) => c.notNull().defaultTo('everyone'))
    .execute();

  const eventRoom = sql`'event:' || cast(event_id as text)`;
  await sql`insert into room_presence (room, user_id, x, y, z, yaw, moved_at, seen_at, stream_id)
    select ${eventRoom}, user_id, x, y, z, yaw, moved_at, seen_at, stream_id from live_presence`.execute(db);
  await sql`insert into room_messages (room, user_id, text, created_at)
    select ${eventRoom}, user_id, text, created_at from live_messages order by message_id`.execute(db);
  await sql`insert into room_voice (room, user_id, in_voice, muted, host_muted, updated_at)
    select ${eventRoom}, user_id, in_voice, muted, host_muted, updated_at from live_voice`.execute(db);
  await db.schema.dropTable('live_voice').execute();
  await db.schema.dropTable('live_messages').execute();
  await db.schema.dropTable('live_presence').execute();
}

export async function down() {
  throw new Error('0024-rooms cannot be undone: restore a backup instead.');
}
