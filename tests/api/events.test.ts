import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';
import { multipart } from './support/multipart.ts';

const HOUR = 3600;
/** A whole hour a little ahead of the real clock (sessions are issued in real time). */
const NOW = (Math.floor(Date.now() / 1000 / HOUR) + 1) * HOUR;
const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
/** A PNG just over 1 MB (noise does not compress). */
const bigPng = () =>
  sharp(Buffer.from(Array.from({ length: 800 * 800 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 800, height: 800, channels: 3 } })
    .png()
    .toBuffer();

type Fields = Record<string, string | { name: string; blob: Blob }>;

describe.each(dialects)('events API on %s', (dialect) => {
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

  it('creates an event with a re-encoded thumbnail and two guests, each invited with a notification', async () => {
    await clearEvents();
    const response = await create(form({ eventThumbnail: { name: 'thumb.png', blob: new Blob([new Uint8Array(await png(1600))], { type: 'image/png' }) } }));
    expect(response.statusCode, response.body).toBe(200);
    const { eventId } = response.json().data;
    expect(eventId).toEqual(expect.any(Number));
    const event = (await read(host, eventId)).json();
    expect(event).toMatchObject({
      eventId,
      hostId: host.user.userId,
      postId: hostPod,
      eventName: 'Launch party',
      eventStatus: 'pending',
      startTimestamp: NOW + HOUR,
      endTimestamp: NOW + 2 * HOUR,
    });
    expect(event.guests.map((g: { userId: string }) => g.userId).sort()).toEqual([guestA.user.userId, guestB.user.userId].sort());
    const thumbnail = await h.app.inject({ url: event.eventThumbnail });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const notified = await h.db.kysely
      .selectFrom('notifications')
      .select(['userId', 'type', 'entityId', 'actorId'])
      .where('entityId', '=', String(eventId))
      .execute();
    expect(notified.map((n) => n.userId).sort()).toEqual([guestA.user.userId, guestB.user.userId].sort());
    expect(notified.every((n) => n.type === 'Event Invitation' && n.actorId === host.user.userId)).toBe(true);
    expect((await list(guestA, 'event-invitations')).map((e) => e.eventId)).toEqual([eventId]);
    expect((await read(stranger, eventId)).statusCode).toBe(404);
  });

  it("serves a private event's thumbnail only through the expiring link its host and guests are given", async () => {
    await clearEvents();
    const response = await create(form({ eventThumbnail: { name: 'thumb.png', blob: new Blob([new Uint8Array(await png(200))], { type: 'image/png' }) } }));
    expect(response.statusCode, response.body).toBe(200);
    const { eventId } = response.json().data;
    const hostLink = (await read(host, eventId)).json().eventThumbnail as string;
    const guestLink = (await list(guestA, 'event-invitations')).map((e) => (e as unknown as { eventThumbnail: string }).eventThumbnail)[0]!;
    for (const link of [hostLink, guestLink]) {
      const image = await h.app.inject({ url: link });
      expect(image.statusCode, link).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    }
    // The file's address without the link's signature (what a stranger could guess or keep) is refused.
    const bare = hostLink.split('?')[0]!;
    const refused = { error: 'Forbidden', message: 'This link to a private picture has expired or is not valid. Reload the page to get a new one.' };
    for (const url of [bare, `${bare}?expires=9999999999&signature=forged`, hostLink.replace(/signature=./, 'signature=A')]) {
      const answer = await h.app.inject({ url });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({ url, status: 403, body: refused });
    }
    expect((await h.app.inject({ url: bare.replace(/[0-9a-f]{64}/, 'f'.repeat(64)) })).statusCode).toBe(403);
    // A link works for a limited time only.
    clockAt(NOW + 3 * HOUR);
    expect((await h.app.inject({ url: hostLink })).statusCode).toBe(403);
    expect((await h.app.inject({ url: (await read(host, eventId)).json().eventThumbnail })).statusCode).toBe(200);
    expect((await read(stranger, eventId)).statusCode).toBe(404);
  });

  it.each([
    ['no name', { eventName: '  ' }, 400, 'Event name is required.'],
    ['a name over 20 characters', { eventName: 'x'.repeat(21) }, 400, 'Event name can be at most 20 characters.'],
    ['no Pod', { postId: '' }, 400, 'Please select a post.'],
    ["someone else's Pod", { postId: 'STRANGER' }, 400, 'Please select one of your own Pods.'],
    ['a start in the past', { startTimestamp: String(NOW - 60), endTimestamp: String(NOW - 60 + HOUR) }, 400, 'The event can not start in the past.'],
    [
      'an end that is not one hour later',
      { endTimestamp: String(NOW + 3 * HOUR) },
      400,
      'An event lasts exactly one hour: endTimestamp must be startTimestamp + 3600.',
    ],
    ['no guests', { guests: '[]' }, 400, 'Please add at least one guest and max five'],
    ['six guests', { guests: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f'].map((userId) => ({ userId }))) }, 400, 'Please add at least one guest and max five'],
    ['a guest who is not connected', { guests: 'STRANGER_GUEST' }, 400, 'Guests must be people who follow you or whom you follow.'],
    ['guests that are not JSON', { guests: 'not json' }, 400, 'guests must be a JSON list of {"userId"}.'],
  ] as const)('refuses %s', async (_case, overrides, status, message) => {
    const fields = { ...overrides } as Fields;
    if (fields.postId === 'STRANGER') fields.postId = strangerPod;
    if (fields.guests === 'STRANGER_GUEST') fields.guests = JSON.stringify([{ userId: stranger.user.userId }]);
    const response = await create(form(fields));
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('refuses a thumbnail over 1 MB or that is not an image, and acting for someone else', async () => {
    const big = await bigPng();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const tooBig = await create(form({ eventThumbnail: { name: 'big.png', blob: new Blob([new Uint8Array(big)], { type: 'image/png' }) } }));
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'File size must be less than 1MB.']);
    const notImage = await create(form({ eventThumbnail: { name: 'x.png', blob: new Blob(['<svg/>'], { type: 'image/png' }) } }));
    expect([notImage.statusCode, notImage.json().message]).toEqual([400, 'Only image files are allowed.']);
    const asOther = await send('POST', `/api/users/event/${host.user.userId}`, guestA, form());
    expect(asOther.statusCode).toBe(403);
  });

  it('allows at most 3 pending events per host; expired ones do not count', async () => {
    await clearEvents();
    for (let i = 0; i < 3; i++) expect((await create(form({ eventName: `Event ${i}` }))).statusCode).toBe(200);
    const fourth = await create(form({ eventName: 'Event 3' }));
    expect([fourth.statusCode, fourth.json().message]).toEqual([409, 'You can have at most 3 pending events.']);
    clockAt(NOW + 3 * HOUR);
    const later = await create(form({ eventName: 'Later', startTimestamp: String(NOW + 4 * HOUR), endTimestamp: String(NOW + 5 * HOUR) }));
    expect(later.statusCode, later.body).toBe(200);
    expect((await list(host, 'events')).map((e) => e.eventStatus).sort()).toEqual(['expired', 'expired', 'expired', 'pending']);
  });

  it('follows the lifecycle: only the host starts, a start is kept, invitees join only while started, an hour later it is finished', async () => {
    await clearEvents();
    const { eventId } = (await create()).json().data;
    const early = await join(guestA, eventId);
    expect([early.statusCode, early.json().message]).toEqual([409, 'This event has not started yet.']);
    expect((await setStatus(guestA, eventId, 'started')).statusCode).toBe(403);
    clockAt(NOW + 100);
    const started = await setStatus(host, eventId, `started-${NOW + 100}`);
    expect(started.json().eventStatus).toBe(`started-${NOW + 100}`);
    clockAt(NOW + 200);
    expect((await setStatus(host, eventId, 'started')).json().eventStatus).toBe(`started-${NOW + 100}`);
    expect((await join(guestA, eventId)).statusCode).toBe(200);
    expect((await join(host, eventId)).statusCode).toBe(403);
    expect((await join(stranger, eventId)).statusCode).toBe(404);
    expect((await setStatus(host, eventId, 'finished')).statusCode).toBe(409);
    expect((await remove(host, eventId)).statusCode).toBe(409);
    const edit = await send('PUT', `/api/users/update-event/${host.user.userId}/${eventId}`, host, form());
    expect([edit.statusCode, edit.json().message]).toEqual([409, 'Only pending events can be edited.']);
    clockAt(NOW + 100 + HOUR + 1);
    expect((await read(guestB, eventId)).json().eventStatus).toBe('finished');
    const again = await setStatus(host, eventId, 'started');
    expect([again.statusCode, again.json().message]).toEqual([409, 'This event has ended.']);
    expect((await join(guestA, eventId)).json().message).toBe('This event has ended.');
  });

  it('expires a pending event whose end has passed, for everyone, and it can not start', async () => {
    await clearEvents();
    const { eventId } = (await create()).json().data;
    clockAt(NOW + 2 * HOUR + 1);
    expect((await list(guestB, 'event-invitations')).map((e) => e.eventStatus)).toEqual(['expired']);
    const start = await setStatus(host, eventId, 'started');
    expect([start.statusCode, start.json().message]).toEqual([409, 'This event has expired.']);
  });

  it('edits a pending event (only the host), notifying only newly added guests; deletes pending events', async () => {
    await clearEvents();
    const { eventId } = (await create(form({ guests: JSON.stringify([{ userId: guestA.user.userId }]) }))).json().data;
    const byGuest = await send('PUT', `/api/users/update-event/${guestA.user.userId}/${eventId}`, guestA, form());
    expect(byGuest.statusCode).toBe(403);
    const edited = await send('PUT', `/api/users/update-event/${host.user.userId}/${eventId}`, host, form({ eventName: 'Renamed' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read(host, eventId)).json()).toMatchObject({
      eventName: 'Renamed',
      guests: expect.arrayContaining([expect.objectContaining({ userId: guestB.user.userId })]),
    });
    const notes = await h.db.kysely.selectFrom('notifications').select('userId').where('entityId', '=', String(eventId)).execute();
    expect(notes.map((n) => n.userId).sort()).toEqual([guestA.user.userId, guestB.user.userId].sort());
    expect((await remove(guestA, eventId)).statusCode).toBe(403);
    expect((await remove(host, eventId)).json()).toEqual({ eventId, deleted: true });
    expect((await read(host, eventId)).statusCode).toBe(404);
  });

  it('offers followers and followings as guest candidates, merged, without blocked people', async () => {
    const response = await h.app.inject({ url: `/api/users/guest-candidates/${host.user.userId}`, headers: bearer(host.sessionToken) });
    const candidates = response.json().candidates as { userId: string; type: string; totalPods: number }[];
    expect(candidates.map((c) => [c.userId, c.type])).toEqual([
      [guestA.user.userId, 'both'],
      [guestB.user.userId, 'following'],
    ]);
    await h.db.kysely.insertInto('blocks').values({ blockerId: guestB.user.userId, blockedId: host.user.userId, createdAt: NOW }).execute();
    const after = (await h.app.inject({ url: `/api/users/guest-candidates/${host.user.userId}`, headers: bearer(host.sessionToken) })).json().candidates;
    expect(after.map((c: { userId: string }) => c.userId)).toEqual([guestA.user.userId]);
    const blockedGuest = await create(form());
    expect(blockedGuest.json().message).toBe('Guests must be people who follow you or whom you follow.');
    await h.db.kysely.deleteFrom('blocks').execute();
  });

  it('withdraws the invitations between two people when one blocks the other, with their notifications, read or not', async () => {
    await clearEvents();
    const created = await create(form());
    expect(created.statusCode, created.body).toBe(200);
    const { eventId } = created.json().data;
    const markRead = await h.app.inject({
      method: 'DELETE',
      url: `/api/users/notifications/${guestA.user.userId}?type=Event%20Invitation`,
      headers: bearer(guestA.sessionToken),
    });
    expect(markRead.statusCode).toBe(200);

    const blocked = await h.app.inject({
      method: 'POST',
      url: `/api/users/block-user/${guestA.user.userId}`,
      headers: bearer(guestA.sessionToken),
      payload: { blockedUserId: host.user.userId },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await list(guestA, 'event-invitations')).toEqual([]);
    expect((await read(guestA, eventId)).statusCode).toBe(404);
    expect((await join(guestA, eventId)).statusCode).toBe(404);
    expect((await read(host, eventId)).json().guests.map((g: { userId: string }) => g.userId)).toEqual([guestB.user.userId]);
    const notes = (await h.app.inject({ url: `/api/users/notifications/${guestA.user.userId}`, headers: bearer(guestA.sessionToken) })).json()
      .notifications as { actorId: string }[];
    expect(notes.filter((n) => n.actorId === host.user.userId)).toEqual([]);
    await h.db.kysely.deleteFrom('blocks').execute();
    // The block ended their follows; they are connected again for the next test.
    await follow(guestA, host);
    await follow(host, guestA);
  });

  it('keeps two guests who blocked each other invited, each without the other in the guest list', async () => {
    await clearEvents();
    const created = await create(form());
    const { eventId } = created.json().data;
    await h.db.kysely.insertInto('blocks').values({ blockerId: guestB.user.userId, blockedId: guestA.user.userId, createdAt: NOW }).execute();
    const guestsSeenBy = async (who: SignedIn) => ((await read(who, eventId)).json().guests as { userId: string }[]).map((g) => g.userId).sort();
    expect(await guestsSeenBy(guestA)).toEqual([guestA.user.userId]);
    expect(await guestsSeenBy(guestB)).toEqual([guestB.user.userId]);
    expect(await guestsSeenBy(host)).toEqual([guestA.user.userId, guestB.user.userId].sort());
    const invitations = await h.app.inject({ url: `/api/users/event-invitations/${guestA.user.userId}`, headers: bearer(guestA.sessionToken) });
    expect((invitations.json().events as { guests: { userId: string }[] }[])[0]!.guests.map((g) => g.userId)).toEqual([guestA.user.userId]);
    await h.db.kysely.deleteFrom('blocks').execute();
  });
});
