/**
 * The events API suites' shared world (tests/api/events.test.ts, tests/api/event-guests.test.ts):
 * a host with a Pod, two guests (guest A follows the host and is followed back, the host follows
 * guest B), a stranger with a Pod, all with accounts; the clock held at a whole hour just ahead
 * of the real one; and the requests those suites make. Call it inside a `describe`: it registers
 * the hooks that build the world and take it down; `world` holds it once built, so read its
 * fields inside tests and hooks.
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
  /** Filled in by the first `beforeAll`; the suites read it inside their tests. */
  const world = {} as EventsWorld;

  const clockAt = (seconds: number) => vi.setSystemTime(seconds * 1000);
  const send = async (method: 'POST' | 'PUT', url: string, who: SignedIn, fields: Fields) => {
    const body = await multipart(fields);
    return world.h.app.inject({ method, url, headers: { ...bearer(who.sessionToken), ...body.headers }, payload: body.payload });
  };
  const form = (overrides: Fields = {}): Fields => ({
    postId: world.hostPod,
    eventName: 'Launch party',
    eventDescription: 'Come and see the new gallery.',
    startTimestamp: String(NOW + HOUR),
    endTimestamp: String(NOW + 2 * HOUR),
    guests: JSON.stringify([{ userId: world.guestA.user.userId }, { userId: world.guestB.user.userId }]),
    ...overrides,
  });
  const create = (fields: Fields = form(), who = world.host) => send('POST', `/api/users/event/${who.user.userId}`, who, fields);
  const read = (who: SignedIn, eventId: number) =>
    world.h.app.inject({ url: `/api/users/event/${who.user.userId}/${eventId}`, headers: bearer(who.sessionToken) });
  const setStatus = (who: SignedIn, eventId: number, eventStatus: string) =>
    world.h.app.inject({
      method: 'PUT',
      url: `/api/users/update-event-status/${who.user.userId}/${eventId}`,
      headers: bearer(who.sessionToken),
      payload: { eventStatus },
    });
  const join = (who: SignedIn, eventId: number) =>
    world.h.app.inject({ method: 'POST', url: `/api/users/join-event/${who.user.userId}/${eventId}`, headers: bearer(who.sessionToken) });
  const remove = (who: SignedIn, eventId: number) =>
    world.h.app.inject({ method: 'DELETE', url: `/api/users/delete-event/${who.user.userId}/${eventId}`, headers: bearer(who.sessionToken) });
  const list = async (who: SignedIn, kind: 'events' | 'event-invitations') => {
    const response = await world.h.app.inject({ url: `/api/users/${kind}/${who.user.userId}`, headers: bearer(who.sessionToken) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { events: { eventId: number; eventStatus: string; eventName: string }[] }).events;
  };
  const follow = (follower: SignedIn, following: SignedIn) =>
    world.h.db.kysely
      .insertInto('follows')
      .values({ followerId: follower.user.userId, followingId: following.user.userId, status: 'accepted', createdAt: NOW })
      .execute();
  const clearEvents = () => world.h.db.kysely.deleteFrom('events').execute();

  beforeAll(async () => {
    world.h = await startHarness(dialect);
    world.host = await signInWithDev(world.h.app, 'host@example.test');
    world.guestA = await signInWithDev(world.h.app, 'guest.a@example.test');
    world.guestB = await signInWithDev(world.h.app, 'guest.b@example.test');
    world.stranger = await signInWithDev(world.h.app, 'stranger@example.test');
    for (const [who, name] of [
      [world.host, 'Hana'],
      [world.guestA, 'Abe'],
      [world.guestB, 'Bea'],
      [world.stranger, 'Sam'],
    ] as const) {
      expect((await createAccount(world.h.app, who, { userName: name.toLowerCase(), userDisplayName: name })).statusCode).toBe(200);
    }
    world.hostPod = (await createPod(world.h.app, world.host)).json().postId;
    world.strangerPod = (await createPod(world.h.app, world.stranger)).json().postId;
    await follow(world.guestA, world.host); // a follower
    await follow(world.host, world.guestB); // a following
    await follow(world.host, world.guestA); // so guest A is both
  });
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clockAt(NOW);
  });
  afterEach(() => clockAt(NOW));
  afterAll(async () => {
    vi.useRealTimers();
    await world.h.close();
  });

  return { world, clockAt, send, form, create, read, setStatus, join, remove, list, follow, clearEvents };
}
