import type { Kysely } from 'kysely';

/**
 * Pictures of the real Pod (issue 48 item 1; server/posts/pod-picture.ts): `posts.post_display_image_set`
 * is the Pod's own picture at every stored width as a ready `srcset` ("<url> 240w, <url> 480w,
 * <url> 960w"), kept beside `post_display_image` (then the 960-wide one). Null while the Pod shows
 * its template's stock picture, as every Pod did before.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('posts').addColumn('post_display_image_set', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('posts').dropColumn('post_display_image_set').execute();
}
