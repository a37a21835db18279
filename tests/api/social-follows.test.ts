/**
 * The social graph API, follows: following public and private profiles, requests accepted or
 * declined, unfollowing, removing a follower, counts under concurrent follows, the follower lists
 * and their search, friend suggestions, acting only as oneself, and the follow status through the
 * GraphQL gateway. Private profiles' contents are social-private-profiles.test.ts; blocks are
 * social-blocks.test.ts.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev } from './support/dev-sign-in.ts';
import { FANS, useSocialGraph, type FollowerRow, type FollowingRow, type Method } from './support/social-graph.ts';

describe.each(dialects)('social graph API: follows on %s', (dialect) => {
  const { h, ada, bob, cat, dan, eve, fans, id, call, ok, follow, status, profile, followers, followings, notifications, followRows } = useSocialGraph(dialect);

  it('follows a public profile at once, idempotently, with one New Follower notification', async () => {
    expect(await status(ada, bob)).toBe(false);
    expect((await follow(ada, bob)).json()).toEqual({ userId: id(bob), status: 'accepted' });
    expect((await follow(ada, bob)).json()).toEqual({ userId: id(bob), status: 'accepted' });
    expect(await status(ada, bob)).toBe('accepted');
    expect(await status(ada, ada)).toBe('self');
    expect(await notifications(bob, 'New Follower')).toEqual([{ actorId: id(ada), type: 'New Follower', readAt: null }]);
    expect((await profile(ada, bob)).userData).toMatchObject({
      totalFollowers: 1,
      totalFollowings: 0,
      followStatus: 'accepted',
      followsYou: false,
      isBlocked: false,
      canViewContent: true,
    });
    expect((await profile(bob, ada)).userData).toMatchObject({ totalFollowers: 0, totalFollowings: 1, followStatus: false, followsYou: true });
    expect((await profile(ada, ada)).userData).toMatchObject({
      followStatus: 'self',
      userName: 'ada',
      userDisplayName: 'Ada Lovelace',
      isPrivate: false,
      userTotalPods: 1,
    });
  });

  it('turns a follow of a private profile into a request, which the owner accepts or declines', async () => {
    expect((await follow(ada, cat)).json()).toEqual({ userId: id(cat), status: 'pending' });
    expect((await follow(bob, cat)).json()).toEqual({ userId: id(cat), status: 'pending' });
    expect(await status(ada, cat)).toBe('pending');
    expect((await notifications(cat, 'Follow Request')).map((n) => n.actorId).sort()).toEqual([id(ada), id(bob)].sort());
    expect((await profile(ada, cat)).userData).toMatchObject({ isPrivate: true, userProfileType: 'private', followStatus: 'pending', totalFollowers: 0 });

    const requests = await ok<{ requests: FollowerRow[]; nextCursor: string | null }>(cat, 'GET', `follow-requests/${id(cat)}`);
    expect(requests.requests.map((r) => r.followerId).sort()).toEqual([id(ada), id(bob)].sort());
    expect(requests.nextCursor).toBeNull();
    expect((await ok<{ requests: FollowerRow[] }>(cat, 'GET', `follow-requests/${id(cat)}?search=MARLEY`)).requests.map((r) => r.followerId)).toEqual([
      id(bob),
    ]);

    expect(await ok(cat, 'PUT', `accept-follow-request/${id(cat)}/${id(ada)}`)).toEqual({ userId: id(ada), status: 'accepted' });
    expect(await ok(cat, 'PUT', `accept-follow-request/${id(cat)}/${id(ada)}`)).toEqual({ userId: id(ada), status: 'accepted' });
    expect(await status(ada, cat)).toBe('accepted');
    expect(await notifications(ada, 'Follow Accepted')).toEqual([{ actorId: id(cat), type: 'Follow Accepted', readAt: null }]);
    expect((await notifications(cat, 'Follow Request')).find((n) => n.actorId === id(ada))?.readAt).toEqual(expect.any(Number));

    expect(await ok(cat, 'PUT', `decline-follow-request/${id(cat)}/${id(bob)}`)).toEqual({ userId: id(bob), status: false });
    expect(await ok(cat, 'PUT', `decline-follow-request/${id(cat)}/${id(bob)}`)).toEqual({ userId: id(bob), status: false });
    expect(await status(bob, cat)).toBe(false);
    // Declining never drops an accepted follower.
    expect(await ok(cat, 'PUT', `decline-follow-request/${id(cat)}/${id(ada)}`)).toEqual({ userId: id(ada), status: 'accepted' });
    expect((await call(cat, 'PUT', `accept-follow-request/${id(cat)}/${id(bob)}`)).statusCode).toBe(404);
    expect((await ok<{ requests: unknown[] }>(cat, 'GET', `follow-requests/${id(cat)}`)).requests).toEqual([]);
    expect((await profile(bob, cat)).userData).toMatchObject({ totalFollowers: 1, followStatus: false });
  });

  it('unfollows, cancels a request (with either body name) and withdraws its unread notification', async () => {
    await follow(ada, bob);
    expect(await ok(ada, 'PUT', `unfollow/${id(ada)}`, { followingUserId: id(bob) })).toEqual({ userId: id(bob), status: false });
    expect(await ok(ada, 'PUT', `unfollow/${id(ada)}`, { followingUserId: id(bob) })).toEqual({ userId: id(bob), status: false });
    expect(await status(ada, bob)).toBe(false);
    expect(await notifications(bob, 'New Follower')).toEqual([]);

    await follow(dan, cat);
    expect(await status(dan, cat)).toBe('pending');
    expect(await ok(dan, 'PUT', `unfollow/${id(dan)}`, { unfollowId: id(cat) })).toEqual({ userId: id(cat), status: false });
    expect(await status(dan, cat)).toBe(false);
    expect(await notifications(cat, 'Follow Request')).toEqual([]);
    expect((await ok<{ requests: unknown[] }>(cat, 'GET', `follow-requests/${id(cat)}`)).requests).toEqual([]);

    const missing = await call(ada, 'PUT', `unfollow/${id(ada)}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('followingUserId is required');
  });

  it('lets the owner remove a follower', async () => {
    await follow(bob, ada);
    await follow(dan, ada);
    expect(await ok(ada, 'PUT', `remove-follower/${id(ada)}/${id(bob)}`)).toEqual({ userId: id(bob), status: false });
    expect(await status(bob, ada)).toBe(false);
    const list = await ok<{ followers: FollowerRow[] }>(ada, 'GET', `followers/${id(ada)}/${id(ada)}/0`);
    expect(list.followers.map((r) => r.followerId)).toEqual([id(dan)]);
    expect((await profile(ada, ada)).userData).toMatchObject({ totalFollowers: 1 });
  });

  it('refuses following oneself, unknown people and bad bodies with clear messages', async () => {
    const self = await follow(ada, ada);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You can not follow yourself.');
    const unknown = await call(ada, 'POST', `send-follow-request/${id(ada)}`, { followingUserId: 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    const empty = await call(ada, 'POST', `send-follow-request/${id(ada)}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('followingUserId is required');
    expect((await call(ada, 'GET', `profile-data/${id(ada)}/nobody`)).statusCode).toBe(404);
    expect((await call(ada, 'GET', `followers/${id(ada)}/${id(bob)}/not-a-cursor`)).json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringContaining('cursor is not valid'),
    });
    expect((await call(ada, 'GET', `followers/${id(ada)}/${id(bob)}/0?limit=500`)).statusCode).toBe(400);
  });

  it(`keeps counts exact under ${FANS} concurrent follows of one person (each sent twice)`, async () => {
    const answers = await Promise.all([...fans, ...fans].map((fan) => follow(fan, ada)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => a.json().status === 'accepted')).toBe(true);
    expect((await profile(bob, ada)).userData).toMatchObject({ totalFollowers: FANS });
    expect((await followRows()).length).toBe(FANS);
    const notes = await notifications(ada, 'New Follower');
    expect(notes.length).toBe(FANS);
    expect(new Set(notes.map((n) => n.actorId))).toEqual(new Set(fans.map(id)));
    // And as many concurrent unfollows bring it back to zero.
    await Promise.all(fans.map((fan) => call(fan, 'PUT', `unfollow/${id(fan)}`, { followingUserId: id(ada) })));
    expect((await profile(bob, ada)).userData).toMatchObject({ totalFollowers: 0 });
  });

  it('pages followers with a cursor, newest first, and searches names and usernames in any case', async () => {
    for (const fan of fans) await follow(fan, ada);
    await follow(ada, fans[3]!);
    const seen: FollowerRow[] = [];
    let cursor = '0';
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(10);
      const page = (await followers(bob, ada, cursor, '?limit=7')).json() as { followers: FollowerRow[]; nextCursor: string | null };
      seen.push(...page.followers);
      if (!page.nextCursor) break;
      expect(page.followers).toHaveLength(7);
      cursor = page.nextCursor;
    }
    expect(seen.map((r) => r.followerId).sort()).toEqual(fans.map(id).sort());
    expect(new Set(seen.map((r) => r.followerId)).size).toBe(FANS);
    const order = seen.map((r) => [r.followedAt, r.followerId] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : -1)));
    expect(seen[0]).toMatchObject({ totalFollowers: expect.any(Number), totalFollowings: 1, userTotalPods: 0, followBackStatus: false });

    // Follow Back on one's own list: ada follows fan 3 back.
    const own = (await followers(ada, ada, '0', '?limit=50')).json() as { followers: FollowerRow[] };
    expect(own.followers.find((r) => r.followerId === id(fans[3]!))).toMatchObject({ followBackStatus: 'accepted', totalFollowers: 1 });

    const odd = (await followers(bob, ada, '0', '?search=oDD%20fan&limit=50')).json() as { followers: FollowerRow[] };
    expect(odd.followers).toHaveLength(FANS / 2);
    expect(odd.followers.every((r) => r.followerName!.startsWith('Odd Fan'))).toBe(true);
    const byUserName = (await followers(bob, ada, '0', '?search=FAN.0')).json() as { followers: FollowerRow[] };
    expect(byUserName.followers.map((r) => r.followerUserName).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `fan.0${i}`));
    expect(((await followers(bob, ada, '0', '?search=%25')).json() as { followers: unknown[] }).followers).toEqual([]);

    const theirs = (await followings(bob, fans[0]!)).json() as { followings: FollowingRow[]; nextCursor: string | null };
    expect(theirs).toEqual({
      followings: [expect.objectContaining({ followingId: id(ada), followingName: 'Ada Lovelace', userTotalFollowers: FANS, followingStatus: false })],
      nextCursor: null,
    });
  });

  it('suggests people followed by the people I follow, most mutual first, never anyone I follow or asked to', async () => {
    await follow(ada, bob);
    await follow(ada, dan);
    await follow(ada, cat); // pending
    await follow(bob, eve);
    await follow(dan, eve);
    await follow(bob, fans[5]!);
    await follow(dan, ada);
    const { suggestions } = await ok<{ suggestions: { userId: string; mutualFollows: number; userName: string }[] }>(
      ada,
      'GET',
      `friend-suggestions/${id(ada)}`,
    );
    expect(suggestions.slice(0, 2)).toEqual([
      expect.objectContaining({ userId: id(eve), mutualFollows: 2 }),
      expect.objectContaining({ userId: id(fans[5]!), mutualFollows: 1 }),
    ]);
    expect(suggestions).toHaveLength(20);
    const ids = suggestions.map((s) => s.userId);
    expect(new Set(ids).size).toBe(20);
    for (const excluded of [ada, bob, dan, cat]) expect(ids).not.toContain(id(excluded));
    expect(suggestions.slice(2).every((s) => s.mutualFollows === 0)).toBe(true);
    const searched = await ok<{ suggestions: { userName: string }[] }>(ada, 'GET', `friend-suggestions/${id(ada)}?search=ONLINE`);
    expect(searched.suggestions.map((s) => s.userName)).toEqual(['eve']);
  });

  it('lets people act only as themselves', async () => {
    const as = id(bob);
    const foreign: [Method, string, object?][] = [
      ['POST', `send-follow-request/${as}`, { followingUserId: id(dan) }],
      ['PUT', `accept-follow-request/${as}/${id(dan)}`],
      ['PUT', `decline-follow-request/${as}/${id(dan)}`],
      ['PUT', `unfollow/${as}`, { followingUserId: id(dan) }],
      ['PUT', `remove-follower/${as}/${id(dan)}`],
      ['GET', `check-following-status/${as}/${id(dan)}`],
      ['GET', `profile-data/${as}/${id(dan)}`],
      ['GET', `followers/${as}/${id(dan)}/0`],
      ['GET', `followings/${as}/${id(dan)}/0`],
      ['GET', `follow-requests/${as}`],
      ['GET', `friend-suggestions/${as}`],
      ['POST', `block-user/${as}`, { blockedUserId: id(dan) }],
      ['PUT', `unblock-user/${as}`, { blockedUserId: id(dan) }],
      ['GET', `blocked-users/${as}`],
    ];
    for (const [method, path, payload] of foreign) {
      const response = await call(ada, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().message).toBe('You can only act on your own account.');
      const signedOut = await h.app.inject({ method, url: `/api/users/${path}`, ...(payload ? { payload } : {}) });
      expect(signedOut.statusCode, `${method} ${path} signed out`).toBe(401);
    }
    expect(await followRows()).toEqual([]);
  });
});

// GraphQL enums cannot hold `false`, so the gateway carries the follow status as a JSON scalar.
describe.skipIf(!existsSync('.mesh/index.js'))('follow status through the GraphQL gateway', () => {
  let h: Harness;
  beforeAll(async () => {
    process.env.PODS_API_ORIGIN = 'http://127.0.0.1:9'; // nothing listens: the gateway reaches the API in process
    h = await startHarness('sqlite', { gateway: true });
  });
  afterAll(() => h.close());

  it("answers false, 'accepted' and 'blocked' as the REST API does", async () => {
    const [a, b] = [await signInWithDev(h.app, 'graph.a@example.test'), await signInWithDev(h.app, 'graph.b@example.test')];
    const ask = async (query: string) => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...bearer(a.sessionToken) },
        payload: { query },
      });
      return response.json() as { data: Record<string, Record<string, unknown>> };
    };
    const check = `{ checkFollowingStatus(userId: "${a.user.userId}", otherId: "${b.user.userId}") { status } }`;
    expect((await ask(check)).data).toEqual({ checkFollowingStatus: { status: false } });
    const followed = await ask(`mutation { sendFollowRequest(userId: "${a.user.userId}", input: { followingUserId: "${b.user.userId}" }) { userId status } }`);
    expect(followed.data).toEqual({ sendFollowRequest: { userId: b.user.userId, status: 'accepted' } });
    await ask(`mutation { blockUser(userId: "${a.user.userId}", input: { blockedUserId: "${b.user.userId}" }) { status } }`);
    expect((await ask(check)).data).toEqual({ checkFollowingStatus: { status: 'blocked' } });
  });
});
