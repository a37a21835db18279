/**
 * Blocks in drop-in rooms (issue 46 item 4): two people with a block between them never see each
 * other in a Pod's room (presence, moves, chat), a block made while both are there applies at
 * once, and someone who blocks the owner (or whom the owner blocks) is out of the room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { nextOf, nowS, startLiveSuite, type LiveSuite } from './support/live-room.ts';
import { idsOf, podRooms } from './support/pod-room.ts';

describe.each(dialects)('blocks in drop-in rooms on %s', (dialect) => {
  let suite: LiveSuite;
  let owner: SignedIn;
  let ann: SignedIn;
  let bo: SignedIn;
  let rooms: ReturnType<typeof podRooms>;

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['blocks.owner@example.test', 'Orla'],
      ['blocks.ann@example.test', 'Ann'],
      ['blocks.bo@example.test', 'Bo'],
    ]);
    [owner, ann, bo] = suite.people as [SignedIn, SignedIn, SignedIn];
    rooms = podRooms(suite);
  });
  afterAll(() => suite.close());

  const block = (who: SignedIn, target: SignedIn) =>
    fetch(`${suite.base}/api/users/block-user/${who.user.userId}`, {
      method: 'POST',
      headers: { ...bearer(who.sessionToken), 'content-type': 'application/json' },
      body: JSON.stringify({ blockedUserId: target.user.userId }),
    });

  it("keeps two people in a block relation out of each other's sight: presence, moves and chat", async () => {
    await suite.h.db.kysely.insertInto('blocks').values({ blockerId: ann.user.userId, blockedId: bo.user.userId, createdAt: nowS() }).execute();
    try {
      const ownerIn = await rooms.enter(owner);
      const boIn = await rooms.enter(bo);
      const annIn = await rooms.enter(ann);
      expect(idsOf(annIn.snapshot.participants)).toEqual([owner.user.userId, ann.user.userId].sort());
      expect((await rooms.ask(ann)).participants.map((p) => p.userId)).not.toContain(bo.user.userId);
      expect((await rooms.move(bo, { x: 3, y: 0, z: 3, yaw: 0 })).status).toBe(200);
      expect((await rooms.say(bo, 'psst')).status).toBe(200);
      expect((await rooms.say(owner, 'Hello all')).status).toBe(200);
      // The owner hears both; Ann's next news is the owner's line, nothing of Bo's.
      expect(await nextOf(ownerIn, 'chat')).toMatchObject({ text: 'psst' });
      const next = await annIn.next();
      expect([next.event, JSON.parse(next.data)]).toEqual(['chat', expect.objectContaining({ text: 'Hello all' })]);
      expect(idsOf(boIn.snapshot.participants)).toEqual([owner.user.userId, bo.user.userId].sort());
      [ownerIn, boIn, annIn].forEach((stream) => stream.close());
    } finally {
      await suite.h.db.kysely.deleteFrom('blocks').execute();
    }
  });

  it('applies a block made in the room at once, and sends out whoever blocks the owner', async () => {
    try {
      const ownerIn = await rooms.enter(owner);
      const annIn = await rooms.enter(ann);
      const boIn = await rooms.enter(bo);
      expect(await nextOf(annIn, 'joined')).toMatchObject({ userId: bo.user.userId });
      expect((await block(ann, bo)).status).toBe(200);
      expect(await nextOf(annIn, 'left')).toEqual({ userId: bo.user.userId });
      expect(await nextOf(boIn, 'left')).toEqual({ userId: ann.user.userId });

      expect((await block(bo, owner)).status).toBe(200);
      expect(await nextOf(boIn, 'closed')).toMatchObject({ reason: 'closed' });
      expect(await nextOf(ownerIn, 'left')).toEqual({ userId: bo.user.userId });
      expect((await rooms.ticket(bo)).status).toBe(404);
      [ownerIn, annIn].forEach((stream) => stream.close());
    } finally {
      await suite.h.db.kysely.deleteFrom('blocks').execute();
    }
  });
});
