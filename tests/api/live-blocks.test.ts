/**
 * Blocks in a live event room: two people in a block relation do not see each other there
 * (avatars, moves, chat), and a block made while both are in the room applies at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { nextOf, nowS, startLiveSuite, type LiveSuite } from './support/live-room.ts';

describe.each(dialects)('blocks in live event rooms on %s', (dialect) => {
  let suite: LiveSuite;
  let host: SignedIn;
  let guest: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['live.host@example.test', 'Hana'],
      ['live.guest@example.test', 'Gil'],
      ['live.stranger@example.test', 'Sol'],
    ]);
    [host, guest, stranger] = suite.people as [SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => suite.close());

  it("keeps two people in a block relation out of each other's sight in the room: avatars, moves and chat", async () => {
    const eventId = await suite.newEvent([guest, stranger]);
    await suite.h.db.kysely.insertInto('blocks').values({ blockerId: guest.user.userId, blockedId: stranger.user.userId, createdAt: nowS() }).execute();
    try {
      const hostStream = await suite.enter(host, eventId);
      const strangerStream = await suite.enter(stranger, eventId);
      const guestStream = await suite.enter(guest, eventId);
      const snapshot = guestStream.snapshot;
      expect((snapshot.participants as { userId: string }[]).map((p) => p.userId).sort()).toEqual([host.user.userId, guest.user.userId].sort());
      expect((await suite.call('POST', `${eventId}/moves/${stranger.user.userId}`, stranger, { x: 1, y: 0, z: 1, yaw: 0 })).status).toBe(200);
      expect((await suite.call('POST', `${eventId}/chat/${stranger.user.userId}`, stranger, { text: 'psst' })).status).toBe(200);
      expect((await suite.call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: 'Hello all' })).status).toBe(200);
      // The host hears everything; the guest's next news is the host's line (nothing of the stranger's).
      expect(await nextOf(hostStream, 'chat')).toMatchObject({ text: 'psst' });
      const next = await guestStream.next();
      expect([next.event, JSON.parse(next.data)]).toEqual(['chat', expect.objectContaining({ text: 'Hello all' })]);
      expect(await nextOf(strangerStream, 'chat')).toMatchObject({ text: 'psst' });
      expect(await nextOf(strangerStream, 'chat')).toMatchObject({ text: 'Hello all' });
      const room = (await (await suite.call('GET', `${eventId}/room/${guest.user.userId}`, guest)).json()) as {
        participants: { userId: string }[];
        messages: { text: string }[];
      };
      expect(room.participants.map((p) => p.userId).sort()).toEqual([host.user.userId, guest.user.userId].sort());
      expect(room.messages.map((m) => m.text)).toEqual(['Hello all']);
      const strangersRoom = (await (await suite.call('GET', `${eventId}/room/${stranger.user.userId}`, stranger)).json()) as {
        participants: { userId: string }[];
      };
      expect(strangersRoom.participants.map((p) => p.userId).sort()).toEqual([host.user.userId, stranger.user.userId].sort());
      [hostStream, strangerStream, guestStream].forEach((stream) => stream.close());
    } finally {
      await suite.h.db.kysely.deleteFrom('blocks').execute();
    }
  });

  it('applies a block made in the room at once: two guests lose sight of each other; a guest who blocks the host is out', async () => {
    const eventId = await suite.newEvent([guest, stranger]);
    const block = (who: SignedIn, target: SignedIn) =>
      fetch(`${suite.base}/api/users/block-user/${who.user.userId}`, {
        method: 'POST',
        headers: { ...bearer(who.sessionToken), 'content-type': 'application/json' },
        body: JSON.stringify({ blockedUserId: target.user.userId }),
      });
    try {
      const hostStream = await suite.enter(host, eventId);
      const guestStream = await suite.enter(guest, eventId);
      const strangerStream = await suite.enter(stranger, eventId);
      expect(await nextOf(guestStream, 'joined')).toMatchObject({ userId: stranger.user.userId });

      expect((await block(guest, stranger)).status).toBe(200);
      expect(await nextOf(guestStream, 'left')).toEqual({ userId: stranger.user.userId });
      expect(await nextOf(strangerStream, 'left')).toEqual({ userId: guest.user.userId });
      expect((await suite.call('POST', `${eventId}/chat/${stranger.user.userId}`, stranger, { text: 'still there?' })).status).toBe(200);
      expect((await suite.call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: 'Welcome' })).status).toBe(200);
      expect(await nextOf(guestStream, 'chat')).toMatchObject({ text: 'Welcome' });

      expect((await block(stranger, host)).status).toBe(200);
      await expect(nextOf(strangerStream, 'never')).rejects.toThrow('stream ended');
      expect(await nextOf(hostStream, 'left')).toEqual({ userId: stranger.user.userId });
      expect((await suite.call('POST', `${eventId}/ticket/${stranger.user.userId}`, stranger)).status).toBe(404);
      [hostStream, guestStream].forEach((stream) => stream.close());
    } finally {
      await suite.h.db.kysely.deleteFrom('blocks').execute();
    }
  });
});
