import type { Kysely } from 'kysely';

/**
 * Which of a person's streams holds their place in a live room (issue 24). A reloaded page's new
 * stream may open before the old one's close is seen (on another server process, in any order):
 * the close takes the person out only when its stream still holds the place.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('live_presence')
    .addColumn('stream_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('live_presence').dropColumn('stream_id').execute();
}
