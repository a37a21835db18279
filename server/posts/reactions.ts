/**
 * Likes and views. One row per user and Pod makes both idempotent; the Pod's counter changes
 * only when a row is really added or removed, under a lock on the Pod's row (PostgreSQL), so
 * counts stay exact however many toggles arrive at once.
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../auth/tokens.ts';
import { httpError } from '../http/errors.ts';
import { maySeePod } from '../users/relations.ts';

type Trx = Db['kysely'];

async function lockVisiblePost(db: Db, trx: Trx, postId: string, viewerId: string) {
  let query = trx.selectFrom('posts').select(['postId', 'userId', 'postType']).where('postId', '=', postId);
  if (db.dialect === 'postgres') query = query.forUpdate();
  const post = await query.executeTakeFirst();
  // Only a Pod the viewer may see (see maySeePod): its counts are not shown to anyone else.
  if (!post || !(await maySeePod(trx, post, viewerId))) throw httpError(404, 'Pod not found');
  return post;
}

/** Sets (or, without `liked`, flips) the viewer's like; answers the state and the exact count. */
export async function toggleLike(db: Db, userId: string, postId: string, liked?: boolean) {
  return db.kysely.transaction().execute(async (trx) => {
    await lockVisiblePost(db, trx, postId, userId);
    const existing = await trx.selectFrom('postLikes').select('userId').where('postId', '=', postId).where('userId', '=', userId).executeTakeFirst();
    const want = liked ?? !existing;
    if (want && !existing) {
      const inserted = await trx
        .insertInto('postLikes')
        .values({ postId, userId, createdAt: nowSeconds() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
        await trx
          .updateTable('posts')
          .set((eb) => ({ postLikes: eb('postLikes', '+', 1) }))
          .where('postId', '=', postId)
          .execute();
    } else if (!want && existing) {
      const deleted = await trx.deleteFrom('postLikes').where('postId', '=', postId).where('userId', '=', userId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0)
        await trx
          .updateTable('posts')
          .set((eb) => ({ postLikes: eb('postLikes', '-', 1) }))
          .where('postId', '=', postId)
          .execute();
    }
    const { postLikes } = await trx.selectFrom('posts').select('postLikes').where('postId', '=', postId).executeTakeFirstOrThrow();
    return { postId, isLiked: want, postLikes };
  });
}

/**
 * A view by a signed-in viewer who is not the author (spec §6) counts once per viewer: views are
 * distinct people who opened the Pod, which a reload or a script cannot inflate.
 */
export async function recordView(db: Db, viewerId: string, postId: string) {
  return db.kysely.transaction().execute(async (trx) => {
    const post = await lockVisiblePost(db, trx, postId, viewerId);
    let counted = false;
    if (post.userId !== viewerId) {
      const inserted = await trx
        .insertInto('postViews')
        .values({ postId, userId: viewerId, createdAt: nowSeconds() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      counted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      if (counted)
        await trx
          .updateTable('posts')
          .set((eb) => ({ postViews: eb('postViews', '+', 1) }))
          .where('postId', '=', postId)
          .execute();
    }
    const { postViews } = await trx.selectFrom('posts').select('postViews').where('postId', '=', postId).executeTakeFirstOrThrow();
    return { postId, postViews, counted };
  });
}
