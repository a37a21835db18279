/**
 * The Discover feed's reads: the timeline (all or one category, optional name search), the top
 * viewed and top liked lists, and trending profiles. Every read shows only public Pods of people
 * who have not blocked the viewer, walks an index in its sort order (see docs/performance.md),
 * and pages with a bounded offset.
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { toPost } from './repository.ts';

export const FEED_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 50;
/** Offsets stay bounded: page × size ≤ this many rows. */
export const MAX_FEED_OFFSET = 5000;
export const TOP_LIST_SIZE = 10;

export interface TimelineQuery {
  pageNumber: number;
  pageSize: number;
  category: string | null;
  search: string | null;
}

type PostAssets = {
  frames?: { frameType?: string }[];
  iframes?: { iframeUrl?: string }[];
  Assets3d?: { animated?: boolean }[];
};
const SOCIAL_HOSTS = /^https:\/\/(www\.)?(facebook|instagram|twitter|x|pinterest|threads)\.(com|net)\//i;
const YOUTUBE = /^https:\/\/(www\.)?(youtube\.com|youtu\.be)\//i;

/** A feed card: the post, whether the viewer likes it, and what it contains (spec §3 card flags). */
function toCard(row: Parameters<typeof toPost>[0] & { dpUrl: string | null; displayName: string | null; status: string; liked: number | string | null }) {
  const post = toPost(row, { userId: row.userId, dpUrl: row.dpUrl, displayName: row.displayName, status: row.status });
  const assets = post.postAssets as PostAssets;
  return {
    ...post,
    isLiked: Number(row.liked ?? 0) > 0,
    isYoutube: (assets.iframes ?? []).some((frame) => YOUTUBE.test(frame.iframeUrl ?? '')),
    isVideoContent: (assets.frames ?? []).some((frame) => frame.frameType === 'video'),
    isSocialLink: (assets.iframes ?? []).some((frame) => SOCIAL_HOSTS.test(frame.iframeUrl ?? '')),
    isAnimatedObject: (assets.Assets3d ?? []).some((asset) => asset.animated === true),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Cards with author and like flag; `from` is the base query's first table. */
function cards(db: Db, viewerId: string) {
  return db.kysely
    .selectFrom('posts')
    .innerJoin('users', 'users.userId', 'posts.userId')
    .selectAll('posts')
    .select(['users.dpUrl', 'users.displayName', 'users.status'])
    .select((eb) =>
      eb
        .selectFrom('postLikes')
        .select(sql<number>`1`.as('one'))
        .whereRef('postLikes.postId', '=', 'posts.postId')
        .where('postLikes.userId', '=', viewerId)
        .as('liked'),
    )
    .where('posts.postType', '=', 'public')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('blocks').select('blocks.blockerId').whereRef('blocks.blockerId', '=', 'posts.userId').where('blocks.blockedId', '=', viewerId))));
}

/** The page of ids a timeline query reads (exported so tests can show its query plan). */
export function timelineIds(db: Db, viewerId: string, query: TimelineQuery) {
  const pageSize = Math.min(Math.max(1, query.pageSize), MAX_PAGE_SIZE);
  const offset = Math.min((Math.max(1, query.pageNumber) - 1) * pageSize, MAX_FEED_OFFSET);
  const term = query.search?.trim().toLowerCase();
  const notBlocked = sql<SqlBool>`not exists (select 1 from blocks where blocks.blocker_id = posts.user_id and blocks.blocked_id = ${viewerId})`;
  let ids = db.kysely.selectFrom('posts').select(['posts.postId', 'posts.createdAt']).where('posts.postType', '=', 'public').where(notBlocked);
  if (term) ids = ids.where(sql<SqlBool>`lower(posts.post_name) like ${`%${escapeLike(term)}%`} escape '\\'`);
  if (!query.category) return ids.orderBy('posts.createdAt', 'desc').orderBy('posts.postId', 'desc').limit(pageSize).offset(offset);
  return ids
    .innerJoin('postCategories', (join) => join.onRef('postCategories.postId', '=', 'posts.postId').on('postCategories.category', '=', query.category!).on('postCategories.postType', '=', 'public'))
    .orderBy('postCategories.createdAt', 'desc')
    .orderBy('postCategories.postId', 'desc')
    .limit(pageSize)
    .offset(offset);
}

/**
 * One page of ids first (index only: order, visibility, blocks, name search), then the cards for
 * those ids: the joins and the like flag run for at most a page of rows.
 */
export async function timeline(db: Db, viewerId: string, query: TimelineQuery) {
  const page = await timelineIds(db, viewerId, query).execute();
  const rows = page.length === 0 ? [] : await cards(db, viewerId).where('posts.postId', 'in', page.map((p) => p.postId)).execute();
  const byId = new Map(rows.map((row) => [row.postId, row]));
  const documents = page.flatMap((p) => (byId.has(p.postId) ? [{ value: toCard(byId.get(p.postId)!) }] : []));
  return { pageNumber: Math.max(1, query.pageNumber), pageSize: Math.min(Math.max(1, query.pageSize), MAX_PAGE_SIZE), documents };
}

export async function topPosts(db: Db, viewerId: string, by: 'postViews' | 'postLikes') {
  const rows = await cards(db, viewerId).orderBy(`posts.${by}`, 'desc').orderBy('posts.postId', 'desc').limit(TOP_LIST_SIZE).execute();
  return { pageNumber: 1, pageSize: TOP_LIST_SIZE, documents: rows.map((row) => ({ value: toCard(row) })) };
}

let trendingCache: { at: number; rows: { userId: string; followers: number }[] } | null = null;
const TRENDING_TTL_MS = 60_000;

/** The most followed people (a minute stale at most), minus anyone who blocked the viewer. */
export async function trendingProfiles(db: Db, viewerId: string) {
  if (!trendingCache || Date.now() - trendingCache.at > TRENDING_TTL_MS) {
    const rows = await db.kysely
      .selectFrom('follows')
      .select(['followingId as userId', (eb) => eb.fn.countAll<number>().as('followers')])
      .where('status', '=', 'accepted')
      .groupBy('followingId')
      .orderBy('followers', 'desc')
      .orderBy('followingId')
      .limit(50)
      .execute();
    trendingCache = { at: Date.now(), rows: rows.map((r) => ({ userId: r.userId, followers: Number(r.followers) })) };
  }
  const ids = trendingCache.rows.map((r) => r.userId);
  if (ids.length === 0) return { profiles: [] };
  const users = await db.kysely
    .selectFrom('users')
    .select(['userId', 'userName', 'displayName', 'dpUrl', 'pods'])
    .where('userId', 'in', ids)
    .where('userName', 'is not', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('blocks').select('blocks.blockerId').whereRef('blocks.blockerId', '=', 'users.userId').where('blocks.blockedId', '=', viewerId))))
    .execute();
  const byId = new Map(users.map((u) => [u.userId, u]));
  const profiles = trendingCache.rows
    .filter((r) => byId.has(r.userId))
    .slice(0, TOP_LIST_SIZE)
    .map((r) => {
      const u = byId.get(r.userId)!;
      return { userId: u.userId, userName: u.userName, userDisplayName: u.displayName, userDPUrl: u.dpUrl, totalFollowers: r.followers, userTotalPods: (JSON.parse(u.pods) as unknown[]).length };
    });
  return { profiles };
}

export const resetTrendingCache = () => {
  trendingCache = null;
};
