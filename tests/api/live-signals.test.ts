/**
 * Issue 20 item 1: voice signalling. A WebRTC description or ICE candidate is relayed only
 * between two people in the same started event's room now, and reaches the addressee's stream
 * alone; everyone else, a stale frame token and a malformed signal are refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import type { EventStream } from './support/event-stream.ts';
import { startLiveSuite, type LiveSuite } from './support/live-room.ts';

const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n' };
const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.168.1.2 54321 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'abcd' };

describe.each(dialects)('voice signalling in live rooms on %s', (dialect) => {
  let suite: LiveSuite;
  let host: SignedIn;
  let guest: SignedIn;
  let second: SignedIn;
  let stranger: SignedIn;

  const signal = (who: SignedIn, eventId: number, body: object, token = who.sessionToken, origin = suite.base) =>
    fetch(`${origin}/api/live-events/${eventId}/signals/${who.user.userId}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const enter = (who: SignedIn, eventId: number, origin?: string) => suite.enter(who, eventId, origin);
  const newEvent = (guests: SignedIn[]) => suite.newEvent(guests);
  /** The next signal or chat line: a chat said after a signal shows no signal came before it. */
  const nextSignalOrChat = async (stream: EventStream) => {
    for (;;) {
      const event = await stream.next(5000);
      if (event.event === 'signal' || event.event === 'chat') return { event: event.event, data: JSON.parse(event.data) as Record<string, unknown> };
    }
  };
  const message = async (response: Response) => ((await response.json()) as { message: string }).message;

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['vera.voice@example.test', 'Vera'],
      ['gus.voice@example.test', 'Gus'],
      ['sami.voice@example.test', 'Sami'],
      ['stan.voice@example.test', 'Stan'],
    ]);
    [host, guest, second, stranger] = suite.people as [SignedIn, SignedIn, SignedIn, SignedIn];
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => suite.close());

  it("delivers a description and a candidate to the addressee's stream only", async () => {
    const eventId = await newEvent([guest, second]);
    const hostStream = await enter(host, eventId);
    const guestStream = await enter(guest, eventId);
    const secondStream = await enter(second, eventId);

    expect((await signal(host, eventId, { to: guest.user.userId, description: offer })).status).toBe(200);
    const frameToken = await suite.frameToken(guest);
    // A signal may name the sender's connection and the addressee's it is for; both get through.
    expect((await signal(guest, eventId, { to: host.user.userId, candidate, connection: 'k3x9c2', for: 'p7q1z0' }, frameToken)).status).toBe(200);
    expect(await nextSignalOrChat(guestStream)).toEqual({ event: 'signal', data: { from: host.user.userId, description: offer } });
    expect(await nextSignalOrChat(hostStream)).toEqual({ event: 'signal', data: { from: guest.user.userId, candidate, connection: 'k3x9c2', for: 'p7q1z0' } });
    // The third person in the room hears the next chat line, and no signal before it.
    expect(
      (
        await fetch(`${suite.base}/api/live-events/${eventId}/chat/${host.user.userId}`, {
          method: 'POST',
          headers: { ...bearer(host.sessionToken), 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'Can you hear me?' }),
        })
      ).status,
    ).toBe(200);
    expect(await nextSignalOrChat(secondStream)).toMatchObject({ event: 'chat', data: { text: 'Can you hear me?' } });
  });

  it('refuses strangers, members of another event, people not in the room and malformed signals', async () => {
    const eventId = await newEvent([guest, second]);
    const otherEvent = await newEvent([stranger]);
    await enter(host, eventId);
    // Not invited: the event does not exist for them (as for its other routes).
    expect((await signal(stranger, eventId, { to: host.user.userId, description: offer })).status).toBe(404);
    // In another event's room: still not this one's.
    await enter(stranger, otherEvent);
    expect((await signal(stranger, eventId, { to: host.user.userId, description: offer })).status).toBe(404);
    // Nor can they reach someone here through their own event's room.
    expect((await signal(stranger, otherEvent, { to: host.user.userId, description: offer })).status).toBe(403);
    // Invited, but one of the two has not joined the room.
    const notJoined = await signal(guest, eventId, { to: host.user.userId, description: offer });
    expect([notJoined.status, await message(notJoined)]).toEqual([409, 'Open the room first: you are not in it.']);
    const toAbsent = await signal(host, eventId, { to: second.user.userId, description: offer });
    expect([toAbsent.status, await message(toAbsent)]).toEqual([403, 'They are not in this room.']);
    // Malformed: both kinds, neither, an unknown type, an oversized description, to oneself.
    await enter(guest, eventId);
    for (const body of [
      { to: guest.user.userId, description: offer, candidate },
      { to: guest.user.userId },
      { to: guest.user.userId, description: { type: 'pranswer', sdp: 'v=0' } },
      { to: guest.user.userId, description: { type: 'offer', sdp: 'a'.repeat(6001) } },
      { to: guest.user.userId, candidate: { sdpMid: '0' } },
      { to: guest.user.userId, description: offer, connection: 'c'.repeat(37) },
      { to: guest.user.userId, description: offer, for: 'f'.repeat(37) },
      { to: host.user.userId, description: offer },
    ])
      expect((await signal(host, eventId, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
  });

  it('refuses an expired frame token and drops a member who left', async () => {
    const eventId = await newEvent([guest]);
    await enter(host, eventId);
    const guestStream = await enter(guest, eventId);
    const frameToken = await suite.frameToken(host);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3600_000 });
    expect((await signal(host, eventId, { to: guest.user.userId, description: offer }, frameToken)).status).toBe(401);
    vi.useRealTimers();

    guestStream.close();
    await expect.poll(async () => (await signal(host, eventId, { to: guest.user.userId, description: offer })).status).toBe(403);
  });

  it.runIf(dialect === 'postgres')(
    'relays between two server processes',
    async () => {
      const other = await suite.otherProcess();
      try {
        const eventId = await newEvent([guest]);
        await enter(host, eventId);
        const guestStream = await enter(guest, eventId, other.origin);
        expect((await signal(host, eventId, { to: guest.user.userId, candidate })).status).toBe(200);
        expect(await nextSignalOrChat(guestStream)).toEqual({ event: 'signal', data: { from: host.user.userId, candidate } });
      } finally {
        other.process.kill('SIGTERM');
      }
    },
    60_000,
  );
});
