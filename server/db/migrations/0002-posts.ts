import type { Kysely } from 'kysely';

/** Pods people made (posts): one row each, its assets as JSON text. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('posts')
    .addColumn('post_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('post_type', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('post_name', 'text', (c) => c.notNull())
    .addColumn('post_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('post_tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('post_sub_tag', 'text', (c) => c.notNull())
    .addColumn('post_display_image', 'text', (c) => c.notNull())
    .addColumn('pod_id', 'text', (c) => c.notNull().references('pod_templates.pod_id'))
    .addColumn('pod_name', 'text', (c) => c.notNull())
    .addColumn('post_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_assets', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('posts_user_id').on('posts').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('posts').execute();
}
