import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';
import { openEventStream, type EventStream } from './support/event-stream.ts';
import { startServerProcess } from './support/server-process.ts';
import { nextOf, nowS } from './support/live-room.ts';

describe.each(dialects)('live event rooms on %s', (dialect) => {
  let h: Harness;
  let base: string;
  let host: SignedIn;
  let guest: SignedIn;
  let stranger: SignedIn;
  let postId: string;
  const open: EventStream[] = [];

  const call = (method: 'GET' | 'POST', path: string, who: SignedIn, body?: object) =>
    fetch(`${base}/api/live-events/${path}`, { method, headers: { ...bearer(who.sessionToken), ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const enter = async (who: SignedIn, eventId: number) => {
    const ticket = await call('POST', `${eventId}/ticket/${who.user.userId}`, who);
    expect(ticket.status, await ticket.clone().text()).toBe(200);
    const stream = await openEventStream(`${base}/api/live-events/${eventId}/stream/${who.user.userId}?ticket=${((await ticket.json()) as { ticket: string }).ticket}`);
    open.push(stream);
    return stream;
  };
  const newEvent = async (status: string) => {
    const start = nowS() - 60;
    const { eventId } = await h.db.kysely.insertInto('events').values({
      hostId: host.user.userId, postId, eventName: 'Gallery night', startTimestamp: start, endTimestamp: start + 3600, eventStatus: status, createdAt: start, updatedAt: start,
    }).returning('eventId').executeTakeFirstOrThrow();
    await h.db.kysely.insertInto('eventGuests').values({ eventId, userId: guest.user.userId }).execute();
    return eventId;
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    host = await signInWithDev(h.app, 'live.host@example.test');
    guest = await signInWithDev(h.app, 'live.guest@example.test');
    stranger = await signInWithDev(h.app, 'live.stranger@example.test');
    for (const [who, name] of [[host, 'Hana'], [guest, 'Gil'], [stranger, 'Sol']] as const) expect((await createAccount(h.app, who, { userName: `${name.toLowerCase()}.live`, userDisplayName: name })).statusCode).toBe(200);
    postId = (await createPod(h.app, host)).json().postId;
  });
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await h.close();
  });

  it('lets only the host and guests of a started event in; strangers learn nothing', async () => {
    const pending = await newEvent('pending');
    const pendingTicket = await call('POST', `${pending}/ticket/${guest.user.userId}`, guest);
    expect(pendingTicket.status).toBe(409);
    expect(((await pendingTicket.json()) as { message: string }).message).toBe('This event has not started yet.');

    const started = await newEvent(`started-${nowS() - 60}`);
    expect((await call('POST', `${started}/ticket/${stranger.user.userId}`, stranger)).status).toBe(404);
    expect((await call('POST', `${started}/chat/${stranger.user.userId}`, stranger, { text: 'hi' })).status).toBe(404);
    expect((await call('POST', `${started}/ticket/${guest.user.userId}`, host)).status).toBe(403);
    // A ticket is the owner's only.
    const ticket = ((await (await call('POST', `${started}/ticket/${host.user.userId}`, host)).json()) as { ticket: string }).ticket;
    expect((await fetch(`${base}/api/live-events/${started}/stream/${guest.user.userId}?ticket=${ticket}`)).status).toBe(403);

    const over = await newEvent(`started-${nowS() - 3700}`);
    const late = await call('POST', `${over}/ticket/${guest.user.userId}`, guest);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe('This event has ended.');
  });

  it('opens each stream only with a ticket of its own kind, both ways', async () => {
    const eventId = await newEvent(`started-${nowS() - 60}`);
    const otherEvent = await newEvent(`started-${nowS() - 60}`);
    const liveTicket = async (id: number) => ((await (await call('POST', `${id}/ticket/${guest.user.userId}`, guest)).json()) as { ticket: string }).ticket;
    const notificationTicket = async () =>
      ((await (await fetch(`${base}/api/notifications/stream-ticket/${guest.user.userId}`, { method: 'POST', headers: bearer(guest.sessionToken) })).json()) as { ticket: string }).ticket;
    const refusedWith = async (response: Response) => {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe('This stream ticket was issued for another stream. Ask for a ticket for this one.');
    };

    await refusedWith(await fetch(`${base}/api/live-events/${eventId}/stream/${guest.user.userId}?ticket=${await notificationTicket()}`));
    await refusedWith(await fetch(`${base}/api/sse-events/${guest.user.userId}?ticket=${await liveTicket(eventId)}`));
    await refusedWith(await fetch(`${base}/api/live-events/${otherEvent}/stream/${guest.user.userId}?ticket=${await liveTicket(eventId)}`));
    // Each kind still opens its own stream.
    const own = await openEventStream(`${base}/api/live-events/${eventId}/stream/${guest.user.userId}?ticket=${await liveTicket(eventId)}`);
    open.push(own);
    await nextOf(own, 'snapshot');
    own.close();
  });

  it('ends the room stream at logout and refuses a ticket issued before it', async () => {
    const eventId = await newEvent(`started-${nowS() - 60}`);
    const session = await signInWithDev(h.app, 'live.guest@example.test');
    const hostStream = await enter(host, eventId);
    await nextOf(hostStream, 'snapshot');
    const stream = await enter(session, eventId);
    await nextOf(stream, 'snapshot');
    const spare = ((await (await call('POST', `${eventId}/ticket/${guest.user.userId}`, session)).json()) as { ticket: string }).ticket;

    const logout = await fetch(`${base}/api/users/update-session/${guest.user.userId}`, { method: 'POST', headers: { ...bearer(session.sessionToken), 'content-type': 'application/json' }, body: JSON.stringify({ sessionStatus: 'expired' }) });
    expect(logout.status).toBe(200);
    await expect(nextOf(stream, 'never')).rejects.toThrow('stream ended');
    expect(await nextOf(hostStream, 'left')).toEqual({ userId: guest.user.userId });
    const refused = await fetch(`${base}/api/live-events/${eventId}/stream/${guest.user.userId}?ticket=${spare}`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('This stream ticket belongs to a session that has ended. Please sign in again.');
    hostStream.close();
  });

  it.runIf(dialect === 'postgres')('ends a room stream held by another server process when its session logs out here', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${h.schema}`);
    const other = await startServerProcess({ DATABASE_URL: url.toString(), DATA_DIR: h.config.dataDir });
    try {
      const eventId = await newEvent(`started-${nowS() - 60}`);
      const session = await signInWithDev(h.app, 'live.guest@example.test');
      const ticket = await fetch(`${other.origin}/api/live-events/${eventId}/ticket/${guest.user.userId}`, { method: 'POST', headers: bearer(session.sessionToken) });
      const stream = await openEventStream(`${other.origin}/api/live-events/${eventId}/stream/${guest.user.userId}?ticket=${((await ticket.json()) as { ticket: string }).ticket}`);
      open.push(stream);
      await nextOf(stream, 'snapshot');
      const logout = await fetch(`${base}/api/users/update-session/${guest.user.userId}`, { method: 'POST', headers: { ...bearer(session.sessionToken), 'content-type': 'application/json' }, body: JSON.stringify({ sessionStatus: 'expired' }) });
      expect(logout.status).toBe(200);
      await expect(nextOf(stream, 'never')).rejects.toThrow('stream ended');
    } finally {
      other.process.kill('SIGTERM');
    }
  }, 60_000);

  it('keeps two people in a block relation out of each other\'s sight in the room: avatars, moves and chat', async () => {
    const eventId = await newEvent(`started-${nowS() - 60}`);
    await h.db.kysely.insertInto('eventGuests').values({ eventId, userId: stranger.user.userId }).execute();
    await h.db.kysely.insertInto('blocks').values({ blockerId: guest.user.userId, blockedId: stranger.user.userId, createdAt: nowS() }).execute();
    try {
      const hostStream = await enter(host, eventId);
      await nextOf(hostStream, 'snapshot');
      const strangerStream = await enter(stranger, eventId);
      await nextOf(strangerStream, 'snapshot');
      const guestStream = await enter(guest, eventId);
      const snapshot = await nextOf(guestStream, 'snapshot');
      expect((snapshot.participants as { userId: string }[]).map((p) => p.userId).sort()).toEqual([host.user.userId, guest.user.userId].sort());
      expect((await call('POST', `${eventId}/moves/${stranger.user.userId}`, stranger, { x: 1, y: 0, z: 1, yaw: 0 })).status).toBe(200);
      expect((await call('POST', `${eventId}/chat/${stranger.user.userId}`, stranger, { text: 'psst' })).status).toBe(200);
      expect((await call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: 'Hello all' })).status).toBe(200);
      // The host hears everything; the guest's next news is the host's line (nothing of the stranger's).
      expect(await nextOf(hostStream, 'chat')).toMatchObject({ text: 'psst' });
      const next = await guestStream.next();
      expect([next.event, JSON.parse(next.data)]).toEqual(['chat', expect.objectContaining({ text: 'Hello all' })]);
      expect(await nextOf(strangerStream, 'chat')).toMatchObject({ text: 'psst' });
      expect(await nextOf(strangerStream, 'chat')).toMatchObject({ text: 'Hello all' });
      const room = (await (await call('GET', `${eventId}/room/${guest.user.userId}`, guest)).json()) as { participants: { userId: string }[]; messages: { text: string }[] };
      expect(room.participants.map((p) => p.userId).sort()).toEqual([host.user.userId, guest.user.userId].sort());
      expect(room.messages.map((m) => m.text)).toEqual(['Hello all']);
      const strangersRoom = (await (await call('GET', `${eventId}/room/${stranger.user.userId}`, stranger)).json()) as { participants: { userId: string }[] };
      expect(strangersRoom.participants.map((p) => p.userId).sort()).toEqual([host.user.userId, stranger.user.userId].sort());
      [hostStream, strangerStream, guestStream].forEach((stream) => stream.close());
    } finally {
      await h.db.kysely.deleteFrom('blocks').execute();
    }
  });

  it('applies a block made in the room at once: two guests lose sight of each other; a guest who blocks the host is out', async () => {
    const eventId = await newEvent(`started-${nowS() - 60}`);
    await h.db.kysely.insertInto('eventGuests').values({ eventId, userId: stranger.user.userId }).execute();
    const block = (who: SignedIn, target: SignedIn) =>
      fetch(`${base}/api/users/block-user/${who.user.userId}`, { method: 'POST', headers: { ...bearer(who.sessionToken), 'content-type': 'application/json' }, body: JSON.stringify({ blockedUserId: target.user.userId }) });
    try {
      const hostStream = await enter(host, eventId);
      await nextOf(hostStream, 'snapshot');
      const guestStream = await enter(guest, eventId);
      await nextOf(guestStream, 'snapshot');
      const strangerStream = await enter(stranger, eventId);
      await nextOf(strangerStream, 'snapshot');
      expect(await nextOf(guestStream, 'joined')).toMatchObject({ userId: stranger.user.userId });

      expect((await block(guest, stranger)).status).toBe(200);
      expect(await nextOf(guestStream, 'left')).toEqual({ userId: stranger.user.userId });
      expect(await nextOf(strangerStream, 'left')).toEqual({ userId: guest.user.userId });
      expect((await call('POST', `${eventId}/chat/${stranger.user.userId}`, stranger, { text: 'still there?' })).status).toBe(200);
      expect((await call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: 'Welcome' })).status).toBe(200);
      expect(await nextOf(guestStream, 'chat')).toMatchObject({ text: 'Welcome' });

      expect((await block(stranger, host)).status).toBe(200);
      await expect(nextOf(strangerStream, 'never')).rejects.toThrow('stream ended');
      expect(await nextOf(hostStream, 'left')).toEqual({ userId: stranger.user.userId });
      expect((await call('POST', `${eventId}/ticket/${stranger.user.userId}`, stranger)).status).toBe(404);
      [hostStream, guestStream].forEach((stream) => stream.close());
    } finally {
      await h.db.kysely.deleteFrom('blocks').execute();
    }
  });

  it("shows who is in the room, tells everyone of joins, moves and chat, and limits moves to 10 a second", async () => {
    const eventId = await newEvent(`started-${nowS() - 60}`);
    const hostStream = await enter(host, eventId);
    const first = await nextOf(hostStream, 'snapshot');
    expect(first).toMatchObject({ eventId, hostId: host.user.userId, messages: [] });
    expect((first.participants as { userId: string; role: string }[]).map((p) => [p.userId, p.role])).toEqual([[host.user.userId, 'host']]);

    const guestStream = await enter(guest, eventId);
    const seen = await nextOf(guestStream, 'snapshot');
    expect((seen.participants as { userId: string }[]).map((p) => p.userId).sort()).toEqual([host.user.userId, guest.user.userId].sort());
    expect(await nextOf(hostStream, 'joined')).toMatchObject({ userId: guest.user.userId, userDisplayName: 'Gil', role: 'guest' });

    // The server's clock stands still here, so the second move comes 0 ms after the first.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect((await call('POST', `${eventId}/moves/${guest.user.userId}`, guest, { x: 1.5, y: 0, z: -2, yaw: 0.5 })).status).toBe(200);
      expect(await nextOf(hostStream, 'moved')).toEqual({ userId: guest.user.userId, x: 1.5, y: 0, z: -2, yaw: 0.5 });
      const tooSoon = await call('POST', `${eventId}/moves/${guest.user.userId}`, guest, { x: 2, y: 0, z: -2, yaw: 0.5 });
      expect(tooSoon.status).toBe(429);
      expect(((await tooSoon.json()) as { message: string }).message).toBe('Too many moves: at most 10 a second.');
      vi.setSystemTime(Date.now() + 100);
      expect((await call('POST', `${eventId}/moves/${guest.user.userId}`, guest, { x: 1.5, y: 0, z: -2, yaw: 0.5 })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect((await call('POST', `${eventId}/moves/${guest.user.userId}`, guest, { x: 5000, y: 0, z: 0, yaw: 0 })).status).toBe(400);

    const said = await call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: '  Welcome to the gallery!  ' });
    expect(said.status).toBe(200);
    expect(await nextOf(guestStream, 'chat')).toMatchObject({ userId: host.user.userId, userDisplayName: 'Hana', text: 'Welcome to the gallery!' });
    expect((await call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: '   ' })).status).toBe(400);

    const room = (await (await call('GET', `${eventId}/room/${guest.user.userId}`, guest)).json()) as { participants: { userId: string; x: number }[]; messages: { text: string }[] };
    expect(room.participants.find((p) => p.userId === guest.user.userId)?.x).toBe(1.5);
    expect(room.messages.map((m) => m.text)).toEqual(['Welcome to the gallery!']);

    guestStream.close();
    expect(await nextOf(hostStream, 'left')).toEqual({ userId: guest.user.userId });
    hostStream.close();
  });

  it("ends the event for everyone when the host says so; only the host can", async () => {
    const eventId = await newEvent(`started-${nowS() - 60}`);
    const guestStream = await enter(guest, eventId);
    await nextOf(guestStream, 'snapshot');
    expect((await call('POST', `${eventId}/end/${guest.user.userId}`, guest)).status).toBe(403);
    const ended = await call('POST', `${eventId}/end/${host.user.userId}`, host);
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as { eventStatus: string }).eventStatus).toBe('finished');
    expect(await nextOf(guestStream, 'ended')).toEqual({ eventId });
    expect((await call('POST', `${eventId}/ticket/${guest.user.userId}`, guest)).status).toBe(409);
    expect((await call('POST', `${eventId}/chat/${host.user.userId}`, host, { text: 'still here?' })).status).toBe(409);
  });
});

describe.each(dialects)('live event rooms with a frame token on %s', (dialect) => {
  let h: Harness;
  let base: string;
  let host: SignedIn;
  let guest: SignedIn;
  let postId: string;
  const open: EventStream[] = [];

  const frameToken = async (who: SignedIn) => {
    const response = await fetch(`${base}/api/users/frame-token/${who.user.userId}`, { method: 'POST', headers: bearer(who.sessionToken) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const call = (method: 'GET' | 'POST', path: string, token: string, body?: object) =>
    fetch(`${base}/api/live-events/${path}`, { method, headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const newEvent = async () => {
    const start = nowS() - 60;
    const { eventId } = await h.db.kysely.insertInto('events').values({
      hostId: host.user.userId, postId, eventName: 'Frame night', startTimestamp: start, endTimestamp: start + 3600, eventStatus: `started-${start}`, createdAt: start, updatedAt: start,
    }).returning('eventId').executeTakeFirstOrThrow();
    await h.db.kysely.insertInto('eventGuests').values({ eventId, userId: guest.user.userId }).execute();
    return eventId;
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    host = await signInWithDev(h.app, 'live.frame.host@example.test');
    guest = await signInWithDev(h.app, 'live.frame.guest@example.test');
    for (const [who, name] of [[host, 'Ingrid'], [guest, 'Oskar']] as const) expect((await createAccount(h.app, who, { userName: `${name.toLowerCase()}.frame`, userDisplayName: name })).statusCode).toBe(200);
    postId = (await createPod(h.app, host)).json().postId;
  });
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await h.close();
  });

  it('lets the live event frame in with its frame token: room, ticket and stream, moves, chat and the end', async () => {
    const eventId = await newEvent();
    const [hostToken, guestToken] = [await frameToken(host), await frameToken(guest)];
    const ticket = await call('POST', `${eventId}/ticket/${guest.user.userId}`, guestToken);
    expect(ticket.status, await ticket.clone().text()).toBe(200);
    // The frame opens its stream from the pod app's own origin: the stream allows that origin (CORS).
    const podAppOrigin = new URL(h.config.podAppUrl).origin;
    const stream = await openEventStream(`${base}/api/live-events/${eventId}/stream/${guest.user.userId}?ticket=${((await ticket.json()) as { ticket: string }).ticket}`, { origin: podAppOrigin });
    open.push(stream);
    expect(stream.headers.get('access-control-allow-origin')).toBe(podAppOrigin);
    expect((await stream.next(5000)).event).toBe('snapshot');

    const room = await call('GET', `${eventId}/room/${guest.user.userId}`, guestToken);
    expect(room.status).toBe(200);
    expect(((await room.json()) as { participants: { userId: string }[] }).participants.map((p) => p.userId)).toEqual([guest.user.userId]);
    expect((await call('POST', `${eventId}/moves/${guest.user.userId}`, guestToken, { x: 1, y: 0, z: 1, yaw: 0 })).status).toBe(200);
    expect((await call('POST', `${eventId}/chat/${guest.user.userId}`, guestToken, { text: 'Hello from the frame' })).status).toBe(200);
    const ended = await call('POST', `${eventId}/end/${host.user.userId}`, hostToken);
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as { eventStatus: string }).eventStatus).toBe('finished');
  });

  it("refuses another person's frame token for your path, and an expired one", async () => {
    const eventId = await newEvent();
    const hostToken = await frameToken(host);
    for (const [method, path, body] of [
      ['GET', `${eventId}/room/${guest.user.userId}`],
      ['POST', `${eventId}/ticket/${guest.user.userId}`],
      ['POST', `${eventId}/moves/${guest.user.userId}`, { x: 0, y: 0, z: 0, yaw: 0 }],
      ['POST', `${eventId}/chat/${guest.user.userId}`, { text: 'not me' }],
    ] as const) expect((await call(method, path, hostToken, body)).status, `${method} ${path}`).toBe(403);

    const guestToken = await frameToken(guest);
    // Sixteen minutes later the 15-minute token has expired (the session has not).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
    try {
      const expired = await call('GET', `${eventId}/room/${guest.user.userId}`, guestToken);
      expect(expired.status).toBe(401);
      expect(((await expired.json()) as { message: string }).message).toBe('A valid session is required. Please sign in.');
      expect((await call('POST', `${eventId}/chat/${guest.user.userId}`, guestToken, { text: 'late' })).status).toBe(401);
      expect((await call('GET', `${eventId}/room/${guest.user.userId}`, guest.sessionToken)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
