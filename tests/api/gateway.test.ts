import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev } from './support/dev-sign-in.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';

// The gateway is a build output (.mesh/); `npm test` builds it before Vitest runs.
const built = existsSync('.mesh/index.js');
if (!built && process.env.CI) throw new Error('.mesh/ is missing: run npm run build:mesh');

describe.skipIf(!built)('GraphQL gateway in front of the REST API', () => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await startHarness('sqlite', { gateway: true });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    process.env.PODS_API_ORIGIN = base;
  });
  afterAll(() => h.close());

  const query = async (document: string, token?: string) => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      body: JSON.stringify({ query: document }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { response?: { status?: number } } }[] };
  };

  it("reaches the REST API with the caller's token, and shows a revoked token's 401", async () => {
    const { sessionToken, user } = await signInWithDev(h.app, 'graph@example.test');
    const me = `{ getUser(id: "${user.userId}") { userId userEmail userStatus } }`;
    expect((await query(me, sessionToken)).data).toEqual({ getUser: { userId: user.userId, userEmail: 'graph@example.test', userStatus: 'new' } });

    const logout = await query(`mutation { updateSession(userId: "${user.userId}", input: { sessionStatus: expired }) { sessionStatus } }`, sessionToken);
    expect(logout.data).toEqual({ updateSession: { sessionStatus: 'expired' } });

    const after = await query(me, sessionToken);
    expect(after.errors?.[0]?.extensions?.response?.status).toBe(401);
  });

  it('sends no Authorization upstream when the caller has none', async () => {
    const result = await query('{ getUser(id: "anyone") { userId } }');
    expect(result.errors?.[0]?.extensions?.response?.status).toBe(401);
  });

  it('reaches the REST API in process, without a socket, multipart included', async () => {
    const { sessionToken, user } = await signInWithDev(h.app, 'inprocess@example.test');
    const saved = process.env.PODS_API_ORIGIN;
    // Nothing listens here: only the in-process path can answer.
    process.env.PODS_API_ORIGIN = 'http://127.0.0.1:9';
    try {
      const asked = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...bearer(sessionToken) },
        payload: { query: `{ getUser(id: "${user.userId}") { userId } }` },
      });
      expect(asked.json()).toEqual({ data: { getUser: { userId: user.userId } } });
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation($userId: String!, $input: createAccount_request_Input!) { createAccount(userId: $userId, input: $input) { userName userDPUrl } }',
          variables: { userId: user.userId, input: { userName: 'in.process', userDisplayName: 'In Process', userProfileType: 'public', profilePicture: null } },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.input.profilePicture'] }));
      form.append('0', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'fake.png');
      const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
      const uploaded = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')!, ...bearer(sessionToken) },
      });
      // The upload reached the REST route, which read the bytes and refused them as not an image.
      const body = uploaded.json() as { errors?: { extensions?: { response?: { status?: number; body?: { message?: string } } } }[] };
      expect(body.errors?.[0]?.extensions?.response).toMatchObject({ status: 400, body: { message: 'Only image files are allowed.' } });
    } finally {
      process.env.PODS_API_ORIGIN = saved;
    }
  });

  it('answers a query that does not parse or validate with 400 and the reason, and runs the named operation', async () => {
    const post = (body: object) =>
      h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        payload: body,
      });
    const broken = await post({ query: '{ getUser(id: "x") { userId ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toContain('application/graphql-response+json');
    expect(broken.json().errors[0].message).toMatch(/Syntax Error/);

    const unknownField = await post({ query: '{ getUser(id: "x") { notAField } }' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors[0].message).toContain('notAField');

    const two = 'query A { __typename } query B { __typename }';
    expect((await post({ query: two })).statusCode).toBe(400);
    expect((await post({ query: two, operationName: 'C' })).statusCode).toBe(400);
    const named = await post({ query: two, operationName: 'B' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('coerces variables and reports a wrong one without running the query', async () => {
    const asked = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'query($id: String!) { getUser(id: $id) { userId } }', variables: { id: 42 } },
    });
    expect(asked.json().errors[0].message).toContain('$id');
    expect(asked.json().data).toBeUndefined();
  });

  it('serves the feed fields in process with the same answers, guards and errors as through the REST source', async () => {
    const { sessionToken, user } = await signInWithDev(h.app, 'feed.reader@example.test');
    const stranger = await signInWithDev(h.app, 'feed.stranger@example.test');
    await seedFeed(h.db, { users: 10, posts: 40, seed: 3, privateShare: 0.2, now: 1_800_000_000 });
    const feedQuery = `query($userId: String!, $category: FeedCategory, $search: String) {
      getTimeline(userId: $userId, pageNumber: 1, pageSize: 5, category: $category, search: $search) { pageNumber pageSize documents { value { postId postName postTags isLiked user { userId } } } }
      getTopViewedPosts(userId: $userId) { documents { value { postId postViews } } }
      getTopLikedPosts(userId: $userId) { documents { value { postId postLikes } } }
      getTrendingProfiles(userId: $userId) { profiles { userId totalFollowers } }
    }`;
    const ask = async (variables: object, token?: string) =>
      (
        await h.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          payload: { query: feedQuery, variables },
        })
      ).json() as {
        data?: { getTimeline: { documents: { value: { postTags: string[] } }[] } } | null;
        errors?: { extensions?: { response?: { status?: number; body?: { message?: string } } } }[];
      };
    const cases = [
      [{ userId: user.userId }, sessionToken],
      [{ userId: user.userId, category: 'design' }, sessionToken],
      [{ userId: user.userId, category: 'all_pods', search: 'a' }, sessionToken],
      [{ userId: 'guest' }, undefined],
      [{ userId: user.userId }, stranger.sessionToken],
      [{ userId: user.userId }, undefined],
    ] as const;
    const direct = [];
    for (const [variables, token] of cases) direct.push(await ask(variables, token));
    expect(direct[1]!.data!.getTimeline.documents.length).toBeGreaterThan(0);
    expect(direct[1]!.data!.getTimeline.documents.every((d) => d.value.postTags.includes('design'))).toBe(true);
    expect(direct[4]!.errors?.[0]?.extensions?.response).toMatchObject({ status: 403, body: { message: 'You can only act on your own account.' } });
    expect(direct[5]!.errors?.[0]?.extensions?.response?.status).toBe(401);

    // The same questions asked of the REST routes answer the same.
    const rest = async (path: string, token?: string) => {
      const response = await h.app.inject({ url: `/api${path}`, headers: token ? bearer(token) : {} });
      return {
        status: response.statusCode,
        body: response.json() as { message?: string; documents?: { value: { postId: string; isLiked: boolean } }[]; profiles?: { userId: string }[] },
      };
    };
    for (const [index, [variables, token]] of cases.entries()) {
      const { userId, category, search } = variables as { userId: string; category?: string; search?: string };
      const query = new URLSearchParams({
        pageNumber: '1',
        pageSize: '5',
        ...(category ? { category: category.replace('_', '-') } : {}),
        ...(search ? { search } : {}),
      });
      const [timeline, viewed, liked, trending] = await Promise.all([
        rest(`/posts/timeline/${userId}?${query}`, token),
        rest(`/posts/top-viewed-posts/${userId}`, token),
        rest(`/posts/top-liked-posts/${userId}`, token),
        rest(`/users/trending-profiles/${userId}`, token),
      ]);
      const answer = direct[index]!;
      if (timeline.status !== 200) {
        expect(answer.errors?.[0]?.extensions?.response).toMatchObject({ status: timeline.status, body: { message: timeline.body.message } });
        continue;
      }
      const ids = (page: typeof timeline) => page.body.documents!.map((d) => [d.value.postId, d.value.isLiked]);
      const data = answer.data as unknown as Record<string, { documents: { value: { postId: string; isLiked?: boolean } }[]; profiles: { userId: string }[] }>;
      expect(data.getTimeline!.documents.map((d) => [d.value.postId, d.value.isLiked])).toEqual(ids(timeline));
      expect(data.getTopViewedPosts!.documents.map((d) => d.value.postId)).toEqual(viewed.body.documents!.map((d) => d.value.postId));
      expect(data.getTopLikedPosts!.documents.map((d) => d.value.postId)).toEqual(liked.body.documents!.map((d) => d.value.postId));
      expect(data.getTrendingProfiles!.profiles.map((p) => p.userId)).toEqual(trending.body.profiles!.map((p) => p.userId));
    }
  });
});
