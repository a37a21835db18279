/**
 * Feed cards: a Pod without its assets, with its author, as the feed shows it. What a card says
 * does not depend on the viewer except `isLiked`, so the timeline reads the page's ids and the
 * viewer's likes fresh on every request (visibility, order and likes are always exact) and takes
 * the cards themselves from an in-process cache (issue 23, docs/performance.md): both versions of
 * each card (liked and not) are built once, and a request allocates nothing per card.
 *
 * The cache is emptied by any write to posts or users through this database handle (db.writes),
 * and at most CARD_CACHE_MS after it was started: another process's writes (PostgreSQL), and on
 * PostgreSQL a read racing a write not yet committed, show within that time. What they can leave
 * stale meanwhile is a card's counts and words, never whether the viewer may see it or has liked it.
 */
import { sql, type Expression } from 'kysely';
import type { Db } from '../db/database.ts';
import { cardFlags } from './content-flags.ts';
import { postFields } from './repository.ts';

export const CARD_CACHE_MS = 1000;
/** Past this many cards the cache starts again (bounded memory: offsets are bounded too). */
const MAX_CACHED_CARDS = 20_000;

type CardRow = Awaited<ReturnType<ReturnType<typeof cardsById>['execute']>>[number];
/** One document of a feed page, as the viewer sees it. */
export type FeedDocument = { value: ReturnType<typeof toCard> };

/** Cards with author and the viewer's like, by id (visibility is the caller's query's business). */
export function cardsById(db: Db, viewerId: string) {
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
      'posts.postDisplayImageSet',
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
    .select((eb) => likedBy(viewerId, eb.ref('posts.postId')).as('liked'));
}

/** 1 when the viewer likes the post in `postColumn`, else null: a primary-key probe. */
export const likedBy = (viewerId: string, postColumn: Expression<string>) =>
  sql<number | null>`(select 1 from post_likes where post_likes.post_id = ${postColumn} and post_likes.user_id = ${viewerId})`;

/** A feed card: the Pod without its assets, the viewer's like, and what it contains (spec §3). */
export function toCard(row: Omit<CardRow, 'liked'>, isLiked: boolean) {
  return { ...postFields(row, row), createdAt: row.createdAt, isLiked, ...cardFlags(row.contentFlags) };
}

export const toDocument = (row: CardRow): FeedDocument => ({ value: toCard(row, row.liked !== null && Number(row.liked) > 0) });

/** A card's two documents: [not liked, liked]. */
type Pair = readonly [FeedDocument, FeedDocument];
const caches = new WeakMap<Db, { version: number; startedAt: number; pairs: Map<string, Pair> }>();

/** The tables a card is read from: a write to either empties the cache. */
const CARD_TABLES = ['posts', 'users'];
const cardsVersion = (db: Db) => db.writes.versionOf(CARD_TABLES);

function currentCache(db: Db) {
  const cache = caches.get(db);
  const now = Date.now();
  if (cache && cache.version === cardsVersion(db) && now - cache.startedAt < CARD_CACHE_MS && cache.pairs.size < MAX_CACHED_CARDS) return cache;
  const fresh = { version: cardsVersion(db), startedAt: now, pairs: new Map<string, Pair>() };
  caches.set(db, fresh);
  return fresh;
}

/**
 * The documents for a page of rows in their order, each as the viewer sees it (`liked` read with
 * the page). A post gone since its id was read is left out.
 */
export async function documentsFor(db: Db, rows: readonly { postId: string; liked: number | null }[]): Promise<FeedDocument[]> {
  const cache = currentCache(db);
  const missing = rows.filter((row) => !cache.pairs.has(row.postId)).map((row) => row.postId);
  const read = new Map<string, Pair>();
  if (missing.length) {
    for (const row of await cardsById(db, '').where('posts.postId', 'in', missing).execute()) read.set(row.postId, freezePair(row));
    // Kept only if no write ran meanwhile (the rows could be older than the cache then).
    if (caches.get(db) === cache && cache.version === cardsVersion(db)) for (const [postId, pair] of read) cache.pairs.set(postId, pair);
  }
  const documents: FeedDocument[] = [];
  for (const row of rows) {
    const pair = cache.pairs.get(row.postId) ?? read.get(row.postId);
    if (pair) documents.push(pair[row.liked !== null && Number(row.liked) > 0 ? 1 : 0]);
  }
  return documents;
}

/** Shared by every request that shows the card: frozen, so nothing can change it for the others. */
function freezePair(row: CardRow): Pair {
  const document = (isLiked: boolean) => {
    const value = toCard(row, isLiked);
    Object.freeze(value.user);
    Object.freeze(value.postTags);
    return Object.freeze({ value: Object.freeze(value) });
  };
  return Object.freeze([document(false), document(true)] as const);
}
