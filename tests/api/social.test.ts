import { existsSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod, firstPod } from './support/onboarding.ts';
import { resetTrendingCache } from '../../server/posts/feed.ts';

type Method = 'GET' | 'POST' | 'PUT';
type FollowerRow = { followerId: string; followerName: string | null; followerUserName: string | null; totalFollowers: number; totalFollowings: number; userTotalPods: number; followBackStatus: unknown; followedAt: number };
type FollowingRow = { followingId: string; followingName: string | null; userTotalFollowers: number; followingStatus: unknown };

const FANS = 30;

describe.each(dialects)('social graph API on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn; // public
  let bob: SignedIn; // public
  let cat: SignedIn; // private
  let dan: SignedIn; // public
  let eve: SignedIn; // public, a stranger to cat
  let fans: SignedIn[];
  const pods: Record<string, string> = {};

  const id = (who: SignedIn) => who.user.userId;
  const call = (who: SignedIn, method: Method, path: string, payload?: object) =>
    h.app.inject({ method, url: `/api/users/${path}`, headers: bearer(who.sessionToken), ...(payload ? { payload } : {}) });
  const ok = async <T = Record<string, unknown>>(who: SignedIn, method: Method, path: string, payload?: object) => {
    const response = await call(who, method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const follow = (a: SignedIn, b: SignedIn) => call(a, 'POST', `send-follow-request/${id(a)}`, { followingUserId: id(b) });
  const status = async (a: SignedIn, b: SignedIn) => (await ok<{ status: unknown }>(a, 'GET', `check-following-status/${id(a)}/${id(b)}`)).status;
  const profile = (viewer: SignedIn, other: SignedIn) => ok<{ userData: Record<string, unknown>; userPosts: { total: number; documents: { value: { postId: string } }[] } }>(viewer, 'GET', `profile-data/${id(viewer)}/${id(other)}`);
  const followers = (viewer: SignedIn, owner: SignedIn, cursor = '0', query = '') => call(viewer, 'GET', `followers/${id(viewer)}/${id(owner)}/${cursor}${query}`);
  const followings = (viewer: SignedIn, owner: SignedIn, cursor = '0', query = '') => call(viewer, 'GET', `followings/${id(viewer)}/${id(owner)}/${cursor}${query}`);
  const notifications = (recipient: SignedIn, type: string) =>
    h.db.kysely.selectFrom('notifications').select(['actorId', 'type', 'readAt']).where('userId', '=', id(recipient)).where('type', '=', type).execute();
  const followRows = () => h.db.kysely.selectFrom('follows').select(['followerId', 'followingId', 'status']).execute();
  const timeline = async (who: SignedIn, search = '') => {
    const page = await h.app.inject({ url: `/api/posts/timeline/${id(who)}?pageSize=50${search ? `&search=${encodeURIComponent(search)}` : ''}`, headers: bearer(who.sessionToken) });
    return (page.json() as { documents: { value: { postId: string; userId: string } }[] }).documents.map((d) => d.value);
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    const people: [string, string, 'public' | 'private'][] = [['ada', 'Ada Lovelace', 'public'], ['bob', 'Bob Marley', 'public'], ['cat', 'Cat Stevens', 'private'], ['dan', 'Dan Brown', 'public'], ['eve', 'Eve Online', 'public']];
    const signed: SignedIn[] = [];
    for (const [userName, userDisplayName, userProfileType] of people) {
      const who = await signInWithDev(h.app, `${userName}@example.test`);
      expect((await createAccount(h.app, who, { userName, userDisplayName, userProfileType })).statusCode).toBe(200);
      const pod = await createPod(h.app, who, firstPod({ postName: `${userDisplayName.split(' ')[0]}'s Loft` }));
      expect(pod.statusCode, pod.body).toBe(200);
      pods[userName] = pod.json().postId;
      signed.push(who);
    }
    [ada, bob, cat, dan, eve] = signed as [SignedIn, SignedIn, SignedIn, SignedIn, SignedIn];
    fans = [];
    for (let i = 0; i < FANS; i++) {
      const fan = await signInWithDev(h.app, `fan${i}@example.test`);
      expect((await createAccount(h.app, fan, { userName: `fan.${String(i).padStart(2, '0')}`, userDisplayName: i % 2 ? `Odd Fan ${i}` : `Even Fan ${i}` })).statusCode).toBe(200);
      fans.push(fan);
    }
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    for (const table of ['notifications', 'follows', 'blocks'] as const) await h.db.kysely.deleteFrom(table).execute();
  });

  it('follows a public profile at once, idempotently, with one New Follower notification', async () => {
    expect(await status(ada, bob)).toBe(false);
    expect((await follow(ada, bob)).json()).toEqual({ userId: id(bob), status: 'accepted' });
    expect((await follow(ada, bob)).json()).toEqual({ userId: id(bob), status: 'accepted' });
    expect(await status(ada, bob)).toBe('accepted');
    expect(await status(ada, ada)).toBe('self');
    expect(await notifications(bob, 'New Follower')).toEqual([{ actorId: id(ada), type: 'New Follower', readAt: null }]);
    expect((await profile(ada, bob)).userData).toMatchObject({ totalFollowers: 1, totalFollowings: 0, followStatus: 'accepted', followsYou: false, isBlocked: false, canViewContent: true });
    expect((await profile(bob, ada)).userData).toMatchObject({ totalFollowers: 0, totalFollowings: 1, followStatus: false, followsYou: true });
    expect((await profile(ada, ada)).userData).toMatchObject({ followStatus: 'self', userName: 'ada', userDisplayName: 'Ada Lovelace', isPrivate: false, userTotalPods: 1 });
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
    expect((await ok<{ requests: FollowerRow[] }>(cat, 'GET', `follow-requests/${id(cat)}?search=MARLEY`)).requests.map((r) => r.followerId)).toEqual([id(bob)]);

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
    expect((await call(ada, 'GET', `followers/${id(ada)}/${id(bob)}/not-a-cursor`)).json()).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('cursor is not valid') });
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
    expect(theirs).toEqual({ followings: [expect.objectContaining({ followingId: id(ada), followingName: 'Ada Lovelace', userTotalFollowers: FANS, followingStatus: false })], nextCursor: null });
  });

  it("shows a private profile's lists and Pods only to itself and its accepted followers", async () => {
    await follow(ada, cat);
    await ok(cat, 'PUT', `accept-follow-request/${id(cat)}/${id(ada)}`);
    await follow(cat, dan);
    await follow(bob, cat); // pending: not yet allowed in

    for (const stranger of [eve, bob]) {
      for (const list of [followers, followings]) {
        const refused = await list(stranger, cat);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toMatch(/^This account is private\. Only its approved followers can see its follow/);
      }
      const posts = await h.app.inject({ url: `/api/posts/user-posts/${id(cat)}`, headers: bearer(stranger.sessionToken) });
      expect(posts.statusCode).toBe(403);
      const seen = await profile(stranger, cat);
      expect(seen.userData).toMatchObject({ canViewContent: false, isPrivate: true, userTotalPods: 1, totalFollowers: 1, totalFollowings: 1 });
      expect(seen.userPosts).toEqual({ total: 0, documents: [] });
    }
    for (const allowed of [ada, cat]) {
      expect(((await followers(allowed, cat)).json() as { followers: FollowerRow[] }).followers.map((r) => r.followerId)).toEqual([id(ada)]);
      expect(((await followings(allowed, cat)).json() as { followings: FollowingRow[] }).followings.map((r) => r.followingId)).toEqual([id(dan)]);
      const posts = await h.app.inject({ url: `/api/posts/user-posts/${id(cat)}`, headers: bearer(allowed.sessionToken) });
      expect(posts.json().total).toBe(1);
      expect((await profile(allowed, cat)).userPosts.documents.map((d) => d.value.postId)).toEqual([pods.cat]);
    }
    // A private Pod stays the owner's own, whoever follows.
    await h.app.inject({ method: 'PUT', url: `/api/posts/${id(cat)}/${pods.cat}`, headers: bearer(cat.sessionToken), payload: { postType: 'private' } });
    expect((await profile(ada, cat)).userPosts.total).toBe(0);
    expect((await profile(cat, cat)).userPosts.total).toBe(1);
    await h.app.inject({ method: 'PUT', url: `/api/posts/${id(cat)}/${pods.cat}`, headers: bearer(cat.sessionToken), payload: { postType: 'public' } });
  });

  it("shows a private profile's public Pod in the feed, its search and category, the top lists and the live view only to itself and its accepted followers", async () => {
    await follow(ada, cat);
    await ok(cat, 'PUT', `accept-follow-request/${id(cat)}/${id(ada)}`);
    await follow(bob, cat); // pending: not yet allowed in
    const tagged = await h.app.inject({ method: 'PUT', url: `/api/posts/${id(cat)}/${pods.cat}`, headers: bearer(cat.sessionToken), payload: { postTags: ['design'] } });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const read = async (who: SignedIn | null, path: string) => {
      const response = await h.app.inject({ url: `/api/posts/${path}`, headers: who ? bearer(who.sessionToken) : {} });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      return (response.json() as { documents: { value: { postId: string } }[] }).documents.map((d) => d.value.postId);
    };
    const seenIn = async (who: SignedIn | null) => {
      const as = who ? id(who) : 'guest';
      return {
        timeline: (await read(who, `timeline/${as}?pageSize=50`)).includes(pods.cat!),
        search: (await read(who, `timeline/${as}?search=${encodeURIComponent("cat's")}`)).includes(pods.cat!),
        category: (await read(who, `timeline/${as}?category=design`)).includes(pods.cat!),
        topViewed: (await read(who, `top-viewed-posts/${as}`)).includes(pods.cat!),
        topLiked: (await read(who, `top-liked-posts/${as}`)).includes(pods.cat!),
        live: (await h.app.inject({ url: `/api/posts/live/${pods.cat}`, headers: who ? bearer(who.sessionToken) : {} })).statusCode === 200,
      };
    };
    const everywhere = { timeline: true, search: true, category: true, topViewed: true, topLiked: true, live: true };
    const nowhere = { timeline: false, search: false, category: false, topViewed: false, topLiked: false, live: false };
    for (const stranger of [eve, bob, null]) expect(await seenIn(stranger), stranger ? id(stranger) : 'guest').toEqual(nowhere);
    for (const allowed of [ada, cat]) expect(await seenIn(allowed)).toEqual(everywhere);
    // Others' public profiles stay in everyone's feed.
    expect((await read(null, 'timeline/guest?pageSize=50')).sort()).toEqual([pods.ada, pods.bob, pods.dan, pods.eve].sort());
    // Liking or viewing a Pod one may not see is refused like a missing Pod (its counts are not shown).
    const like = (who: SignedIn) => h.app.inject({ method: 'POST', url: `/api/posts/toggle-post-like/${id(who)}/${pods.cat}`, headers: bearer(who.sessionToken), payload: { liked: true } });
    const view = (who: SignedIn) => h.app.inject({ method: 'POST', url: `/api/posts/post-views/${pods.cat}`, headers: bearer(who.sessionToken) });
    expect((await like(eve)).statusCode).toBe(404);
    expect((await view(bob)).statusCode).toBe(404);
    expect((await like(ada)).json()).toMatchObject({ isLiked: true, postLikes: 1 });
    await h.app.inject({ method: 'POST', url: `/api/posts/toggle-post-like/${id(ada)}/${pods.cat}`, headers: bearer(ada.sessionToken), payload: { liked: false } });
    // Once bob's request is accepted, he sees it too; unfollowed, ada no longer does.
    await ok(cat, 'PUT', `accept-follow-request/${id(cat)}/${id(bob)}`);
    expect(await seenIn(bob)).toEqual(everywhere);
    await ok(ada, 'PUT', `unfollow/${id(ada)}`, { followingUserId: id(cat) });
    expect(await seenIn(ada)).toEqual(nowhere);
    // A block hides the live view too, either way; the guest still sees a public profile's Pod.
    await ok(ada, 'POST', `block-user/${id(ada)}`, { blockedUserId: id(dan) });
    const live = (who: SignedIn | null, postId: string) => h.app.inject({ url: `/api/posts/live/${postId}`, headers: who ? bearer(who.sessionToken) : {} });
    expect((await live(ada, pods.dan!)).statusCode).toBe(404);
    expect((await live(dan, pods.ada!)).statusCode).toBe(404);
    expect((await live(null, pods.dan!)).statusCode).toBe(200);
    expect((await live(eve, pods.dan!)).statusCode).toBe(200);
    await h.app.inject({ method: 'PUT', url: `/api/posts/${id(cat)}/${pods.cat}`, headers: bearer(cat.sessionToken), payload: { postTags: [] } });
  });

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
    for (const [viewer, hidden] of [[ada, bob], [bob, ada]] as const) {
      expect((await timeline(viewer)).some((card) => card.userId === id(hidden))).toBe(false);
      expect((await timeline(viewer, hidden === ada ? "Ada's" : "Bob's")).length).toBe(0);
    }
    expect((await timeline(eve)).filter((card) => [id(ada), id(bob)].includes(card.userId))).toHaveLength(2);
    for (const path of ['top-viewed-posts', 'top-liked-posts']) {
      const top = await h.app.inject({ url: `/api/posts/${path}/${id(bob)}`, headers: bearer(bob.sessionToken) });
      expect((top.json() as { documents: { value: { userId: string } }[] }).documents.some((d) => d.value.userId === id(ada))).toBe(false);
    }
    resetTrendingCache();
    const trending = async (viewer: SignedIn) => ((await h.app.inject({ url: `/api/users/trending-profiles/${id(viewer)}`, headers: bearer(viewer.sessionToken) })).json() as { profiles: { userId: string }[] }).profiles.map((p) => p.userId);
    expect(await trending(eve)).toContain(id(dan));
    await follow(eve, bob);
    resetTrendingCache();
    expect(await trending(eve)).toContain(id(bob));
    expect(await trending(ada)).not.toContain(id(bob));

    // Lists: dan's followers hold both; neither sees the other in them.
    const dansFollowers = async (viewer: SignedIn) => ((await followers(viewer, dan, '0', '?limit=50')).json() as { followers: FollowerRow[] }).followers.map((r) => r.followerId);
    expect(await dansFollowers(ada)).toEqual([id(ada)]);
    expect(await dansFollowers(bob)).toEqual([id(bob)]);
    expect((await dansFollowers(dan)).sort()).toEqual([id(ada), id(bob)].sort());
    expect((await followers(bob, ada)).statusCode).toBe(404);
    expect((await followers(ada, bob)).statusCode).toBe(403);
    expect((await h.app.inject({ url: `/api/posts/user-posts/${id(ada)}`, headers: bearer(bob.sessionToken) })).statusCode).toBe(404);

    // Suggestions: never each other, even when someone they follow follows the other.
    await follow(dan, bob);
    await follow(dan, ada);
    const suggested = async (viewer: SignedIn) => (await ok<{ suggestions: { userId: string; mutualFollows: number }[] }>(viewer, 'GET', `friend-suggestions/${id(viewer)}`)).suggestions;
    expect((await suggested(ada)).map((s) => s.userId)).not.toContain(id(bob));
    expect((await suggested(bob)).map((s) => s.userId)).not.toContain(id(ada));
    expect((await suggested(ada))[0]).toMatchObject({ userId: id(eve), mutualFollows: 1 });
    // Eve follows bob, who follows dan; ada (followed by dan) fills in as a popular person.
    expect((await suggested(eve)).slice(0, 2)).toEqual([expect.objectContaining({ userId: id(dan), mutualFollows: 1 }), expect.objectContaining({ userId: id(ada), mutualFollows: 0 })]);

    // Blocked users list with search, then unblock: still no follows, both visible again.
    const blocked = await ok<{ users: { userId: string; userName: string; blockedAt: number }[] }>(ada, 'GET', `blocked-users/${id(ada)}`);
    expect(blocked.users).toEqual([expect.objectContaining({ userId: id(bob), userName: 'bob', userDisplayName: 'Bob Marley', blockedAt: expect.any(Number) })]);
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

  it('suggests people followed by the people I follow, most mutual first, never anyone I follow or asked to', async () => {
    await follow(ada, bob);
    await follow(ada, dan);
    await follow(ada, cat); // pending
    await follow(bob, eve);
    await follow(dan, eve);
    await follow(bob, fans[5]!);
    await follow(dan, ada);
    const { suggestions } = await ok<{ suggestions: { userId: string; mutualFollows: number; userName: string }[] }>(ada, 'GET', `friend-suggestions/${id(ada)}`);
    expect(suggestions.slice(0, 2)).toEqual([expect.objectContaining({ userId: id(eve), mutualFollows: 2 }), expect.objectContaining({ userId: id(fans[5]!), mutualFollows: 1 })]);
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
      const response = await h.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...bearer(a.sessionToken) }, payload: { query } });
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
