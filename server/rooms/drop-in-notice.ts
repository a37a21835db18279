/**
 * The owner hears when someone they follow drops into their Pod (issue 46 item 5): a 'Dropped In'
 * notification (in the app, on the notification stream, and by Web Push when subscribed), at most
 * once an hour per Pod, whoever comes. Never for the owner themselves, a signed-out visitor, or
 * someone in a block relation with the owner. The hour is checked and the row written in one
 * transaction, held on PostgreSQL by a lock on the Pod's notice, so two processes letting two
 * people in at once write one.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { isVisitor, type RoomKey } from '../live/room-key.ts';
import { notifyingTransaction } from '../notifications/after-commit.ts';
import { blocksBetween, followRow } from '../users/relations.ts';

export const DROP_IN_NOTICE_INTERVAL_S = 60 * 60;

/** Someone just entered this room (server/live/stream.ts); answers whether the owner was told. */
export async function droppedIn(db: Db, room: RoomKey, userId: string): Promise<boolean> {
  if (!room.startsWith('pod:') || isVisitor(userId)) return false;
  const postId = room.slice('pod:'.length);
  const post = await db.kysely.selectFrom('posts').select('userId').where('postId', '=', postId).executeTakeFirst();
  if (!post || post.userId === userId) return false;
  const ownerId = post.userId;
  const [follow, blocks] = await Promise.all([followRow(db.kysely, ownerId, userId), blocksBetween(db.kysely, ownerId, userId)]);
  if (follow !== 'accepted' || blocks.aBlockedB || blocks.bBlockedA) return false;
  return notifyingTransaction(db, async (trx, notify) => {
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`pods-drop-in:${postId}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('notifications')
      .select('notificationId')
      .where('userId', '=', ownerId)
      .where('type', '=', 'Dropped In')
      .where('entityId', '=', postId)
      .where('createdAt', '>', nowSeconds() - DROP_IN_NOTICE_INTERVAL_S)
      .limit(1)
      .executeTakeFirst();
    if (recent) return false;
    await notify([{ userId: ownerId, actorId: userId, type: 'Dropped In', entityId: postId }]);
    return true;
  });
}
