import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('login_id', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text')
    .addColumn('user_name_lower', 'text', (c) => c.unique())
    .addColumn('display_name', 'text')
    .addColumn('dp_url', 'text')
    .addColumn('location', 'text')
    .addColumn('profile_type', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('interests', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('social_links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('pods', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('sign_in_nonces')
    .addColumn('nonce_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pod_templates')
    .addColumn('pod_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('display_image', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['pod_templates', 'sign_in_nonces', 'sessions', 'users']) await db.schema.dropTable(table).execute();
}
