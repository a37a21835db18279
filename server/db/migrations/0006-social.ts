import type { Kysely } from 'kysely';

/**
 * The social graph's reads (server/users/follow-lists.ts, relations.ts): follower and following
 * counts are indexed COUNTs (exact by construction: one row per pair, no counters to drift), and
 * the follower, following and request lists walk these indexes in page order (newest follow
 * first, keyset on created_at and the other person's id). Blocked users are listed newest first;
 * notifications between two people are found by actor when a request is answered or withdrawn.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('follows_followers_page').on('follows').columns(['following_id', 'status', 'created_at', 'follower_id']).execute();
  await db.schema.createIndex('follows_followings_page').on('follows').columns(['follower_id', 'status', 'created_at', 'following_id']).execute();
  await db.schema.createIndex('blocks_blocker_recent').on('blocks').columns(['blocker_id', 'created_at', 'blocked_id']).execute();
  // Friend suggestions fill up with the newest accounts.
  await db.schema.createIndex('users_newest').on('users').columns(['created_at', 'user_id']).execute();
  await db.schema.createIndex('notifications_actor').on('notifications').columns(['actor_id', 'user_id', 'type']).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const index of ['notifications_actor', 'users_newest', 'blocks_blocker_recent', 'follows_followings_page', 'follows_followers_page'])
    await db.schema.dropIndex(index).execute();
}
