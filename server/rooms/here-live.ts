/**
 * "Here now" live (issue 46 item 5): a change in a Pod's room reaches only the notification
 * streams whose page shows that Pod, as one `here` event per stream per COALESCE_MS at most.
 *
 * - Each notification stream has a key, told to its page in `connected` (only that page knows it).
 *   The page says which Pods it shows (`PUT /api/here-now/{userId}`, at most MAX_WATCHED): the
 *   request may land on any process, so the watch is announced to every process (PostgreSQL:
 *   NOTIFY on `pods_here`; SQLite: in process) and kept only by the one holding the stream.
 * - A room stream opening or closing in any process announces its Pod on the same channel
 *   (roomHeadcountChanged, called by server/live/stream.ts). Each process marks the Pod changed for
 *   its reads (here-now.ts) and, if one of its streams watches it, reads the room once for all of
 *   them after COALESCE_MS: who is there, the Pods' owners and privacy, and the watchers' follows
 *   and blocks among them (a few queries a flush, not one a stream), then tells each stream what
 *   changed for it. A Pod the watcher may no longer see (made private, a block since) reads as
 *   empty to them.
 * - A newly watched Pod is told once as it is now, so a change between the page's read and its
 *   watch is not lost.
 */
import type { Db } from '../db/database.ts';
import { listenPostgres, notifyPostgres } from '../db/listen.ts';
import type { RoomKey } from '../live/room-key.ts';
import { MAX_WATCHED, hereNowFor, sameHereNow, type HereNow } from '../../shared/here-now.ts';
import { markChanged, presentIn, relationsFor, relationsOf } from './here-now.ts';

export const HERE_CHANNEL = 'pods_here';
export const COALESCE_MS = 1000;
const NOBODY: HereNow = { count: 0, faces: [] };

export type HereNews = { postId: string } & HereNow;

type Signal = { kind: 'room'; postId: string } | { kind: 'watch'; streamKey: string; userId: string; postIds: string[] };

interface Watcher {
  userId: string;
  postIds: Set<string>;
  /** Pods newly watched: told as they are at the next flush, whatever was told before. */
  fresh: Set<string>;
  told: Map<string, HereNow>;
  send(pods: HereNews[]): void;
}

class HereHub {
  private readonly watchers = new Map<string, Watcher>();
  private readonly byPost = new Map<string, Set<Watcher>>();
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  constructor(
    private readonly db: Db,
    private readonly log: (error: unknown) => void,
  ) {}

  add(streamKey: string, userId: string, send: Watcher['send']) {
    const watcher: Watcher = { userId, postIds: new Set(), fresh: new Set(), told: new Map(), send };
    this.watchers.set(streamKey, watcher);
    return () => {
      this.watch(watcher, []);
      this.watchers.delete(streamKey);
    };
  }

  /** A page's watch, from whichever process took the request: kept only by the stream's. */
  watchFor(streamKey: string, userId: string, postIds: string[]) {
    const watcher = this.watchers.get(streamKey);
    if (!watcher || watcher.userId !== userId) return;
    this.watch(watcher, postIds.slice(0, MAX_WATCHED));
  }

  private watch(watcher: Watcher, postIds: string[]) {
    const next = new Set(postIds);
    for (const postId of watcher.postIds) {
      if (next.has(postId)) continue;
      const set = this.byPost.get(postId);
      set?.delete(watcher);
      if (set?.size === 0) this.byPost.delete(postId);
      watcher.told.delete(postId);
      watcher.fresh.delete(postId);
    }
    for (const postId of next) {
      if (watcher.postIds.has(postId)) continue;
      let set = this.byPost.get(postId);
      if (!set) this.byPost.set(postId, (set = new Set()));
      set.add(watcher);
      watcher.fresh.add(postId);
      this.pending.add(postId);
    }
    watcher.postIds = next;
    if (watcher.fresh.size > 0) this.schedule();
  }

  roomChanged(postId: string) {
    if (!this.byPost.has(postId)) return;
    this.pending.add(postId);
    this.schedule();
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().catch(this.log);
    }, COALESCE_MS);
    this.timer.unref();
  }

  private async flush() {
    const postIds = [...this.pending].filter((postId) => this.byPost.has(postId));
    this.pending.clear();
    if (postIds.length === 0) return;
    const watchers = new Set(postIds.flatMap((postId) => [...(this.byPost.get(postId) ?? [])]));
    const [present, posts] = await Promise.all([presentIn(this.db, postIds), postsOf(this.db, postIds)]);
    const people = [...[...present.values()].flat().map((p) => p.userId), ...[...posts.values()].map((p) => p.ownerId)];
    const relations = await relationsOf(
      this.db,
      [...watchers].map((w) => w.userId),
      people,
    );
    for (const watcher of watchers) {
      const mine = relationsFor(relations, watcher.userId);
      const news: HereNews[] = [];
      for (const postId of postIds) {
        if (!watcher.postIds.has(postId)) continue;
        const post = posts.get(postId);
        const here = post && maySee(watcher.userId, post, mine) ? hereNowFor(watcher.userId, present.get(postId) ?? [], mine) : NOBODY;
        const fresh = watcher.fresh.delete(postId);
        if (!fresh && sameHereNow(watcher.told.get(postId) ?? NOBODY, here)) continue;
        watcher.told.set(postId, here);
        news.push({ postId, ...here });
      }
      if (news.length > 0) watcher.send(news);
    }
  }
}

interface PodOwner {
  ownerId: string;
  public: boolean;
  privateProfile: boolean;
}

async function postsOf(db: Db, postIds: string[]) {
  const rows = await db.kysely
    .selectFrom('posts')
    .innerJoin('users', 'users.userId', 'posts.userId')
    .select(['posts.postId', 'posts.userId', 'posts.postType', 'users.profileType'])
    .where('posts.postId', 'in', postIds)
    .execute();
  return new Map<string, PodOwner>(
    rows.map((row) => [row.postId, { ownerId: row.userId, public: row.postType === 'public', privateProfile: row.profileType === 'private' }]),
  );
}

/** The rule of every read of one Pod (maySeePod in server/users/relations.ts), on relations read in bulk. */
export function maySee(viewerId: string, post: PodOwner, relations: { follows: ReadonlySet<string>; blocked: ReadonlySet<string> }) {
  if (post.ownerId === viewerId) return true;
  if (!post.public || relations.blocked.has(post.ownerId)) return false;
  return !post.privateProfile || relations.follows.has(post.ownerId);
}

const hubs = new WeakMap<Db, HereHub>();
const logs = new WeakMap<Db, (error: unknown) => void>();

function hubOf(db: Db) {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new HereHub(db, (error) => (logs.get(db) ?? console.error)(error))));
  return hub;
}

/** A notification stream's part: what it hears of the Pods its page watches. Returns the unsubscribe. */
export function hereNowStream(db: Db, streamKey: string, userId: string, send: Watcher['send'], log: (error: unknown) => void) {
  if (!logs.has(db)) logs.set(db, log);
  return hubOf(db).add(streamKey, userId, send);
}

function receive(db: Db, signal: Signal) {
  if (signal.kind === 'room') {
    markChanged(db, signal.postId);
    hubOf(db).roomChanged(signal.postId);
  } else hubOf(db).watchFor(signal.streamKey, signal.userId, signal.postIds);
}

async function announce(db: Db, signal: Signal) {
  if (!(db.dialect === 'postgres' && db.databaseUrl)) return receive(db, signal);
  // This process's next read asks at once, before its own notification comes back.
  if (signal.kind === 'room') markChanged(db, signal.postId);
  await notifyPostgres(db, HERE_CHANNEL, JSON.stringify(signal));
}

/** The Pods this person's page (the stream with this key) shows now; the ones before are forgotten. */
export async function watchHereNow(db: Db, userId: string, streamKey: string, postIds: string[]) {
  const unique = [...new Set(postIds)].slice(0, MAX_WATCHED);
  await announce(db, { kind: 'watch', streamKey, userId, postIds: unique });
  return { watching: unique.length };
}

/** Someone entered or left this room (server/live/stream.ts): every process hears of a Pod's. */
export async function roomHeadcountChanged(db: Db, room: RoomKey) {
  if (!room.startsWith('pod:')) return;
  await announce(db, { kind: 'room', postId: room.slice('pod:'.length) });
}

/** PostgreSQL: every process's room changes and watches reach this process. */
export function relayPostgresHereNow(db: Db, log: (message: string, error?: unknown) => void) {
  return listenPostgres(db, HERE_CHANNEL, (payload) => receive(db, JSON.parse(payload) as Signal), log);
}
