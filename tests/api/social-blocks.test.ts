/**
 * The social graph API, blocks: a block removes follows both ways and hides each person from the
 * other everywhere until it is lifted, and no follow survives a block that races it.
 */
import { describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { useSocialGraph, type FollowerRow } from './support/social-graph.ts';
import { resetTrendingCache } from '../../server/posts/feed.ts';

describe.each(dialects)('social graph API: blocks on %s', (dialect) => {
  const { h, ada, bob, dan, eve, id, call, ok, follow, status, profile, followers, notifications, followRows, timeline } = useSocialGraph(dialect);

  it('blocking removes follows both ways and hides each person from the other everywhere', async () => {
    await follow(ada, bob);
    await follow(bob, ada);
    await follow(ada, dan);
    await follow(bob, dan);
    await follow(dan, eve);
    expect(await ok(ada, 'POST', `block-user/${id(ada)}`, { blockedUserId: id(bob) })).toEqual({ userId: id(bob), status: 'blocked' });
    expect(await ok(ada, 'POST', `block-user/${id(ada)}`, { blockedUserId: id(bob) })).toEqual({ userId: id(bob), status: 'blocked' });
    const rows = await followRows();
    expect(rows.some((r) => [r.followerId, r.followingId].sort().join() === [id(ada), id(bob)].sort().join())).toBe(false);
    expect(await notifications(bob, 'New Follower')).toEqual([]);
    expect(await notifications(ada, 'New Follower')).toEqual([]);

    // Status and profile: the blocker sees 'blocked'; the blocked person finds no one.
    expect(await status(ada, bob)).toBe('blocked');
    expect((await call(bob, 'GET', `check-following-status/${id(bob)}/${id(ada)}`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', `profile-data/${id(bob)}/${id(ada)}`)).statusCode).toBe(404);
    expect((await h.app.inject({ url: `/api/users/single-user/${id(ada)}`, headers: bearer(bob.sessionToken) })).statusCode).toBe(404);
    const blockedView = await profile(ada, bob);
    expect(blockedView.userData).toMatchObject({ followStatus: 'blocked', isBlocked: true, canViewContent: false, totalFollowers: 0 });
    expect(blockedView.userPosts.documents).toEqual([]);

    // No follows either way while blocked.
    expect((await follow(bob, ada)).statusCode).toBe(403);
    expect((await follow(ada, bob)).statusCode).toBe(403);

    // Feed (and its search): neither sees the other's Pod; others still see both.
    for (const [viewer, hidden] of [
      [ada, bob],
      [bob, ada],
    ] as const) {
      expect((await timeline(viewer)).some((card) => card.userId === id(hidden))).toBe(false);
      expect((await timeline(viewer, hidden === ada ? "Ada's" : "Bob's")).length).toBe(0);
    }
    expect((await timeline(eve)).filter((card) => [id(ada), id(bob)].includes(card.userId))).toHaveLength(2);
    for (const path of ['top-viewed-posts', 'top-liked-posts']) {
      const top = await h.app.inject({ url: `/api/posts/${path}/${id(bob)}`, headers: bearer(bob.sessionToken) });
      expect((top.json() as { documents: { value: { userId: string } }[] }).documents.some((d) => d.value.userId === id(ada))).toBe(false);
    }
    resetTrendingCache();
    const trending = async (viewer: SignedIn) =>
      (
        (await h.app.inject({ url: `/api/users/trending-profiles/${id(viewer)}`, headers: bearer(viewer.sessionToken) })).json() as {
          profiles: { userId: string }[];
        }
      ).profiles.map((p) => p.userId);
    expect(await trending(eve)).toContain(id(dan));
    await follow(eve, bob);
    resetTrendingCache();
    expect(await trending(eve)).toContain(id(bob));
    expect(await trending(ada)).not.toContain(id(bob));

    // Lists: dan's followers hold both; neither sees the other in them.
    const dansFollowers = async (viewer: SignedIn) =>
      ((await followers(viewer, dan, '0', '?limit=50')).json() as { followers: FollowerRow[] }).followers.map((r) => r.followerId);
    expect(await dansFollowers(ada)).toEqual([id(ada)]);
    expect(await dansFollowers(bob)).toEqual([id(bob)]);
    expect((await dansFollowers(dan)).sort()).toEqual([id(ada), id(bob)].sort());
    expect((await followers(bob, ada)).statusCode).toBe(404);
    expect((await followers(ada, bob)).statusCode).toBe(403);
    expect((await h.app.inject({ url: `/api/posts/user-posts/${id(ada)}`, headers: bearer(bob.sessionToken) })).statusCode).toBe(404);

    // Suggestions: never each other, even when someone they follow follows the other.
    await follow(dan, bob);
    await follow(dan, ada);
    const suggested = async (viewer: SignedIn) =>
      (await ok<{ suggestions: { userId: string; mutualFollows: number }[] }>(viewer, 'GET', `friend-suggestions/${id(viewer)}`)).suggestions;
    expect((await suggested(ada)).map((s) => s.userId)).not.toContain(id(bob));
    expect((await suggested(bob)).map((s) => s.userId)).not.toContain(id(ada));
    expect((await suggested(ada))[0]).toMatchObject({ userId: id(eve), mutualFollows: 1 });
    // Eve follows bob, who follows dan; ada (followed by dan) fills in as a popular person.
    expect((await suggested(eve)).slice(0, 2)).toEqual([
      expect.objectContaining({ userId: id(dan), mutualFollows: 1 }),
      expect.objectContaining({ userId: id(ada), mutualFollows: 0 }),
    ]);

    // Blocked users list with search, then unblock: still no follows, both visible again.
    const blocked = await ok<{ users: { userId: string; userName: string; blockedAt: number }[] }>(ada, 'GET', `blocked-users/${id(ada)}`);
    expect(blocked.users).toEqual([
      expect.objectContaining({ userId: id(bob), userName: 'bob', userDisplayName: 'Bob Marley', blockedAt: expect.any(Number) }),
    ]);
    expect((await ok<{ users: unknown[] }>(ada, 'GET', `blocked-users/${id(ada)}?search=MARL`)).users).toHaveLength(1);
    expect((await ok<{ users: unknown[] }>(ada, 'GET', `blocked-users/${id(ada)}?search=zzz`)).users).toEqual([]);
    expect(await ok(ada, 'PUT', `unblock-user/${id(ada)}`, { blockedUserId: id(bob) })).toEqual({ userId: id(bob), status: false });
    expect((await ok<{ users: unknown[] }>(ada, 'GET', `blocked-users/${id(ada)}`)).users).toEqual([]);
    expect(await status(ada, bob)).toBe(false);
    expect(await status(bob, ada)).toBe(false);
    expect((await timeline(bob)).some((card) => card.userId === id(ada))).toBe(true);
    expect((await ok(bob, 'POST', `send-follow-request/${id(bob)}`, { followingUserId: id(ada) })).status).toBe('accepted');
    expect((await call(ada, 'POST', `block-user/${id(ada)}`, { blockedUserId: id(ada) })).statusCode).toBe(400);
  });

  it('never lets a follow survive a block that races it', async () => {
    for (let round = 0; round < 10; round++) {
      await h.db.kysely.deleteFrom('blocks').execute();
      const [followed, blocked] = await Promise.all([follow(ada, bob), call(bob, 'POST', `block-user/${id(bob)}`, { blockedUserId: id(ada) })]);
      expect(blocked.statusCode).toBe(200);
      expect([200, 403]).toContain(followed.statusCode);
      expect(await followRows()).toEqual([]);
      expect(await notifications(bob, 'New Follower')).toEqual([]);
    }
  });
});
