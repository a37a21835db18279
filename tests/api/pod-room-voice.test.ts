/**
 * Proximity voice in drop-in rooms (issue 46 item 2): the server pairs each person in voice with
 * the nearest others within hearing (shared/voice-neighbours.ts), tells each their peers as they
 * move, relays voice signals only within a pair, and never pairs two people with a block between them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import type { SignedIn } from './support/dev-sign-in.ts';
import { nextOf, nowS, startLiveSuite, type LiveSuite } from './support/live-room.ts';
import { podRooms, type InRoom } from './support/pod-room.ts';
import { HEARING_RADIUS_M } from '../../shared/voice-neighbours.ts';

describe.each(dialects)('proximity voice in drop-in rooms on %s', (dialect) => {
  let suite: LiveSuite;
  let ada: SignedIn;
  let ben: SignedIn;
  let cy: SignedIn;
  let rooms: ReturnType<typeof podRooms>;

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['voice.ada@example.test', 'Ada'],
      ['voice.ben@example.test', 'Ben'],
      ['voice.cy@example.test', 'Cy'],
    ]);
    [ada, ben, cy] = suite.people as [SignedIn, SignedIn, SignedIn];
    rooms = podRooms(suite);
  });
  afterAll(() => suite.close());

  const joinVoice = async (who: SignedIn) =>
    expect((await rooms.call('POST', `/voice/${who.user.userId}`, who, { inVoice: true, muted: false })).status).toBe(200);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // Past the 100 ms one person waits between moves.
  const standAt = async (who: SignedIn, x: number) => {
    await pause(110);
    expect((await rooms.move(who, { x, y: 0, z: 0, yaw: 0 })).status).toBe(200);
  };
  /** Reads the stream's `peers` until they are these (pairs change one step at a time as people move). */
  const peersBecome = async (stream: InRoom, expected: SignedIn[]) => {
    const wanted = expected.map((who) => who.user.userId).sort();
    for (;;) if (JSON.stringify((await nextOf(stream, 'peers')).userIds) === JSON.stringify(wanted)) return;
  };
  const offer = (from: SignedIn, to: SignedIn) =>
    rooms.call('POST', `/signals/${from.user.userId}`, from, { to: to.user.userId, description: { type: 'offer', sdp: 'v=0' } });

  it('connects the two who stand close and not the one far away, follows them as they move, and relays signals only within a pair', async () => {
    const adaIn = await rooms.enter(ada);
    const benIn = await rooms.enter(ben);
    const cyIn = await rooms.enter(cy);
    expect(adaIn.snapshot.peers).toEqual([]);
    await standAt(ada, 0);
    await standAt(ben, 2);
    await standAt(cy, HEARING_RADIUS_M * 3);
    await joinVoice(cy);
    await joinVoice(ada);
    await joinVoice(ben);
    await peersBecome(adaIn, [ben]);
    await peersBecome(benIn, [ada]);
    expect((await offer(ada, ben)).status).toBe(200);
    const far = await offer(ada, cy);
    expect([far.status, ((await far.json()) as { message: string }).message]).toEqual([403, 'You are not near enough to talk with them.']);

    // Cy walks over: they are paired with both; Ben walks far away: his pair with Ada goes.
    await standAt(cy, 1);
    await peersBecome(cyIn, [ada, ben]);
    await standAt(ben, HEARING_RADIUS_M * 3);
    await peersBecome(benIn, []);
    await peersBecome(adaIn, [cy]);
    expect((await offer(ben, ada)).status).toBe(403);
    [adaIn, benIn, cyIn].forEach((stream) => stream.close());
  });

  it('never pairs two people with a block between them, however close they stand', async () => {
    // Ada owns the Pod; Ben and Cy, both in her room, have a block between them.
    await suite.h.db.kysely.insertInto('blocks').values({ blockerId: ben.user.userId, blockedId: cy.user.userId, createdAt: nowS() }).execute();
    try {
      const adaIn = await rooms.enter(ada);
      const benIn = await rooms.enter(ben);
      const cyIn = await rooms.enter(cy);
      await standAt(ada, 1);
      await standAt(ben, 0);
      await standAt(cy, 0.5);
      await joinVoice(ada);
      await joinVoice(ben);
      await joinVoice(cy);
      await peersBecome(adaIn, [ben, cy]);
      await peersBecome(benIn, [ada]);
      await peersBecome(cyIn, [ada]);
      expect((await offer(ben, cy)).status).toBe(403);
      [adaIn, benIn, cyIn].forEach((stream) => stream.close());
    } finally {
      await suite.h.db.kysely.deleteFrom('blocks').execute();
    }
  });
});
