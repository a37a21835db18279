/**
 * The social graph API, private profiles: their lists, Pods, feed cards, top lists and live view
 * are for themselves and their accepted followers only.
 */
import { describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { useSocialGraph, type FollowerRow, type FollowingRow } from './support/social-graph.ts';

describe.each(dialects)('social graph API: private profiles on %s', (dialect) => {
  const { h, ada, bob, cat, dan, eve, pods, id, ok, follow, profile, followers, followings } = useSocialGraph(dialect);

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
    // A private Pod stays the owner's own, whoever follows: others see only that there is one ('This pod is private…'), nothing of it.
    await h.app.inject({ method: 'PUT', url: `/api/posts/${id(cat)}/${pods.cat}`, headers: bearer(cat.sessionToken), payload: { postType: 'private' } });
    const seenByAda = (await profile(ada, cat)).userPosts;
    expect(seenByAda.documents.map((d) => d.value)).toEqual([
      { postId: 'private-0', postName: '', postDisplayImage: '', postDisplayImageSet: null, postType: 'private' },
    ]);
    expect(JSON.stringify(seenByAda)).not.toContain(pods.cat);
    expect((await profile(cat, cat)).userPosts.total).toBe(1);
    await h.app.inject({ method: 'PUT', url: `/api/posts/${id(cat)}/${pods.cat}`, headers: bearer(cat.sessionToken), payload: { postType: 'public' } });
  });

  it("shows a private profile's public Pod in the feed, its search and category, the top lists and the live view only to itself and its accepted followers", async () => {
    await follow(ada, cat);
    await ok(cat, 'PUT', `accept-follow-request/${id(cat)}/${id(ada)}`);
    await follow(bob, cat); // pending: not yet allowed in
    const tagged = await h.app.inject({
      method: 'PUT',
      url: `/api/posts/${id(cat)}/${pods.cat}`,
      headers: bearer(cat.sessionToken),
      payload: { postTags: ['design'] },
    });
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
    const like = (who: SignedIn) =>
      h.app.inject({ method: 'POST', url: `/api/posts/toggle-post-like/${id(who)}/${pods.cat}`, headers: bearer(who.sessionToken), payload: { liked: true } });
    const view = (who: SignedIn) => h.app.inject({ method: 'POST', url: `/api/posts/post-views/${pods.cat}`, headers: bearer(who.sessionToken) });
    expect((await like(eve)).statusCode).toBe(404);
    expect((await view(bob)).statusCode).toBe(404);
    expect((await like(ada)).json()).toMatchObject({ isLiked: true, postLikes: 1 });
    await h.app.inject({
      method: 'POST',
      url: `/api/posts/toggle-post-like/${id(ada)}/${pods.cat}`,
      headers: bearer(ada.sessionToken),
      payload: { liked: false },
    });
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
});
