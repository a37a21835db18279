/**
 * "Here now" on every Pod a read shows (issue 46 item 5): how many people are in its drop-in room
 * and the faces of up to three the viewer follows (shared/here-now.ts says who counts for whom).
 *
 * Reads stay as cheap as before while a page's Pods are empty: each process keeps the counts of
 * the occupied Pod rooms (one grouped read, at most every OCCUPANCY_MS), and a Pod whose room
 * changed since (a person entered or left: the room stream tells roomHeadcountChanged, which
 * reaches every process, here-live.ts) is marked until the next read of them. A page none of
 * whose Pods is occupied or marked costs no query at all, not even a promise; the others cost one
 * statement (who is there, with whether the viewer follows each and whether a block stands
 * between them), whatever the page's size. The live flush (here-live.ts) reads the same for many
 * viewers at once: presentIn and relationsOf.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { PRESENCE_TTL_S } from '../live/presence.ts';
import { isVisitor } from '../live/room-key.ts';
import { hereNowFor, type HereNow, type Present, type ViewerRelations } from '../../shared/here-now.ts';

/** How long the occupied rooms' counts serve before they are read again (a dead process's rows expire by then too). */
export const OCCUPANCY_MS = 2000;
const POD = 'pod:';
const CHUNK = 500;

interface Occupancy {
  counts: Map<string, number>;
  readAt: number;
  /** Pods whose room changed since, with the change's number (a read started after it clears it). */
  dirty: Map<string, number>;
  changes: number;
  reading: Promise<void> | null;
}

const occupancies = new WeakMap<Db, Occupancy>();

function occupancyOf(db: Db) {
  let occupancy = occupancies.get(db);
  if (!occupancy) occupancies.set(db, (occupancy = { counts: new Map(), readAt: -Infinity, dirty: new Map(), changes: 0, reading: null }));
  return occupancy;
}

/** A Pod's room changed (in any process): its next read asks the database. */
export function markChanged(db: Db, postId: string) {
  const occupancy = occupancyOf(db);
  occupancy.dirty.set(postId, ++occupancy.changes);
}

/** Every occupied Pod room and how many are in it (everyone: capacity counts, not what a viewer sees). */
export async function occupiedRooms(db: Db) {
  const rows = await db.kysely
    .selectFrom('roomPresence')
    .select(['room', (eb) => eb.fn.countAll<number>().as('n')])
    .where('room', 'like', `${POD}%`)
    .where('seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .groupBy('room')
    .execute();
  return new Map(rows.map((row) => [row.room.slice(POD.length), Number(row.n)]));
}

const isFresh = (occupancy: Occupancy) => Date.now() - occupancy.readAt < OCCUPANCY_MS;

async function freshOccupancy(db: Db) {
  const occupancy = occupancyOf(db);
  if (isFresh(occupancy)) return occupancy;
  occupancy.reading ??= (async () => {
    const upTo = occupancy.changes;
    const startedAt = Date.now();
    try {
      occupancy.counts = await occupiedRooms(db);
      occupancy.readAt = startedAt;
      for (const [postId, change] of occupancy.dirty) if (change <= upTo) occupancy.dirty.delete(postId);
    } finally {
      occupancy.reading = null;
    }
  })();
  await occupancy.reading;
  return occupancy;
}

/** Which of these Pods may have someone in their room now (the rest certainly have nobody). */
export async function maybeOccupied(db: Db, postIds: readonly string[]) {
  const { counts, dirty } = await freshOccupancy(db);
  if (counts.size === 0 && dirty.size === 0) return [];
  return postIds.filter((postId) => counts.has(postId) || dirty.has(postId));
}

/** Who is in these Pods' rooms now, by Pod (people with their names and pictures; visitors without). */
export async function presentIn(db: Db, postIds: readonly string[]) {
  const present = new Map<string, Present[]>();
  if (postIds.length === 0) return present;
  const rows = await db.kysely
    .selectFrom('roomPresence')
    .leftJoin('users', 'users.userId', 'roomPresence.userId')
    .select(['roomPresence.room', 'roomPresence.userId', 'users.displayName', 'users.dpUrl'])
    .where(
      'roomPresence.room',
      'in',
      postIds.map((postId) => `${POD}${postId}`),
    )
    .where('roomPresence.seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .execute();
  for (const row of rows) {
    const postId = row.room.slice(POD.length);
    const visitor = isVisitor(row.userId);
    const list = present.get(postId) ?? [];
    list.push({ userId: row.userId, userDisplayName: visitor ? null : row.displayName, userDPUrl: visitor ? null : row.dpUrl, visitor });
    present.set(postId, list);
  }
  return present;
}

const NO_RELATIONS: ViewerRelations = { follows: new Set(), blocked: new Set() };

const chunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Each viewer's relations with these people: whom they follow (accepted) and who is in a block
 * relation with them either way. Two reads per 500 viewers; a signed-out viewer ('') has none.
 */
export async function relationsOf(db: Db, viewerIds: readonly string[], people: readonly string[]) {
  const viewers = [...new Set(viewerIds.filter(Boolean))];
  const others = [...new Set(people.filter((userId) => !isVisitor(userId)))];
  const relations = new Map<string, { follows: Set<string>; blocked: Set<string> }>();
  for (const viewer of viewers) relations.set(viewer, { follows: new Set(), blocked: new Set() });
  if (viewers.length === 0 || others.length === 0) return relations;
  for (const group of chunks(viewers)) {
    for (const somePeople of chunks(others)) {
      const [follows, blocks] = await Promise.all([
        db.kysely
          .selectFrom('follows')
          .select(['followerId', 'followingId'])
          .where('followerId', 'in', group)
          .where('followingId', 'in', somePeople)
          .where('status', '=', 'accepted')
          .execute(),
        db.kysely
          .selectFrom('blocks')
          .select(['blockerId', 'blockedId'])
          .where((eb) =>
            eb.or([
              eb.and([eb('blockerId', 'in', group), eb('blockedId', 'in', somePeople)]),
              eb.and([eb('blockedId', 'in', group), eb('blockerId', 'in', somePeople)]),
            ]),
          )
          .execute(),
      ]);
      for (const row of follows) relations.get(row.followerId)?.follows.add(row.followingId);
      for (const row of blocks) {
        relations.get(row.blockerId)?.blocked.add(row.blockedId);
        relations.get(row.blockedId)?.blocked.add(row.blockerId);
      }
    }
  }
  return relations;
}

export const relationsFor = (relations: Map<string, ViewerRelations>, viewerId: string) => relations.get(viewerId) ?? NO_RELATIONS;

/**
 * The Pods among these with someone in their room now, as the viewer sees them. The caller has
 * already decided the viewer may see each Pod (its read did).
 */
export async function hereNowOf(db: Db, viewerId: string, postIds: readonly string[]): Promise<Map<string, HereNow>> {
  const answer = new Map<string, HereNow>();
  const candidates = await maybeOccupied(db, postIds);
  if (candidates.length === 0) return answer;
  // One statement: who is there, and of each whether the viewer follows them and whether a block stands between them.
  const rows = await db.kysely
    .selectFrom('roomPresence')
    .leftJoin('users', 'users.userId', 'roomPresence.userId')
    .select(['roomPresence.room', 'roomPresence.userId', 'users.displayName', 'users.dpUrl'])
    .select([
      sql<
        number | null
      >`(select 1 from follows vf where vf.follower_id = ${viewerId} and vf.following_id = room_presence.user_id and vf.status = 'accepted')`.as('followed'),
      sql<
        number | null
      >`(select 1 from blocks vb where (vb.blocker_id = ${viewerId} and vb.blocked_id = room_presence.user_id) or (vb.blocker_id = room_presence.user_id and vb.blocked_id = ${viewerId}))`.as(
        'blocked',
      ),
    ])
    .where(
      'roomPresence.room',
      'in',
      candidates.map((postId) => `${POD}${postId}`),
    )
    .where('roomPresence.seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .execute();
  const present = new Map<string, Present[]>();
  const relations = { follows: new Set<string>(), blocked: new Set<string>() };
  for (const row of rows) {
    const postId = row.room.slice(POD.length);
    const visitor = isVisitor(row.userId);
    const list = present.get(postId) ?? [];
    list.push({ userId: row.userId, userDisplayName: visitor ? null : row.displayName, userDPUrl: visitor ? null : row.dpUrl, visitor });
    present.set(postId, list);
    if (row.followed !== null) relations.follows.add(row.userId);
    if (row.blocked !== null) relations.blocked.add(row.userId);
  }
  for (const [postId, list] of present) {
    const here = hereNowFor(viewerId, list, relations);
    if (here.count > 0) answer.set(postId, here);
  }
  return answer;
}

/** Documents of a list (feed, rows, a profile's Pods) with `hereNow` on those whose room has someone in it; the others are left as they are (shared, cached). */
export type WithHereNow<D extends { value: object }> = D & { value: D['value'] & { hereNow?: HereNow } };

export function withHereNow<D extends { value: { postId: string } }>(
  db: Db,
  viewerId: string,
  documents: readonly D[],
): Promise<WithHereNow<D>[]> | WithHereNow<D>[] {
  const occupancy = occupancyOf(db);
  // Known without asking: none of these Pods has anyone in its room (the feed's common case).
  if (isFresh(occupancy) && !documents.some(({ value }) => occupancy.counts.has(value.postId) || occupancy.dirty.has(value.postId)))
    return documents as WithHereNow<D>[];
  return attachHereNow(db, viewerId, documents);
}

async function attachHereNow<D extends { value: { postId: string } }>(db: Db, viewerId: string, documents: readonly D[]): Promise<WithHereNow<D>[]> {
  const here = await hereNowOf(
    db,
    viewerId,
    documents.map((d) => d.value.postId),
  );
  if (here.size === 0) return documents as WithHereNow<D>[];
  return documents.map((d) => {
    const hereNow = here.get(d.value.postId);
    return hereNow ? { ...d, value: { ...d.value, hereNow } } : d;
  });
}

/** One Pod (the Pod page, the share preview) with `hereNow` when someone is there. */
export async function postWithHereNow<P extends { postId: string }>(db: Db, viewerId: string, post: P): Promise<P & { hereNow?: HereNow }> {
  const hereNow = (await hereNowOf(db, viewerId, [post.postId])).get(post.postId);
  return hereNow ? { ...post, hereNow } : post;
}

/** The busiest Pod rooms now, most people first (any Pod: the caller keeps those the viewer may see). */
export async function busiestRooms(db: Db, limit: number) {
  const rows = await db.kysely
    .selectFrom('roomPresence')
    .select(['room', (eb) => eb.fn.countAll<number>().as('n')])
    .where('room', 'like', `${POD}%`)
    .where('seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .groupBy('room')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('room')
    .limit(limit)
    .execute();
  return rows.map((row) => row.room.slice(POD.length));
}
