import type { Kysely } from 'kysely';

/**
 * The avatar a person chose for live events (issue 20, item 5; shared/avatar.ts): JSON text
 * `{ shape, colour, accessory }`, null until they choose (then one derived from their id is shown).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('avatar', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('avatar').execute();
}
