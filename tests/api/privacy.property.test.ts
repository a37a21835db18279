/**
 * Privacy as a property: for many random small social graphs (profiles public or private, Pods
 * public or private, follows accepted or pending, blocks), no read path shows anyone something
 * they may not see. An oracle (pure functions of the generated graph) says who may see what; every
 * read route is asked as a generated person (about every person and every Pod) and, where the
 * route allows it, as the signed-out guest, and must answer exactly what the oracle says. Anything
 * shown across a block, or a Pod shown to someone who may not see it, is also reported as a LEAK.
 *
 * The rules (spec §4, §6; docs/decisions.md "Privacy of private profiles and blocks" and
 * "Hardening (issue 17): streams and blocks"):
 *  - a block, either way, hides both people from each other everywhere: in an event's guest list,
 *    its invitations (an event whose host is in a block relation with a guest is not theirs to
 *    see), a live room's participants and chat, and notifications, read or not;
 *  - a private Pod is its owner's alone;
 *  - a private profile's Pods and follower/following lists are for itself and its accepted followers.
 *
 * One app per dialect and a fixed pool of signed-in people with accounts; each graph is written
 * straight into the tables (half of them as the API would leave them, with no follow across a
 * block; the other half with such follows, so each read's own block check counts) and then read
 * through app.inject.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dialects, startHarness, type Harness, type TestDialect } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, firstPod } from './support/onboarding.ts';
import { resetTrendingCache, TOP_LIST_SIZE } from '../../server/posts/feed.ts';
import { podCategories } from '../../shared/options.ts';

const POOL = 6;
/** Graphs per dialect: PostgreSQL answers each request more slowly, so it checks fewer. */
const RUNS: Record<TestDialect, number> = { sqlite: Number(process.env.PRIVACY_RUNS ?? 1000), postgres: Number(process.env.PRIVACY_RUNS_PG ?? 100) };
/**
 * Each graph is read from one generated person's point of view (every read path, about every
 * person and every Pod) and the guest's: about 50 requests a graph. PRIVACY_ALL_VIEWERS=1 reads it
 * from everyone's (about 5 times as many requests a graph).
 */
const ALL_VIEWERS = process.env.PRIVACY_ALL_VIEWERS === '1';
const SEARCH_TERM = 'red';
const CATEGORY = 'design';
const ASSETS = JSON.stringify(firstPod().postAssets);
const NAMES = ['Red Loft', 'Blue Den', 'RED hall', 'Green Lab', 'Bored Nook'] as const;

type ProfileType = 'public' | 'private';
type FollowStatus = 'accepted' | 'pending';

interface GenPod {
  postType: ProfileType;
  name: (typeof NAMES)[number];
  createdAt: number;
  views: number;
  likes: number;
  tags: string[];
}

interface GenGraph {
  /** People 0..n-1 take part; the rest of the pool is there with a public profile and nothing else. */
  n: number;
  profiles: ProfileType[];
  pods: GenPod[][];
  /** follows[a * n + b]: a's follow of b. */
  follows: (FollowStatus | null)[];
  /** blocks[a * n + b]: a blocked b. */
  blocks: boolean[];
  /** Whose point of view is read (with the guest's), unless every person's is. */
  viewer: number;
  /** An event of the graph (or none): its host, guests, whether started, who is in its room, who said something there. */
  event: { host: number; invited: boolean[]; started: boolean; present: boolean[]; chat: number[] } | null;
  /** Notifications: from actor to recipient, read or not. */
  notes: { recipient: number; actor: number; type: NoteType; read: boolean }[];
  /**
   * Keep follows across a block: a state the API never leaves (a block removes the follows both
   * ways, and no follow starts across one), so that the reads' own block checks are tested too.
   */
  followsAcrossBlocks: boolean;
}

/** The graph over the whole pool, with ids: what the oracle reasons about. */
interface World {
  /** The whole pool (who the people-lists may show); `ids.slice(0, n)` take part in the graph. */
  ids: string[];
  participants: string[];
  profile: Map<string, ProfileType>;
  pods: { postId: string; userId: string; postType: ProfileType; postName: string; createdAt: number; postViews: number; postLikes: number; tags: string[] }[];
  follow: Map<string, FollowStatus>;
  block: Set<string>;
  event: WorldEvent | null;
  notes: { recipient: string; actor: string; type: NoteType; read: boolean }[];
}

type NoteType = 'New Follower' | 'Event Invitation';

interface WorldEvent {
  /** Set once written. */
  eventId: number;
  hostId: string;
  postId: string;
  guests: string[];
  started: boolean;
  present: string[];
  /** Authors of the room's chat, in order (their lines are 'line i'). */
  chat: string[];
}

const podArb: fc.Arbitrary<GenPod> = fc.record({
  postType: fc.constantFrom<ProfileType>('public', 'private'),
  name: fc.constantFrom(...NAMES),
  createdAt: fc.integer({ min: 1, max: 6 }), // ties, so the id tie-break is exercised
  views: fc.integer({ min: 0, max: 4 }),
  likes: fc.integer({ min: 0, max: 4 }),
  tags: fc.subarray([...podCategories]),
});

const graphArb: fc.Arbitrary<GenGraph> = fc.integer({ min: 4, max: POOL }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    profiles: fc.array(fc.constantFrom<ProfileType>('public', 'private'), { minLength: n, maxLength: n }),
    pods: fc.array(fc.array(podArb, { maxLength: 2 }), { minLength: n, maxLength: n }),
    follows: fc.array(
      fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: fc.constant<FollowStatus>('accepted') }, { weight: 1, arbitrary: fc.constant<FollowStatus>('pending') }),
      { minLength: n * n, maxLength: n * n },
    ),
    blocks: fc.array(fc.integer({ min: 0, max: 9 }).map((x) => x === 9), { minLength: n * n, maxLength: n * n }),
    viewer: fc.nat({ max: n - 1 }),
    event: fc.option(
      fc.record({
        host: fc.nat({ max: n - 1 }),
        invited: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        started: fc.boolean(),
        present: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        chat: fc.array(fc.nat({ max: n - 1 }), { maxLength: 4 }),
      }),
      { nil: null },
    ),
    notes: fc.array(
      fc.record({ recipient: fc.nat({ max: n - 1 }), actor: fc.nat({ max: n - 1 }), type: fc.constantFrom<NoteType>('New Follower', 'Event Invitation'), read: fc.boolean() }),
      { maxLength: 6 },
    ),
    followsAcrossBlocks: fc.boolean(),
  }),
);

const pair = (a: string, b: string) => `${a}>${b}`;

function toWorld(graph: GenGraph, ids: string[]): World {
  const world: World = { ids, participants: ids.slice(0, graph.n), profile: new Map(ids.map((id) => [id, 'public'])), pods: [], follow: new Map(), block: new Set(), event: null, notes: [] };
  for (let a = 0; a < graph.n; a++) {
    world.profile.set(ids[a]!, graph.profiles[a]!);
    graph.pods[a]!.forEach((pod, k) => {
      world.pods.push({ postId: `g${a}p${k}`, userId: ids[a]!, postType: pod.postType, postName: pod.name, createdAt: pod.createdAt, postViews: pod.views, postLikes: pod.likes, tags: pod.tags });
    });
  }
  for (let a = 0; a < graph.n; a++) for (let b = 0; b < graph.n; b++) if (a !== b && graph.blocks[a * graph.n + b]) world.block.add(pair(ids[a]!, ids[b]!));
  for (let a = 0; a < graph.n; a++) {
    for (let b = 0; b < graph.n; b++) {
      const status = graph.follows[a * graph.n + b];
      if (a === b || !status) continue;
      // As the API leaves it (unless asked otherwise): blocking removes follows both ways.
      if (!graph.followsAcrossBlocks && (world.block.has(pair(ids[a]!, ids[b]!)) || world.block.has(pair(ids[b]!, ids[a]!)))) continue;
      world.follow.set(pair(ids[a]!, ids[b]!), status);
    }
  }
  if (graph.event) {
    const { host, invited, started, present, chat } = graph.event;
    const hostId = ids[host]!;
    const guests = ids.slice(0, graph.n).filter((id, i) => i !== host && invited[i]);
    const members = [hostId, ...guests];
    // The event's own Pod: private, so only its host sees it anywhere.
    const postId = `g${host}e`;
    world.pods.push({ postId, userId: hostId, postType: 'private', postName: 'Blue Den', createdAt: 1, postViews: 0, postLikes: 0, tags: [] });
    world.event = {
      eventId: 0, hostId, postId, guests, started,
      present: members.filter((id) => present[ids.indexOf(id)]),
      chat: chat.map((k) => members[k % members.length]!),
    };
  }
  world.notes = graph.notes.filter((n) => n.recipient !== n.actor).map((n) => ({ recipient: ids[n.recipient]!, actor: ids[n.actor]!, type: n.type, read: n.read }));
  return world;
}

// ---- The oracle: who may see what. The guest is the viewer null. ----

const blockedEitherWay = (w: World, a: string | null, b: string) => a !== null && (w.block.has(pair(a, b)) || w.block.has(pair(b, a)));
const accepted = (w: World, a: string | null, b: string) => a !== null && w.follow.get(pair(a, b)) === 'accepted';
/** May the viewer see the person's Pods and lists (as far as the profile and blocks go)? */
const profileOpen = (w: World, viewer: string | null, owner: string) =>
  viewer === owner || (!blockedEitherWay(w, viewer, owner) && (w.profile.get(owner) === 'public' || accepted(w, viewer, owner)));
/** May the viewer see this one Pod (live view)? */
const podVisible = (w: World, viewer: string | null, pod: World['pods'][number]) => pod.userId === viewer || (pod.postType === 'public' && profileOpen(w, viewer, pod.userId));
/** The Discover feed: public Pods only (one's own private ones are not in it). */
const feedPods = (w: World, viewer: string | null) => w.pods.filter((pod) => pod.postType === 'public' && profileOpen(w, viewer, pod.userId));
const byFeedOrder = (a: { createdAt: number; postId: string }, b: { createdAt: number; postId: string }) => b.createdAt - a.createdAt || (a.postId < b.postId ? 1 : a.postId > b.postId ? -1 : 0);
const byIdDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

const oracle = {
  timeline: (w: World, viewer: string | null, filter: { search?: string; category?: string } = {}) =>
    feedPods(w, viewer)
      .filter((pod) => (filter.search ? pod.postName.toLowerCase().includes(filter.search) : true) && (filter.category ? pod.tags.includes(filter.category) : true))
      .sort(byFeedOrder)
      .map((pod) => pod.postId),
  top: (w: World, viewer: string | null, by: 'postViews' | 'postLikes') =>
    feedPods(w, viewer)
      .sort((a, b) => b[by] - a[by] || byIdDesc(a.postId, b.postId))
      .slice(0, TOP_LIST_SIZE)
      .map((pod) => pod.postId),
  trending: (w: World, viewer: string | null) => {
    const followers = new Map<string, number>();
    for (const [key, status] of w.follow) if (status === 'accepted') followers.set(key.split('>')[1]!, (followers.get(key.split('>')[1]!) ?? 0) + 1);
    return [...followers]
      .filter(([id]) => !blockedEitherWay(w, viewer, id))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, TOP_LIST_SIZE)
      .map(([userId, totalFollowers]) => ({ userId, totalFollowers }));
  },
  /** profile-data: null for 404; else the Pods listed (newest first) and the flags. */
  profile: (w: World, viewer: string, other: string) => {
    if (viewer !== other && w.block.has(pair(other, viewer))) return null;
    const canViewContent = profileOpen(w, viewer, other);
    const posts = !canViewContent ? [] : w.pods.filter((pod) => pod.userId === other && (viewer === other || pod.postType === 'public'));
    return { canViewContent, isBlocked: viewer !== other && w.block.has(pair(viewer, other)), posts: sortOwn(posts) };
  },
  /** user-posts and the follower/following lists: 404, 403 or what is shown. */
  access: (w: World, viewer: string, owner: string): 200 | 403 | 404 => {
    if (viewer === owner) return 200;
    if (w.block.has(pair(owner, viewer))) return 404;
    if (w.block.has(pair(viewer, owner))) return 403;
    return profileOpen(w, viewer, owner) ? 200 : 403;
  },
  userPosts: (w: World, viewer: string, owner: string) => sortOwn(w.pods.filter((pod) => pod.userId === owner && (viewer === owner || pod.postType === 'public'))),
  list: (w: World, viewer: string, owner: string, kind: 'followers' | 'followings') =>
    [...w.follow]
      .filter(([, status]) => status === 'accepted')
      .map(([key]) => key.split('>') as [string, string])
      .filter(([follower, following]) => (kind === 'followers' ? following === owner : follower === owner))
      .map(([follower, following]) => (kind === 'followers' ? follower : following))
      .filter((person) => !blockedEitherWay(w, viewer, person))
      .sort(),
  suggestions: (w: World, viewer: string) =>
    w.ids
      .filter((id) => id !== viewer && !w.follow.has(pair(viewer, id)) && !blockedEitherWay(w, viewer, id))
      .map((id) => ({ userId: id, mutualFollows: w.ids.filter((x) => accepted(w, viewer, x) && accepted(w, x, id)).length }))
      .sort((a, b) => (a.userId < b.userId ? -1 : 1)),
  /** An event as the viewer sees it: null when it is not theirs to see; else the guests they see. */
  event: (w: World, viewer: string) => {
    const event = w.event;
    if (!event) return null;
    const theirs = viewer === event.hostId || (event.guests.includes(viewer) && !blockedEitherWay(w, viewer, event.hostId));
    return theirs ? { eventId: event.eventId, guests: event.guests.filter((g) => !blockedEitherWay(w, viewer, g)).sort() } : null;
  },
  /** The room as the viewer sees it: 404 when the event is not theirs, 409 before it starts; else who is there and what was said. */
  room: (w: World, viewer: string) => {
    const event = w.event!;
    if (!oracle.event(w, viewer)) return 404;
    if (!event.started) return 409;
    const seen = (id: string) => !blockedEitherWay(w, viewer, id);
    return {
      participants: event.present.filter(seen).sort(),
      messages: event.chat.map((author, i) => ({ author, text: `line ${i}` })).filter(({ author }) => seen(author)).map(({ text }) => text),
    };
  },
  /** The viewer's notifications, newest first: none from someone in a block relation, read or not. */
  notifications: (w: World, viewer: string) =>
    w.notes
      .filter((note) => note.recipient === viewer && !blockedEitherWay(w, viewer, note.actor))
      .reverse()
      .map((note) => ({ actorId: note.actor, type: note.type, read: note.read })),
  guests: (w: World, host: string) =>
    w.ids
      .filter((id) => id !== host && !blockedEitherWay(w, host, id) && (accepted(w, id, host) || accepted(w, host, id)))
      .map((id) => ({ userId: id, type: accepted(w, id, host) && accepted(w, host, id) ? 'both' : accepted(w, id, host) ? 'follower' : 'following' }))
      .sort((a, b) => (a.userId < b.userId ? -1 : 1)),
};

function sortOwn(pods: World['pods']) {
  return [...pods].sort((a, b) => b.createdAt - a.createdAt || (a.postId < b.postId ? -1 : a.postId > b.postId ? 1 : 0)).map((pod) => pod.postId);
}

// ---- The app under test ----

type Card = { postId: string; userId: string; postType: string };
type FeedPage = { documents: { value: Card }[] };

describe.each(dialects)('privacy of private profiles, private Pods and blocks, as a property, on %s', (dialect) => {
  let h: Harness;
  let pool: SignedIn[];
  let requests = 0;
  const ids = () => pool.map((p) => p.user.userId);

  beforeAll(async () => {
    h = await startHarness(dialect);
    pool = [];
    for (let i = 0; i < POOL; i++) {
      const who = await signInWithDev(h.app, `privacy${i}@example.test`);
      const created = await createAccount(h.app, who, { userName: `privacy.${i}`, userDisplayName: `Person ${i}` });
      expect(created.statusCode, created.body).toBe(200);
      pool.push(who);
    }
  });
  afterAll(() => h.close());

  /** Replaces the graph: relations and Pods emptied, then written straight into the tables. */
  async function writeWorld(w: World) {
    await h.db.kysely.transaction().execute(async (k) => {
      for (const table of ['postLikes', 'postViews', 'postCategories', 'liveMessages', 'livePresence', 'eventGuests', 'events', 'notifications', 'posts', 'follows', 'blocks'] as const) await k.deleteFrom(table).execute();
      for (const profileType of ['public', 'private'] as const) {
        const people = w.ids.filter((id) => w.profile.get(id) === profileType);
        if (people.length) await k.updateTable('users').set({ profileType }).where('userId', 'in', people).execute();
      }
      if (w.pods.length) {
        await k.insertInto('posts').values(w.pods.map((pod) => ({
          postId: pod.postId, userId: pod.userId, postType: pod.postType, postName: pod.postName, postDescription: '', postTags: JSON.stringify(pod.tags),
          postSubTag: 'Personal', postDisplayImage: '/media/templates/studio-loft.webp', podId: 'studio-loft', podName: 'Studio Loft',
          postLikes: pod.postLikes, postViews: pod.postViews, postAssets: ASSETS, contentFlags: 0, createdAt: pod.createdAt, updatedAt: pod.createdAt,
        }))).execute();
        const categories = w.pods.flatMap((pod) => pod.tags.map((category) => ({ category, postId: pod.postId, postType: pod.postType, createdAt: pod.createdAt })));
        if (categories.length) await k.insertInto('postCategories').values(categories).execute();
      }
      if (w.follow.size) {
        await k.insertInto('follows').values([...w.follow].map(([key, status], i) => {
          const [followerId, followingId] = key.split('>') as [string, string];
          return { followerId, followingId, status, createdAt: 1000 + i };
        })).execute();
      }
      if (w.block.size) {
        await k.insertInto('blocks').values([...w.block].map((key, i) => {
          const [blockerId, blockedId] = key.split('>') as [string, string];
          return { blockerId, blockedId, createdAt: 1000 + i };
        })).execute();
      }
      if (w.event) {
        const event = w.event;
        const now = Math.floor(Date.now() / 1000);
        const start = event.started ? now - 60 : now + 3600;
        event.eventId = (await k.insertInto('events').values({
          hostId: event.hostId, postId: event.postId, eventName: 'Graph night', startTimestamp: start, endTimestamp: start + 3600,
          eventStatus: event.started ? `started-${start}` : 'pending', createdAt: now, updatedAt: now,
        }).returning('eventId').executeTakeFirstOrThrow()).eventId;
        if (event.guests.length) await k.insertInto('eventGuests').values(event.guests.map((userId) => ({ eventId: event.eventId, userId }))).execute();
        if (event.present.length) await k.insertInto('livePresence').values(event.present.map((userId) => ({ eventId: event.eventId, userId, seenAt: now }))).execute();
        for (const [i, userId] of event.chat.entries()) await k.insertInto('liveMessages').values({ eventId: event.eventId, userId, text: `line ${i}`, createdAt: now }).execute();
      }
      for (const [i, note] of w.notes.entries()) {
        await k.insertInto('notifications').values({ userId: note.recipient, actorId: note.actor, type: note.type, entityId: null, createdAt: 1000 + i, readAt: note.read ? 2000 : null }).execute();
      }
    });
    resetTrendingCache();
  }

  /** Reads every path as each of the viewers (null: the guest) and lists each difference from the oracle. */
  async function differences(w: World, viewers: (SignedIn | null)[]) {
    const problems: string[] = [];
    /** JSON with people's ids shown as 'person i'. */
    const show = (value: unknown) => w.ids.reduce((text, id, i) => text.replaceAll(id, `person ${i}`), JSON.stringify(value));
    const same = (what: string, actual: unknown, expected: unknown) => {
      if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${what}: got ${show(actual)}, expected ${show(expected)}`);
    };
    const get = (who: SignedIn | null, url: string) => {
      requests++;
      return h.app.inject({ url, headers: who ? bearer(who.sessionToken) : {} });
    };
    const name = (id: string | null) => (id === null ? 'guest' : `person ${w.ids.indexOf(id)}`);
    /** Any card or row of someone in a block relation with the viewer, or a Pod the viewer may not see, is a leak whatever the oracle says. */
    const leaks = (what: string, viewer: string | null, cards: Card[]) => {
      for (const card of cards) {
        const pod = w.pods.find((p) => p.postId === card.postId);
        if (blockedEitherWay(w, viewer, card.userId)) problems.push(`${what}: LEAK of ${card.postId} by ${name(card.userId)}, in a block relation with ${name(viewer)}`);
        else if (!pod || !podVisible(w, viewer, pod)) problems.push(`${what}: LEAK of ${card.postId} (${card.postType}, ${w.profile.get(card.userId)} profile) to ${name(viewer)}`);
      }
    };

    for (const viewer of viewers) {
      const v = viewer ? viewer.user.userId : null;
      const as = v ?? 'guest';
      const who = name(v);
      for (const [label, query, filter] of [
        ['timeline', 'pageSize=50', {}],
        ['timeline search', `pageSize=50&search=${SEARCH_TERM.toUpperCase()}`, { search: SEARCH_TERM }],
        ['timeline category', `pageSize=50&category=${CATEGORY}`, { category: CATEGORY }],
      ] as const) {
        const response = await get(viewer, `/api/posts/timeline/${as}?${query}`);
        const cards = (response.json() as FeedPage).documents.map((d) => d.value);
        leaks(`${label} for ${who}`, v, cards);
        same(`${label} for ${who}`, cards.map((c) => c.postId), oracle.timeline(w, v, filter));
      }
      for (const [path, by] of [['top-viewed-posts', 'postViews'], ['top-liked-posts', 'postLikes']] as const) {
        const cards = ((await get(viewer, `/api/posts/${path}/${as}`)).json() as FeedPage).documents.map((d) => d.value);
        leaks(`${path} for ${who}`, v, cards);
        same(`${path} for ${who}`, cards.map((c) => c.postId), oracle.top(w, v, by));
      }
      const trending = ((await get(viewer, `/api/users/trending-profiles/${as}`)).json() as { profiles: { userId: string; totalFollowers: number }[] }).profiles;
      for (const p of trending) if (blockedEitherWay(w, v, p.userId)) problems.push(`trending for ${who}: LEAK of ${name(p.userId)}, in a block relation`);
      same(`trending for ${who}`, trending.map((p) => ({ userId: p.userId, totalFollowers: p.totalFollowers })), oracle.trending(w, v));
      for (const pod of w.pods) {
        const status = (await get(viewer, `/api/posts/live/${pod.postId}`)).statusCode;
        same(`live ${pod.postId} (${pod.postType} by ${name(pod.userId)}, ${w.profile.get(pod.userId)}) for ${who}`, status, podVisible(w, v, pod) ? 200 : 404);
      }
      if (!viewer || !v) continue;

      for (const other of w.participants) {
        const about = `${name(other)} (${w.profile.get(other)}) for ${who}`;
        const profile = await get(viewer, `/api/users/profile-data/${v}/${other}`);
        const expected = oracle.profile(w, v, other);
        if (expected === null) same(`profile-data of ${about}: status`, profile.statusCode, 404);
        else {
          const body = profile.json() as { userData: { canViewContent: boolean; isBlocked: boolean }; userPosts: { documents: { value: { postId: string } }[] } };
          same(`profile-data of ${about}`, { canViewContent: body.userData?.canViewContent, isBlocked: body.userData?.isBlocked, posts: body.userPosts?.documents.map((d) => d.value.postId) }, expected);
        }

        const access = oracle.access(w, v, other);
        const posts = await get(viewer, `/api/posts/user-posts/${other}`);
        same(`user-posts of ${about}: status`, posts.statusCode, access);
        if (access === 200 && posts.statusCode === 200) {
          const cards = (posts.json() as FeedPage).documents.map((d) => d.value);
          leaks(`user-posts of ${about}`, v, cards);
          same(`user-posts of ${about}`, cards.map((c) => c.postId), oracle.userPosts(w, v, other));
        }
        for (const kind of ['followers', 'followings'] as const) {
          const list = await get(viewer, `/api/users/${kind}/${v}/${other}/0?limit=50`);
          same(`${kind} of ${about}: status`, list.statusCode, access);
          if (access !== 200 || list.statusCode !== 200) continue;
          const body = list.json() as { followers?: { followerId: string }[]; followings?: { followingId: string }[] };
          const people = kind === 'followers' ? body.followers!.map((r) => r.followerId) : body.followings!.map((r) => r.followingId);
          for (const person of people) if (blockedEitherWay(w, v, person)) problems.push(`${kind} of ${about}: LEAK of ${name(person)}, in a block relation with the viewer`);
          same(`${kind} of ${about}`, [...people].sort(), oracle.list(w, v, other, kind));
        }
      }

      const suggestions = ((await get(viewer, `/api/users/friend-suggestions/${v}`)).json() as { suggestions: { userId: string; mutualFollows: number }[] }).suggestions;
      for (const s of suggestions) if (blockedEitherWay(w, v, s.userId)) problems.push(`friend-suggestions for ${who}: LEAK of ${name(s.userId)}, in a block relation`);
      same(`friend-suggestions for ${who}`, suggestions.map((s) => ({ userId: s.userId, mutualFollows: s.mutualFollows })).sort((a, b) => (a.userId < b.userId ? -1 : 1)), oracle.suggestions(w, v));

      const notes = ((await get(viewer, `/api/users/notifications/${v}`)).json() as { notifications: { actorId: string; type: string; read: boolean }[] }).notifications;
      for (const note of notes) if (blockedEitherWay(w, v, note.actorId)) problems.push(`notifications of ${who}: LEAK of one from ${name(note.actorId)}, in a block relation`);
      same(`notifications of ${who}`, notes.map((n) => ({ actorId: n.actorId, type: n.type, read: n.read })), oracle.notifications(w, v));

      if (w.event) {
        const expected = oracle.event(w, v);
        type EventBody = { eventId: number; guests: { userId: string }[] };
        const seen = (event: EventBody) => ({ eventId: event.eventId, guests: event.guests.map((g) => g.userId).sort() });
        const guestLeaks = (what: string, events: EventBody[]) => {
          for (const g of events.flatMap((e) => e.guests)) if (blockedEitherWay(w, v, g.userId)) problems.push(`${what}: LEAK of guest ${name(g.userId)}, in a block relation with ${who}`);
        };
        const one = await get(viewer, `/api/users/event/${v}/${w.event.eventId}`);
        same(`event for ${who}: status`, one.statusCode, expected ? 200 : 404);
        if (one.statusCode === 200) {
          guestLeaks(`event for ${who}`, [one.json() as EventBody]);
          same(`event for ${who}`, seen(one.json() as EventBody), expected);
        }
        for (const [path, mine] of [['events', v === w.event.hostId], ['event-invitations', v !== w.event.hostId]] as const) {
          const events = ((await get(viewer, `/api/users/${path}/${v}`)).json() as { events: EventBody[] }).events;
          guestLeaks(`${path} of ${who}`, events);
          same(`${path} of ${who}`, events.map(seen), mine && expected ? [expected] : []);
        }
        const room = await get(viewer, `/api/live-events/${w.event.eventId}/room/${v}`);
        const expectedRoom = oracle.room(w, v);
        if (typeof expectedRoom === 'number') same(`room for ${who}: status`, room.statusCode, expectedRoom);
        else {
          const body = room.json() as { participants?: { userId: string }[]; messages?: { userId: string; text: string }[] };
          for (const p of [...(body.participants ?? []), ...(body.messages ?? [])]) if (blockedEitherWay(w, v, p.userId)) problems.push(`room for ${who}: LEAK of ${name(p.userId)}, in a block relation`);
          same(`room for ${who}`, { status: room.statusCode, participants: body.participants?.map((p) => p.userId).sort(), messages: body.messages?.map((m) => m.text) }, { status: 200, ...expectedRoom });
        }
      }

      const candidates = ((await get(viewer, `/api/users/guest-candidates/${v}`)).json() as { candidates: { userId: string; type: string }[] }).candidates;
      for (const c of candidates) if (blockedEitherWay(w, v, c.userId)) problems.push(`guest-candidates for ${who}: LEAK of ${name(c.userId)}, in a block relation`);
      same(`guest-candidates for ${who}`, candidates.map((c) => ({ userId: c.userId, type: c.type })).sort((a, b) => (a.userId < b.userId ? -1 : 1)), oracle.guests(w, v));
    }
    return problems;
  }

  it(`shows no one what they may not see, over ${RUNS[dialect]} random graphs`, async () => {
    let graphs = 0;
    let writing = 0;
    requests = 0;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(graphArb, async (graph) => {
        const world = toWorld(graph, ids());
        const t0 = performance.now();
        await writeWorld(world);
        writing += performance.now() - t0;
        graphs++;
        const viewers = ALL_VIEWERS ? pool.slice(0, graph.n) : [pool[graph.viewer]!];
        const problems = await differences(world, [...viewers, null]);
        if (problems.length) throw new Error(`${problems.length} differences:\n${problems.slice(0, 20).join('\n')}`);
      }),
      { numRuns: RUNS[dialect], ...(process.env.PRIVACY_SEED ? { seed: Number(process.env.PRIVACY_SEED) } : {}) },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`privacy property on ${dialect}: ${graphs} random graphs checked in ${seconds.toFixed(1)} s (${requests} requests, ${(writing / 1000).toFixed(1)} s writing graphs)`);
    expect(graphs).toBeGreaterThanOrEqual(RUNS[dialect]);
  }, 600_000);
});
