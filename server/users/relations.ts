/**
 * How two people stand to each other (spec §4 Follow status, §6): the viewer's follow status
 * towards someone, blocks either way, and who may see a profile's lists and Pods. A block hides
 * both people from each other; a private profile shows its lists and Pods only to itself and its
 * accepted followers.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';

export type FollowStatus = false | 'pending' | 'accepted' | 'blocked' | 'self';

type Trx = Db['kysely'];

/**
 * A condition that no block stands between the viewer and the person in `userColumn` (a
 * camelCase reference such as 'users.userId'), either way: two primary-key probes.
 */
export const noBlockWith = (viewerId: string, userColumn: string) => noBlockBetweenOf(sql`${viewerId}`, sql.ref(userColumn));

/** The same between the people of two columns of one row (such as a notification's recipient and actor). */
export const noBlockBetween = (aColumn: string, bColumn: string) => noBlockBetweenOf(sql.ref(aColumn), sql.ref(bColumn));

function noBlockBetweenOf(a: RawBuilder<unknown>, b: RawBuilder<unknown>) {
  return sql<SqlBool>`(not exists (select 1 from blocks where blocks.blocker_id = ${a} and blocks.blocked_id = ${b})
    and not exists (select 1 from blocks where blocks.blocker_id = ${b} and blocks.blocked_id = ${a}))`;
}

/**
 * Whether the viewer (null or '' for a signed-out visitor) may see one Pod: a private Pod only its
 * owner; a public one anyone in no block relation with the owner (either way), and of a private
 * profile only the owner's accepted followers. The check behind every read of a single Pod.
 */
export async function maySeePod(kysely: Trx, post: { userId: string; postType: string }, viewerId: string | null) {
  if (viewerId && post.userId === viewerId) return true;
  if (post.postType !== 'public') return false;
  if (viewerId) {
    const { aBlockedB, bBlockedA } = await blocksBetween(kysely, viewerId, post.userId);
    if (aBlockedB || bBlockedA) return false;
  }
  const owner = await kysely.selectFrom('users').select('profileType').where('userId', '=', post.userId).executeTakeFirst();
  if (!owner) return false;
  if (owner.profileType !== 'private') return true;
  return viewerId ? (await followRow(kysely, viewerId, post.userId)) === 'accepted' : false;
}

/** The two blocks between a and b: whether a blocked b, and whether b blocked a. */
export async function blocksBetween(kysely: Trx, a: string, b: string) {
  const rows = await kysely
    .selectFrom('blocks')
    .select(['blockerId'])
    .where((eb) => eb.or([eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]), eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)])]))
    .execute();
  return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) };
}

/** The follow row from `followerId` to `followingId`, if any ('accepted' or 'pending'). */
export async function followRow(kysely: Trx, followerId: string, followingId: string) {
  const row = await kysely
    .selectFrom('follows')
    .select('status')
    .where('followerId', '=', followerId)
    .where('followingId', '=', followingId)
    .executeTakeFirst();
  return (row?.status as 'accepted' | 'pending' | undefined) ?? null;
}

/** The viewer's status towards another person; null when the other has blocked the viewer (they are hidden). */
export async function followStatus(db: Db, viewerId: string, otherId: string): Promise<FollowStatus | null> {
  if (viewerId === otherId) return 'self';
  const { aBlockedB, bBlockedA } = await blocksBetween(db.kysely, viewerId, otherId);
  if (bBlockedA) return null;
  if (aBlockedB) return 'blocked';
  return (await followRow(db.kysely, viewerId, otherId)) ?? false;
}

export const findPerson = (kysely: Trx, userId: string) =>
  kysely
    .selectFrom('users')
    .select(['userId', 'userName', 'displayName', 'dpUrl', 'location', 'profileType', 'pods'])
    .where('userId', '=', userId)
    .executeTakeFirst();

export const USER_NOT_FOUND = 'User not found';

/**
 * The person whose profile, lists or Pods the viewer asks for, with what the viewer may see:
 * 404 if they do not exist or blocked the viewer (as if they did not exist).
 */
export async function visiblePerson(db: Db, viewerId: string, ownerId: string) {
  const person = await findPerson(db.kysely, ownerId);
  if (!person) throw httpError(404, USER_NOT_FOUND);
  if (viewerId === ownerId) return { person, status: 'self' as FollowStatus, viewerBlocked: false, canSeeContent: true };
  const { aBlockedB: viewerBlocked, bBlockedA: blockedViewer } = await blocksBetween(db.kysely, viewerId, ownerId);
  if (blockedViewer) throw httpError(404, USER_NOT_FOUND);
  const follow = viewerBlocked ? null : await followRow(db.kysely, viewerId, ownerId);
  const status: FollowStatus = viewerBlocked ? 'blocked' : (follow ?? false);
  const canSeeContent = !viewerBlocked && (person.profileType !== 'private' || follow === 'accepted');
  return { person, status, viewerBlocked, canSeeContent };
}

/** Refuses (403) a viewer who may not see the owner's followers, followings or Pods. */
export async function requireContentAccess(db: Db, viewerId: string, ownerId: string, what: string) {
  const seen = await visiblePerson(db, viewerId, ownerId);
  if (seen.viewerBlocked) throw httpError(403, `You have blocked this user. Unblock them to see their ${what}.`);
  if (!seen.canSeeContent) throw httpError(403, `This account is private. Only its approved followers can see its ${what}.`);
  return seen;
}

/** Number of Pods on the user's record (spec §3 userTotalPods). */
export const podCount = (pods: string) => {
  const value: unknown = JSON.parse(pods);
  return Array.isArray(value) ? value.length : 0;
};
