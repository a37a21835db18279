/**
 * The events API's lifecycle: creating an event (a re-encoded thumbnail, invited guests and their
 * notifications), its private thumbnail links, what a new event is refused for, the limit of 3
 * pending events, starting, joining, finishing and expiring, editing and deleting. The shared
 * world and requests are in ./support/events-fixture.ts; guests and blocks in ./event-guests.test.ts.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { dialects } from './support/harness.ts';
import { eventsFixture, HOUR, NOW, png, bigPng, type Fields } from './support/events-fixture.ts';

describe.each(dialects)('events API on %s', (dialect) => {
  const { world, clockAt, send, form, create, read, setStatus, join, remove, list, clearEvents } = eventsFixture(dialect);

  it('creates an event with a re-encoded thumbnail and two guests, each invited with a notification', async () => {
    await clearEvents();
    const response = await create(form({ eventThumbnail: { name: 'thumb.png', blob: new Blob([new Uint8Array(await png(1600))], { type: 'image/png' }) } }));
    expect(response.statusCode, response.body).toBe(200);
    const { eventId } = response.json().data;
    expect(eventId).toEqual(expect.any(Number));
    const event = (await read(world.host, eventId)).json();
    expect(event).toMatchObject({
      eventId,
      hostId: world.host.user.userId,
      postId: world.hostPod,
      eventName: 'Launch party',
      eventStatus: 'pending',
      startTimestamp: NOW + HOUR,
      endTimestamp: NOW + 2 * HOUR,
    });
    expect(event.guests.map((g: { userId: string }) => g.userId).sort()).toEqual([world.guestA.user.userId, world.guestB.user.userId].sort());
    const thumbnail = await world.h.app.inject({ url: event.eventThumbnail });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const notified = await world.h.db.kysely
      .selectFrom('notifications')
      .select(['userId', 'type', 'entityId', 'actorId'])
      .where('entityId', '=', String(eventId))
      .execute();
    expect(notified.map((n) => n.userId).sort()).toEqual([world.guestA.user.userId, world.guestB.user.userId].sort());
    expect(notified.every((n) => n.type === 'Event Invitation' && n.actorId === world.host.user.userId)).toBe(true);
    expect((await list(world.guestA, 'event-invitations')).map((e) => e.eventId)).toEqual([eventId]);
    expect((await read(world.stranger, eventId)).statusCode).toBe(404);
  });

  it("serves a private event's thumbnail only through the expiring link its host and guests are given", async () => {
    await clearEvents();
    const response = await create(form({ eventThumbnail: { name: 'thumb.png', blob: new Blob([new Uint8Array(await png(200))], { type: 'image/png' }) } }));
    expect(response.statusCode, response.body).toBe(200);
    const { eventId } = response.json().data;
    const hostLink = (await read(world.host, eventId)).json().eventThumbnail as string;
    const guestLink = (await list(world.guestA, 'event-invitations')).map((e) => (e as unknown as { eventThumbnail: string }).eventThumbnail)[0]!;
    for (const link of [hostLink, guestLink]) {
      const image = await world.h.app.inject({ url: link });
      expect(image.statusCode, link).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    }
    // The file's address without the link's signature (what a stranger could guess or keep) is refused.
    const bare = hostLink.split('?')[0]!;
    const refused = { error: 'Forbidden', message: 'This link to a private picture has expired or is not valid. Reload the page to get a new one.' };
    for (const url of [bare, `${bare}?expires=9999999999&signature=forged`, hostLink.replace(/signature=./, 'signature=A')]) {
      const answer = await world.h.app.inject({ url });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({ url, status: 403, body: refused });
    }
    expect((await world.h.app.inject({ url: bare.replace(/[0-9a-f]{64}/, 'f'.repeat(64)) })).statusCode).toBe(403);
    // A link works for a limited time only.
    clockAt(NOW + 3 * HOUR);
    expect((await world.h.app.inject({ url: hostLink })).statusCode).toBe(403);
    expect((await world.h.app.inject({ url: (await read(world.host, eventId)).json().eventThumbnail })).statusCode).toBe(200);
    expect((await read(world.stranger, eventId)).statusCode).toBe(404);
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
    if (fields.postId === 'STRANGER') fields.postId = world.strangerPod;
    if (fields.guests === 'STRANGER_GUEST') fields.guests = JSON.stringify([{ userId: world.stranger.user.userId }]);
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
    const asOther = await send('POST', `/api/users/event/${world.host.user.userId}`, world.guestA, form());
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
    expect((await list(world.host, 'events')).map((e) => e.eventStatus).sort()).toEqual(['expired', 'expired', 'expired', 'pending']);
  });

  it('follows the lifecycle: only the host starts, a start is kept, invitees join only while started, an hour later it is finished', async () => {
    await clearEvents();
    const { eventId } = (await create()).json().data;
    const early = await join(world.guestA, eventId);
    expect([early.statusCode, early.json().message]).toEqual([409, 'This event has not started yet.']);
    expect((await setStatus(world.guestA, eventId, 'started')).statusCode).toBe(403);
    clockAt(NOW + 100);
    const started = await setStatus(world.host, eventId, `started-${NOW + 100}`);
    expect(started.json().eventStatus).toBe(`started-${NOW + 100}`);
    clockAt(NOW + 200);
    expect((await setStatus(world.host, eventId, 'started')).json().eventStatus).toBe(`started-${NOW + 100}`);
    expect((await join(world.guestA, eventId)).statusCode).toBe(200);
    expect((await join(world.host, eventId)).statusCode).toBe(403);
    expect((await join(world.stranger, eventId)).statusCode).toBe(404);
    expect((await setStatus(world.host, eventId, 'finished')).statusCode).toBe(409);
    expect((await remove(world.host, eventId)).statusCode).toBe(409);
    const edit = await send('PUT', `/api/users/update-event/${world.host.user.userId}/${eventId}`, world.host, form());
    expect([edit.statusCode, edit.json().message]).toEqual([409, 'Only pending events can be edited.']);
    clockAt(NOW + 100 + HOUR + 1);
    expect((await read(world.guestB, eventId)).json().eventStatus).toBe('finished');
    const again = await setStatus(world.host, eventId, 'started');
    expect([again.statusCode, again.json().message]).toEqual([409, 'This event has ended.']);
    expect((await join(world.guestA, eventId)).json().message).toBe('This event has ended.');
  });

  it('expires a pending event whose end has passed, for everyone, and it can not start', async () => {
    await clearEvents();
    const { eventId } = (await create()).json().data;
    clockAt(NOW + 2 * HOUR + 1);
    expect((await list(world.guestB, 'event-invitations')).map((e) => e.eventStatus)).toEqual(['expired']);
    const start = await setStatus(world.host, eventId, 'started');
    expect([start.statusCode, start.json().message]).toEqual([409, 'This event has expired.']);
  });

  it('edits a pending event (only the host), notifying only newly added guests; deletes pending events', async () => {
    await clearEvents();
    const { eventId } = (await create(form({ guests: JSON.stringify([{ userId: world.guestA.user.userId }]) }))).json().data;
    const byGuest = await send('PUT', `/api/users/update-event/${world.guestA.user.userId}/${eventId}`, world.guestA, form());
    expect(byGuest.statusCode).toBe(403);
    const edited = await send('PUT', `/api/users/update-event/${world.host.user.userId}/${eventId}`, world.host, form({ eventName: 'Renamed' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read(world.host, eventId)).json()).toMatchObject({
      eventName: 'Renamed',
      guests: expect.arrayContaining([expect.objectContaining({ userId: world.guestB.user.userId })]),
    });
    const notes = await world.h.db.kysely.selectFrom('notifications').select('userId').where('entityId', '=', String(eventId)).execute();
    expect(notes.map((n) => n.userId).sort()).toEqual([world.guestA.user.userId, world.guestB.user.userId].sort());
    expect((await remove(world.guestA, eventId)).statusCode).toBe(403);
    expect((await remove(world.host, eventId)).json()).toEqual({ eventId, deleted: true });
    expect((await read(world.host, eventId)).statusCode).toBe(404);
  });
});
