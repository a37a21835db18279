import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';

describe.each(dialects)('frame token API on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  let bob: SignedIn;
  let postId: string;

  const frameToken = async (who: SignedIn, token = who.sessionToken) => {
    const response = await h.app.inject({ method: 'POST', url: `/api/users/frame-token/${who.user.userId}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { token: string; expiresAt: string };
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, `ada-frame-${dialect}@example.com`);
    bob = await signInWithDev(h.app, `bob-frame-${dialect}@example.com`);
    for (const who of [ada, bob]) expect((await createAccount(h.app, who, { userName: `${who === ada ? 'ada' : 'bob'}_frame` })).statusCode).toBe(200);
    const pod = await createPod(h.app, ada);
    expect(pod.statusCode, pod.body).toBe(200);
    postId = (pod.json() as { postId: string }).postId;
  });
  afterAll(() => h.close());

  it('tells the host where the frames are served', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/frames/config' });
    expect(response.json()).toEqual({ podAppUrl: h.config.podAppUrl });
    expect(h.config.podAppUrl).toBe('http://localhost:8081');
  });

  it('answers a short-lived JWT for the own id only, never the session token', async () => {
    const { token, expiresAt } = await frameToken(ada);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(token).not.toContain(ada.sessionToken);
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ aud: 'pod-frame', sub: ada.user.userId });
    const foreign = await h.app.inject({ method: 'POST', url: `/api/users/frame-token/${bob.user.userId}`, headers: bearer(ada.sessionToken) });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await h.app.inject({ method: 'POST', url: `/api/users/frame-token/${ada.user.userId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is accepted by the routes the frames use', async () => {
    const { token } = await frameToken(ada);
    const live = await h.app.inject({ method: 'GET', url: `/api/posts/live/${postId}`, headers: bearer(token) });
    expect(live.statusCode, live.body).toBe(200);
    const saved = await h.app.inject({
      method: 'PUT',
      url: `/api/posts/${ada.user.userId}/${postId}`,
      headers: bearer(token),
      payload: { postName: 'Saved from the frame' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { postName: string }).postName).toBe('Saved from the frame');
    const bobs = await frameToken(bob);
    const view = await h.app.inject({ method: 'POST', url: `/api/posts/post-views/${postId}`, headers: bearer(bobs.token) });
    expect(view.statusCode, view.body).toBe(200);
    expect((view.json() as { counted: boolean }).counted).toBe(true);
    // Still the own id only.
    const foreign = await h.app.inject({
      method: 'PUT',
      url: `/api/posts/${ada.user.userId}/${postId}`,
      headers: bearer(bobs.token),
      payload: { postName: 'Not mine' },
    });
    expect(foreign.statusCode).toBe(403);
    const template = await h.app.inject({ method: 'GET', url: '/api/pods/studio-loft', headers: bearer(token) });
    expect(template.statusCode).toBe(200);
  });

  it('is refused by every other route', async () => {
    const { token } = await frameToken(ada);
    const id = ada.user.userId;
    for (const [method, url, payload] of [
      ['GET', `/api/users/${id}`],
      ['POST', `/api/users/frame-token/${id}`],
      ['POST', `/api/users/update-session/${id}`, { sessionStatus: 'expired' }],
      ['GET', `/api/posts/user-posts/${id}`],
      ['GET', `/api/users/events/${id}`],
      ['POST', `/api/posts/toggle-post-like/${id}/${postId}`, {}],
    ] as const) {
      const response = await h.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a forged, tampered or foreign-audience token', async () => {
    const { token } = await frameToken(ada);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: bob.user.userId })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.x`;
    for (const bad of [tampered, unsigned, `${header}.${payload}.${signature.slice(0, -2)}AA`]) {
      const response = await h.app.inject({ method: 'GET', url: `/api/posts/live/${postId}`, headers: bearer(bad) });
      expect(response.statusCode).toBe(401);
    }
  });

  it('stops working when its session is revoked (logout)', async () => {
    const carl = await signInWithDev(h.app, `carl-frame-${dialect}@example.com`);
    const { token } = await frameToken(carl);
    expect((await h.app.inject({ method: 'POST', url: `/api/posts/post-views/${postId}`, headers: bearer(token) })).statusCode).toBe(200);
    const logout = await h.app.inject({
      method: 'POST',
      url: `/api/users/update-session/${carl.user.userId}`,
      headers: bearer(carl.sessionToken),
      payload: { sessionStatus: 'expired' },
    });
    expect(logout.statusCode).toBe(200);
    const after = await h.app.inject({ method: 'POST', url: `/api/posts/post-views/${postId}`, headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });
});
