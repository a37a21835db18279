/**
 * Limits on the routes an anonymous client or one person could flood: sign-in attempts and nonces
 * (per address), stream tickets, frame tokens and live chat (per person). Refusals are 429 with a
 * JSON body saying when to try again, and a Retry-After header.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';
import { LIMITS } from '../../server/http/rate-limits.ts';
import { NONCE_SWEEP_MAX } from '../../server/auth/nonces.ts';

const nowS = () => Math.floor(Date.now() / 1000);

function expectRefused(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    error: 'Too Many Requests',
    message: expect.stringMatching(new RegExp(`^Too many ${what}\\. Please try again in (\\d+ seconds?|1 minute)\\.$`)),
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe.each(dialects)('rate limits on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  let bob: SignedIn;
  let eventId: number;
  let postId: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, 'ada.limits@example.test');
    bob = await signInWithDev(h.app, 'bob.limits@example.test');
    for (const [who, userName] of [
      [ada, 'ada.limits'],
      [bob, 'bob.limits'],
    ] as const)
      expect((await createAccount(h.app, who, { userName })).statusCode).toBe(200);
    postId = (await createPod(h.app, ada)).json().postId as string;
    const start = nowS() - 60;
    eventId = (
      await h.db.kysely
        .insertInto('events')
        .values({
          hostId: ada.user.userId,
          postId,
          eventName: 'Chatty night',
          startTimestamp: start,
          endTimestamp: start + 3600,
          eventStatus: `started-${start}`,
          createdAt: start,
          updatedAt: start,
        })
        .returning('eventId')
        .executeTakeFirstOrThrow()
    ).eventId;
    await h.db.kysely.insertInto('eventGuests').values({ eventId, userId: bob.user.userId }).execute();
  });
  afterAll(() => h.close());

  describe.each([
    ['/api/users', { code: 'not-a-code', codeVerifier: 'v'.repeat(43) }],
    ['/api/users/apple-signin', { signInCode: 'not-a-code', nonce: 'not-a-nonce' }],
  ])('sign-in at %s', (url, payload) => {
    const attempt = (remoteAddress: string) => h.app.inject({ method: 'POST', url, remoteAddress, payload });

    it(`allows ${LIMITS.signIn.max} attempts a minute per address, then answers 429`, async () => {
      const address = url.endsWith('apple-signin') ? '10.40.0.2' : '10.40.0.1';
      for (let i = 0; i < LIMITS.signIn.max; i += 1) expect((await attempt(address)).statusCode).toBe(401);
      expectRefused(await attempt(address), 'sign-in attempts');
      // Someone else is not affected.
      expect((await attempt('10.40.1.1')).statusCode).toBe(401);
    });
  });

  it(`issues ${LIMITS.signInNonce.max} sign-in nonces a minute per address, then answers 429`, async () => {
    const nonce = (remoteAddress: string) => h.app.inject({ method: 'POST', url: '/api/auth/nonce', remoteAddress });
    for (let i = 0; i < LIMITS.signInNonce.max; i += 1) expect((await nonce('10.41.0.1')).statusCode).toBe(200);
    expectRefused(await nonce('10.41.0.1'), 'sign-in requests');
    expect((await nonce('10.41.0.2')).statusCode).toBe(200);
  });

  it(`issues ${LIMITS.streamTicket.max} notification stream tickets a minute per person, wherever they come from`, async () => {
    const ticket = (who: SignedIn, remoteAddress: string) =>
      h.app.inject({ method: 'POST', url: `/api/notifications/stream-ticket/${who.user.userId}`, remoteAddress, headers: bearer(who.sessionToken) });
    for (let i = 0; i < LIMITS.streamTicket.max; i += 1) expect((await ticket(ada, `10.42.0.${i}`)).statusCode).toBe(200);
    expectRefused(await ticket(ada, '10.42.1.1'), 'stream tickets');
    // Keyed by the person: another person at the same address still gets one.
    expect((await ticket(bob, '10.42.0.1')).statusCode).toBe(200);
  });

  it(`issues ${LIMITS.streamTicket.max} live room tickets a minute per person`, async () => {
    const ticket = (who: SignedIn) =>
      h.app.inject({ method: 'POST', url: `/api/live-events/${eventId}/ticket/${who.user.userId}`, headers: bearer(who.sessionToken) });
    for (let i = 0; i < LIMITS.streamTicket.max; i += 1) expect((await ticket(bob)).statusCode).toBe(200);
    expectRefused(await ticket(bob), 'stream tickets');
    expect((await ticket(ada)).statusCode).toBe(200);
  });

  it(`issues ${LIMITS.frameToken.max} frame tokens a minute per person`, async () => {
    const token = (who: SignedIn) => h.app.inject({ method: 'POST', url: `/api/users/frame-token/${who.user.userId}`, headers: bearer(who.sessionToken) });
    for (let i = 0; i < LIMITS.frameToken.max; i += 1) expect((await token(ada)).statusCode).toBe(200);
    expectRefused(await token(ada), 'frame tokens');
    expect((await token(bob)).statusCode).toBe(200);
  });

  it(`takes ${LIMITS.liveChat.max} chat messages a minute per person`, async () => {
    const say = (who: SignedIn, text: string) =>
      h.app.inject({ method: 'POST', url: `/api/live-events/${eventId}/chat/${who.user.userId}`, headers: bearer(who.sessionToken), payload: { text } });
    for (let i = 0; i < LIMITS.liveChat.max; i += 1) expect((await say(ada, `line ${i}`)).statusCode).toBe(200);
    expectRefused(await say(ada, 'one more'), 'chat messages');
    expect((await say(bob, 'my turn')).statusCode).toBe(200);
    const kept = await h.db.kysely
      .selectFrom('roomMessages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('userId', '=', ada.user.userId)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(LIMITS.liveChat.max);
  });

  describe.each([
    ['voice', { inVoice: true, muted: false }],
    ['voice-mutes', { guestId: 'someone' }],
    ['removals', { guestId: 'someone' }],
  ])(`the %s routes of both rooms`, (action, payload) => {
    it(`each take ${LIMITS.liveVoice.max} changes a minute per person, then answer 429`, async () => {
      for (const room of [`live-events/${eventId}`, `pod-rooms/${postId}`]) {
        const change = (who: SignedIn) =>
          h.app.inject({ method: 'POST', url: `/api/${room}/${action}/${who.user.userId}`, headers: bearer(who.sessionToken), payload });
        for (let i = 0; i < LIMITS.liveVoice.max; i += 1) expect((await change(ada)).statusCode).not.toBe(429);
        expectRefused(await change(ada), 'voice changes');
        expect((await change(bob)).statusCode).not.toBe(429);
      }
    });
  });

  // Removals are limited as the voice routes are, in both rooms (above).
  it(`relays ${LIMITS.liveSignal.max} voice signals a minute, not the voice routes' ${LIMITS.liveVoice.max}`, async () => {
    const signal = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/live-events/${eventId}/signals/${ada.user.userId}`,
        headers: bearer(ada.sessionToken),
        payload: { to: bob.user.userId, kind: 'candidate', candidate: {} },
      });
    // The signals' own limit, not the voice routes': far more than 60.
    for (let i = 0; i <= LIMITS.liveVoice.max; i += 1) expect((await signal()).statusCode).not.toBe(429);
  });

  it('sweeps unused expired nonces a bounded batch at a time, keeping unexpired ones', async () => {
    const expired = (n: number) => Array.from({ length: n }, (_, i) => ({ nonceHash: `expired-${i}`, expiresAt: nowS() - 1 }));
    await h.db.kysely
      .insertInto('signInNonces')
      .values(expired(NONCE_SWEEP_MAX * 2 + 10))
      .execute();
    const count = async () => {
      const rows = await h.db.kysely.selectFrom('signInNonces').select(['nonceHash', 'expiresAt']).execute();
      return { expired: rows.filter((row) => row.expiresAt < nowS()).length, live: rows.filter((row) => row.expiresAt >= nowS()).length };
    };
    const before = await count();
    const issue = () => h.app.inject({ method: 'POST', url: '/api/auth/nonce', remoteAddress: '10.43.0.1' });
    expect((await issue()).statusCode).toBe(200);
    const after = await count();
    // Each request does a bounded amount of work, and the table still shrinks faster than it grows.
    expect(before.expired - after.expired).toBe(NONCE_SWEEP_MAX);
    expect(after.live).toBe(before.live + 1);
    for (let i = 0; i < 2; i += 1) expect((await issue()).statusCode).toBe(200);
    expect(await count()).toEqual({ expired: 0, live: before.live + 3 });
  });
});
