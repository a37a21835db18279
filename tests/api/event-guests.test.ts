/**
 * The events API's guests and blocks: the host's guest candidates (followers and followings, no
 * blocked people), invitations withdrawn when a guest and the host block each other, and two guests
 * who blocked each other kept invited without seeing one another. The shared world and requests
 * are in ./support/events-fixture.ts; the event lifecycle in ./events.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { eventsFixture, NOW } from './support/events-fixture.ts';

describe.each(dialects)('events API: guests and blocks on %s', (dialect) => {
  const { world, form, create, read, join, list, follow, clearEvents } = eventsFixture(dialect);

  it('offers followers and followings as guest candidates, merged, without blocked people', async () => {
    const response = await world.h.app.inject({ url: `/api/users/guest-candidates/${world.host.user.userId}`, headers: bearer(world.host.sessionToken) });
    const candidates = response.json().candidates as { userId: string; type: string; totalPods: number }[];
    expect(candidates.map((c) => [c.userId, c.type])).toEqual([
      [world.guestA.user.userId, 'both'],
      [world.guestB.user.userId, 'following'],
    ]);
    await world.h.db.kysely.insertInto('blocks').values({ blockerId: world.guestB.user.userId, blockedId: world.host.user.userId, createdAt: NOW }).execute();
    const after = (await world.h.app.inject({ url: `/api/users/guest-candidates/${world.host.user.userId}`, headers: bearer(world.host.sessionToken) })).json()
      .candidates;
    expect(after.map((c: { userId: string }) => c.userId)).toEqual([world.guestA.user.userId]);
    const blockedGuest = await create(form());
    expect(blockedGuest.json().message).toBe('Guests must be people who follow you or whom you follow.');
    await world.h.db.kysely.deleteFrom('blocks').execute();
  });

  it('withdraws the invitations between two people when one blocks the other, with their notifications, read or not', async () => {
    await clearEvents();
    const created = await create(form());
    expect(created.statusCode, created.body).toBe(200);
    const { eventId } = created.json().data;
    const markRead = await world.h.app.inject({
      method: 'DELETE',
      url: `/api/users/notifications/${world.guestA.user.userId}?type=Event%20Invitation`,
      headers: bearer(world.guestA.sessionToken),
    });
    expect(markRead.statusCode).toBe(200);

    const blocked = await world.h.app.inject({
      method: 'POST',
      url: `/api/users/block-user/${world.guestA.user.userId}`,
      headers: bearer(world.guestA.sessionToken),
      payload: { blockedUserId: world.host.user.userId },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await list(world.guestA, 'event-invitations')).toEqual([]);
    expect((await read(world.guestA, eventId)).statusCode).toBe(404);
    expect((await join(world.guestA, eventId)).statusCode).toBe(404);
    expect((await read(world.host, eventId)).json().guests.map((g: { userId: string }) => g.userId)).toEqual([world.guestB.user.userId]);
    const notes = (await world.h.app.inject({ url: `/api/users/notifications/${world.guestA.user.userId}`, headers: bearer(world.guestA.sessionToken) })).json()
      .notifications as { actorId: string }[];
    expect(notes.filter((n) => n.actorId === world.host.user.userId)).toEqual([]);
    await world.h.db.kysely.deleteFrom('blocks').execute();
    // The block ended their follows; they are connected again for the next test.
    await follow(world.guestA, world.host);
    await follow(world.host, world.guestA);
  });

  it("tells the host when guests' blocks take them off an event to come, without naming them; not when the host blocks", async () => {
    await clearEvents();
    await world.h.db.kysely.deleteFrom('notifications').execute();
    const { eventId } = (await create(form())).json().data;
    const block = (blocker: SignedIn, blocked: SignedIn) =>
      world.h.app.inject({
        method: 'POST',
        url: `/api/users/block-user/${blocker.user.userId}`,
        headers: bearer(blocker.sessionToken),
        payload: { blockedUserId: blocked.user.userId },
      });
    const hostNotes = async () =>
      (
        (await world.h.app.inject({ url: `/api/users/notifications/${world.host.user.userId}`, headers: bearer(world.host.sessionToken) })).json()
          .notifications as { notificationType: string; kind: string; notificationText: string; entityId: string }[]
      ).map(({ notificationType, kind, notificationText, entityId }) => ({ notificationType, kind, notificationText, entityId }));

    expect((await block(world.guestA, world.host)).statusCode).toBe(200);
    const oneLeft = {
      notificationType: 'Event Invitation',
      kind: 'event',
      notificationText: 'A guest can no longer come to “Launch party”.',
      entityId: String(eventId),
    };
    expect(await hostNotes()).toEqual([oneLeft]);
    expect((await block(world.guestB, world.host)).statusCode).toBe(200);
    expect((await read(world.host, eventId)).json().guests).toEqual([]);
    expect(await hostNotes()).toEqual([{ ...oneLeft, notificationText: 'Nobody is invited to “Launch party” any more: add guests or delete it.' }, oneLeft]);

    await world.h.db.kysely.deleteFrom('blocks').execute();
    await follow(world.guestA, world.host);
    await follow(world.host, world.guestA);
    await follow(world.host, world.guestB);
    await create(form());
    expect((await block(world.host, world.guestB)).statusCode).toBe(200);
    expect(await hostNotes()).toHaveLength(2);
    await world.h.db.kysely.deleteFrom('blocks').execute();
    await follow(world.host, world.guestB);
  });

  it('keeps two guests who blocked each other invited, each without the other in the guest list', async () => {
    await clearEvents();
    const created = await create(form());
    const { eventId } = created.json().data;
    await world.h.db.kysely.insertInto('blocks').values({ blockerId: world.guestB.user.userId, blockedId: world.guestA.user.userId, createdAt: NOW }).execute();
    const guestsSeenBy = async (who: SignedIn) => ((await read(who, eventId)).json().guests as { userId: string }[]).map((g) => g.userId).sort();
    expect(await guestsSeenBy(world.guestA)).toEqual([world.guestA.user.userId]);
    expect(await guestsSeenBy(world.guestB)).toEqual([world.guestB.user.userId]);
    expect(await guestsSeenBy(world.host)).toEqual([world.guestA.user.userId, world.guestB.user.userId].sort());
    const invitations = await world.h.app.inject({
      url: `/api/users/event-invitations/${world.guestA.user.userId}`,
      headers: bearer(world.guestA.sessionToken),
    });
    expect((invitations.json().events as { guests: { userId: string }[] }[])[0]!.guests.map((g) => g.userId)).toEqual([world.guestA.user.userId]);
    await world.h.db.kysely.deleteFrom('blocks').execute();
  });
});
