/**
 * One person holds at most STREAMS_PER_PERSON notification streams in a server process (issue 50
 * item 5): opening one more closes their oldest, which hears a last `closed` event first; the
 * others, and other people's, carry on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount } from './support/onboarding.ts';
import { openEventStream, type EventStream } from './support/event-stream.ts';
import { STREAMS_PER_PERSON } from '../../server/notifications/stream.ts';

describe('notification streams per person', () => {
  let h: Harness;
  let base: string;
  let ana: SignedIn;
  let ben: SignedIn;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    h = await startHarness('sqlite');
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    ana = await signInWithDev(h.app, 'ana.streams@example.test');
    ben = await signInWithDev(h.app, 'ben.streams@example.test');
    for (const [who, userName] of [
      [ana, 'ana.streams'],
      [ben, 'ben.streams'],
    ] as const)
      expect((await createAccount(h.app, who, { userName })).statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await h.close();
  });

  const open = async (who: SignedIn) => {
    const response = await fetch(`${base}/api/notifications/stream-ticket/${who.user.userId}`, { method: 'POST', headers: bearer(who.sessionToken) });
    const { ticket } = (await response.json()) as { ticket: string };
    const stream = await openEventStream(`${base}/api/sse-events/${who.user.userId}?ticket=${ticket}`);
    expect((await stream.next()).event).toBe('connected');
    streams.push(stream);
    return stream;
  };

  it(`keeps ${STREAMS_PER_PERSON} streams a person, closing the oldest when one more opens`, async () => {
    const anas: EventStream[] = [];
    for (let i = 0; i < STREAMS_PER_PERSON; i += 1) anas.push(await open(ana));
    const bens = await open(ben);
    const newest = await open(ana);

    const [oldest, ...kept] = anas;
    const last = await oldest!.next();
    expect(last.event).toBe('closed');
    expect(JSON.parse(last.data)).toEqual({ reason: 'newer-stream', streamsPerPerson: STREAMS_PER_PERSON });
    await expect(oldest!.next()).rejects.toThrow('stream ended');

    // Ben follows Ana: each of her open streams hears it, and Ben's own stream is still open.
    const followed = await fetch(`${base}/api/users/send-follow-request/${ben.user.userId}`, {
      method: 'POST',
      headers: { ...bearer(ben.sessionToken), 'content-type': 'application/json' },
      body: JSON.stringify({ followingUserId: ana.user.userId }),
    });
    expect(followed.status).toBe(200);
    for (const stream of [...kept, newest]) expect((await stream.next()).event).toBe('notification');
    await expect(bens.next(300)).rejects.toThrow('no event in time');
  });
});
