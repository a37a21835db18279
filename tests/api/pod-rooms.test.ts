/**
 * Drop-in rooms (issue 46): opening a Pod one may see puts one in its room with whoever is there;
 * signed-out visitors are there as Visitor and cannot chat; a private Pod's room is its owner's;
 * the owner's setting, removals (24 hours), a running event and the capacity of 24 decide who
 * else gets in. Blocks in these rooms: pod-room-blocks.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from './support/harness.ts';
import type { SignedIn } from './support/dev-sign-in.ts';
import { nextOf, nowS, startLiveSuite, type LiveSuite } from './support/live-room.ts';
import { idsOf, podRooms } from './support/pod-room.ts';
import { REMOVAL_S, ROOM_CAPACITY, ROOM_TEXTS } from '../../shared/drop-in.ts';
import { podRoom } from '../../server/live/room-key.ts';
import { VISITORS_PER_ADDRESS } from '../../server/live/presence.ts';

describe.each(dialects)('drop-in rooms on %s', (dialect) => {
  let suite: LiveSuite;
  let owner: SignedIn;
  let friend: SignedIn;
  let stranger: SignedIn;
  let rooms: ReturnType<typeof podRooms>;

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['room.owner@example.test', 'Olga'],
      ['room.friend@example.test', 'Femi'],
      ['room.stranger@example.test', 'Sol'],
    ]);
    [owner, friend, stranger] = suite.people as [SignedIn, SignedIn, SignedIn];
    rooms = podRooms(suite);
  });
  afterAll(() => suite.close());

  const message = async (response: Response) => ((await response.json()) as { message: string }).message;

  it('puts whoever opens a public Pod in its room with the others: names, moves and chat flow both ways', async () => {
    const ownerIn = await rooms.enter(owner);
    expect(idsOf(ownerIn.snapshot.participants)).toEqual([owner.user.userId]);
    expect(ownerIn.snapshot).toMatchObject({ postId: suite.postId, hostId: owner.user.userId, selfId: owner.user.userId, canTalk: true });

    const friendIn = await rooms.enter(friend);
    expect(idsOf(friendIn.snapshot.participants)).toEqual([owner.user.userId, friend.user.userId].sort());
    expect(await nextOf(ownerIn, 'joined')).toMatchObject({ userId: friend.user.userId, userDisplayName: 'Femi', role: 'guest' });

    expect((await rooms.move(friend, { x: 2, y: 0, z: -3, yaw: 1 })).status).toBe(200);
    expect(await nextOf(ownerIn, 'moved')).toEqual({ userId: friend.user.userId, x: 2, y: 0, z: -3, yaw: 1 });
    expect((await rooms.say(owner, 'Welcome in')).status).toBe(200);
    expect(await nextOf(friendIn, 'chat')).toMatchObject({ userId: owner.user.userId, text: 'Welcome in' });
    expect((await rooms.ask(stranger)).present).toBe(2);
    // Only those in the room move in it.
    expect((await rooms.move(stranger)).status).toBe(409);

    friendIn.close();
    expect(await nextOf(ownerIn, 'left')).toEqual({ userId: friend.user.userId });
    ownerIn.close();
  });

  it('shows a signed-out visitor to the others as Visitor; they see everyone, move with their key, and cannot chat', async () => {
    const ownerIn = await rooms.enter(owner);
    const visitor = await rooms.visit();
    const visitorId = visitor.snapshot.selfId as string;
    expect(visitorId).toMatch(/^visitor-/);
    expect(visitor.snapshot).toMatchObject({ canTalk: false, visitorKey: expect.any(String) });
    expect(idsOf(visitor.snapshot.participants)).toEqual([owner.user.userId, visitorId].sort());
    expect(await nextOf(ownerIn, 'joined')).toMatchObject({ userId: visitorId, userDisplayName: ROOM_TEXTS.visitor });

    const pose = { x: 1, y: 0, z: 1, yaw: 0 };
    expect((await rooms.call('POST', '/visitor-moves', null, { ...pose, visitorId, visitorKey: 'guessed' })).status).toBe(409);
    expect((await rooms.call('POST', '/visitor-moves', null, { ...pose, visitorId, visitorKey: visitor.snapshot.visitorKey })).status).toBe(200);
    expect(await nextOf(ownerIn, 'moved')).toMatchObject({ userId: visitorId, x: 1 });
    // Chat, reactions and voice need a person: a visitor has no session to call them with.
    expect((await rooms.call('POST', `/chat/${visitorId}`, null, { text: 'hi' })).status).toBe(401);
    expect((await rooms.ask(null)).entry).toEqual({ kind: 'enter', canTalk: false });
    visitor.close();
    expect(await nextOf(ownerIn, 'left')).toEqual({ userId: visitorId });
    ownerIn.close();
  });

  it('lets one network hold only a few visitor places, so it cannot fill the room', async () => {
    const visitors = [];
    for (let i = 0; i < VISITORS_PER_ADDRESS.room; i++) visitors.push(await rooms.visit());
    const another = await fetch(rooms.url('/visitor-stream'));
    expect([another.status, await message(another)]).toEqual([429, 'Too many visitors from your network are in Pods right now. Sign in to drop in.']);
    // A person signed in still gets in.
    const friendIn = await rooms.enter(friend);
    [...visitors, friendIn].forEach((stream) => stream.close());
  });

  it("keeps a private Pod's room to its owner: others learn nothing of it", async () => {
    const postId = `${suite.postId}`;
    await suite.h.db.kysely.updateTable('posts').set({ postType: 'private' }).where('postId', '=', postId).execute();
    try {
      expect((await rooms.call('GET', '', stranger)).status).toBe(404);
      expect((await rooms.call('GET', '', null)).status).toBe(404);
      expect((await rooms.ticket(stranger)).status).toBe(404);
      expect((await fetch(rooms.url('/visitor-stream'))).status).toBe(404);
      (await rooms.enter(owner)).close();
    } finally {
      await suite.h.db.kysely.updateTable('posts').set({ postType: 'public' }).where('postId', '=', postId).execute();
    }
  });

  it('lets the owner remove someone: they are sent out with a notice and cannot come back for 24 hours', async () => {
    const ownerIn = await rooms.enter(owner);
    const strangerIn = await rooms.enter(stranger);
    expect((await rooms.call('POST', `/removals/${stranger.user.userId}`, stranger, { guestId: owner.user.userId })).status).toBe(403);
    const removed = await rooms.call('POST', `/removals/${owner.user.userId}`, owner, { guestId: stranger.user.userId });
    expect(removed.status).toBe(200);
    expect(await nextOf(strangerIn, 'closed')).toEqual({ reason: 'removed', message: ROOM_TEXTS.removed });
    expect(await nextOf(ownerIn, 'left')).toEqual({ userId: stranger.user.userId });

    const again = await rooms.ticket(stranger);
    expect([again.status, await message(again)]).toEqual([403, ROOM_TEXTS.removed]);
    expect((await rooms.ask(stranger)).entry).toMatchObject({ kind: 'refused', reason: 'removed' });
    // A day later they may come back.
    await suite.h.db.kysely
      .updateTable('roomRemovals')
      .set({ until: nowS() - 1 })
      .where('userId', '=', stranger.user.userId)
      .execute();
    expect((await rooms.ticket(stranger)).status).toBe(200);
    expect(REMOVAL_S).toBe(24 * 3600);
    ownerIn.close();
  });

  it("follows the owner's drop-in setting, and sends out at once whoever it no longer lets in", async () => {
    const strangerIn = await rooms.enter(stranger);
    const friendIn = await rooms.enter(friend);
    await suite.h.db.kysely
      .insertInto('follows')
      .values({ followerId: friend.user.userId, followingId: owner.user.userId, status: 'accepted', createdAt: nowS() })
      .execute();
    try {
      expect((await rooms.call('PUT', `/drop-in/${stranger.user.userId}`, stranger, { dropIn: 'only-me' })).status).toBe(403);
      expect((await rooms.call('PUT', `/drop-in/${owner.user.userId}`, owner, { dropIn: 'followers' })).status).toBe(200);
      expect(await nextOf(strangerIn, 'closed')).toEqual({ reason: 'closed', message: ROOM_TEXTS.closed });
      expect((await rooms.ask(owner)).dropIn).toBe('followers');
      expect((await rooms.ask(stranger)).dropIn).toBeUndefined();
      expect((await rooms.ticket(stranger)).status).toBe(403);
      expect((await rooms.ticket(friend)).status).toBe(200);

      expect((await rooms.call('PUT', `/drop-in/${owner.user.userId}`, owner, { dropIn: 'only-me' })).status).toBe(200);
      expect(await nextOf(friendIn, 'closed')).toMatchObject({ reason: 'closed' });
      expect((await rooms.ticket(owner)).status).toBe(200);
    } finally {
      await rooms.call('PUT', `/drop-in/${owner.user.userId}`, owner, { dropIn: 'everyone' });
      await suite.h.db.kysely.deleteFrom('follows').execute();
    }
  });

  it(`holds ${ROOM_CAPACITY} people: the next sees 'Pod is full' with the count, and the owner still gets in`, async () => {
    const key = podRoom(suite.postId);
    // The last test's streams are closed by now; the server may still be taking them out.
    await vi.waitFor(async () => expect((await rooms.ask(stranger)).present).toBe(0));
    const crowd = Array.from({ length: ROOM_CAPACITY }, (_, i) => ({ room: key, userId: `visitor-crowd-${i}`, seenAt: nowS() }));
    await suite.h.db.kysely.insertInto('roomPresence').values(crowd).execute();
    try {
      expect((await rooms.ask(stranger)).entry).toEqual({ kind: 'full', present: ROOM_CAPACITY });
      const refused = await rooms.ticket(stranger);
      expect([refused.status, await message(refused)]).toEqual([409, ROOM_TEXTS.full]);
      expect((await fetch(rooms.url('/visitor-stream'))).status).toBe(409);
      expect((await rooms.ticket(owner)).status).toBe(200);
    } finally {
      await suite.h.db.kysely.deleteFrom('roomPresence').where('room', '=', key).execute();
    }
  });

  it("gives the room to a running event's host and guests, and drop-in resumes when it ends", async () => {
    const eventId = await suite.newEvent([friend]);
    const refused = await rooms.ticket(stranger);
    expect([refused.status, await message(refused)]).toEqual([403, ROOM_TEXTS.eventOn]);
    expect((await rooms.ticket(friend)).status).toBe(200);
    await suite.h.db.kysely.updateTable('events').set({ eventStatus: 'finished' }).where('eventId', '=', eventId).execute();
    expect((await rooms.ticket(stranger)).status).toBe(200);
  });

  it.runIf(dialect === 'postgres')(
    'counts and shows people whose streams another server process holds, and tells their moves across',
    async () => {
      const other = await suite.otherProcess();
      try {
        await vi.waitFor(async () => expect((await rooms.ask(stranger)).present).toBe(0));
        const ownerIn = await rooms.enter(owner);
        const elsewhere = podRooms({ ...suite, base: other.origin });
        const friendIn = await elsewhere.enter(friend);
        const visitor = await elsewhere.visit();
        expect(idsOf(friendIn.snapshot.participants)).toEqual([owner.user.userId, friend.user.userId].sort());
        expect((await rooms.ask(stranger)).present).toBe(3);
        expect((await elsewhere.ask(stranger)).present).toBe(3);
        // The friend's and the visitor's joins cross processes apart, in either order.
        const joined = [await nextOf(ownerIn, 'joined'), await nextOf(ownerIn, 'joined')].map((news) => news.userId);
        expect(joined).toContain(friend.user.userId);
        expect((await elsewhere.move(friend, { x: 4, y: 0, z: 4, yaw: 0 })).status).toBe(200);
        expect(await nextOf(ownerIn, 'moved')).toMatchObject({ userId: friend.user.userId, x: 4 });
        expect((await rooms.say(owner, 'Across')).status).toBe(200);
        expect(await nextOf(visitor, 'chat')).toMatchObject({ text: 'Across' });
        [ownerIn, friendIn, visitor].forEach((stream) => stream.close());
      } finally {
        other.process.kill('SIGTERM');
      }
    },
    60_000,
  );
});
