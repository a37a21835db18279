import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';

const placed = (x: number) => ({ position: { x, y: 2, z: -1 }, rotation: { x: 0, y: 0.5, z: 0 }, scale: { x: 1.6, y: 1, z: 1 } });
const assets = (overrides: Record<string, unknown> = {}) => ({
  frames: [{ frameId: 'f1', slotId: 'frame-2', frameType: 'image', frameUrl: '/media/icon-512.png', ...placed(1) }],
  iframes: [{ iframeId: 'e1', slotId: '', iframeUrl: 'https://www.youtube.com/embed/abc', ...placed(2) }],
  Assets3d: [{ assetId: 'm1', slotId: 'model-1', assetUrl: 'https://example.com/duck.glb', animated: true, ...placed(3) }],
  ambientSound: { soundId: 'synth-rain', soundSize: 0, soundName: 'Soft rain', soundDescription: 'Gentle rain', soundUrl: null },
  textures: [{ textureId: 't1', target: 'floor', textureUrl: '/media/icon-512.png' }],
  textAssets: [{ textId: 't1', slotId: 'text-1', text: 'Welcome', color: '#ffcc00', ...placed(4) }],
  ...overrides,
});

describe.each(dialects)('the 3D pod app and the API on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  let bob: SignedIn;
  let postId: string;
  const save = (who: SignedIn, body: unknown, id = postId) =>
    h.app.inject({ method: 'PUT', url: `/api/posts/${who.user.userId}/${id}`, headers: bearer(who.sessionToken), payload: body as object });

  beforeAll(async () => {
    h = await startHarness(dialect, { env: { POD_APP_URL: 'http://localhost:9091' } });
    ada = await signInWithDev(h.app, 'ada.podapp@example.test');
    bob = await signInWithDev(h.app, 'bob.podapp@example.test');
    for (const who of [ada, bob]) {
      expect((await createAccount(h.app, who, { userName: who.user.userId.slice(0, 8) })).statusCode).toBe(200);
      expect((await createPod(h.app, who)).statusCode).toBe(200);
    }
    postId = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json().documents[0].value.postId;
  });
  afterAll(() => h.close());

  it('saves what the editor placed (postAssets) and reads it back, with the feed flags updated', async () => {
    const response = await save(ada, { postAssets: assets() });
    expect(response.statusCode, response.body).toBe(200);
    const live = (await h.app.inject({ url: `/api/posts/live/${postId}` })).json();
    expect(live.postAssets).toEqual(assets());
    const card = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json().documents[0].value;
    expect(card.postAssets.Assets3d[0].animated).toBe(true);
  });

  it('refuses another person saving the Pod, and addresses the 3D app may not load', async () => {
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/posts/${ada.user.userId}/${postId}`,
          headers: bearer(bob.sessionToken),
          payload: { postAssets: assets() },
        })
      ).statusCode,
    ).toBe(403);
    expect((await save(bob, { postAssets: assets() })).statusCode).toBe(403);
    const http = await save(ada, { postAssets: assets({ iframes: [{ iframeId: 'e', slotId: '', iframeUrl: 'http://example.com/', ...placed(0) }] }) });
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toMatch(/iframeUrl must be an https URL/);
    const script = await save(ada, {
      postAssets: assets({ frames: [{ frameId: 'f', slotId: '', frameType: 'image', frameUrl: 'javascript:alert(1)', ...placed(0) }] }),
    });
    expect(script.statusCode).toBe(400);
    const colour = await save(ada, { postAssets: assets({ textAssets: [{ textId: 't', slotId: '', text: 'x', color: 'red', ...placed(0) }] }) });
    expect(colour.statusCode).toBe(400);
    expect((await save(ada, { postAssets: { frames: [] } })).statusCode).toBe(400);
  });

  it("serves a public Pod and its template's scene to a signed-out visitor (guest mode), a private one only to its owner", async () => {
    const guestRead = await h.app.inject({ url: `/api/posts/live/${postId}`, headers: { origin: 'http://localhost:9091' } });
    expect(guestRead.statusCode, guestRead.body).toBe(200);
    const scene = await h.app.inject({ url: `/api/pods/${guestRead.json().podId}`, headers: { origin: 'http://localhost:9091' } });
    expect(scene.statusCode, scene.body).toBe(200);
    expect(scene.json().scene).toBeTruthy();
    expect((await save(ada, { postType: 'private' })).statusCode).toBe(200);
    try {
      const hidden = await h.app.inject({ url: `/api/posts/live/${postId}` });
      expect(hidden.statusCode).toBe(404);
      expect(JSON.stringify(hidden.json())).not.toContain(ada.user.userId);
      expect((await h.app.inject({ url: `/api/posts/live/${postId}`, headers: bearer(bob.sessionToken) })).statusCode).toBe(404);
      expect((await h.app.inject({ url: `/api/posts/live/${postId}`, headers: bearer(ada.sessionToken) })).statusCode).toBe(200);
    } finally {
      expect((await save(ada, { postType: 'public' })).statusCode).toBe(200);
    }
  });

  it('allows the pod app origin, and only it, by CORS (bearer token, no credentials)', async () => {
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: `/api/posts/${ada.user.userId}/${postId}`,
      headers: { origin: 'http://localhost:9091', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:9091');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await h.app.inject({ url: `/api/posts/live/${postId}`, headers: { origin: 'http://localhost:9091' } });
    expect(read.headers['access-control-allow-origin']).toBe('http://localhost:9091');
    const other = await h.app.inject({ url: `/api/posts/live/${postId}`, headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
