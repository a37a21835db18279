/**
 * Live event rooms: who gets in and when, stream tickets, logout, presence, moves, chat and the
 * end of an event; and the same routes with the live event frame's token. Blocks in the room are
 * live-blocks.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { nextOf, nowS, startLiveSuite, type LiveSuite } from './support/live-room.ts';

describe.each(dialects)('live event rooms on %s', (dialect) => {
  let suite: LiveSuite;
  let host: SignedIn;
  let guest: SignedIn;
  let stranger: SignedIn;

  const logout = (session: SignedIn) =>
    fetch(`${suite.base}/api/users/update-session/${session.user.userId}`, {
      method: 'POST',
      headers: { ...bearer(session.sessionToken), 'content-type': 'application/json' },
      body: JSON.stringify({ sessionStatus: 'expired' }),
    });

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['live.host@example.test', 'Hana'],
      ['live.guest@example.test', 'Gil'],
      ['live.stranger@example.test', 'Sol'],
    ]);
    [host, guest, stranger] = suite.people as [SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => suite.close());

  it('lets only the host and guests of a started event in; strangers learn nothing', async () => {
    const pending = await suite.newEvent([guest], 'pending');
    const pendingTicket = await suite.call('POST', `${pending}/ticket/${guest.user.userId}`, guest);
    expect(pendingTicket.status).toBe(409);
    expect(((await pendingTicket.json()) as { message: string }).message).toBe('This event has not started yet.');

    const started = await suite.newEvent([guest]);
    expect((await suite.call('POST', `${started}/ticket/${stranger.user.userId}`, stranger)).status).toBe(404);
    expect((await suite.call('POST', `${started}/chat/${stranger.user.userId}`, stranger, { text: 'hi' })).status).toBe(404);
    expect((await suite.call('POST', `${started}/ticket/${guest.user.userId}`, host)).status).toBe(403);
    // A ticket is the owner's only.
    const ticket = ((await (await suite.call('POST', `${started}/ticket/${host.user.userId}`, host)).json()) as { ticket: string }).ticket;
    expect((await fetch(`${suite.base}/api/live-events/${started}/stream/${guest.user.userId}?ticket=${ticket}`)).status).toBe(403);

    const over = await suite.newEvent([guest], `started-${nowS() - 3700}`);
    const late = await suite.call('POST', `${over}/ticket/${guest.user.userId}`, guest);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe('This event has ended.');
  });

  it('opens each stream only with a ticket of its own kind, both ways', async () => {
    const eventId = await suite.newEvent([guest]);
    const otherEvent = await suite.newEvent([guest]);
    const liveTicket = async (id: number) =>
      ((await (await suite.call('POST', `${id}/ticket/${guest.user.userId}`, guest)).json()) as { ticket: string }).ticket;
    const notificationTicket = async () =>
      (
        (await (
          await fetch(`${suite.base}/api/notifications/stream-ticket/${guest.user.userId}`, { method: 'POST', headers: bearer(guest.sessionToken) })
        ).json()) as { ticket: string }
      ).ticket;
    const refusedWith = async (response: Response) => {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe('This stream ticket was issued for another stream. Ask for a ticket for this one.');
    };

    await refusedWith(await fetch(`${suite.base}/api/live-events/${eventId}/stream/${guest.user.userId}?ticket=${await notificationTicket()}`));
    await refusedWith(await fetch(`${suite.base}/api/sse-events/${guest.user.userId}?ticket=${await liveTicket(eventId)}`));
    await refusedWith(await fetch(`${suite.base}/api/live-events/${otherEvent}/stream/${guest.user.userId}?ticket=${await liveTicket(eventId)}`));
    // Each kind still opens its own stream.
    const own = await suite.openStream(`${suite.base}/api/live-events/${eventId}/stream/${guest.user.userId}?ticket=${await liveTicket(eventId)}`);
    await nextOf(own, 'snapshot');
    own.close();
  });

  it('ends the room stream at logout and refuses a ticket issued before it', async () => {
    const eventId = await suite.newEvent([guest]);
    const session = await signInWithDev(suite.h.app, 'live.guest@example.test');
    const hostStream = await suite.enter(host, eventId);
    const stream = await suite.enter(session, eventId);
    const spare = ((await (await suite.call('POST', `${eventId}/ticket/${guest.user.userId}`, session)).json()) as { ticket: string }).ticket;

    expect((await logout(session)).status).toBe(200);
    await expect(nextOf(stream, 'never')).rejects.toThrow('stream ended');
    expect(await nextOf(hostStream, 'left')).toEqual({ userId: guest.user.userId });
    const refused = await fetch(`${suite.base}/api/live-events/${eventId}/stream/${guest.user.userId}?ticket=${spare}`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('This stream ticket belongs to a session that has ended. Please sign in again.');
    hostStream.close();
  });

  it.runIf(dialect === 'postgres')(
    'ends a room stream held by another server process when its session logs out here',
    async () => {
      const other = await suite.otherProcess();
      try {
        const eventId = await suite.newEvent([guest]);
        const session = await signInWithDev(suite.h.app, 'live.guest@example.test');
        const stream = await suite.enter(session, eventId, other.origin);
        expect((await logout(session)).status).toBe(200);
        await expect(nextOf(stream, 'never')).rejects.toThrow('stream ended');
      } finally {
        other.process.kill('SIGTERM');
      }
    },
    60_000,
  );

  it('shows who is in the room, tells everyone of joins, moves and chat, and limits moves to 10 a second', async () => {
    const eventId = await suite.newEvent([guest]);
    const hostStream = await suite.enter(host, eventId);
    const first = hostStream.snapshot;
    expect(first).toMatchObject({ eventId, hostId: host.user.userId, messages: [] });
    expect((first.participants as { userId: string; role: string }[]).map((p) => [p.userId, p.role])).toEqual([[host.user.userId, 'host']]);

    const guestStream = await suite.enter(guest, eventId);
    const seen = guestStream.snapshot;
    expect((seen.participants as { userId: string }[]).map((p) => p.userId).sort()).toEqual([host.user.userId, guest.user.userId].sort());
    expect(await nextOf(hostStream, 'joined')).toMatchObject({ userId: guest.user.userId, userDisplayName: 'Gil', role: 'guest' });

    // The server's clock stands still here, so the second move comes 0 ms after the first.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect((await suite.call('POST', `${eventId}/moves/${guest.user.userId}`, guest, { x: 1.5, y: 0, z: -2, yaw: 0.5 })).status).toBe(200);
      expect(await nextOf(hostStream, 'moved')).toEqual({ userId: guest.user.userId, x: 1.5, y: 0, z: -2, yaw: 0.5 });
      const tooSoon = await suite.call('POST', `${eventId}/moves/${guest.user.userId}`, guest, { x: 2, y: 0, z: -2, yaw: 0.5 });
      expect(tooSoon.status).toBe(429);
      expect(((await tooSoon.json()) as { message: string }).message).toBe('Too many moves: at most 10 a second.');
      vi.setSystemTime(Date.now() + 100);
      expect((await suite.call('POST', `${eventId}/moves/${guest.user.userId}`, guest, { x: 1.5, y: 0, z: -2, yaw: 0.5 })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect((await suite.call('POST', `${eventId}/moves/${guest.user.userId}`, guest, { x: 5000, y: 0, z: 0, yaw: 0 })).status).toBe(400);

    const said = await suite.call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: '  Welcome to the gallery!  ' });
    expect(said.status).toBe(200);
    expect(await nextOf(guestStream, 'chat')).toMatchObject({ userId: host.user.userId, userDisplayName: 'Hana', text: 'Welcome to the gallery!' });
    expect((await suite.call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: '   ' })).status).toBe(400);

    const room = (await (await suite.call('GET', `${eventId}/room/${guest.user.userId}`, guest)).json()) as {
      participants: { userId: string; x: number }[];
      messages: { text: string }[];
    };
    expect(room.participants.find((p) => p.userId === guest.user.userId)?.x).toBe(1.5);
    expect(room.messages.map((m) => m.text)).toEqual(['Welcome to the gallery!']);

    guestStream.close();
    expect(await nextOf(hostStream, 'left')).toEqual({ userId: guest.user.userId });
    hostStream.close();
  });

  it('ends the event for everyone when the host says so; only the host can', async () => {
    const eventId = await suite.newEvent([guest]);
    const guestStream = await suite.enter(guest, eventId);
    expect((await suite.call('POST', `${eventId}/end/${guest.user.userId}`, guest)).status).toBe(403);
    const ended = await suite.call('POST', `${eventId}/end/${host.user.userId}`, host);
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as { eventStatus: string }).eventStatus).toBe('finished');
    expect(await nextOf(guestStream, 'ended')).toEqual({ eventId });
    expect((await suite.call('POST', `${eventId}/ticket/${guest.user.userId}`, guest)).status).toBe(409);
    expect((await suite.call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: 'still here?' })).status).toBe(409);
  });
});

describe.each(dialects)('live event rooms with a frame token on %s', (dialect) => {
  let suite: LiveSuite;
  let host: SignedIn;
  let guest: SignedIn;

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['live.frame.host@example.test', 'Ingrid'],
      ['live.frame.guest@example.test', 'Oskar'],
    ]);
    [host, guest] = suite.people as [SignedIn, SignedIn];
  });
  afterAll(() => suite.close());

  it('lets the live event frame in with its frame token: room, ticket and stream, moves, chat and the end', async () => {
    const eventId = await suite.newEvent([guest]);
    const [hostToken, guestToken] = [await suite.frameToken(host), await suite.frameToken(guest)];
    const ticket = await suite.call('POST', `${eventId}/ticket/${guest.user.userId}`, guestToken);
    expect(ticket.status, await ticket.clone().text()).toBe(200);
    // The frame opens its stream from the pod app's own origin: the stream allows that origin (CORS).
    const podAppOrigin = new URL(suite.h.config.podAppUrl).origin;
    const stream = await suite.openStream(
      `${suite.base}/api/live-events/${eventId}/stream/${guest.user.userId}?ticket=${((await ticket.json()) as { ticket: string }).ticket}`,
      { origin: podAppOrigin },
    );
    expect(stream.headers.get('access-control-allow-origin')).toBe(podAppOrigin);
    expect((await stream.next(5000)).event).toBe('snapshot');

    const room = await suite.call('GET', `${eventId}/room/${guest.user.userId}`, guestToken);
    expect(room.status).toBe(200);
    expect(((await room.json()) as { participants: { userId: string }[] }).participants.map((p) => p.userId)).toEqual([guest.user.userId]);
    expect((await suite.call('POST', `${eventId}/moves/${guest.user.userId}`, guestToken, { x: 1, y: 0, z: 1, yaw: 0 })).status).toBe(200);
    expect((await suite.call('POST', `${eventId}/chat/${guest.user.userId}`, guestToken, { text: 'Hello from the frame' })).status).toBe(200);
    const ended = await suite.call('POST', `${eventId}/end/${host.user.userId}`, hostToken);
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as { eventStatus: string }).eventStatus).toBe('finished');
  });

  it("refuses another person's frame token for your path, and an expired one", async () => {
    const eventId = await suite.newEvent([guest]);
    const hostToken = await suite.frameToken(host);
    for (const [method, path, body] of [
      ['GET', `${eventId}/room/${guest.user.userId}`],
      ['POST', `${eventId}/ticket/${guest.user.userId}`],
      ['POST', `${eventId}/moves/${guest.user.userId}`, { x: 0, y: 0, z: 0, yaw: 0 }],
      ['POST', `${eventId}/chat/${guest.user.userId}`, { text: 'not me' }],
    ] as const)
      expect((await suite.call(method, path, hostToken, body)).status, `${method} ${path}`).toBe(403);

    const guestToken = await suite.frameToken(guest);
    // Sixteen minutes later the 15-minute token has expired (the session has not).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
    try {
      const expired = await suite.call('GET', `${eventId}/room/${guest.user.userId}`, guestToken);
      expect(expired.status).toBe(401);
      expect(((await expired.json()) as { message: string }).message).toBe('A valid session is required. Please sign in.');
      expect((await suite.call('POST', `${eventId}/chat/${guest.user.userId}`, guestToken, { text: 'late' })).status).toBe(401);
      expect((await suite.call('GET', `${eventId}/room/${guest.user.userId}`, guest.sessionToken)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
