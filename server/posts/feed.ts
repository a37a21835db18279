/**
 * The Discover feed's reads: the timeline (all or one category, optional name search), the top
 * viewed and top liked lists, and trending profiles. Every read shows only public Pods of people
 * in no block relation with the viewer (either way) whose profile is public or open to the viewer
 * (their own, or one they follow with an accepted follow), walks an index in its sort order (see
 * docs/performance.md), and pages with a bounded offset. Blocks and privacy are per-row
 * primary-key probes on the index walk, never a join that would make the database sort.
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { cardsById, documentsFor, likedBy, toDocument } from './feed-cards.ts';
import { noBlockWith } from '../users/relations.ts';
import { busiestRooms, withHereNow } from '../rooms/here-now.ts';
import { LIVE_NOW_SIZE } from '../../shared/here-now.ts';

export const FEED_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 50;
/** Offsets stay bounded: a page starting deeper than this many rows is empty (nothing is read). */
export const MAX_FEED_OFFSET = 5000;
export const TOP_LIST_SIZE = 10;

export interface TimelineQuery {
  pageNumber: number;
  pageSize: number;
  category: string | null;
  search: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whose public Pods the viewer may see in the feed: people in no block relation with the viewer
 * (either way) whose profile is public, the viewer's own, or one the viewer follows (accepted).
 * The guest is the viewer '' (public profiles only). Per row, at most primary-key probes: the
 * block probes only when the viewer is in some block relation at all (asked once per statement),
 * and the follow probe only for a row whose "author is private" flag is set. The flag stands for
 * the author's profile here: triggers keep it equal to it in every writing transaction
 * (migrations/0016-feed-author-private.ts), and the feed index holds it, so a public author's row
 * costs no probe at all.
 */
const feedVisible = (viewerId: string) =>
  sql<SqlBool>`(${inNoBlock(viewerId)} or ${noBlockWith(viewerId, 'posts.userId')}) and (posts.author_private = 0 or posts.user_id = ${viewerId} or ${followedBy(viewerId)})`;

/** The viewer follows the row's author (accepted): a primary-key probe. */
const followedBy = (viewerId: string) =>
  sql<SqlBool>`exists (select 1 from follows vf where vf.follower_id = ${viewerId} and vf.following_id = posts.user_id and vf.status = 'accepted')`;

/** The viewer blocked no one and no one blocked them: not correlated, so evaluated once. */
const inNoBlock = (viewerId: string) =>
  sql<SqlBool>`(not exists (select 1 from blocks where blocks.blocker_id = ${viewerId}) and not exists (select 1 from blocks where blocks.blocked_id = ${viewerId}))`;

/** Visible cards (see feedVisible). */
function cards(db: Db, viewerId: string) {
  return cardsById(db, viewerId).where('posts.postType', '=', PUBLIC).where(feedVisible(viewerId));
}

/**
 * SQLite re-plans a statement each time a parameter its planner looked at is bound again (its
 * STAT4 statistics, which better-sqlite3 builds in): an indexed column's value, LIMIT and OFFSET.
 * That cost the timeline ~20 µs a run, twice what running it costs. So the feed's constants are
 * literals, and its values are bound inside an expression the planner does not look into (the
 * plan is the same for every value: an index walk in feed order).
 */
const PUBLIC = sql.lit('public');
// (prepared() builds with stand-in strings for every value, so the type is said, not looked at.)
const unplannedNumber = (value: number) => sql<number>`(${value} + 0)`;
const unplannedText = (value: string) => sql<string>`(${value} || '')`;

/** A timeline query's values, derived once so the prepared statement only re-binds them. */
export interface TimelineArgs extends Record<string, string | number | null> {
  viewerId: string;
  pageSize: number;
  offset: number;
  category: string | null;
  /** A LIKE pattern for the lower-cased name, or null for no search. */
  pattern: string | null;
}

export function timelineArgs(viewerId: string, query: TimelineQuery): TimelineArgs {
  const pageSize = Math.min(Math.max(1, query.pageSize), MAX_PAGE_SIZE);
  const term = query.search?.trim().toLowerCase();
  return {
    viewerId,
    pageSize,
    offset: (Math.max(1, query.pageNumber) - 1) * pageSize,
    category: query.category,
    pattern: term ? `%${escapeLike(term)}%` : null,
  };
}

/** The page of ids a timeline query reads (exported so tests can show its query plan). */
export function timelineIds(db: Db, args: TimelineArgs) {
  let ids = db.kysely.selectFrom('posts').select(['posts.postId', 'posts.createdAt']).where('posts.postType', '=', PUBLIC).where(feedVisible(args.viewerId));
  if (args.pattern !== null) ids = ids.where(sql<SqlBool>`lower(posts.post_name) like ${args.pattern} escape '\\'`);
  const [limit, offset] = [unplannedNumber(args.pageSize), unplannedNumber(args.offset)];
  if (args.category === null) return ids.orderBy('posts.createdAt', 'desc').orderBy('posts.postId', 'desc').limit(limit).offset(offset);
  return ids
    .innerJoin('postCategories', (join) =>
      join
        .onRef('postCategories.postId', '=', 'posts.postId')
        .on('postCategories.category', '=', unplannedText(args.category!))
        .on('postCategories.postType', '=', PUBLIC),
    )
    .orderBy('postCategories.createdAt', 'desc')
    .orderBy('postCategories.postId', 'desc')
    .limit(limit)
    .offset(offset);
}

/**
 * One statement: the page of ids (index walk: order, visibility, blocks, privacy, name search) and
 * the viewer's like of each. The cards come from feed-cards.ts (cached in process). Prepared:
 * compiled once per shape (category or not, search or not).
 */
const timelinePage = prepared((db: Db, args: TimelineArgs) =>
  db.kysely
    .selectFrom(timelineIds(db, args).as('page'))
    .select((eb) => ['page.postId', likedBy(args.viewerId, eb.ref('page.postId')).as('liked')])
    .orderBy('page.createdAt', 'desc')
    .orderBy('page.postId', 'desc'),
);

export async function timeline(db: Db, viewerId: string, query: TimelineQuery) {
  const args = timelineArgs(viewerId, query);
  // Past the cap nothing is read (bounded work): the page is empty, not a repeat of an earlier one.
  const rows = args.offset > MAX_FEED_OFFSET ? [] : (await timelinePage(db, args)).rows;
  // "Here now" (issue 46): no query unless one of the page's Pods has someone in its room (server/rooms/here-now.ts).
  const withHere = withHereNow(db, viewerId, await documentsFor(db, rows));
  const documents = Array.isArray(withHere) ? withHere : await withHere;
  return { pageNumber: Math.max(1, query.pageNumber), pageSize: args.pageSize, documents };
}

const topBy = (by: 'postViews' | 'postLikes') =>
  prepared((db: Db, args: { viewerId: string }) =>
    cards(db, args.viewerId).orderBy(`posts.${by}`, 'desc').orderBy('posts.postId', 'desc').limit(sql.lit(TOP_LIST_SIZE)),
  );
const topStatements = { postViews: topBy('postViews'), postLikes: topBy('postLikes') };

export async function topPosts(db: Db, viewerId: string, by: 'postViews' | 'postLikes') {
  const { rows } = await topStatements[by](db, { viewerId });
  return { pageNumber: 1, pageSize: TOP_LIST_SIZE, documents: await withHereNow(db, viewerId, rows.map(toDocument)) };
}

/** Rooms read for the 'Live now' row: enough that the viewer still has a full row after visibility. */
const LIVE_NOW_ROOMS = 50;

/**
 * The feed's 'Live now' row (issue 46): the busiest public Pods the viewer may see in the feed,
 * most people first (as the viewer counts them: nobody across a block), at most LIVE_NOW_SIZE;
 * empty when every room is.
 */
export async function liveNow(db: Db, viewerId: string) {
  const postIds = await busiestRooms(db, LIVE_NOW_ROOMS);
  if (postIds.length === 0) return { pageNumber: 1, pageSize: LIVE_NOW_SIZE, documents: [] };
  const rows = await cards(db, viewerId).where('posts.postId', 'in', postIds).execute();
  const documents = (await withHereNow(db, viewerId, rows.map(toDocument)))
    .flatMap((d) => (d.value.hereNow ? [{ document: d, count: d.value.hereNow.count }] : []))
    .sort((a, b) => b.count - a.count || postIds.indexOf(a.document.value.postId) - postIds.indexOf(b.document.value.postId))
    .slice(0, LIVE_NOW_SIZE)
    .map(({ document }) => document);
  return { pageNumber: 1, pageSize: LIVE_NOW_SIZE, documents };
}

let trendingCache: { at: number; rows: { userId: string; followers: number }[] } | null = null;

/** The most followed people (`cacheMs` stale at most), minus anyone in a block relation with the viewer. */
export async function trendingProfiles(db: Db, viewerId: string, cacheMs: number) {
  if (!trendingCache || Date.now() - trendingCache.at >= cacheMs) {
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
    .where(noBlockWith(viewerId, 'users.userId'))
    .execute();
  const byId = new Map(users.map((u) => [u.userId, u]));
  const profiles = trendingCache.rows
    .filter((r) => byId.has(r.userId))
    .slice(0, TOP_LIST_SIZE)
    .map((r) => {
      const u = byId.get(r.userId)!;
      return {
        userId: u.userId,
        userName: u.userName,
        userDisplayName: u.displayName,
        userDPUrl: u.dpUrl,
        totalFollowers: r.followers,
        userTotalPods: (JSON.parse(u.pods) as unknown[]).length,
      };
    });
  return { profiles };
}

export const resetTrendingCache = () => {
  trendingCache = null;
};
