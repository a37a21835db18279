/**
 * Issue 50: the host of a started event removes a guest from its live room. The guest is sent out
 * at once with the notice, taken off the event's guest list (the event no longer lists them, its
 * room no longer lets them in) and kept out of its Pod's room for 24 hours. Only the host may.
 * A Pod owner's removal is pod-rooms.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { nextOf, startLiveSuite, type LiveSuite } from './support/live-room.ts';
import { podRooms } from './support/pod-room.ts';
import { ROOM_TEXTS } from '../../shared/drop-in.ts';

describe.each(dialects)('removing a guest from a live event on %s', (dialect) => {
  let suite: LiveSuite;
  let host: SignedIn;
  let guest: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['removal.host@example.test', 'Hana'],
      ['removal.guest@example.test', 'Gil'],
      ['removal.other@example.test', 'Oto'],
    ]);
    [host, guest, other] = suite.people as [SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => suite.close());

  const message = async (response: Response) => ((await response.json()) as { message: string }).message;
  const guestsOf = async (eventId: number) => {
    const response = await fetch(`${suite.base}/api/users/event/${host.user.userId}/${eventId}`, { headers: bearer(host.sessionToken) });
    return ((await response.json()) as { guests: { userId: string }[] }).guests.map((g) => g.userId).sort();
  };

  it('sends the guest out with the notice, takes them off the guest list, and keeps them out', async () => {
    const eventId = await suite.newEvent([guest, other]);
    const hostIn = await suite.enter(host, eventId);
    const guestIn = await suite.enter(guest, eventId);

    const removed = await suite.call('POST', `${eventId}/removals/${host.user.userId}`, host, { guestId: guest.user.userId });
    expect(removed.status).toBe(200);
    expect(await nextOf(guestIn, 'closed')).toEqual({ reason: 'removed', message: ROOM_TEXTS.removedFromEvent });
    expect(await nextOf(hostIn, 'left')).toEqual({ userId: guest.user.userId });

    expect(await guestsOf(eventId)).toEqual([other.user.userId]);
    expect((await suite.call('POST', `${eventId}/ticket/${guest.user.userId}`, guest)).status).toBe(404);
    // Once the event is over, its Pod's room holds them out for 24 hours too.
    hostIn.close();
    expect((await suite.call('POST', `${eventId}/end/${host.user.userId}`, host)).status).toBe(200);
    expect((await podRooms(suite).ask(guest)).entry).toMatchObject({ kind: 'refused', reason: 'removed' });
    expect((await podRooms(suite).ask(other)).entry).toMatchObject({ kind: 'enter' });
  });

  it('lets only the host remove, and only a guest of the event', async () => {
    const eventId = await suite.newEvent([guest, other]);
    const byGuest = await suite.call('POST', `${eventId}/removals/${guest.user.userId}`, guest, { guestId: other.user.userId });
    expect([byGuest.status, await message(byGuest)]).toEqual([403, 'Only the host can remove someone from this event.']);
    expect((await suite.call('POST', `${eventId}/removals/${host.user.userId}`, host, { guestId: host.user.userId })).status).toBe(400);
    const later = await suite.newEvent([other]);
    expect((await suite.call('POST', `${later}/removals/${host.user.userId}`, host, { guestId: guest.user.userId })).status).toBe(404);
    expect(await guestsOf(eventId)).toEqual([guest.user.userId, other.user.userId].sort());
  });
});
