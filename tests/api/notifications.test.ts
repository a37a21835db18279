import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount } from './support/onboarding.ts';
import { openEventStream, type EventStream } from './support/event-stream.ts';
import { startServerProcess } from './support/server-process.ts';

describe.each(dialects)('live notifications on %s', (dialect) => {
  let h: Harness;
  let base: string;
  let ana: SignedIn;
  let ben: SignedIn;
  let cy: SignedIn;

  const ticketFor = async (who: SignedIn, origin = base) => {
    const response = await fetch(`${origin}/api/notifications/stream-ticket/${who.user.userId}`, { method: 'POST', headers: bearer(who.sessionToken) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { ticket: string }).ticket;
  };
  const follow = (who: SignedIn, target: SignedIn, origin = base) =>
    fetch(`${origin}/api/users/send-follow-request/${who.user.userId}`, {
      method: 'POST',
      headers: { ...bearer(who.sessionToken), 'content-type': 'application/json' },
      body: JSON.stringify({ followingUserId: target.user.userId }),
    });
  const logout = (who: SignedIn, origin = base) =>
    fetch(`${origin}/api/users/update-session/${who.user.userId}`, {
      method: 'POST',
      headers: { ...bearer(who.sessionToken), 'content-type': 'application/json' },
      body: JSON.stringify({ sessionStatus: 'expired' }),
    });
  const unfollow = (who: SignedIn, target: SignedIn) =>
    fetch(`${base}/api/users/unfollow/${who.user.userId}`, {
      method: 'PUT',
      headers: { ...bearer(who.sessionToken), 'content-type': 'application/json' },
      body: JSON.stringify({ unfollowId: target.user.userId }),
    });

  beforeAll(async () => {
    h = await startHarness(dialect);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    ana = await signInWithDev(h.app, 'ana@example.test');
    ben = await signInWithDev(h.app, 'ben@example.test');
    cy = await signInWithDev(h.app, 'cy@example.test');
    for (const [who, name] of [
      [ana, 'Ana'],
      [ben, 'Ben'],
      [cy, 'Cy'],
    ] as const)
      expect((await createAccount(h.app, who, { userName: name.toLowerCase(), userDisplayName: name })).statusCode).toBe(200);
  });
  afterAll(() => h.close());

  it('refuses a stream without a ticket, with a used ticket, and for another user', async () => {
    expect((await fetch(`${base}/api/sse-events/${ben.user.userId}`)).status).toBe(401);
    expect((await fetch(`${base}/api/sse-events/${ben.user.userId}?ticket=made-up`)).status).toBe(401);
    const anasTicket = await ticketFor(ana);
    const foreign = await fetch(`${base}/api/sse-events/${ben.user.userId}?ticket=${anasTicket}`);
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe('You can only open your own notification stream.');
    // A ticket is single-use: the refused attempt above used it up.
    expect((await fetch(`${base}/api/sse-events/${ana.user.userId}?ticket=${anasTicket}`)).status).toBe(401);
    // Another person's ticket can not be asked for.
    expect((await fetch(`${base}/api/notifications/stream-ticket/${ben.user.userId}`, { method: 'POST', headers: bearer(ana.sessionToken) })).status).toBe(403);
  });

  it('says connected, delivers a follow live with its id, and replays what was missed after Last-Event-ID', async () => {
    let stream: EventStream = await openEventStream(`${base}/api/sse-events/${ben.user.userId}?ticket=${await ticketFor(ben)}`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect((await stream.next()).event).toBe('connected');
    expect((await follow(ana, ben)).status).toBe(200);
    const live = await stream.next();
    expect(live.event).toBe('notification');
    expect(JSON.parse(live.data)).toMatchObject({
      notificationType: 'New Follower',
      kind: 'follower',
      notificationText: 'Ana started following you',
      actorId: ana.user.userId,
    });
    const seen = Number(live.id);
    expect(seen).toBeGreaterThan(0);
    stream.close();

    // While Ben is away, Cy follows him; the reconnect with the last id it saw gets it.
    expect((await follow(cy, ben)).status).toBe(200);
    stream = await openEventStream(`${base}/api/sse-events/${ben.user.userId}?ticket=${await ticketFor(ben)}`, { 'last-event-id': String(seen) });
    expect((await stream.next()).event).toBe('connected');
    const missed = await stream.next();
    expect(Number(missed.id)).toBeGreaterThan(seen);
    expect(JSON.parse(missed.data)).toMatchObject({ notificationText: 'Cy started following you' });
    stream.close();
    await unfollow(ana, ben);
    await unfollow(cy, ben);
  });

  it('ends the open stream at logout and refuses a ticket issued before it', async () => {
    // A second session of Ben's: his first one stays signed in and is left alone.
    const session = await signInWithDev(h.app, 'ben@example.test');
    const stream = await openEventStream(`${base}/api/sse-events/${ben.user.userId}?ticket=${await ticketFor(session)}`);
    expect((await stream.next()).event).toBe('connected');
    const spare = await ticketFor(session);
    const otherStream = await openEventStream(`${base}/api/sse-events/${ben.user.userId}?ticket=${await ticketFor(ben)}`);
    expect((await otherStream.next()).event).toBe('connected');

    expect((await logout(session)).status).toBe(200);
    await expect(stream.next(3000)).rejects.toThrow('stream ended');
    const refused = await fetch(`${base}/api/sse-events/${ben.user.userId}?ticket=${spare}`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('This stream ticket belongs to a session that has ended. Please sign in again.');

    // The stream of the session still signed in goes on.
    expect((await follow(cy, ben)).status).toBe(200);
    expect(JSON.parse((await otherStream.next()).data)).toMatchObject({ notificationText: 'Cy started following you' });
    otherStream.close();
    await unfollow(cy, ben);
  });

  it('lists notifications and marks them read by type', async () => {
    expect((await follow(ana, cy)).status).toBe(200);
    const list = async () =>
      (
        (await (await fetch(`${base}/api/users/notifications/${cy.user.userId}`, { headers: bearer(cy.sessionToken) })).json()) as {
          notifications: { notificationType: string; read: boolean }[];
        }
      ).notifications;
    expect((await list()).filter((n) => n.notificationType === 'New Follower' && !n.read)).toHaveLength(1);
    const marked = await fetch(`${base}/api/users/notifications/${cy.user.userId}?type=${encodeURIComponent('New Follower')}`, {
      method: 'DELETE',
      headers: bearer(cy.sessionToken),
    });
    expect(await marked.json()).toEqual({ marked: 1 });
    expect((await list()).every((n) => n.read)).toBe(true);
    const wrongType = await fetch(`${base}/api/users/notifications/${cy.user.userId}?type=Likes`, { method: 'DELETE', headers: bearer(cy.sessionToken) });
    expect(wrongType.status).toBe(400);
    expect((await fetch(`${base}/api/users/notifications/${cy.user.userId}`, { headers: bearer(ana.sessionToken) })).status).toBe(403);
    await unfollow(ana, cy);
  });

  it('lists no notification from someone in a block relation either way, read or unread', async () => {
    const list = async (who: SignedIn) =>
      (
        (await (await fetch(`${base}/api/users/notifications/${who.user.userId}`, { headers: bearer(who.sessionToken) })).json()) as {
          notifications: { actorId: string }[];
        }
      ).notifications;
    const block = (who: SignedIn, target: SignedIn, how: 'block-user' | 'unblock-user') =>
      fetch(`${base}/api/users/${how}/${who.user.userId}`, {
        method: how === 'block-user' ? 'POST' : 'PUT',
        headers: { ...bearer(who.sessionToken), 'content-type': 'application/json' },
        body: JSON.stringify({ blockedUserId: target.user.userId }),
      });
    // Cy blocks Ana after reading her follow; then Ana blocks Cy after he read his.
    for (const [actor, recipient, blocker, blocked] of [
      [ana, cy, cy, ana],
      [cy, ana, cy, ana],
    ] as const) {
      expect((await follow(actor, recipient)).status).toBe(200);
      const marked = await fetch(`${base}/api/users/notifications/${recipient.user.userId}?type=${encodeURIComponent('New Follower')}`, {
        method: 'DELETE',
        headers: bearer(recipient.sessionToken),
      });
      expect(marked.status).toBe(200);
      expect((await list(recipient)).some((n) => n.actorId === actor.user.userId)).toBe(true);
      expect((await block(blocker, blocked, 'block-user')).status).toBe(200);
      expect((await list(recipient)).filter((n) => n.actorId === actor.user.userId)).toEqual([]);
      expect((await block(blocker, blocked, 'unblock-user')).status).toBe(200);
    }
  });

  it.runIf(dialect === 'postgres')(
    'delivers to a stream on another server process sharing the database (LISTEN/NOTIFY)',
    async () => {
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${h.schema}`);
      const other = await startServerProcess({ DATABASE_URL: url.toString(), DATA_DIR: h.config.dataDir });
      try {
        const stream = await openEventStream(`${other.origin}/api/sse-events/${ben.user.userId}?ticket=${await ticketFor(ben, other.origin)}`);
        expect((await stream.next()).event).toBe('connected');
        // The follow is written through this process; Ben's stream is held by the other one.
        expect((await follow(ana, ben)).status).toBe(200);
        const delivered = await stream.next();
        expect(JSON.parse(delivered.data)).toMatchObject({ notificationText: 'Ana started following you' });
        stream.close();

        // A logout through this process ends the stream the other process holds for that session.
        const session = await signInWithDev(h.app, 'ben@example.test');
        const held = await openEventStream(`${other.origin}/api/sse-events/${ben.user.userId}?ticket=${await ticketFor(session, other.origin)}`);
        expect((await held.next()).event).toBe('connected');
        const spare = await ticketFor(session, other.origin);
        expect((await logout(session)).status).toBe(200);
        // The other process had the session in its cache (the tickets above): it refuses it at once
        // all the same, not when its cache entry runs out 5 s later.
        const refusedAfter = Date.now();
        const read = () => fetch(`${other.origin}/api/users/notifications/${ben.user.userId}`, { headers: bearer(session.sessionToken) });
        while ((await read()).status !== 401) {
          expect(Date.now() - refusedAfter, 'still accepted on the other process').toBeLessThan(1000);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await expect(held.next(3000)).rejects.toThrow('stream ended');
        expect((await fetch(`${other.origin}/api/sse-events/${ben.user.userId}?ticket=${spare}`)).status).toBe(401);
      } finally {
        other.process.kill('SIGTERM');
      }
    },
    60_000,
  );
});
