/**
 * Follow writes (spec §4 Follow status, design §5 private profiles): following a public profile
 * is accepted at once, a private one becomes a request the owner accepts or declines; unfollowing
 * also cancels a request; the owner can remove a follower. One row per pair makes every write
 * idempotent and the indexed counts exact. Each write and the notifications it causes commit
 * together.
 *
 * PostgreSQL: a follow holds both people's user rows FOR SHARE (in id order) while it checks
 * blocks and the profile type, and a block holds them FOR NO KEY UPDATE, so a follow and a block
 * between the same two people never interleave (concurrent follows of one person share the lock).
 * SQLite runs one write transaction at a time.
 */
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { markRead, withdrawUnread } from '../notifications/store.ts';
import { notifyingTransaction } from '../notifications/after-commit.ts';
import { nowSeconds } from '../clock.ts';
import { blocksBetween, followRow, USER_NOT_FOUND } from './relations.ts';

type Trx = Db['kysely'];

/** Both people's rows, locked in id order on PostgreSQL; 404 when the other does not exist. */
export async function lockPair(db: Db, trx: Trx, callerId: string, otherId: string, mode: 'share' | 'update') {
  let query = trx.selectFrom('users').select(['userId', 'profileType']).where('userId', 'in', [callerId, otherId]).orderBy('userId');
  if (db.dialect === 'postgres') query = mode === 'share' ? query.forShare() : query.forNoKeyUpdate();
  const rows = await query.execute();
  const other = rows.find((row) => row.userId === otherId);
  if (!other) throw httpError(404, USER_NOT_FOUND);
  return other;
}

/** Follows (public profile) or asks to follow (private profile); repeating it changes nothing. */
export async function follow(db: Db, followerId: string, targetId: string) {
  if (followerId === targetId) throw httpError(400, 'You can not follow yourself.');
  return notifyingTransaction(db, async (trx, notify) => {
    const target = await lockPair(db, trx, followerId, targetId, 'share');
    const blocks = await blocksBetween(trx, followerId, targetId);
    if (blocks.aBlockedB) throw httpError(403, 'You have blocked this user. Unblock them to follow them.');
    if (blocks.bBlockedA) throw httpError(403, 'You can not follow this user.');
    const existing = await followRow(trx, followerId, targetId);
    if (existing) return { userId: targetId, status: existing };
    const status = target.profileType === 'private' ? 'pending' : 'accepted';
    const inserted = await trx
      .insertInto('follows')
      .values({ followerId, followingId: targetId, status, createdAt: nowSeconds() })
      .onConflict((oc) => oc.columns(['followerId', 'followingId']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { userId: targetId, status: (await followRow(trx, followerId, targetId)) ?? status };
    await notify([{ userId: targetId, actorId: followerId, type: status === 'pending' ? 'Follow Request' : 'New Follower' }]);
    return { userId: targetId, status };
  });
}

/** The owner accepts a pending request (accepting an accepted follower again is fine). */
export async function acceptRequest(db: Db, ownerId: string, followerId: string) {
  return notifyingTransaction(db, async (trx, notify) => {
    const updated = await trx
      .updateTable('follows')
      .set({ status: 'accepted' })
      .where('followerId', '=', followerId)
      .where('followingId', '=', ownerId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      if ((await followRow(trx, followerId, ownerId)) !== 'accepted') throw httpError(404, 'There is no follow request from this user.');
      return { userId: followerId, status: 'accepted' as const };
    }
    await markRead(trx, ownerId, followerId, ['Follow Request']);
    await notify([{ userId: followerId, actorId: ownerId, type: 'Follow Accepted' }]);
    return { userId: followerId, status: 'accepted' as const };
  });
}

/** The owner declines a pending request; an accepted follower is left alone (use remove). */
export async function declineRequest(db: Db, ownerId: string, followerId: string) {
  return db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('follows').where('followerId', '=', followerId).where('followingId', '=', ownerId).where('status', '=', 'pending').execute();
    await markRead(trx, ownerId, followerId, ['Follow Request']);
    const left = await followRow(trx, followerId, ownerId);
    return { userId: followerId, status: left ?? false };
  });
}

/** Stops following, or cancels a request; its unread notification is withdrawn. */
export async function unfollow(db: Db, followerId: string, targetId: string) {
  return db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('follows').where('followerId', '=', followerId).where('followingId', '=', targetId).execute();
    await withdrawUnread(trx, targetId, followerId, ['New Follower', 'Follow Request']);
    return { userId: targetId, status: false as const };
  });
}

/** The owner removes a follower (or a request) from their followers. */
export async function removeFollower(db: Db, ownerId: string, followerId: string) {
  return db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('follows').where('followerId', '=', followerId).where('followingId', '=', ownerId).execute();
    await withdrawUnread(trx, ownerId, followerId, ['New Follower', 'Follow Request']);
    return { userId: followerId, status: false as const };
  });
}
