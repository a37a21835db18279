/**
 * Friend suggestions (/friends, For You): people followed by the people I follow, ranked by how
 * many of them follow each; when that gives fewer than a full list, the most followed people and
 * then the newest accounts fill it. Never myself, anyone I follow or asked to follow, anyone in a
 * block relation with me either way, or anyone who has not finished creating their account.
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { likePattern, nameMatches } from './name-search.ts';
import { noBlockWith, podCount } from './relations.ts';

export const SUGGESTION_LIMIT = 20;
/** The most followed people, counted at most once a minute (a full pass over the follows). */
const POPULAR_POOL = 200;
const POPULAR_TTL_MS = 60_000;
const popularCache = new WeakMap<Db, { at: number; ids: string[] }>();

async function popularIds(db: Db) {
  const cached = popularCache.get(db);
  if (cached && Date.now() - cached.at <= POPULAR_TTL_MS) return cached.ids;
  const rows = await db.kysely
    .selectFrom('follows')
    .select(['followingId', (eb) => eb.fn.countAll<number>().as('followers')])
    .where('status', '=', 'accepted')
    .groupBy('followingId')
    .orderBy('followers', 'desc')
    .orderBy('followingId')
    .limit(POPULAR_POOL)
    .execute();
  const ids = rows.map((row) => row.followingId);
  popularCache.set(db, { at: Date.now(), ids });
  return ids;
}

/** Conditions every suggested person (users.user_id) meets. */
function eligible(userId: string, pattern: string | null) {
  const notFollowed = sql<SqlBool>`not exists (select 1 from follows mine where mine.follower_id = ${userId} and mine.following_id = users.user_id)`;
  const named = pattern ? nameMatches(pattern) : sql<SqlBool>`true`;
  return sql<SqlBool>`users.user_id <> ${userId} and users.user_name is not null and ${notFollowed} and ${noBlockWith(userId, 'users.userId')} and ${named}`;
}

export async function friendSuggestions(db: Db, userId: string, search: string | null) {
  const allowed = eligible(userId, likePattern(search));
  const mutual = await db.kysely
    .selectFrom('follows as mine')
    .innerJoin('follows as theirs', (join) => join.onRef('theirs.followerId', '=', 'mine.followingId').on('theirs.status', '=', 'accepted'))
    .innerJoin('users', 'users.userId', 'theirs.followingId')
    .select(['users.userId', (eb) => eb.fn.countAll<number>().as('rank')])
    .where('mine.followerId', '=', userId)
    .where('mine.status', '=', 'accepted')
    .where(allowed)
    .groupBy('users.userId')
    .orderBy('rank', 'desc')
    .orderBy('users.userId')
    .limit(SUGGESTION_LIMIT)
    .execute();
  const ranked = mutual.map((row) => ({ userId: row.userId, mutual: Number(row.rank) }));

  // Fill: the most followed people, then the newest accounts.
  const missing = () => SUGGESTION_LIMIT - ranked.length;
  const taken = () => (ranked.length > 0 ? ranked.map((row) => row.userId) : ['']);
  if (missing() > 0) {
    const pool = await popularIds(db);
    const allowedIds =
      pool.length === 0
        ? []
        : await db.kysely
            .selectFrom('users')
            .select('users.userId')
            .where('users.userId', 'in', pool)
            .where('users.userId', 'not in', taken())
            .where(allowed)
            .execute();
    const fits = new Set(allowedIds.map((row) => row.userId));
    ranked.push(
      ...pool
        .filter((poolId) => fits.has(poolId))
        .slice(0, missing())
        .map((poolId) => ({ userId: poolId, mutual: 0 })),
    );
  }
  if (missing() > 0) {
    const newest = await db.kysely
      .selectFrom('users')
      .select('users.userId')
      .where('users.userId', 'not in', taken())
      .where(allowed)
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.userId', 'desc')
      .limit(missing())
      .execute();
    ranked.push(...newest.map((row) => ({ userId: row.userId, mutual: 0 })));
  }
  if (ranked.length === 0) return { suggestions: [] };

  const ids = ranked.map((row) => row.userId);
  const users = await db.kysely
    .selectFrom('users')
    .select(['users.userId', 'users.userName', 'users.displayName', 'users.dpUrl', 'users.profileType', 'users.pods'])
    .select((eb) =>
      eb
        .selectFrom('follows as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('c.followingId', '=', 'users.userId')
        .where('c.status', '=', 'accepted')
        .as('totalFollowers'),
    )
    .where('users.userId', 'in', ids)
    .execute();
  const byId = new Map(users.map((user) => [user.userId, user]));
  return {
    suggestions: ranked.flatMap(({ userId: id, mutual: mutualFollows }) => {
      const user = byId.get(id);
      if (!user) return [];
      return [
        {
          userId: user.userId,
          userName: user.userName,
          userDisplayName: user.displayName,
          userDPUrl: user.dpUrl,
          userProfileType: user.profileType as 'public' | 'private',
          mutualFollows,
          totalFollowers: Number(user.totalFollowers ?? 0),
          userTotalPods: podCount(user.pods),
        },
      ];
    }),
  };
}
