import type { Kysely } from 'kysely';

/**
 * The Discover feed: likes and views (one row per user and post, so counts are exact and a
 * repeated toggle or view is idempotent), the follow graph and blocks (the feed hides the Pods of
 * people who blocked the viewer), a row per post category for the category rows, and the indexes
 * each feed query walks (see docs/performance.md).
 */
export async function up(db: Kysely<unknown>) {
  // What a Pod contains, for the feed cards' flags (bit 1 YouTube, 2 video, 4 social link,
  // 8 animated model), computed when its assets are written so the feed never parses them.
  await db.schema
    .alterTable('posts')
    .addColumn('content_flags', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('post_likes')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.post_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_likes_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('post_likes_user').on('post_likes').columns(['user_id', 'post_id']).execute();

  await db.schema
    .createTable('post_views')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.post_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_views_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('following_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('accepted'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'following_id'])
    .execute();
  await db.schema.createIndex('follows_following').on('follows').columns(['following_id', 'status', 'follower_id']).execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

  await db.schema
    .createTable('post_categories')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.post_id').onDelete('cascade'))
    .addColumn('post_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_categories_pk', ['category', 'post_id'])
    .execute();
  await db.schema.createIndex('post_categories_feed').on('post_categories').columns(['category', 'post_type', 'created_at', 'post_id']).execute();

  // post_name and user_id are included so a name search and the block check read the index only.
  await db.schema.createIndex('posts_feed').on('posts').columns(['post_type', 'created_at', 'post_id', 'user_id', 'post_name']).execute();
  await db.schema.createIndex('posts_top_viewed').on('posts').columns(['post_type', 'post_views', 'post_id']).execute();
  await db.schema.createIndex('posts_top_liked').on('posts').columns(['post_type', 'post_likes', 'post_id']).execute();

  // Existing posts' categories (portable: read and written through Kysely, not dialect JSON functions).
  const typed = db as unknown as Kysely<{
    posts: { post_id: string; post_type: string; post_tags: string; created_at: number };
    post_categories: { category: string; post_id: string; post_type: string; created_at: number };
  }>;
  const posts = await typed.selectFrom('posts').select(['post_id', 'post_type', 'post_tags', 'created_at']).execute();
  for (const post of posts) {
    for (const category of new Set(JSON.parse(post.post_tags) as string[])) {
      await typed.insertInto('post_categories').values({ category, post_id: post.post_id, post_type: post.post_type, created_at: post.created_at }).execute();
    }
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['post_categories', 'blocks', 'follows', 'post_views', 'post_likes']) await db.schema.dropTable(table).execute();
  for (const index of ['posts_feed', 'posts_top_viewed', 'posts_top_liked']) await db.schema.dropIndex(index).execute();
}
