/**
 * Realistic, deterministic demo data for the Discover feed (`npm run seed`): people with names and
 * pictures, their Pods on the catalogue's templates, follows, likes and views. The same seed
 * value gives the same data on an empty database; seeding again adds more people and Pods, numbered
 * after the ones already there (ids, user names and emails stay unique). Rows go straight into the database in batches (this is seeding,
 * not the API: the free plan's one-Pod limit does not apply to demo data).
 */
import type { Db } from './database.ts';
import { templateCatalogue } from '../pods/catalogue.ts';
import { podCategories, podTypes } from '../../shared/options.ts';
import { contentFlags } from '../posts/content-flags.ts';
import { userPodEntry } from '../posts/repository.ts';

export interface SeedOptions {
  users: number;
  posts: number;
  seed?: number;
  /** Share of Pods that are private (never in the feed). */
  privateShare?: number;
  now?: number;
}

/** mulberry32: a small, good-enough deterministic generator. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ada',
  'Bea',
  'Cyrus',
  'Dana',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivo',
  'Jun',
  'Kai',
  'Lea',
  'Milo',
  'Nia',
  'Omar',
  'Pia',
  'Quin',
  'Rosa',
  'Sam',
  'Tara',
  'Uma',
  'Vik',
  'Wren',
  'Xena',
  'Yuri',
  'Zoe',
];
const LAST = ['Stone', 'Rivers', 'Ng', 'Okafor', 'Silva', 'Novak', 'Berg', 'Kato', 'Moreau', 'Haddad', 'Ivanova', 'Lund', 'Park', 'Quispe', 'Rossi'];
const WORDS = ['Studio', 'Lounge', 'Gallery', 'Lab', 'Corner', 'Hub', 'Space', 'Den', 'Garden', 'Stage', 'Nook', 'Loft'];
const v = (x: number, y: number, z: number) => ({ x, y, z });
const placed = (slotId: string) => ({ slotId, position: v(0, 2, 0), rotation: v(0, 0, 0), scale: v(2, 1.2, 1) });

/** Varied assets, so the cards' flags (video, YouTube, social link, animated model) all occur. */
function assetsFor(rand: () => number, podId: string) {
  const video = rand() < 0.5;
  return {
    frames: [
      {
        frameId: 'frame-1',
        ...placed('frame-1'),
        frameType: video ? 'video' : 'image',
        frameUrl: video ? '/media/walkthrough.mp4' : `/media/templates/${podId}.webp`,
      },
    ],
    iframes:
      rand() < 0.25
        ? [
            {
              iframeId: 'embed-1',
              ...placed('embed-1'),
              iframeUrl: rand() < 0.5 ? 'https://www.youtube.com/embed/aqz-KE-bpKQ' : 'https://www.instagram.com/pods/',
            },
          ]
        : [],
    Assets3d: rand() < 0.2 ? [{ assetId: 'model-1', ...placed('model-1'), assetUrl: '/media/models/placeholder.glb', animated: rand() < 0.5 }] : [],
    ambientSound: {
      soundId: 'ambient-placeholder',
      soundSize: 0,
      soundName: 'Ambient sound',
      soundDescription: 'Pick a sound for your Pod in the editor.',
      soundUrl: null,
    },
    textures: [],
    textAssets: [],
  };
}

const ABOUT = [
  'A place to show my latest work and meet people who like it.',
  'Weekly meetups, demos and long conversations about what we build.',
  'My favourite photos, playlists and a corner to hang out in after work.',
  'Come in, look around, and leave a like if something catches your eye. New frames go up every Friday, and the sound changes with the seasons.',
  'Pitch decks, product videos and a stage for our launch events.',
];

/**
 * The numbers after the people and Pods earlier runs with this seed value made: a new run numbers
 * its own from there, so its ids never meet the ones already there. (Ids of other seed values
 * differ by their prefix; tests name seeded people by seed and number.)
 */
async function seededBefore(kysely: Db['kysely'], prefix: string) {
  const after = (rows: { id: string }[]) => rows.reduce((max, { id }) => Math.max(max, Number(/\d+$/.exec(id)?.[0] ?? -1) + 1), 0);
  const users = await kysely.selectFrom('users').select('userId as id').where('userId', 'like', `${prefix}-u%`).execute();
  const posts = await kysely.selectFrom('posts').select('postId as id').where('postId', 'like', `${prefix}-p%`).execute();
  return { users: after(users), posts: after(posts) };
}

export async function seedFeed({ kysely }: Db, options: SeedOptions) {
  const prefix = `seed${options.seed ?? 42}`;
  const before = await seededBefore(kysely, prefix);
  // User names and emails are unique across seed values too: the default seed's stay as they were.
  const tag = prefix === 'seed42' ? '' : `_${options.seed}`;
  // A later run draws other names and Pods than the first; an empty database gets the seed's own data.
  const rand = random((options.seed ?? 42) ^ Math.imul(before.users, 0x9e3779b1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const privateShare = options.privateShare ?? 0.1;

  const users = Array.from({ length: options.users }, (_, n) => {
    const i = before.users + n;
    const first = pick(FIRST);
    const last = pick(LAST);
    return {
      userId: `${prefix}-u${i}`,
      loginId: `seed|${prefix}|${i}`,
      email: `${first.toLowerCase()}.${i}${tag}@seed.example`,
      userName: `${first.toLowerCase()}.${last.toLowerCase()}${i}${tag}`,
      userNameLower: `${first.toLowerCase()}.${last.toLowerCase()}${i}${tag}`,
      displayName: `${first} ${last}`,
      dpUrl: '/media/default-avatar.webp',
      location: null,
      profileType: rand() < 0.15 ? 'private' : 'public',
      status: 'complete',
      interests: JSON.stringify(['all']),
      socialLinks: '[]',
      pods: '[]',
      createdAt: now - Math.floor(rand() * 365 * 86400),
    };
  });

  const posts = Array.from({ length: options.posts }, (_, n) => {
    const i = before.posts + n;
    const owner = users[n % users.length]!;
    const template = pick(templateCatalogue);
    const categories = podCategories.filter(() => rand() < 0.35);
    if (categories.length === 0) categories.push(pick(podCategories));
    const createdAt = now - Math.floor(rand() * 90 * 86400);
    const assets = assetsFor(rand, template.podId);
    return {
      postId: `${prefix}-p${i}`,
      userId: owner.userId,
      postType: rand() < privateShare ? 'private' : 'public',
      postName: `${owner.displayName.split(' ')[0]}'s ${pick(WORDS)}`.slice(0, 20),
      postDescription: pick(ABOUT),
      postTags: JSON.stringify(categories),
      postSubTag: pick(podTypes),
      postDisplayImage: `/media/templates/${template.podId}.webp`,
      podId: template.podId,
      podName: template.name,
      postLikes: 0,
      postViews: 0,
      postAssets: JSON.stringify(assets),
      contentFlags: contentFlags(assets),
      // What the triggers would set (they then have nothing to change).
      authorPrivate: owner.profileType === 'private' ? 1 : 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
  // Each person's record lists their Pods, as creating one in the app does (their profile counts them from it).
  for (const user of users) {
    const theirs = posts.filter((p) => p.userId === user.userId);
    user.pods = JSON.stringify(theirs.map((p) => userPodEntry({ ...templateCatalogue.find((t) => t.podId === p.podId)!, displayImage: p.postDisplayImage })));
  }
  await insertBatches(kysely, 'users', users);
  await insertBatches(kysely, 'posts', posts);
  await insertBatches(
    kysely,
    'postCategories',
    posts.flatMap((p) =>
      (JSON.parse(p.postTags) as string[]).map((category) => ({ category, postId: p.postId, postType: p.postType, createdAt: p.createdAt })),
    ),
  );

  // Follows: a few each, skewed towards early users so some profiles trend.
  const follows = new Map<string, { followerId: string; followingId: string; status: string; createdAt: number }>();
  for (const user of users) {
    const count = Math.floor(rand() * 8);
    for (let k = 0; k < count; k++) {
      const target = users[Math.floor(Math.pow(rand(), 2) * users.length)]!;
      if (target.userId === user.userId) continue;
      follows.set(`${user.userId}>${target.userId}`, {
        followerId: user.userId,
        followingId: target.userId,
        status: 'accepted',
        createdAt: now - Math.floor(rand() * 90 * 86400),
      });
    }
  }
  await insertBatches(kysely, 'follows', [...follows.values()]);

  // Likes and views: distinct people per Pod; counters match the rows.
  const likes: { postId: string; userId: string; createdAt: number }[] = [];
  const views: { postId: string; userId: string; createdAt: number }[] = [];
  for (const post of posts) {
    if (post.postType !== 'public') continue;
    const viewers = new Set<string>();
    const viewCount = Math.floor(Math.pow(rand(), 3) * 12);
    for (let k = 0; k < viewCount; k++) viewers.add(pick(users).userId);
    viewers.delete(post.userId);
    let liked = 0;
    for (const viewer of viewers) {
      views.push({ postId: post.postId, userId: viewer, createdAt: post.createdAt });
      if (rand() < 0.4) {
        likes.push({ postId: post.postId, userId: viewer, createdAt: post.createdAt });
        liked++;
      }
    }
    post.postViews = viewers.size;
    post.postLikes = liked;
  }
  await insertBatches(kysely, 'postViews', views);
  await insertBatches(kysely, 'postLikes', likes);
  await kysely.transaction().execute(async (trx) => {
    for (const post of posts) {
      if (post.postViews || post.postLikes)
        await trx.updateTable('posts').set({ postViews: post.postViews, postLikes: post.postLikes }).where('postId', '=', post.postId).execute();
    }
  });
  return { users: users.length, posts: posts.length, follows: follows.size, likes: likes.length, views: views.length, peopleBefore: before.users };
}

async function insertBatches<T extends Record<string, unknown>>(
  kysely: Db['kysely'],
  table: 'users' | 'posts' | 'postCategories' | 'follows' | 'postLikes' | 'postViews',
  rows: T[],
) {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(900 / Object.keys(rows[0]!).length));
  await kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += size)
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + size) as never)
        .execute();
  });
}
