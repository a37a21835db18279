/**
 * The privacy property test's random graphs: fast-check arbitraries for a small social graph over
 * a pool of people (profiles and Pods public or private, follows, blocks, an event with its room,
 * notifications), and the World with people's ids that the oracle reasons about.
 */
import fc from 'fast-check';
import { DROP_IN_SETTINGS, type DropInSetting } from '../../../shared/drop-in.ts';
import { podCategories } from '../../../shared/options.ts';

/** The people signed up for the property (a graph takes part of them). */
export const POOL = 6;
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
  /** A drop-in room (or none): the owner whose first Pod it is, who is in it, who said something there, and the owner's setting. */
  dropIn: { owner: number; present: boolean[]; chat: number[]; setting: DropInSetting } | null;
  /** Notifications: from actor to recipient, read or not. */
  notes: { recipient: number; actor: number; type: NoteType; read: boolean }[];
  /**
   * Keep follows across a block: a state the API never leaves (a block removes the follows both
   * ways, and no follow starts across one), so that the reads' own block checks are tested too.
   */
  followsAcrossBlocks: boolean;
}

/** The graph over the whole pool, with ids: what the oracle reasons about. */
export interface World {
  /** The whole pool (who the people-lists may show); `ids.slice(0, n)` take part in the graph. */
  ids: string[];
  participants: string[];
  profile: Map<string, ProfileType>;
  pods: { postId: string; userId: string; postType: ProfileType; postName: string; createdAt: number; postViews: number; postLikes: number; tags: string[] }[];
  follow: Map<string, FollowStatus>;
  block: Set<string>;
  event: WorldEvent | null;
  /** The drop-in room of one Pod: who is in it, the authors of its chat in order (their lines are 'said i'), the owner's setting. */
  dropIn: { postId: string; present: string[]; chat: string[]; setting: DropInSetting } | null;
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

export const graphArb: fc.Arbitrary<GenGraph> = fc.integer({ min: 4, max: POOL }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    profiles: fc.array(fc.constantFrom<ProfileType>('public', 'private'), { minLength: n, maxLength: n }),
    pods: fc.array(fc.array(podArb, { maxLength: 2 }), { minLength: n, maxLength: n }),
    follows: fc.array(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        { weight: 2, arbitrary: fc.constant<FollowStatus>('accepted') },
        { weight: 1, arbitrary: fc.constant<FollowStatus>('pending') },
      ),
      { minLength: n * n, maxLength: n * n },
    ),
    blocks: fc.array(
      fc.integer({ min: 0, max: 9 }).map((x) => x === 9),
      { minLength: n * n, maxLength: n * n },
    ),
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
    dropIn: fc.option(
      fc.record({
        owner: fc.nat({ max: n - 1 }),
        present: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        chat: fc.array(fc.nat({ max: n - 1 }), { maxLength: 4 }),
        setting: fc.constantFrom<DropInSetting>(...DROP_IN_SETTINGS),
      }),
      { nil: null },
    ),
    notes: fc.array(
      fc.record({
        recipient: fc.nat({ max: n - 1 }),
        actor: fc.nat({ max: n - 1 }),
        type: fc.constantFrom<NoteType>('New Follower', 'Event Invitation'),
        read: fc.boolean(),
      }),
      { maxLength: 6 },
    ),
    followsAcrossBlocks: fc.boolean(),
  }),
);

export const pair = (a: string, b: string) => `${a}>${b}`;

export function toWorld(graph: GenGraph, ids: string[]): World {
  const world: World = {
    ids,
    participants: ids.slice(0, graph.n),
    profile: new Map(ids.map((id) => [id, 'public'])),
    pods: [],
    follow: new Map(),
    block: new Set(),
    event: null,
    dropIn: null,
    notes: [],
  };
  for (let a = 0; a < graph.n; a++) {
    world.profile.set(ids[a]!, graph.profiles[a]!);
    graph.pods[a]!.forEach((pod, k) => {
      world.pods.push({
        postId: `g${a}p${k}`,
        userId: ids[a]!,
        postType: pod.postType,
        postName: pod.name,
        createdAt: pod.createdAt,
        postViews: pod.views,
        postLikes: pod.likes,
        tags: pod.tags,
      });
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
      eventId: 0,
      hostId,
      postId,
      guests,
      started,
      present: members.filter((id) => present[ids.indexOf(id)]),
      chat: chat.map((k) => members[k % members.length]!),
    };
  }
  const roomPod = graph.dropIn ? world.pods.find((pod) => pod.userId === ids[graph.dropIn!.owner]) : undefined;
  if (graph.dropIn && roomPod) {
    const people = ids.slice(0, graph.n);
    world.dropIn = {
      postId: roomPod.postId,
      present: people.filter((_, i) => graph.dropIn!.present[i]),
      chat: graph.dropIn.chat.map((k) => people[k]!),
      setting: graph.dropIn.setting,
    };
  }
  world.notes = graph.notes
    .filter((n) => n.recipient !== n.actor)
    .map((n) => ({ recipient: ids[n.recipient]!, actor: ids[n.actor]!, type: n.type, read: n.read }));
  return world;
}
