import type { Kysely } from 'kysely';

/**
 * A room's main screen (issue 48 item 4; server/live/main-screen.ts): `room_screens` holds, per
 * room (`event:{eventId}` or `pod:{postId}`, as room_presence), the id of the Pod's image, video
 * or web page its host put on the main screen. One row while something shows; clearing deletes
 * it, and a Pod room's goes when its last person leaves (as its chat does).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('room_screens')
    .addColumn('room', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('room_screens').execute();
}
