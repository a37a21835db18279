/**
 * Blocks: blocking someone removes the follows between the two (either way, requests too), the
 * unread follow notifications between them and the event invitations between them (with their
 * notifications) in the same transaction; from then on each is hidden from the other
 * (relations.ts), in live rooms at once (live/separate.ts). Unblocking brings none of it back.
 */
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { withdrawUnread, type NotificationType } from '../notifications/store.ts';
import { nowSeconds } from '../clock.ts';
import { lockPair } from './follows.ts';
import { likePattern, nameMatches } from './name-search.ts';
import { withdrawInvitationsBetween } from '../events/guests.ts';
import { separateInRooms } from '../live/separate.ts';

const FOLLOW_NOTIFICATIONS: NotificationType[] = ['New Follower', 'Follow Request', 'Follow Accepted'];
export const MAX_BLOCKED_LIST = 1000;

export async function blockUser(db: Db, blockerId: string, blockedId: string) {
  if (blockerId === blockedId) throw httpError(400, 'You can not block yourself.');
  await db.kysely.transaction().execute(async (trx) => {
    await lockPair(db, trx, blockerId, blockedId, 'update');
    await trx
      .insertInto('blocks')
      .values({ blockerId, blockedId, createdAt: nowSeconds() })
      .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
      .execute();
    await trx
      .deleteFrom('follows')
      .where((eb) =>
        eb.or([
          eb.and([eb('followerId', '=', blockerId), eb('followingId', '=', blockedId)]),
          eb.and([eb('followerId', '=', blockedId), eb('followingId', '=', blockerId)]),
        ]),
      )
      .execute();
    await withdrawUnread(trx, blockerId, blockedId, FOLLOW_NOTIFICATIONS);
    await withdrawUnread(trx, blockedId, blockerId, FOLLOW_NOTIFICATIONS);
    await withdrawInvitationsBetween(trx, blockerId, blockedId);
  });
  await separateInRooms(db, blockerId, blockedId);
  return { userId: blockedId, status: 'blocked' as const };
}

/** Removes the caller's block (idempotent); what the other did stays. */
export async function unblockUser(db: Db, blockerId: string, blockedId: string) {
  await db.kysely.deleteFrom('blocks').where('blockerId', '=', blockerId).where('blockedId', '=', blockedId).execute();
  return { userId: blockedId, status: false as const };
}

/** The people the caller blocked, most recent first, optionally by name or username. */
export async function blockedUsers(db: Db, blockerId: string, search: string | null) {
  const pattern = likePattern(search);
  let query = db.kysely
    .selectFrom('blocks')
    .innerJoin('users', 'users.userId', 'blocks.blockedId')
    .select(['users.userId', 'users.userName', 'users.displayName', 'users.dpUrl', 'blocks.createdAt'])
    .where('blocks.blockerId', '=', blockerId);
  if (pattern) query = query.where(nameMatches(pattern));
  const rows = await query.orderBy('blocks.createdAt', 'desc').orderBy('blocks.blockedId').limit(MAX_BLOCKED_LIST).execute();
  return {
    users: rows.map((row) => ({
      userId: row.userId,
      userName: row.userName,
      userDisplayName: row.displayName,
      userDPUrl: row.dpUrl,
      blockedAt: row.createdAt,
    })),
  };
}
