/**
 * The events API suites' shared world (tests/api/events.test.ts, tests/api/event-guests.test.ts):
 * a host with a Pod, two guests (guest A follows the host and is followed back, the host follows
 * guest B), a stranger with a Pod, all with accounts; the clock held at a whole hour just ahead
 * of the real one; and the requests those suites make. Call it inside a `describe`: it registers
 * the hooks that build the world and take it down, and `world()` gives it once built.
 */
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import sharp from 'sharp';
import { startHarness, type Harness, type TestDialect } from './harness.ts';
import { bearer, signInWithDev, type SignedIn } from './dev-sign-in.ts';
import { createAccount, createPod } from './onboarding.ts';
import { multipart } from './multipart.ts';

export const HOUR = 3600;
/** A whole hour a little ahead of the real clock (sessions are issued in real time). */
export const NOW = (Math.floor(Date.now() / 1000 / HOUR) + 1) * HOUR;
export const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
/** A PNG just over 1 MB (noise does not compress). */
export const bigPng = () =>
  sharp(Buffer.from(Array.from({ length: 800 * 800 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 800, height: 800, channels: 3 } })
    .png()
    .toBuffer();

export type Fields = Record<string, string | { name: string; blob: Blob }>;

export interface EventsWorld {
  h: Harness;
  host: SignedIn;
  guestA: SignedIn;
  guestB: SignedIn;
  stranger: SignedIn;
  hostPod: string;
  strangerPod: string;
}

export function eventsFixture(dialect: TestDialect) {
  let h: Harness;
  let host: SignedIn;
  let guestA: SignedIn;
  let guestB: SignedIn;
  let stranger: SignedIn;
  let hostPod: string;
  let strangerPod: string;

  const clockAt = (seconds: number) => vi.setSystemTime(seconds * 1000);
  const send = async (method: 'POST' | 'PUT', url: string, who: SignedIn, fields: Fields) => {
    const body = await multipart(fields);
    return h.app.inject({ method, url, headers: { ...bearer(who.sessionToken), ...body.headers }, payload: body.payload });
  };
  const form = (overrides: Fields = {}): Fields => ({
    postId: hostPod,
    eventName: 'Launch party',
    eventDescription: 'Come and see the new gallery.',
    startTimestamp: String(NOW + HOUR),
    endTimestamp: String(NOW + 2 * HOUR),
    guests: JSON.stringify([{ userId: guestA.user.userId }, { userId: guestB.user.userId }]),
    ...overrides,
  });
  const create = (fields: Fields = form(), who = host) => send('POST', `/api/users/event/${who.user.userId}`, who, fields);
  const read = (who: SignedIn, eventId: number) => h.app.inject({ url: `/api/users/event/${who.user.userId}/${eventId}`, headers: bearer(who.sessionToken) });
  const setStatus = (who: SignedIn, eventId: number, eventStatus: string) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/users/update-event-status/${who.user.userId}/${eventId}`,
      headers: bearer(who.sessionToken),
      payload: { eventStatus },
    });
  const join = (who: SignedIn, eventId: number) =>
    h.app.inject({ method: 'POST', url: `/api/users/join-event/${who.user.userId}/${eventId}`, headers: bearer(who.sessionToken) });
  const remove = (who: SignedIn, eventId: number) =>
    h.app.inject({ method: 'DELETE', url: `/api/users/delete-event/${who.user.userId}/${eventId}`, headers: bearer(who.sessionToken) });
  const list = async (who: SignedIn, kind: 'events' | 'event-invitations') => {
    const response = await h.app.inject({ url: `/api/users/${kind}/${who.user.userId}`, headers: bearer(who.sessionToken) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { events: { eventId: number; eventStatus: string; eventName: string }[] }).events;
  };
  const follow = (follower: SignedIn, following: SignedIn) =>
    h.db.kysely
      .insertInto('follows')
      .values({ followerId: follower.user.userId, followingId: following.user.userId, status: 'accepted', createdAt: NOW })
      .execute();
  const clearEvents = () => h.db.kysely.deleteFrom('events').execute();

  beforeAll(async () => {
    h = await startHarness(dialect);
    host = await signInWithDev(h.app, 'host@example.test');
    guestA = await signInWithDev(h.app, 'guest.a@example.test');
    guestB = await signInWithDev(h.app, 'guest.b@example.test');
    stranger = await signInWithDev(h.app, 'stranger@example.test');
    for (const [who, name] of [
      [host, 'Hana'],
      [guestA, 'Abe'],
      [guestB, 'Bea'],
      [stranger, 'Sam'],
    ] as const) {
      expect((await createAccount(h.app, who, { userName: name.toLowerCase(), userDisplayName: name })).statusCode).toBe(200);
    }
    hostPod = (await createPod(h.app, host)).json().postId;
    strangerPod = (await createPod(h.app, stranger)).json().postId;
    await follow(guestA, host); // a follower
    await follow(host, guestB); // a following
    await follow(host, guestA); // so guest A is both
  });
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clockAt(NOW);
  });
  afterEach(() => clockAt(NOW));
  afterAll(async () => {
    vi.useRealTimers();
    await h.close();
  });

  const world = (): EventsWorld => ({ h, host, guestA, guestB, stranger, hostPod, strangerPod });
  return { world, clockAt, send, form, create, read, setStatus, join, remove, list, follow, clearEvents };
}
