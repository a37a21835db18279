import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';
import { refreshStatistics } from '../../server/db/database.ts';
import { timelineArgs, timelineIds } from '../../server/posts/feed.ts';

type Card = {
  postId: string;
  postName: string;
  postTags: string[];
  userId: string;
  postType: string;
  isLiked: boolean;
  postLikes: number;
  postViews: number;
  createdAt: number;
};
type Page = { documents: { value: Card }[] };

describe.each(dialects)('Discover feed API on %s', (dialect) => {
  let h: Harness;
  let viewer: SignedIn;
  let other: SignedIn;
  let publicIds: string[];
  const feed = async (query: string, who: SignedIn | null = viewer) => {
    const response = await h.app.inject({
      url: `/api/posts/timeline/${who ? who.user.userId : 'guest'}?${query}`,
      headers: who ? bearer(who.sessionToken) : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page).documents.map((d) => d.value);
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    viewer = await signInWithDev(h.app, 'viewer@example.test');
    other = await signInWithDev(h.app, 'other@example.test');
    await seedFeed(h.db, { users: 12, posts: 30, seed: 7, privateShare: 0.2, now: 1_800_000_000 });
    await refreshStatistics(h.db);
    // The seed makes some profiles private: their Pods are not in a stranger's feed.
    const rows = await h.db.kysely
      .selectFrom('posts')
      .innerJoin('users', 'users.userId', 'posts.userId')
      .select(['posts.postId'])
      .where('posts.postType', '=', 'public')
      .where('users.profileType', '=', 'public')
      .orderBy('posts.createdAt', 'desc')
      .orderBy('posts.postId', 'desc')
      .execute();
    publicIds = rows.map((r) => r.postId);
  });
  afterAll(() => h.close());

  it('pages through every public Pod of a public profile, newest first, 8 at a time, ending with a short page', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const cards = await feed(`pageNumber=${page}&pageSize=8`);
      seen.push(...cards.map((c) => c.postId));
      if (cards.length < 8) break;
    }
    expect(seen).toEqual(publicIds);
    expect(await feed(`pageNumber=${Math.ceil(publicIds.length / 8) + 1}`)).toEqual([]);
    expect((await feed('')).length).toBe(8);
  });

  it('never shows private Pods, to others or to signed-out visitors', async () => {
    const everything = [...(await feed('pageSize=50')), ...(await feed('pageSize=50', null))];
    expect(everything.every((card) => card.postType === 'public')).toBe(true);
  });

  it('filters by category and searches names in any case, treating % and _ literally', async () => {
    const design = await feed('category=design&pageSize=50');
    expect(design.length).toBeGreaterThan(0);
    expect(design.every((card) => card.postTags.includes('design'))).toBe(true);
    expect(await feed('category=all-pods&pageSize=50')).toHaveLength(Math.min(50, publicIds.length));
    const name = design[0]!.postName;
    const fragment = name.slice(1, 5).toUpperCase();
    const found = await feed(`search=${encodeURIComponent(fragment)}&pageSize=50`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => card.postName.toLowerCase().includes(fragment.toLowerCase()))).toBe(true);
    expect(await feed('search=%25')).toEqual([]);
    expect((await h.app.inject({ url: `/api/posts/timeline/${viewer.user.userId}?category=cooking`, headers: bearer(viewer.sessionToken) })).statusCode).toBe(
      400,
    );
  });

  it('hides the Pods of people who blocked the viewer, and only from that viewer', async () => {
    const first = (await feed('pageSize=1'))[0]!;
    await h.db.kysely.insertInto('blocks').values({ blockerId: first.userId, blockedId: viewer.user.userId, createdAt: 1 }).execute();
    const shown = await feed('pageSize=50');
    expect(shown.some((card) => card.userId === first.userId)).toBe(false);
    expect((await feed('pageSize=50', other)).some((card) => card.userId === first.userId)).toBe(true);
    await h.db.kysely.deleteFrom('blocks').execute();
  });

  it('reads as guest only without a session, and as oneself only with one', async () => {
    expect((await h.app.inject({ url: `/api/posts/timeline/${other.user.userId}`, headers: bearer(viewer.sessionToken) })).statusCode).toBe(403);
    expect((await h.app.inject({ url: `/api/posts/timeline/${viewer.user.userId}` })).statusCode).toBe(401);
    expect((await feed('pageSize=2', null)).every((card) => card.isLiked === false)).toBe(true);
  });

  it('orders the top lists by views and by likes', async () => {
    for (const [path, key] of [
      ['top-viewed-posts', 'postViews'],
      ['top-liked-posts', 'postLikes'],
    ] as const) {
      const response = await h.app.inject({ url: `/api/posts/${path}/${viewer.user.userId}`, headers: bearer(viewer.sessionToken) });
      const counts = (response.json() as Page).documents.map((d) => d.value[key]);
      expect(counts.length).toBeGreaterThan(0);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    const trending = await h.app.inject({ url: '/api/users/trending-profiles/guest' });
    expect(trending.json().profiles.length).toBeGreaterThan(0);
  });

  it('keeps like counts exact under 50 concurrent toggles, and a set like is idempotent', async () => {
    const postId = publicIds[0]!;
    const count = async () => (await h.db.kysely.selectFrom('posts').select('postLikes').where('postId', '=', postId).executeTakeFirstOrThrow()).postLikes;
    const rows = async () =>
      Number(
        (
          await h.db.kysely
            .selectFrom('postLikes')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('postId', '=', postId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const like = (liked?: boolean) =>
      h.app.inject({
        method: 'POST',
        url: `/api/posts/toggle-post-like/${viewer.user.userId}/${postId}`,
        headers: bearer(viewer.sessionToken),
        payload: liked === undefined ? {} : { liked },
      });
    const answers = await Promise.all(Array.from({ length: 50 }, () => like(true)));
    expect(answers.every((a) => a.statusCode === 200 && a.json().isLiked === true)).toBe(true);
    expect(await count()).toBe(before + 1);
    // 50 plain toggles: an even number leaves the like where it was, and the count with it.
    await Promise.all(Array.from({ length: 50 }, () => like()));
    expect(await count()).toBe(before + 1);
    expect(await count()).toBe(await rows());
    expect((await like(false)).json()).toMatchObject({ isLiked: false, postLikes: before });
    expect((await feed('pageSize=1'))[0]).toMatchObject({ postId, isLiked: false });
    await like(true);
    expect((await feed('pageSize=1'))[0]).toMatchObject({ postId, isLiked: true });
    const foreign = await h.app.inject({
      method: 'POST',
      url: `/api/posts/toggle-post-like/${other.user.userId}/${postId}`,
      headers: bearer(viewer.sessionToken),
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('counts a view once per signed-in viewer who is not the author', async () => {
    const post = await h.db.kysely
      .selectFrom('posts')
      .select(['postId', 'userId', 'postViews'])
      .where('postId', 'in', publicIds)
      .orderBy('postId')
      .executeTakeFirstOrThrow();
    const view = (who: SignedIn | null) =>
      h.app.inject({ method: 'POST', url: `/api/posts/post-views/${post.postId}`, headers: who ? bearer(who.sessionToken) : {} });
    expect((await view(viewer)).json()).toMatchObject({ counted: true, postViews: post.postViews + 1 });
    expect((await view(viewer)).json()).toMatchObject({ counted: false, postViews: post.postViews + 1 });
    expect((await view(null)).statusCode).toBe(401);
    // The author's own visits do not count.
    const authorSession = await h.db.kysely.selectFrom('posts').select('userId').where('userId', '=', viewer.user.userId).executeTakeFirst();
    expect(authorSession).toBeUndefined();
    await h.db.kysely.updateTable('posts').set({ userId: viewer.user.userId }).where('postId', '=', post.postId).execute();
    expect((await view(viewer)).json()).toMatchObject({ counted: false });
  });

  it.runIf(dialect === 'sqlite')('walks an index in feed order, without a sort step (query plan)', async () => {
    for (const query of [
      { pageNumber: 1, pageSize: 8, category: null, search: null },
      { pageNumber: 3, pageSize: 8, category: 'design', search: null },
      { pageNumber: 1, pageSize: 8, category: null, search: 'gallery' },
    ]) {
      const compiled = timelineIds(h.db, timelineArgs(viewer.user.userId, query)).compile();
      const plan = await h.db.kysely
        .withoutPlugins()
        .executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      const details = plan.rows.map((r) => r.detail).join('\n');
      console.log(`plan for ${JSON.stringify(query)}:\n${details}`);
      expect(details).toMatch(/USING (COVERING )?INDEX (posts_feed|post_categories_feed)/);
      expect(details).not.toMatch(/TEMP B-TREE/);
      // Blocks and a private author's followers are primary-key probes per row, never a scan (the
      // block probes only for a viewer in some block relation: asked once; the follow probe only for
      // a row whose author is private: the flag in the index); the author's profile is not probed.
      expect(details).not.toMatch(/\bSCAN\b/);
      expect(details).toMatch(/SEARCH \w+ USING COVERING INDEX sqlite_autoindex_blocks_1 \(blocker_id=\? AND blocked_id=\?\)/);
      expect(details).toMatch(/SEARCH \w+ USING (COVERING )?INDEX sqlite_autoindex_follows_1 \(follower_id=\? AND following_id=\?\)/);
      expect(details).not.toMatch(/sqlite_autoindex_users_1/);
    }
  });
});
