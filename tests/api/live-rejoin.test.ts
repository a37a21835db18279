/**
 * A page reload in a live event (issue 24): the new page's stream may open before the old one's
 * close is seen, above all when the two reach different server processes behind a balancer. The
 * old stream's close must not take the person out of the room or out of voice, and nobody hears
 * them leave; when the last of their streams closes, they leave as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import type { SignedIn } from './support/dev-sign-in.ts';
import type { EventStream } from './support/event-stream.ts';
import { nextOf, startLiveSuite, type LiveSuite } from './support/live-room.ts';

const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' };

describe.each(dialects)('a reload in a live room on %s', (dialect) => {
  let suite: LiveSuite;
  let host: SignedIn;
  let guest: SignedIn;

  const post = (who: SignedIn, eventId: number, action: string, body: object) => suite.call('POST', `${eventId}/${action}/${who.user.userId}`, who, body);
  const room = async (who: SignedIn, eventId: number) =>
    (await (await suite.call('GET', `${eventId}/room/${who.user.userId}`, who)).json()) as {
      participants: { userId: string }[];
      voice: { userId: string; inVoice: boolean }[];
    };
  /** The names of the stream's events up to and including the first one called `name`. */
  const namesUntil = async (stream: EventStream, name: string) => {
    const names: string[] = [];
    for (;;) {
      const event = await stream.next(5000);
      names.push(event.event);
      if (event.event === name) return names;
    }
  };
  /** A moment for the server to see a closed stream (its close handler's writes). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['rejoin.host@example.test', 'Runa'],
      ['rejoin.guest@example.test', 'Rolf'],
    ]);
    [host, guest] = suite.people as [SignedIn, SignedIn];
  });
  afterAll(() => suite.close());

  it('an old stream closing after the new one opened leaves the person in the room and in voice, and nobody hears them leave', async () => {
    const eventId = await suite.newEvent([guest]);
    const hostStream = await suite.enter(host, eventId);
    const before = await suite.enter(guest, eventId);
    await nextOf(hostStream, 'joined');

    // The reloaded page: its stream opens, it joins voice, and only then is the old stream's close seen.
    const after = await suite.enter(guest, eventId);
    expect((await post(guest, eventId, 'voice', { inVoice: true, muted: false })).status).toBe(200);
    before.close();
    await settle();

    const seen = await room(host, eventId);
    expect(seen.participants.map((p) => p.userId)).toContain(guest.user.userId);
    expect(seen.voice.find((v) => v.userId === guest.user.userId)?.inVoice).toBe(true);
    // Their offers still go through, and the host heard no `left` before them.
    expect((await post(guest, eventId, 'signals', { to: host.user.userId, description: offer })).status).toBe(200);
    expect(await namesUntil(hostStream, 'signal')).not.toContain('left');

    // The last stream closing takes them out, as before.
    after.close();
    expect(await namesUntil(hostStream, 'left')).toContain('left');
    expect((await room(host, eventId)).participants.map((p) => p.userId)).not.toContain(guest.user.userId);
  });
});
