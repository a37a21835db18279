import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { saveSubscription } from '../../server/notifications/push-subscriptions.ts';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';
import { multipart } from './support/multipart.ts';
import { decryptPush, fakeBrowser, startFakePushService, verifyVapid } from './support/fake-push-service.ts';
import { droppedIn } from '../../server/rooms/drop-in-notice.ts';
import { podRoom } from '../../server/live/room-key.ts';

/** Polls until check() passes (pushes go out in the background after the response). */
async function eventually(check: () => unknown | Promise<unknown>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe.each(dialects)('Web Push API on %s', (dialect) => {
  let h: Harness;
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  let ada: SignedIn;
  let bea: SignedIn;
  let cal: SignedIn;
  let dot: SignedIn;

  const subscribe = (who: SignedIn, body: unknown, userId = who.user.userId) =>
    h.app.inject({ method: 'POST', url: `/api/notifications/subscribe/${userId}`, headers: bearer(who.sessionToken), payload: body as object });
  const unsubscribe = (who: SignedIn, endpoint: string) =>
    h.app.inject({ method: 'DELETE', url: `/api/notifications/subscribe/${who.user.userId}`, headers: bearer(who.sessionToken), payload: { endpoint } });
  const follow = (follower: SignedIn, following: SignedIn) =>
    h.app.inject({
      method: 'POST',
      url: `/api/users/send-follow-request/${follower.user.userId}`,
      headers: bearer(follower.sessionToken),
      payload: { followingUserId: following.user.userId },
    });
  const stored = async (userId?: string) => {
    let query = h.db.kysely.selectFrom('pushSubscriptions').select(['endpoint', 'userId']).orderBy('endpoint');
    if (userId) query = query.where('userId', '=', userId);
    return query.execute();
  };
  const publicKey = async () => (await h.app.inject({ url: '/api/notifications/vapid-public-key' })).json().publicKey as string;
  const requestsTo = (path: string) => push.received.filter((r) => r.path === path);

  beforeAll(async () => {
    h = await startHarness(dialect, { allowLocalPushServices: true });
    push = await startFakePushService();
    ada = await signInWithDev(h.app, 'ada@example.test');
    bea = await signInWithDev(h.app, 'bea@example.test');
    cal = await signInWithDev(h.app, 'cal@example.test');
    dot = await signInWithDev(h.app, 'dot@example.test');
    for (const [who, name] of [
      [ada, 'Ada'],
      [bea, 'Bea'],
      [cal, 'Cal'],
      [dot, 'Dot'],
    ] as const) {
      expect((await createAccount(h.app, who, { userName: name.toLowerCase(), userDisplayName: name })).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await h.close();
    await push.close();
  });

  it('answers the VAPID public key generated once and kept in the database (every process shares it)', async () => {
    const response = await h.app.inject({ url: '/api/notifications/vapid-public-key' });
    expect(response.statusCode).toBe(200);
    const row = await h.db.kysely.selectFrom('serverKeys').select('value').where('name', '=', 'vapid').executeTakeFirstOrThrow();
    const kept = JSON.parse(row.value) as { publicKey: string; privateKey: string };
    expect(response.json()).toEqual({ publicKey: kept.publicKey });
    expect(Buffer.from(kept.publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores a subscription for the caller only: 401 without a session, 403 for another id, 400 for bad bodies', async () => {
    const browser = fakeBrowser(`${push.origin}/ok/someone`);
    expect((await h.app.inject({ method: 'POST', url: `/api/notifications/subscribe/${ada.user.userId}`, payload: browser.subscription })).statusCode).toBe(
      401,
    );
    expect((await subscribe(bea, browser.subscription, ada.user.userId)).statusCode).toBe(403);
    const bad = [
      {},
      { ...browser.subscription, endpoint: 'ftp://push.example/x' },
      { ...browser.subscription, endpoint: 'not a url' },
      { ...browser.subscription, keys: { auth: browser.subscription.keys.auth } },
      { ...browser.subscription, keys: { ...browser.subscription.keys, p256dh: 'not base64url!' } },
      { ...browser.subscription, keys: { ...browser.subscription.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
      { ...browser.subscription, keys: { ...browser.subscription.keys, auth: 'AAAA' } },
      { ...browser.subscription, endpoint: `${push.origin}/ok/x y` },
      { ...browser.subscription, endpoint: `${push.origin}/ok/${'x'.repeat(2048)}` },
      { ...browser.subscription, expirationTime: 'soon' },
      { ...browser.subscription, expirationTime: -1 },
    ];
    for (const body of bad) expect((await subscribe(ada, body)).statusCode, JSON.stringify(body)).toBe(400);
    // Without the tests' allowance only https endpoints are accepted (push-endpoints.test.ts checks the hosts).
    await expect(saveSubscription(h.db, ada.user.userId, browser.subscription, {})).rejects.toMatchObject({
      statusCode: 400,
      message: 'endpoint must be an https URL.',
    });
    expect(await stored()).toEqual([]);
  });

  it('moves a re-subscribed endpoint to the new caller and unsubscribes only the owner', async () => {
    const shared = fakeBrowser(`${push.origin}/ok/shared`);
    expect((await subscribe(cal, shared.subscription)).json()).toEqual({ subscribed: true });
    expect(await stored()).toEqual([{ endpoint: shared.subscription.endpoint, userId: cal.user.userId }]);
    expect((await subscribe(dot, { ...shared.subscription, expirationTime: Date.now() + 86_400_000 })).statusCode).toBe(200);
    expect(await stored()).toEqual([{ endpoint: shared.subscription.endpoint, userId: dot.user.userId }]);
    expect((await unsubscribe(cal, shared.subscription.endpoint)).json()).toEqual({ subscribed: false });
    expect(await stored()).toHaveLength(1);
    expect((await unsubscribe(dot, shared.subscription.endpoint)).json()).toEqual({ subscribed: false });
    expect(await stored()).toEqual([]);
  });

  it("pushes 'New Follower' encrypted and VAPID-signed to every endpoint; those answered 410 or 404 are deleted, the 201 one kept", async () => {
    const kept = fakeBrowser(`${push.origin}/ok/bea`);
    const gone = fakeBrowser(`${push.origin}/gone/bea`);
    const missing = fakeBrowser(`${push.origin}/missing/bea`);
    const expired = fakeBrowser(`${push.origin}/ok/bea-expired`);
    for (const browser of [kept, gone, missing]) expect((await subscribe(bea, browser.subscription)).statusCode).toBe(200);
    expect((await subscribe(bea, { ...expired.subscription, expirationTime: Date.now() - 1000 })).statusCode).toBe(200);

    const followed = await follow(ada, bea);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ userId: bea.user.userId, status: 'accepted' });

    await eventually(async () => {
      expect(requestsTo('/ok/bea')).toHaveLength(1);
      expect(requestsTo('/gone/bea')).toHaveLength(1);
      expect(requestsTo('/missing/bea')).toHaveLength(1);
      expect(await stored(bea.user.userId)).toEqual([{ endpoint: kept.subscription.endpoint, userId: bea.user.userId }]);
    });
    expect(requestsTo('/ok/bea-expired')).toEqual([]);
    const key = await publicKey();
    for (const request of [...requestsTo('/ok/bea'), ...requestsTo('/gone/bea')]) {
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers['content-type']).toBe('application/octet-stream');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      const claims = await verifyVapid(request.headers.authorization, key);
      expect(claims).toMatchObject({ aud: push.origin, sub: 'mailto:support@pods.example' });
    }
    expect(decryptPush(requestsTo('/ok/bea')[0]!.body, kept)).toEqual({
      title: 'New Follower',
      body: 'Ada started following you',
      url: '/friends',
      type: 'New Follower',
    });
    expect(decryptPush(requestsTo('/gone/bea')[0]!.body, gone)).toMatchObject({ type: 'New Follower' });

    // Following again changes nothing, so nothing more is pushed.
    expect((await follow(ada, bea)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requestsTo('/ok/bea')).toHaveLength(1);
  });

  it("pushes 'Event Invitation' to an invited guest, linking to /events", async () => {
    const guest = fakeBrowser(`${push.origin}/ok/ada`);
    expect((await subscribe(ada, guest.subscription)).statusCode).toBe(200);
    const pod = (await createPod(h.app, bea)).json().postId as string;
    const start = Math.floor(Date.now() / 1000) + 7200;
    const form = await multipart({
      postId: pod,
      eventName: 'Gallery night',
      startTimestamp: String(start),
      endTimestamp: String(start + 3600),
      guests: JSON.stringify([{ userId: ada.user.userId }]),
    });
    const created = await h.app.inject({
      method: 'POST',
      url: `/api/users/event/${bea.user.userId}`,
      headers: { ...bearer(bea.sessionToken), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    await eventually(() => expect(requestsTo('/ok/ada')).toHaveLength(1));
    expect(decryptPush(requestsTo('/ok/ada')[0]!.body, guest)).toEqual({
      title: 'Event Invitation',
      body: 'Bea invited you to an event',
      url: '/events',
      type: 'Event Invitation',
    });
  });

  it('keeps a follow working when the push service fails or is unreachable, and keeps those subscriptions', async () => {
    const broken = fakeBrowser(`${push.origin}/broken/dot`);
    const unreachable = fakeBrowser('http://127.0.0.1:9/unreachable/dot');
    for (const browser of [broken, unreachable]) expect((await subscribe(dot, browser.subscription)).statusCode).toBe(200);
    const followed = await follow(cal, dot);
    expect(followed.statusCode, followed.body).toBe(200);
    await eventually(() => expect(requestsTo('/broken/dot')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stored(dot.user.userId)).map((row) => row.endpoint).sort()).toEqual([broken.subscription.endpoint, unreachable.subscription.endpoint].sort());
  });

  it.runIf(dialect === 'sqlite')('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (both or neither)', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await startHarness('sqlite', {
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'https://pods.example/contact' },
    });
    try {
      expect((await configured.app.inject({ url: '/api/notifications/vapid-public-key' })).json()).toEqual({ publicKey: keys.publicKey });
      expect(await configured.db.kysely.selectFrom('serverKeys').where('name', '=', 'vapid').select('name').executeTakeFirst()).toBeUndefined();
    } finally {
      await configured.close();
    }
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'support@pods.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it.runIf(dialect === 'sqlite')('keeps the same VAPID keys across a restart on the same database', async () => {
    const before = await publicKey();
    const db = openDatabase({ dataDir: h.config.dataDir });
    const again = await buildApp({ config: h.config, db, gateway: false, web: false });
    try {
      await again.ready();
      expect((await again.inject({ url: '/api/notifications/vapid-public-key' })).json()).toEqual({ publicKey: before });
    } finally {
      await again.close();
      await db.kysely.destroy();
    }
  });

  it("pushes 'Dropped In' to a Pod's owner when someone they follow drops in, at most once an hour per Pod", async () => {
    const owner = fakeBrowser(`${push.origin}/ok/cal-pod`);
    expect((await subscribe(cal, owner.subscription)).statusCode).toBe(200);
    const postId = (await createPod(h.app, cal)).json<{ postId: string }>().postId;
    expect((await follow(cal, dot)).statusCode).toBe(200);
    // A stranger's visit (Cal does not follow Bea) and the owner's own are not told.
    expect(await droppedIn(h.db, podRoom(postId), bea.user.userId)).toBe(false);
    expect(await droppedIn(h.db, podRoom(postId), cal.user.userId)).toBe(false);
    expect(await droppedIn(h.db, podRoom(postId), dot.user.userId)).toBe(true);
    expect(await droppedIn(h.db, podRoom(postId), dot.user.userId)).toBe(false);
    await eventually(() => expect(requestsTo('/ok/cal-pod')).toHaveLength(1));
    expect(decryptPush(requestsTo('/ok/cal-pod')[0]!.body, owner)).toEqual({
      title: 'Dropped In',
      body: 'Dot dropped into your Pod',
      url: `/3d-app?postId=${postId}`,
      type: 'Dropped In',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requestsTo('/ok/cal-pod')).toHaveLength(1);
  });
});
