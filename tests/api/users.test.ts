import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';

describe.each(dialects)('users, pods and errors on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    h = await startHarness(dialect);
    alice = await signInWithDev(h.app, 'alice@example.test');
    bob = await signInWithDev(h.app, 'bob@example.test');
  });
  afterAll(() => h.close());

  const sessionRoutes = (target: string) => [
    { method: 'GET' as const, url: `/api/users/${target}` },
    { method: 'GET' as const, url: `/api/users/single-user/${target}` },
    { method: 'POST' as const, url: `/api/users/update-session/${target}`, payload: { sessionStatus: 'expired' } },
  ];

  it('answers 401 on every session route without a valid token', async () => {
    for (const route of sessionRoutes(alice.user.userId)) {
      for (const headers of [{}, bearer('not-a-token')]) {
        const response = await h.app.inject({ ...route, headers });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toMatchObject({ error: 'Unauthorized' });
      }
    }
  });

  it("answers 403 when a path user id is not the caller's", async () => {
    for (const route of [sessionRoutes(bob.user.userId)[0]!, sessionRoutes(bob.user.userId)[2]!]) {
      const response = await h.app.inject({ ...route, headers: bearer(alice.sessionToken) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    // Bob's session is untouched by Alice's attempt to expire it.
    expect((await h.app.inject({ url: `/api/users/${bob.user.userId}`, headers: bearer(bob.sessionToken) })).statusCode).toBe(200);
  });

  it("returns the caller's own user with the spec's fields", async () => {
    const response = await h.app.inject({ url: `/api/users/${alice.user.userId}`, headers: bearer(alice.sessionToken) });
    expect(response.json()).toEqual({
      userId: alice.user.userId,
      userLoginID: alice.user.userLoginID,
      userEmail: 'alice@example.test',
      userName: null,
      userDisplayName: null,
      userDPUrl: null,
      userLocation: null,
      userProfileType: 'public',
      userStatus: 'new',
      userPods: [],
      userInterests: [],
      userSocialLinks: [],
      userTotalPods: 0,
    });
  });

  it("shows another user's public profile without their email", async () => {
    const response = await h.app.inject({ url: `/api/users/single-user/${bob.user.userId}`, headers: bearer(alice.sessionToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('userEmail');
    expect(response.json()).toMatchObject({ userId: bob.user.userId, userProfileType: 'public' });
    const missing = await h.app.inject({ url: '/api/users/single-user/nobody', headers: bearer(alice.sessionToken) });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the pod templates without a session', async () => {
    const response = await h.app.inject({ url: '/api/pods/' });
    const { documents } = response.json() as { documents: { value: { podId: string; podTags: string[] } }[] };
    expect(documents.length).toBeGreaterThanOrEqual(6);
    expect(documents[0]!.value).toEqual(expect.objectContaining({ podId: expect.any(String), podTags: expect.any(Array) }));
  });

  it('answers unknown routes with JSON 404 and reports its database', async () => {
    const missing = await h.app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Not Found' });
    expect((await h.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: dialect });
  });
});
