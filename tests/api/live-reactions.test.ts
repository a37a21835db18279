/**
 * Issue 20 item 5: emoji reactions in a live room. A member in the room sends one of a few emoji;
 * everyone in the room hears it on their stream (nothing is stored); strangers, people not in the
 * room, other emoji and floods are refused, a flood without slowing anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { nextOf, nowS, startLiveSuite, type LiveSuite } from './support/live-room.ts';

describe.each(dialects)('emoji reactions in live rooms on %s', (dialect) => {
  let suite: LiveSuite;
  let host: SignedIn;
  let guest: SignedIn;
  let second: SignedIn;
  let stranger: SignedIn;

  const react = (who: SignedIn, eventId: number, body: unknown, token = who.sessionToken) =>
    fetch(`${suite.base}/api/live-events/${eventId}/reactions/${who.user.userId}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const answer = async (response: Response) => [response.status, await response.json()] as const;

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['joy.host@example.test', 'Maren'],
      ['joy.guest@example.test', 'Bo'],
      ['joy.second@example.test', 'Ada'],
      ['joy.stranger@example.test', 'Stig'],
    ]);
    [host, guest, second, stranger] = suite.people as [SignedIn, SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => suite.close());

  it("tells a member's reaction to everyone in the room, and keeps nothing of it", async () => {
    const eventId = await suite.newEvent([guest]);
    const hostStream = await suite.enter(host, eventId);
    const guestStream = await suite.enter(guest, eventId);
    // The live event frame calls with its frame token.
    expect(await answer(await react(guest, eventId, { emoji: '👏' }, await suite.frameToken(guest)))).toEqual([200, { emoji: '👏' }]);
    expect(await nextOf(hostStream, 'reaction')).toEqual({ userId: guest.user.userId, emoji: '👏' });
    expect(await nextOf(guestStream, 'reaction')).toEqual({ userId: guest.user.userId, emoji: '👏' });
    expect((await react(host, eventId, { emoji: '❤️' })).status).toBe(200);
    expect(await nextOf(guestStream, 'reaction')).toEqual({ userId: host.user.userId, emoji: '❤️' });
    // Whoever comes in later sees none of them.
    const room = await (await fetch(`${suite.base}/api/live-events/${eventId}/room/${host.user.userId}`, { headers: bearer(host.sessionToken) })).text();
    expect(room).not.toContain('👏');
  });

  it('refuses strangers, someone else’s path, people not in the room, and anything but the few emoji', async () => {
    const eventId = await suite.newEvent([guest]);
    // Not invited: the event does not exist for them (as for every live route).
    expect((await react(stranger, eventId, { emoji: '👋' })).status).toBe(404);
    // Someone else's path: a member may only react as themselves.
    expect(await answer(await react(guest, eventId, { emoji: '👋' }, host.sessionToken))).toEqual([
      403,
      expect.objectContaining({ error: expect.any(String) }),
    ]);
    // Invited, but not in the room now.
    expect(await answer(await react(guest, eventId, { emoji: '👋' }))).toEqual([
      409,
      expect.objectContaining({ message: 'Open the room first: you are not in it.' }),
    ]);

    await suite.enter(host, eventId);
    for (const body of [{ emoji: '💩' }, { emoji: '👋👋' }, { emoji: '' }, { emoji: 'wave' }, { emoji: '❤' }]) {
      await pause(400); // within the limit of a few a second: each is refused for what it says
      expect(await answer(await react(host, eventId, body)), JSON.stringify(body)).toEqual([
        400,
        expect.objectContaining({ message: 'A reaction is one of 👋 👏 ❤️ 😂 🎉 👍.' }),
      ]);
    }
    for (const body of [{}, { emoji: 1 }, { emoji: { name: 'wave' } }, null]) {
      await pause(400);
      expect((await react(host, eventId, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a flood from one person (429, a few a second) while the others go on reacting', async () => {
    const eventId = await suite.newEvent([guest, second]);
    await suite.enter(host, eventId);
    const secondStream = await suite.enter(second, eventId);
    await suite.enter(guest, eventId);
    await pause(1100); // past the last test's window
    const flood = await Promise.all(Array.from({ length: 12 }, () => react(guest, eventId, { emoji: '🎉' })));
    const statuses = flood.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(6);
    const refused = flood.find((response) => response.status === 429)!;
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toEqual(expect.objectContaining({ message: expect.stringMatching(/^Too many reactions\. Please try again in /) }));
    // Someone else is not held back by it.
    expect((await react(host, eventId, { emoji: '👋' })).status).toBe(200);
    for (;;) {
      const news = await nextOf(secondStream, 'reaction');
      if (news.userId === host.user.userId) break;
    }
  });

  it('keeps a reaction out of the stream of someone in a block relation with its sender', async () => {
    const eventId = await suite.newEvent([guest, second]);
    await suite.h.db.kysely.insertInto('blocks').values({ blockerId: guest.user.userId, blockedId: second.user.userId, createdAt: nowS() }).execute();
    try {
      await suite.enter(host, eventId);
      await suite.enter(second, eventId);
      const guestStream = await suite.enter(guest, eventId);
      await pause(1100); // past the flood test's window
      expect((await react(second, eventId, { emoji: '😂' })).status).toBe(200);
      expect((await react(host, eventId, { emoji: '👍' })).status).toBe(200);
      // The guest's next reaction is the host's: nothing of the person they blocked.
      expect(await nextOf(guestStream, 'reaction')).toEqual({ userId: host.user.userId, emoji: '👍' });
    } finally {
      await suite.h.db.kysely.deleteFrom('blocks').execute();
    }
  });

  it.runIf(dialect === 'postgres')(
    'tells a reaction to a member whose stream another server process holds',
    async () => {
      const other = await suite.otherProcess();
      try {
        const eventId = await suite.newEvent([guest]);
        await suite.enter(host, eventId);
        const guestStream = await suite.enter(guest, eventId, other.origin);
        expect((await react(host, eventId, { emoji: '🎉' })).status).toBe(200);
        expect(await nextOf(guestStream, 'reaction')).toEqual({ userId: host.user.userId, emoji: '🎉' });
      } finally {
        other.process.kill('SIGTERM');
      }
    },
    60_000,
  );
});
