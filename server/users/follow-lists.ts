/**
 * Followers, followings and incoming follow requests (spec §3 Follower row, Following row) in
 * cursor pages: newest follow first, keyset on (created_at, the other person's id) along the
 * follows_*_page indexes, so a page costs the same however deep it is. People in a block relation
 * with the viewer are left out; each row says how the viewer stands to its person.
 */
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { noBlockWith, podCount, type FollowStatus } from './relations.ts';
import { likePattern, nameMatches } from './name-search.ts';

export const LIST_PAGE_SIZE = 20;
export const MAX_LIST_PAGE_SIZE = 50;
/** Cursors that ask for the first page. */
const FIRST_PAGE = new Set(['', '0', 'start']);

export type ListKind = 'followers' | 'followings' | 'requests';

export interface ListQuery {
  ownerId: string;
  viewerId: string;
  cursor: string;
  search: string | null;
  limit: number;
}

interface Position {
  createdAt: number;
  userId: string;
}

export const encodeCursor = (position: Position) => Buffer.from(JSON.stringify([position.createdAt, position.userId])).toString('base64url');

export function decodeCursor(cursor: string): Position | null {
  if (FIRST_PAGE.has(cursor)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && Number.isInteger(value[0]) && typeof value[1] === 'string')
      return { createdAt: value[0] as number, userId: value[1] };
  } catch {
    // fall through to the 400 below
  }
  throw httpError(400, "cursor is not valid: use '0' for the first page, then the nextCursor of the previous page.");
}

/** Which side of the follows row is the list's owner and which the listed person. */
const SIDES = {
  followers: { owner: 'follows.followingId', person: 'follows.followerId', status: 'accepted' },
  requests: { owner: 'follows.followingId', person: 'follows.followerId', status: 'pending' },
  followings: { owner: 'follows.followerId', person: 'follows.followingId', status: 'accepted' },
} as const;

async function page(db: Db, kind: ListKind, query: ListQuery) {
  const side = SIDES[kind];
  const after = decodeCursor(query.cursor);
  const pattern = likePattern(query.search);
  const limit = Math.min(Math.max(1, query.limit), MAX_LIST_PAGE_SIZE);
  let rows = db.kysely
    .selectFrom('follows')
    .innerJoin('users', 'users.userId', side.person)
    .select(['users.userId', 'users.userName', 'users.displayName', 'users.dpUrl', 'users.pods', 'follows.createdAt'])
    .select((eb) => [
      eb
        .selectFrom('follows as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('c.followingId', '=', 'users.userId')
        .where('c.status', '=', 'accepted')
        .as('totalFollowers'),
      eb
        .selectFrom('follows as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('c.followerId', '=', 'users.userId')
        .where('c.status', '=', 'accepted')
        .as('totalFollowings'),
      eb
        .selectFrom('follows as v')
        .select('v.status')
        .where('v.followerId', '=', query.viewerId)
        .whereRef('v.followingId', '=', 'users.userId')
        .as('viewerStatus'),
    ])
    .where(side.owner, '=', query.ownerId)
    .where('follows.status', '=', side.status)
    .where(noBlockWith(query.viewerId, 'users.userId'));
  if (pattern) rows = rows.where(nameMatches(pattern));
  if (after)
    rows = rows.where((eb) =>
      eb.or([eb('follows.createdAt', '<', after.createdAt), eb.and([eb('follows.createdAt', '=', after.createdAt), eb(side.person, '<', after.userId)])]),
    );
  const found = await rows
    .orderBy('follows.createdAt', 'desc')
    .orderBy(side.person, 'desc')
    .limit(limit + 1)
    .execute();
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = found.length > limit && last ? encodeCursor({ createdAt: last.createdAt, userId: last.userId }) : null;
  const people = shown.map((row) => ({
    userId: row.userId,
    name: row.displayName,
    userName: row.userName,
    image: row.dpUrl,
    totalFollowers: Number(row.totalFollowers ?? 0),
    totalFollowings: Number(row.totalFollowings ?? 0),
    totalPods: podCount(row.pods),
    viewerStatus: (row.userId === query.viewerId ? 'self' : ((row.viewerStatus as 'accepted' | 'pending' | null) ?? false)) satisfies FollowStatus,
    followedAt: row.createdAt,
  }));
  return { people, nextCursor };
}

type Person = Awaited<ReturnType<typeof page>>['people'][number];

const followerRow = (p: Person) => ({
  followerId: p.userId,
  followerName: p.name,
  followerUserName: p.userName,
  followerDisplayImage: p.image,
  totalFollowers: p.totalFollowers,
  totalFollowings: p.totalFollowings,
  userTotalPods: p.totalPods,
  followBackStatus: p.viewerStatus,
  followedAt: p.followedAt,
});

const followingRow = (p: Person) => ({
  followingId: p.userId,
  followingName: p.name,
  followingUserName: p.userName,
  followingDisplayImage: p.image,
  userTotalFollowers: p.totalFollowers,
  userTotalFollowings: p.totalFollowings,
  userTotalPods: p.totalPods,
  followingStatus: p.viewerStatus,
  followedAt: p.followedAt,
});

export async function followersPage(db: Db, query: ListQuery) {
  const { people, nextCursor } = await page(db, 'followers', query);
  return { followers: people.map(followerRow), nextCursor };
}

export async function followingsPage(db: Db, query: ListQuery) {
  const { people, nextCursor } = await page(db, 'followings', query);
  return { followings: people.map(followingRow), nextCursor };
}

/** Incoming follow requests, as follower rows (the owner answers them on /friends). */
export async function requestsPage(db: Db, query: ListQuery) {
  const { people, nextCursor } = await page(db, 'requests', query);
  return { requests: people.map(followerRow), nextCursor };
}
