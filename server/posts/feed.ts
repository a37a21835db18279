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
import { cardFlags } from './content-flags.ts';
import { noBlockWith, profileOpenTo } from '../users/relations.ts';

export const FEED_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 50;
/** Offsets stay bounded: a page starting deeper than this many rows is empty (nothing is read). */
export const MAX_FEED_OFFSET = 5000;
export const TOP_LIST_SIZE = 10;

type CardRow = Awaited<ReturnType<ReturnType<typeof cardsById>['execute']>>[number];

export interface TimelineQuery {
  pageNumber: number;
  pageSize: number;
  category: string | null;
  search: string | null;
}

/** A feed card: the Pod without its assets, the viewer's like, and what it contains (spec §3). */
function toCard(row: CardRow) {
  return {
    postId: row.postId,
    userId: row.userId,
    postType: row.postType as 'public' | 'private',
    postName: row.postName,
    postDescription: row.postDescription,
    postTags: JSON.parse(row.postTags) as string[],
    postSubTag: row.postSubTag,
    postDisplayImage: row.postDisplayImage,
    podId: row.podId,
    podName: row.podName,
    postLikes: row.postLikes,
    postViews: row.postViews,
    createdAt: row.createdAt,
    user: { userId: row.userId, userDPUrl: row.dpUrl, userDisplayName: row.displayName, userStatus: row.status },
    isLiked: row.liked !== null && Number(row.liked) > 0,
    ...cardFlags(row.contentFlags),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Cards with author and like flag, by id (visibility is the caller's query's business). */
function cardsById(db: Db, viewerId: string) {
  return db.kysely
    .selectFrom('posts')
    .innerJoin('users', 'users.userId', 'posts.userId')
    .select([
      'posts.postId',
      'posts.userId',
      'posts.postType',
      'posts.postName',
      'posts.postDescription',
      'posts.postTags',
      'posts.postSubTag',
      'posts.postDisplayImage',
      'posts.podId',
      'posts.podName',
      'posts.postLikes',
      'posts.postViews',
      'posts.createdAt',
      'posts.contentFlags',
      'users.dpUrl',
      'users.displayName',
      'users.status',
    ])
    .select((eb) =>
      eb
        .selectFrom('postLikes')
        .select(sql<number>`1`.as('one'))
        .whereRef('postLikes.postId', '=', 'posts.postId')
        .where('postLikes.userId', '=', viewerId)
        .as('liked'),
    );
}

/**
 * Whose public Pods the viewer may see in the feed: people in no block relation with the viewer
 * (either way) whose profile is public, the viewer's own, or one the viewer follows (accepted).
 * The guest is the viewer '' (public profiles only).
 */
const feedVisible = (viewerId: string) => sql<SqlBool>`${noBlockWith(viewerId, 'posts.userId')} and ${profileOpenTo(viewerId, 'posts.userId')}`;

/** Visible cards (see feedVisible). */
function cards(db: Db, viewerId: string) {
  return cardsById(db, viewerId).where('posts.postType', '=', 'public').where(feedVisible(viewerId));
}

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
  let ids = db.kysely.selectFrom('posts').select(['posts.postId', 'posts.createdAt']).where('posts.postType', '=', 'public').where(feedVisible(args.viewerId));
  if (args.pattern !== null) ids = ids.where(sql<SqlBool>`lower(posts.post_name) like ${args.pattern} escape '\\'`);
  if (args.category === null) return ids.orderBy('posts.createdAt', 'desc').orderBy('posts.postId', 'desc').limit(args.pageSize).offset(args.offset);
  return ids
    .innerJoin('postCategories', (join) =>
      join.onRef('postCategories.postId', '=', 'posts.postId').on('postCategories.category', '=', args.category!).on('postCategories.postType', '=', 'public'),
    )
    .orderBy('postCategories.createdAt', 'desc')
    .orderBy('postCategories.postId', 'desc')
    .limit(args.pageSize)
    .offset(args.offset);
}

/**
 * One statement: the page of ids (index walk: order, visibility, blocks, privacy, name search) as a
 * subquery, and the cards for just those ids, so the joins and the like flag run for at most a
 * page of rows. Prepared: compiled once per shape (category or not, search or not).
 */
const timelineCards = prepared((db: Db, args: TimelineArgs) =>
  cardsById(db, args.viewerId)
    .where('posts.postId', 'in', db.kysely.selectFrom(timelineIds(db, args).as('page')).select('page.postId'))
    .orderBy('posts.createdAt', 'desc')
    .orderBy('posts.postId', 'desc'),
);

export async function timeline(db: Db, viewerId: string, query: TimelineQuery) {
  const args = timelineArgs(viewerId, query);
  // Past the cap nothing is read (bounded work): the page is empty, not a repeat of an earlier one.
  const rows = args.offset > MAX_FEED_OFFSET ? [] : (await timelineCards(db, args)).rows;
  return { pageNumber: Math.max(1, query.pageNumber), pageSize: args.pageSize, documents: rows.map((row) => ({ value: toCard(row) })) };
}

const topBy = (by: 'postViews' | 'postLikes') =>
  prepared((db: Db, args: { viewerId: string }) =>
    cards(db, args.viewerId).orderBy(`posts.${by}`, 'desc').orderBy('posts.postId', 'desc').limit(TOP_LIST_SIZE),
  );
const topStatements = { postViews: topBy('postViews'), postLikes: topBy('postLikes') };

export async function topPosts(db: Db, viewerId: string, by: 'postViews' | 'postLikes') {
  const { rows } = await topStatements[by](db, { viewerId });
  return { pageNumber: 1, pageSize: TOP_LIST_SIZE, documents: rows.map((row) => ({ value: toCard(row) })) };
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
