/**
 * "Here now" everywhere a Pod appears (issue 46 item 5): the Pod's headcount and the faces of
 * people the viewer follows on the feed, the rows, a profile's Pods and the Pod page; never across
 * a block, never a visitor's identity, never a private Pod's room to others; the 'Live now' row;
 * live changes on the viewer's notification stream for the Pods their page shows; the owner's
 * 'Dropped In' notification at most once an hour; and all of it across two server processes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { nextOf, startLiveSuite, type LiveSuite } from './support/live-room.ts';
import { podRooms } from './support/pod-room.ts';
import type { EventStream } from './support/event-stream.ts';
import { sharePreviewTags } from '../../server/web/share-preview.ts';

type Here = { count: number; faces: { userId: string; userDisplayName: string | null; userDPUrl: string | null }[] };
type Card = { postId: string; hereNow?: Here | null };

describe.each(dialects)('here now on %s', (dialect) => {
  let suite: LiveSuite;
  let owner: SignedIn;
  let fan: SignedIn;
  let friend: SignedIn;
  let stranger: SignedIn;
  let blocker: SignedIn;
  let rooms: ReturnType<typeof podRooms>;

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, who: SignedIn | null, body?: object, base = suite.base) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { ...(who ? bearer(who.sessionToken) : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const json = async <T>(answer: Response | Promise<Response>) => {
    const response = await answer;
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const id = (who: SignedIn | null) => who?.user.userId ?? 'guest';
  const cardsOf = (page: { documents: { value: Card }[] }) => page.documents.map((d) => d.value);
  const mine = (cards: Card[]) => cards.find((c) => c.postId === suite.postId);
  const timeline = async (who: SignedIn | null, base?: string) =>
    mine(cardsOf(await json(await call('GET', `/posts/timeline/${id(who)}`, who, undefined, base))));
  const faces = (here: Here | null | undefined) => (here?.faces ?? []).map((f) => f.userDisplayName);
  const follow = (a: SignedIn, b: SignedIn) => json(call('POST', `/users/send-follow-request/${a.user.userId}`, a, { followingUserId: b.user.userId }));

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['here.owner@example.test', 'Olga'],
      ['here.fan@example.test', 'Fay'],
      ['here.friend@example.test', 'Femi'],
      ['here.stranger@example.test', 'Sol'],
      ['here.blocker@example.test', 'Bea'],
    ]);
    [owner, fan, friend, stranger, blocker] = suite.people as [SignedIn, SignedIn, SignedIn, SignedIn, SignedIn];
    rooms = podRooms(suite);
    // Fay follows Femi; Olga follows Femi; Bea blocked Femi.
    await follow(fan, friend);
    await follow(owner, friend);
    await json(call('POST', `/users/block-user/${blocker.user.userId}`, blocker, { blockedUserId: friend.user.userId }));
  });
  afterAll(() => suite.close());

  /** Opens a notification stream and answers it with its key. */
  async function notificationStream(who: SignedIn, base = suite.base) {
    const { ticket } = await json<{ ticket: string }>(await call('POST', `/notifications/stream-ticket/${who.user.userId}`, who, undefined, base));
    const stream = await suite.openStream(`${base}/api/sse-events/${who.user.userId}?ticket=${ticket}`);
    const connected = await nextOf(stream, 'connected');
    expect(connected.streamKey).toEqual(expect.any(String));
    return Object.assign(stream, { streamKey: connected.streamKey as string });
  }
  const nextHere = async (stream: EventStream) => (await nextOf(stream, 'here')).pods as ({ postId: string } & Here)[];

  it('shows nothing while the room is empty, then how many are there, with faces only of people the viewer follows', async () => {
    expect((await timeline(fan))?.hereNow ?? null).toBeNull();
    const friendIn = await rooms.enter(friend);
    const visitor = await rooms.visit();

    const fans = await timeline(fan);
    expect(fans?.hereNow).toMatchObject({ count: 2 });
    expect(faces(fans?.hereNow)).toEqual(['Femi']);
    expect((await timeline(stranger))?.hereNow).toEqual({ count: 2, faces: [] });
    expect((await timeline(null))?.hereNow).toEqual({ count: 2, faces: [] });
    // Bea blocked Femi: he neither counts nor shows for her.
    expect((await timeline(blocker))?.hereNow).toEqual({ count: 1, faces: [] });

    // The rows (top lists), the profile's Pods and the Pod page say the same.
    const topViewed = mine(cardsOf(await json(await call('GET', `/posts/top-viewed-posts/${fan.user.userId}`, fan))));
    expect(faces(topViewed?.hereNow)).toEqual(['Femi']);
    const profile = await json<{ userPosts: { documents: { value: Card }[] } }>(
      await call('GET', `/users/profile-data/${fan.user.userId}/${owner.user.userId}`, fan),
    );
    expect(mine(cardsOf(profile.userPosts))?.hereNow).toMatchObject({ count: 2 });
    const userPosts = await json<{ documents: { value: Card }[] }>(await call('GET', `/posts/user-posts/${owner.user.userId}`, fan));
    expect(mine(cardsOf(userPosts))?.hereNow?.count).toBe(2);
    expect((await json<Card>(await call('GET', `/posts/live/${suite.postId}`, fan))).hereNow?.count).toBe(2);
    expect((await json<Card>(await call('GET', `/posts/live/${suite.postId}`, blocker))).hereNow?.count).toBe(1);
    // A shared link's preview says how many, never who.
    const preview = await sharePreviewTags(suite.h.db, 'http://localhost:8080', suite.postId);
    expect(preview).toContain('<meta property="og:description" content="2 people here now. ');
    expect(preview).not.toContain('Femi');

    // The 'Live now' row lists the Pod, for guests too.
    const live = cardsOf(await json(await call('GET', `/posts/live-now/guest`, null)));
    expect(live.map((c) => [c.postId, c.hereNow?.count])).toEqual([[suite.postId, 2]]);

    friendIn.close();
    visitor.close();
    await vi.waitFor(async () => expect((await timeline(fan))?.hereNow ?? null).toBeNull());
    expect(cardsOf(await json(await call('GET', `/posts/live-now/${stranger.user.userId}`, stranger)))).toEqual([]);
  });

  it("keeps a private Pod's room to its owner", async () => {
    await suite.h.db.kysely.updateTable('posts').set({ postType: 'private' }).where('postId', '=', suite.postId).execute();
    const strangers = await notificationStream(stranger);
    try {
      const friendIn = await rooms.enter(owner);
      expect((await call('GET', `/posts/live/${suite.postId}`, stranger)).status).toBe(404);
      expect(cardsOf(await json(await call('GET', `/posts/live-now/${stranger.user.userId}`, stranger)))).toEqual([]);
      const own = await json<{ userPosts: { documents: { value: Card }[] } }>(
        await call('GET', `/users/profile-data/${owner.user.userId}/${owner.user.userId}`, owner),
      );
      expect(mine(cardsOf(own.userPosts))?.hereNow?.count).toBe(1);
      // Asking to hear of it anyway: told only that nobody is there.
      await json(await call('PUT', `/here-now/${stranger.user.userId}`, stranger, { streamKey: strangers.streamKey, postIds: [suite.postId] }));
      expect(await nextHere(strangers)).toEqual([{ postId: suite.postId, count: 0, faces: [] }]);
      friendIn.close();
    } finally {
      await suite.h.db.kysely.updateTable('posts').set({ postType: 'public' }).where('postId', '=', suite.postId).execute();
      strangers.close();
    }
  });

  it("tells a viewer's notification stream who comes and goes in the Pods their page shows, and no one else's", async () => {
    const fans = await notificationStream(fan);
    const strangers = await notificationStream(stranger);
    // Someone else's stream key does nothing for them (it is not theirs).
    await json(await call('PUT', `/here-now/${stranger.user.userId}`, stranger, { streamKey: fans.streamKey, postIds: [suite.postId] }));
    await json(await call('PUT', `/here-now/${fan.user.userId}`, fan, { streamKey: fans.streamKey, postIds: [suite.postId] }));
    expect((await call('PUT', `/here-now/${fan.user.userId}`, stranger, { streamKey: fans.streamKey, postIds: [] })).status).toBe(403);
    // Watched now: told once as it is.
    expect(await nextHere(fans)).toEqual([{ postId: suite.postId, count: 0, faces: [] }]);

    const friendIn = await rooms.enter(friend);
    const [news] = await nextHere(fans);
    expect(news).toMatchObject({ postId: suite.postId, count: 1, faces: [{ userId: friend.user.userId, userDisplayName: 'Femi' }] });
    friendIn.close();
    expect(await nextHere(fans)).toEqual([{ postId: suite.postId, count: 0, faces: [] }]);
    // The stranger's stream heard nothing of it.
    await expect(nextOf(strangers, 'here')).rejects.toThrow();
    fans.close();
    strangers.close();
  }, 20_000);

  it('tells the owner when someone they follow drops in, at most once an hour, and never for strangers or themselves', async () => {
    // Femi's visits in the tests above were told already: start the hour afresh.
    await suite.h.db.kysely.deleteFrom('notifications').where('type', '=', 'Dropped In').execute();
    const ownerStream = await notificationStream(owner);
    const ownIn = await rooms.enter(owner);
    const strangerIn = await rooms.enter(stranger);
    const friendIn = await rooms.enter(friend);
    const note = await nextOf(ownerStream, 'notification');
    expect(note).toMatchObject({
      type: 'Dropped In',
      kind: 'pod',
      notificationType: 'Dropped In',
      notificationText: 'Femi dropped into your Pod',
      entityId: suite.postId,
    });
    friendIn.close();
    await vi.waitFor(async () => expect((await timeline(owner))?.hereNow?.count).toBe(2));
    const again = await rooms.enter(friend);
    const list = await json<{ notifications: { type: string; actorId: string }[] }>(await call('GET', `/users/notifications/${owner.user.userId}`, owner));
    expect(list.notifications.filter((n) => n.type === 'Dropped In').map((n) => n.actorId)).toEqual([friend.user.userId]);

    // An hour later, the next one is told again.
    await suite.h.db.kysely
      .updateTable('notifications')
      .set((eb) => ({ createdAt: eb('createdAt', '-', 3601) }))
      .where('type', '=', 'Dropped In')
      .execute();
    again.close();
    await vi.waitFor(async () => expect((await timeline(owner))?.hereNow?.count).toBe(2));
    const third = await rooms.enter(friend);
    expect(await nextOf(ownerStream, 'notification')).toMatchObject({ type: 'Dropped In', actorId: friend.user.userId });
    [ownIn, strangerIn, third, ownerStream].forEach((stream) => stream.close());
  }, 20_000);

  it.runIf(dialect === 'postgres')(
    'counts people whose room streams another process holds, and tells a stream on this one',
    async () => {
      const other = await suite.otherProcess();
      try {
        await vi.waitFor(async () => expect((await timeline(fan))?.hereNow ?? null).toBeNull());
        const fans = await notificationStream(fan);
        // The watch lands on the other process; the stream is held by this one.
        await json(await call('PUT', `/here-now/${fan.user.userId}`, fan, { streamKey: fans.streamKey, postIds: [suite.postId] }, other.origin));
        expect(await nextHere(fans)).toEqual([{ postId: suite.postId, count: 0, faces: [] }]);

        const elsewhere = podRooms({ ...suite, base: other.origin });
        const friendIn = await elsewhere.enter(friend);
        expect((await nextHere(fans))[0]).toMatchObject({ count: 1, faces: [{ userDisplayName: 'Femi' }] });
        await vi.waitFor(async () => expect((await timeline(fan))?.hereNow?.count).toBe(1));
        expect((await timeline(fan, other.origin))?.hereNow?.count).toBe(1);
        const strangerIn = await rooms.enter(stranger);
        await vi.waitFor(async () => expect((await timeline(fan, other.origin))?.hereNow?.count).toBe(2));
        friendIn.close();
        strangerIn.close();
        await vi.waitFor(async () => expect((await timeline(fan, other.origin))?.hereNow ?? null).toBeNull());
        fans.close();
      } finally {
        other.process.kill('SIGTERM');
      }
    },
    60_000,
  );
});
