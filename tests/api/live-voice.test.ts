/**
 * Issue 20 item 4 (server side): each person's voice state in a live room, set by themselves and
 * told to everyone else there; the host's mute of a guest, recorded so a rejoin stays muted until
 * the guest unmutes themselves; and the ICE servers (item 2) a member's room carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import type { EventStream } from './support/event-stream.ts';
import { nextOf, nowS, startLiveSuite, type LiveSuite } from './support/live-room.ts';
import { loadConfig } from '../../server/config.ts';

const ICE_SERVERS = [
  { urls: 'stun:stun.example.test:3478' },
  { urls: ['turn:turn.example.test:3478?transport=udp', 'turns:turn.example.test:5349'], username: 'pods', credential: 's3cret' },
];
/** As the room gives them: each server's addresses a list. */
const ICE_SERVERS_GIVEN = [{ urls: ['stun:stun.example.test:3478'] }, ICE_SERVERS[1]];
const state = (who: SignedIn, inVoice: boolean, muted: boolean, hostMuted = false) => ({ userId: who.user.userId, inVoice, muted, hostMuted });

describe('ICE_SERVERS', () => {
  it('is none unless set, and a clear startup error when it is not a JSON array of ICE servers', () => {
    expect(loadConfig({}).iceServers).toEqual([]);
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(ICE_SERVERS) }).iceServers).toEqual(ICE_SERVERS_GIVEN);
    expect(() => loadConfig({ ICE_SERVERS: '[{urls: stun:x}]' })).toThrow(/ICE_SERVERS: not JSON: a JSON array of ICE servers/);
    expect(() => loadConfig({ ICE_SERVERS: '{"urls":"stun:x"}' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"https://turn.example.test"}]' })).toThrow(
      /ICE_SERVERS\.0\.urls: a stun:, stuns:, turn: or turns: address/,
    );
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"turn:turn.example.test:3478"}]' })).toThrow(/turn: or turns: server needs its username and credential/);
  });
});

describe.each(dialects)('voice state in live rooms on %s', (dialect) => {
  let suite: LiveSuite;
  let host: SignedIn;
  let guest: SignedIn;
  let second: SignedIn;
  let stranger: SignedIn;

  const post = (who: SignedIn, eventId: number, action: string, body: unknown, token = who.sessionToken) =>
    fetch(`${suite.base}/api/live-events/${eventId}/${action}/${who.user.userId}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const setVoice = (who: SignedIn, eventId: number, body: unknown, token?: string) => post(who, eventId, 'voice', body, token);
  const mute = (who: SignedIn, eventId: number, guestId: string) => post(who, eventId, 'voice-mutes', { guestId });
  const answer = async (response: Response) => [response.status, await response.json()] as const;
  const room = async (who: SignedIn, eventId: number) =>
    (await (await fetch(`${suite.base}/api/live-events/${eventId}/room/${who.user.userId}`, { headers: bearer(who.sessionToken) })).json()) as {
      voice: unknown[];
      iceServers: unknown;
    };
  const byUser = (voice: unknown) => [...(voice as { userId: string }[])].sort((a, b) => a.userId.localeCompare(b.userId));
  const voiceNews = (stream: EventStream) => nextOf(stream, 'voice');

  beforeAll(async () => {
    suite = await startLiveSuite(
      dialect,
      [
        ['mic.host@example.test', 'Mira'],
        ['mic.guest@example.test', 'Gale'],
        ['mic.second@example.test', 'Sune'],
        ['mic.stranger@example.test', 'Stig'],
      ],
      { ICE_SERVERS: JSON.stringify(ICE_SERVERS) },
    );
    [host, guest, second, stranger] = suite.people as [SignedIn, SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => suite.close());

  it('sets your own voice state and tells everyone in the room; the room carries the states and the ICE servers', async () => {
    const eventId = await suite.newEvent([guest]);
    const hostStream = await suite.enter(host, eventId);
    const guestStream = await suite.enter(guest, eventId);
    expect(byUser(guestStream.snapshot.voice)).toEqual(byUser([state(host, false, false), state(guest, false, false)]));

    // The live event frame calls with its frame token.
    expect(await answer(await setVoice(guest, eventId, { inVoice: true, muted: false }, await suite.frameToken(guest)))).toEqual([
      200,
      state(guest, true, false),
    ]);
    expect(await voiceNews(hostStream)).toEqual(state(guest, true, false));
    expect(await voiceNews(guestStream)).toEqual(state(guest, true, false));
    expect((await setVoice(host, eventId, { inVoice: true, muted: true })).status).toBe(200);
    expect(await voiceNews(guestStream)).toEqual(state(host, true, true));

    const seen = await room(host, eventId);
    expect(byUser(seen.voice)).toEqual(byUser([state(host, true, true), state(guest, true, false)]));
    expect(seen.iceServers).toEqual(ICE_SERVERS_GIVEN);

    // Leaving the room takes them out of voice: whoever comes next sees it.
    guestStream.close();
    expect(await nextOf(hostStream, 'left')).toEqual({ userId: guest.user.userId });
    const back = await suite.enter(guest, eventId);
    expect(byUser(back.snapshot.voice)).toEqual(byUser([state(host, true, true), state(guest, false, false)]));
  });

  it('refuses strangers, people not in the room, and malformed bodies', async () => {
    const eventId = await suite.newEvent([guest]);
    // Not invited: the event does not exist for them; its room and ICE servers neither.
    expect((await setVoice(stranger, eventId, { inVoice: true, muted: false })).status).toBe(404);
    expect((await fetch(`${suite.base}/api/live-events/${eventId}/room/${stranger.user.userId}`, { headers: bearer(stranger.sessionToken) })).status).toBe(404);
    // Invited, but not in the room now.
    expect(await answer(await setVoice(guest, eventId, { inVoice: true, muted: false }))).toEqual([
      409,
      expect.objectContaining({ message: 'Open the room first: you are not in it.' }),
    ]);
    // Someone else's path.
    expect((await setVoice(guest, eventId, { inVoice: true, muted: false }, host.sessionToken)).status).toBe(403);

    await suite.enter(host, eventId);
    for (const body of [{}, { inVoice: true }, { inVoice: 'yes', muted: false }, { muted: 0 }, null]) {
      expect((await setVoice(host, eventId, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { guestId: '' }, { guestId: { id: guest.user.userId } }, { userId: guest.user.userId }]) {
      expect((await post(host, eventId, 'voice-mutes', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets the host mute a guest, told to everyone; nobody else can mute, nor can a stranger be muted', async () => {
    const eventId = await suite.newEvent([guest, second]);
    const hostStream = await suite.enter(host, eventId);
    const guestStream = await suite.enter(guest, eventId);
    const secondStream = await suite.enter(second, eventId);
    expect((await setVoice(guest, eventId, { inVoice: true, muted: false })).status).toBe(200);
    for (const stream of [hostStream, guestStream, secondStream]) expect(await voiceNews(stream)).toEqual(state(guest, true, false));

    expect(await answer(await mute(host, eventId, guest.user.userId))).toEqual([200, state(guest, true, true, true)]);
    for (const stream of [hostStream, guestStream, secondStream]) expect(await voiceNews(stream)).toEqual(state(guest, true, true, true));

    expect(await answer(await mute(guest, eventId, second.user.userId))).toEqual([
      403,
      expect.objectContaining({ message: 'Only the host can mute someone.' }),
    ]);
    const notAGuest = await answer(await mute(host, eventId, stranger.user.userId));
    expect(notAGuest).toEqual([404, expect.objectContaining({ message: 'No such guest in this room.' })]);
    expect(await answer(await mute(host, eventId, 'no-such-person'))).toEqual(notAGuest);
    expect((await mute(host, eventId, host.user.userId)).status).toBe(400);
    // A stranger muting: the event does not exist for them.
    expect((await mute(stranger, eventId, guest.user.userId)).status).toBe(404);
  });

  it('keeps a host mute when the guest leaves and comes back, until they unmute themselves in voice', async () => {
    const eventId = await suite.newEvent([guest, second]);
    const hostStream = await suite.enter(host, eventId);
    let guestStream = await suite.enter(guest, eventId);
    expect((await setVoice(guest, eventId, { inVoice: true, muted: false })).status).toBe(200);
    expect(await voiceNews(hostStream)).toEqual(state(guest, true, false));
    expect((await mute(host, eventId, guest.user.userId)).status).toBe(200);
    expect(await voiceNews(hostStream)).toEqual(state(guest, true, true, true));

    guestStream.close();
    expect(await nextOf(hostStream, 'left')).toEqual({ userId: guest.user.userId });
    guestStream = await suite.enter(guest, eventId);
    expect((guestStream.snapshot.voice as { userId: string }[]).find((v) => v.userId === guest.user.userId)).toEqual(state(guest, false, true, true));
    // The others hear who came back, then that they are muted by the host.
    expect(await nextOf(hostStream, 'joined')).toMatchObject({ userId: guest.user.userId });
    expect(await voiceNews(hostStream)).toEqual(state(guest, false, true, true));
    expect(await voiceNews(guestStream)).toEqual(state(guest, false, true, true));

    // Out of voice, or joining muted: still muted by the host (and saying otherwise is not heard).
    expect(await answer(await setVoice(guest, eventId, { inVoice: false, muted: false, hostMuted: false }))).toEqual([200, state(guest, false, true, true)]);
    expect(await answer(await setVoice(guest, eventId, { inVoice: true, muted: true }))).toEqual([200, state(guest, true, true, true)]);
    // Unmuting themselves in voice lifts it, for everyone.
    expect(await answer(await setVoice(guest, eventId, { inVoice: true, muted: false }))).toEqual([200, state(guest, true, false, false)]);
    expect(await voiceNews(hostStream)).toEqual(state(guest, false, true, true));
    expect(await voiceNews(hostStream)).toEqual(state(guest, true, true, true));
    expect(await voiceNews(hostStream)).toEqual(state(guest, true, false, false));

    // A guest muted before they come in starts muted.
    expect(await answer(await mute(host, eventId, second.user.userId))).toEqual([200, state(second, false, true, true)]);
    const secondStream = await suite.enter(second, eventId);
    expect((secondStream.snapshot.voice as { userId: string }[]).find((v) => v.userId === second.user.userId)).toEqual(state(second, false, true, true));
  });

  it("keeps two people in a block relation out of each other's voice news and states", async () => {
    const eventId = await suite.newEvent([guest, second]);
    await suite.h.db.kysely.insertInto('blocks').values({ blockerId: guest.user.userId, blockedId: second.user.userId, createdAt: nowS() }).execute();
    try {
      await suite.enter(host, eventId);
      const secondStream = await suite.enter(second, eventId);
      const guestStream = await suite.enter(guest, eventId);
      expect(byUser(guestStream.snapshot.voice)).toEqual(byUser([state(host, false, false), state(guest, false, false)]));
      expect((await setVoice(second, eventId, { inVoice: true, muted: false })).status).toBe(200);
      expect((await mute(host, eventId, second.user.userId)).status).toBe(200);
      expect((await setVoice(host, eventId, { inVoice: true, muted: false })).status).toBe(200);
      // The guest's next voice news is the host's: nothing of the person they blocked.
      expect(await voiceNews(guestStream)).toEqual(state(host, true, false));
      expect(byUser((await room(guest, eventId)).voice)).toEqual(byUser([state(host, true, false), state(guest, false, false)]));
      expect((await setVoice(guest, eventId, { inVoice: true, muted: true })).status).toBe(200);
      // Nor the other way round.
      expect(await voiceNews(secondStream)).toEqual(state(second, true, false));
      expect(await voiceNews(secondStream)).toEqual(state(second, true, true, true));
      expect(await voiceNews(secondStream)).toEqual(state(host, true, false));
      expect((await setVoice(host, eventId, { inVoice: true, muted: true })).status).toBe(200);
      expect(await voiceNews(secondStream)).toEqual(state(host, true, true));
    } finally {
      await suite.h.db.kysely.deleteFrom('blocks').execute();
    }
  });

  it.runIf(dialect === 'postgres')(
    'tells a host mute to a guest whose stream another server process holds',
    async () => {
      const other = await suite.otherProcess();
      try {
        const eventId = await suite.newEvent([guest]);
        await suite.enter(host, eventId);
        const guestStream = await suite.enter(guest, eventId, other.origin);
        expect((await mute(host, eventId, guest.user.userId)).status).toBe(200);
        expect(await voiceNews(guestStream)).toEqual(state(guest, false, true, true));
      } finally {
        other.process.kill('SIGTERM');
      }
    },
    60_000,
  );
});
