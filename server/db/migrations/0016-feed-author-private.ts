import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The feed's "author is private" flag (issue 23; docs/performance.md): each post carries whether
 * its author's profile is private, and the feed index holds it, so the feed's index walk probes
 * the author's profile (and the viewer's follow) only for private authors' rows. Triggers keep it
 * right for every writer, in the writing transaction: a post written or moved to another author
 * takes the author's current flag, and a profile turning private or public flags all its posts.
 */
export async function up(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('posts')
    .addColumn('author_private', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update posts set author_private = 1 where user_id in (select user_id from users where profile_type = 'private')`.execute(db);
  await db.schema.dropIndex('posts_feed').execute();
  await db.schema.createIndex('posts_feed').on('posts').columns(['post_type', 'created_at', 'post_id', 'user_id', 'author_private', 'post_name']).execute();
  if (postgres) {
    // FOR SHARE: a post written while its author's profile changes waits for that change to
    // commit and reads the new value (and the profile's update waits for the post's commit).
    await sql`create function posts_take_author_private() returns trigger language plpgsql as $$
      begin
        new.author_private := case when exists (select 1 from users where user_id = new.user_id and profile_type = 'private' for share) then 1 else 0 end;
        return new;
      end $$`.execute(db);
    await sql`create trigger posts_author_private before insert or update of user_id, author_private on posts
      for each row execute function posts_take_author_private()`.execute(db);
    await sql`create function users_flag_posts_private() returns trigger language plpgsql as $$
      begin
        update posts set author_private = case when new.profile_type = 'private' then 1 else 0 end where user_id = new.user_id;
        return null;
      end $$`.execute(db);
    await sql`create trigger users_profile_type_posts after update of profile_type on users
      for each row when (old.profile_type is distinct from new.profile_type) execute function users_flag_posts_private()`.execute(db);
    return;
  }
  const authorFlag = sql`coalesce((select profile_type = 'private' from users where user_id = new.user_id), 0)`;
  for (const [name, event] of [
    ['posts_author_private_insert', sql`after insert on posts`],
    ['posts_author_private_update', sql`after update of user_id, author_private on posts`],
  ] as const) {
    await sql`create trigger ${sql.raw(name)} ${event} when new.author_private is not ${authorFlag}
      begin update posts set author_private = ${authorFlag} where post_id = new.post_id; end`.execute(db);
  }
  await sql`create trigger users_profile_type_posts after update of profile_type on users when old.profile_type is not new.profile_type
    begin update posts set author_private = (new.profile_type = 'private') where user_id = new.user_id; end`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop trigger users_profile_type_posts${sql.raw(postgres ? ' on users' : '')}`.execute(db);
  if (postgres) {
    await sql`drop trigger posts_author_private on posts`.execute(db);
    await sql`drop function posts_take_author_private`.execute(db);
    await sql`drop function users_flag_posts_private`.execute(db);
  } else {
    for (const name of ['posts_author_private_insert', 'posts_author_private_update']) await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropIndex('posts_feed').execute();
  await db.schema.createIndex('posts_feed').on('posts').columns(['post_type', 'created_at', 'post_id', 'user_id', 'post_name']).execute();
  await db.schema.alterTable('posts').dropColumn('author_private').execute();
}
