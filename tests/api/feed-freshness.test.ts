/**
 * What issue 23 made the feed keep, and how it stays exact (docs/performance.md): the posts' "author
 * is private" flag (kept by triggers, for every writer, in the writing transaction) and the
 * in-process cache of feed cards (emptied by writes to posts and users). Every change below is
 * made and then read at once: a person turning private leaves a stranger's deep pages and stays in
 * a follower's; a card's words, counts and the viewer's like are never stale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';
import { refreshStatistics } from '../../server/db/database.ts';
import { timeline } from '../../server/posts/feed.ts';

type Card = { postId: string; userId: string; postName: string; postLikes: number; isLiked: boolean; user: { userDisplayName: string | null } };

describe.each(dialects)('feed freshness on %s', (dialect) => {
  let h: Harness;
  let viewer: SignedIn;
  let follower: SignedIn;
  const page = async (who: SignedIn, query: string) => {
    const response = await h.app.inject({ url: `/api/posts/timeline/${who.user.userId}?${query}`, headers: bearer(who.sessionToken) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { documents: { value: Card }[] }).documents.map((d) => d.value);
  };
  /** Every card the person's feed shows, page by page (8 a page). */
  const everything = async (who: SignedIn) => {
    const cards: Card[] = [];
    for (let n = 1; ; n++) {
      const got = await page(who, `pageNumber=${n}&pageSize=8`);
      cards.push(...got);
      if (got.length < 8) return cards;
    }
  };
  const flags = async (userId: string) =>
    (await h.db.kysely.selectFrom('posts').select('authorPrivate').where('userId', '=', userId).execute()).map((r) => Number(r.authorPrivate));
  const setProfile = (userId: string, profileType: 'public' | 'private') =>
    h.db.kysely.updateTable('users').set({ profileType }).where('userId', '=', userId).execute();

  beforeAll(async () => {
    h = await startHarness(dialect);
    viewer = await signInWithDev(h.app, 'fresh-viewer@example.test');
    follower = await signInWithDev(h.app, 'fresh-follower@example.test');
    // Only public profiles and Pods to start with: 240 Pods are 30 pages.
    await seedFeed(h.db, { users: 12, posts: 240, seed: 23, privateShare: 0, now: 1_800_000_000 });
    await h.db.kysely.updateTable('users').set({ profileType: 'public' }).where('userId', 'like', 'seed23-%').execute();
    await refreshStatistics(h.db);
  });
  afterAll(() => h.close());

  it('drops a person turning private from a stranger’s deep pages at once, keeps them for an accepted follower, and brings them back', async () => {
    const before = await everything(viewer);
    expect(before.length).toBe(240);
    // The author of the first card of page 25 (a deep page).
    const author = before[24 * 8]!.userId;
    const theirs = before.filter((card) => card.userId === author).map((card) => card.postId);
    await h.db.kysely.insertInto('follows').values({ followerId: follower.user.userId, followingId: author, status: 'accepted', createdAt: 1 }).execute();

    await setProfile(author, 'private');
    expect(await flags(author)).toEqual(theirs.map(() => 1));
    expect((await page(viewer, 'pageNumber=25&pageSize=8')).some((card) => card.userId === author)).toBe(false);
    const stranger = await everything(viewer);
    expect(stranger.map((card) => card.postId)).toEqual(before.filter((card) => card.userId !== author).map((card) => card.postId));
    expect((await everything(follower)).map((card) => card.postId)).toEqual(before.map((card) => card.postId));

    // A Pod written for a private author takes the flag; one moved to a public author loses it.
    const other = before.find((card) => card.userId !== author)!.userId;
    const template = await h.db.kysely.selectFrom('posts').selectAll().where('postId', '=', theirs[0]!).executeTakeFirstOrThrow();
    const { authorPrivate: _flag, ...columns } = template;
    await h.db.kysely
      .insertInto('posts')
      .values({ ...columns, postId: 'fresh-new', createdAt: 1_900_000_000 })
      .execute();
    expect(await flags(author)).toEqual([...theirs, 'fresh-new'].map(() => 1));
    expect((await page(viewer, 'pageSize=1'))[0]!.postId).not.toBe('fresh-new');
    expect((await page(follower, 'pageSize=1'))[0]!.postId).toBe('fresh-new');
    await h.db.kysely.updateTable('posts').set({ userId: other }).where('postId', '=', 'fresh-new').execute();
    expect((await h.db.kysely.selectFrom('posts').select('authorPrivate').where('postId', '=', 'fresh-new').executeTakeFirstOrThrow()).authorPrivate).toBe(0);
    expect((await page(viewer, 'pageSize=1'))[0]).toMatchObject({ postId: 'fresh-new', userId: other });
    // A flag written wrong by hand is put right.
    await h.db.kysely.updateTable('posts').set({ authorPrivate: 0 }).where('postId', '=', theirs[0]!).execute();
    expect(await flags(author)).toEqual(theirs.map(() => 1));
    await h.db.kysely.deleteFrom('posts').where('postId', '=', 'fresh-new').execute();

    await setProfile(author, 'public');
    expect(await flags(author)).toEqual(theirs.map(() => 0));
    expect((await everything(viewer)).map((card) => card.postId)).toEqual(before.map((card) => card.postId));
    await h.db.kysely.deleteFrom('follows').execute();
  });

  it("shows a card's new words, counts and the viewer's own like at once, whoever wrote them and however", async () => {
    const [first] = await page(viewer, 'pageSize=1');
    const like = (who: SignedIn, liked: boolean) =>
      h.app.inject({
        method: 'POST',
        url: `/api/posts/toggle-post-like/${who.user.userId}/${first!.postId}`,
        headers: bearer(who.sessionToken),
        payload: { liked },
      });

    expect((await like(viewer, true)).statusCode).toBe(200);
    expect((await page(viewer, 'pageSize=1'))[0]).toMatchObject({ postId: first!.postId, isLiked: true, postLikes: first!.postLikes + 1 });
    await like(follower, true);
    expect((await page(viewer, 'pageSize=1'))[0]).toMatchObject({ isLiked: true, postLikes: first!.postLikes + 2 });
    expect((await page(follower, 'pageSize=1'))[0]).toMatchObject({ isLiked: true, postLikes: first!.postLikes + 2 });
    await like(viewer, false);
    expect((await page(viewer, 'pageSize=1'))[0]).toMatchObject({ isLiked: false, postLikes: first!.postLikes + 1 });
    expect((await page(follower, 'pageSize=1'))[0]).toMatchObject({ isLiked: true });

    // Written straight into the tables: through the query builder, and as raw SQL.
    await h.db.kysely.updateTable('users').set({ displayName: 'Renamed Author' }).where('userId', '=', first!.userId).execute();
    expect((await page(viewer, 'pageSize=1'))[0]!.user.userDisplayName).toBe('Renamed Author');
    await sql`update posts set post_name = ${'Raw rename'} where post_id = ${first!.postId}`.execute(h.db.kysely);
    expect((await page(viewer, 'pageSize=1'))[0]!.postName).toBe('Raw rename');
    await h.db.kysely
      .transaction()
      .execute((trx) => trx.updateTable('posts').set({ postName: 'In a transaction' }).where('postId', '=', first!.postId).execute());
    expect((await page(viewer, 'pageSize=1'))[0]!.postName).toBe('In a transaction');
    await h.db.kysely.deleteFrom('posts').where('postId', '=', first!.postId).execute();
    expect((await page(viewer, 'pageSize=1'))[0]!.postId).not.toBe(first!.postId);
  });

  it("answers each page's JSON as its schema would, from the documents' kept text", async () => {
    const [first] = await page(viewer, 'pageSize=1');
    await h.app.inject({
      method: 'POST',
      url: `/api/posts/toggle-post-like/${viewer.user.userId}/${first!.postId}`,
      headers: bearer(viewer.sessionToken),
      payload: { liked: true },
    });
    // Words beyond ASCII: the answer's length is counted in bytes, not characters.
    await h.db.kysely.updateTable('posts').set({ postName: 'Café ☕ «Zoë’s» 🎨' }).where('postId', '=', first!.postId).execute();
    for (const query of ['pageNumber=1&pageSize=8', 'pageNumber=3&pageSize=5&category=design', 'pageNumber=1&pageSize=8&search=s']) {
      const read = () => h.app.inject({ url: `/api/posts/timeline/${viewer.user.userId}?${query}`, headers: bearer(viewer.sessionToken) });
      const [once, again] = [await read(), await read()];
      expect(once.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(once.headers['content-length'])).toBe(once.rawPayload.length);
      expect(again.body).toBe(once.body);
      const params = new URLSearchParams(query);
      const expected = await timeline(h.db, viewer.user.userId, {
        pageNumber: Number(params.get('pageNumber')),
        pageSize: Number(params.get('pageSize')),
        category: params.get('category'),
        search: params.get('search'),
      });
      expect(JSON.parse(once.body)).toEqual(JSON.parse(JSON.stringify(expected)));
    }
    expect((await page(viewer, 'pageSize=1'))[0]).toMatchObject({ postId: first!.postId, isLiked: true, postName: 'Café ☕ «Zoë’s» 🎨' });
  });

  it('answers two people whose pages differ in one like each with their own, read in turns', async () => {
    // The same cards (no write between the reads), the viewer liking the page's third: a page's
    // bytes are reused only for the very same documents, not for a page that starts the same.
    const cards = await page(viewer, 'pageNumber=2&pageSize=8');
    const third = cards[2]!.postId;
    const liked = (list: Card[]) => list.map((card) => card.isLiked);
    await h.app.inject({
      method: 'POST',
      url: `/api/posts/toggle-post-like/${viewer.user.userId}/${third}`,
      headers: bearer(viewer.sessionToken),
      payload: { liked: true },
    });
    await h.app.inject({
      method: 'POST',
      url: `/api/posts/toggle-post-like/${follower.user.userId}/${third}`,
      headers: bearer(follower.sessionToken),
      payload: { liked: false },
    });
    const [mine, theirs] = [await page(viewer, 'pageNumber=2&pageSize=8'), await page(follower, 'pageNumber=2&pageSize=8')];
    expect(mine.map((card) => card.postId)).toEqual(theirs.map((card) => card.postId));
    expect(liked(mine)[2]).toBe(true);
    expect(liked(theirs)[2]).toBe(false);
    for (let turn = 0; turn < 3; turn++) {
      expect(liked(await page(viewer, 'pageNumber=2&pageSize=8'))).toEqual(liked(mine));
      expect(liked(await page(follower, 'pageNumber=2&pageSize=8'))).toEqual(liked(theirs));
    }
  });

  it('keeps the cards cached across reads and writes to other tables', async () => {
    const version = h.db.writes.versionOf(['posts', 'users']);
    await h.db.kysely.insertInto('blocks').values({ blockerId: viewer.user.userId, blockedId: follower.user.userId, createdAt: 2 }).execute();
    await h.db.kysely
      .insertInto('follows')
      .values({ followerId: viewer.user.userId, followingId: follower.user.userId, status: 'accepted', createdAt: 2 })
      .execute();
    expect(h.db.writes.versionOf(['posts', 'users'])).toBe(version);
    await sql`select 1`.execute(h.db.kysely);
    expect(h.db.writes.versionOf(['posts', 'users'])).toBe(version);
    await h.db.kysely.deleteFrom('follows').execute();
    await h.db.kysely.deleteFrom('blocks').execute();
    expect(h.db.writes.versionOf(['posts', 'users'])).toBe(version);
    expect(h.db.writes.versionOf(['blocks'])).not.toBe(version);
  });
});
