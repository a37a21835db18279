/**
 * The events API's guests and blocks: the host's guest candidates (followers and followings, no
 * blocked people), invitations withdrawn when a guest and the host block each other, and two guests
 * who blocked each other kept invited without seeing one another. The shared world and requests
 * are in ./support/events-fixture.ts; the event lifecycle in ./events.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { eventsFixture, NOW } from './support/events-fixture.ts';

describe.each(dialects)('events API: guests and blocks on %s', (dialect) => {
  const { world, form, create, read, join, list, follow, clearEvents } = eventsFixture(dialect);
  let h: Harness;
  let host: SignedIn;
  let guestA: SignedIn;
  let guestB: SignedIn;
  beforeAll(() => void ({ h, host, guestA, guestB } = world()));

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
