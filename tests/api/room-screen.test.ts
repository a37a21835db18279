/**
 * A room's main screen (issue 48 item 4): the host of a Pod's room or a live event puts one of the
 * Pod's saved pictures, videos or web pages on it for everyone (`screen` news, and the snapshot of
 * whoever comes in later) or clears it; anyone else, and anything that is not such an item of the
 * Pod, is refused and nothing is kept. A Pod room's choice goes when its last person leaves.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { nextOf, startLiveSuite, type LiveSuite } from './support/live-room.ts';
import { podRooms } from './support/pod-room.ts';

const placed = { slotId: '', position: { x: 0, y: 1.5, z: -3 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1.6, y: 1, z: 1 } };
const picture = { itemId: 'frame-1', kind: 'image', url: '/media/uploads/lake.webp' };
const film = { itemId: 'frame-2', kind: 'video', url: 'https://video.example.test/film.mp4' };
const page = { itemId: 'page-1', kind: 'embed', url: 'https://example.test/slides' };
const assets = {
  frames: [
    { frameId: picture.itemId, frameType: 'image', frameUrl: picture.url, ...placed },
    { frameId: film.itemId, frameType: 'video', frameUrl: film.url, ...placed },
  ],
  iframes: [{ iframeId: page.itemId, iframeUrl: page.url, ...placed }],
  Assets3d: [{ assetId: 'model-1', assetUrl: '/media/uploads/chair.glb', animated: false, ...placed }],
  ambientSound: null,
  textures: [],
  textAssets: [{ textId: 'text-1', text: 'Hello', color: '#ffffff', ...placed }],
};

describe.each(dialects)('the main screen on %s', (dialect) => {
  let suite: LiveSuite;
  let owner: SignedIn;
  let friend: SignedIn;
  let rooms: ReturnType<typeof podRooms>;

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['screen.owner@example.test', 'Otto'],
      ['screen.friend@example.test', 'Frida'],
    ]);
    [owner, friend] = suite.people as [SignedIn, SignedIn];
    rooms = podRooms(suite);
    await suite.h.db.kysely
      .updateTable('posts')
      .set({ postAssets: JSON.stringify(assets) })
      .where('postId', '=', suite.postId)
      .execute();
  });
  afterAll(() => suite.close());

  const show = (who: SignedIn, itemId: string | null) => rooms.call('PUT', `/screen/${who.user.userId}`, who, { itemId });
  const stored = () => suite.h.db.kysely.selectFrom('roomScreens').selectAll().execute();
  const message = async (response: Response) => ((await response.json()) as { message: string }).message;

  it('lets the owner put a picture, a video or a web page on the main screen for everyone, late comers too, and clear it', async () => {
    const ownerIn = await rooms.enter(owner);
    expect(ownerIn.snapshot.screen).toBeNull();
    const friendIn = await rooms.enter(friend);

    const shown = await show(owner, picture.itemId);
    expect(shown.status, await shown.clone().text()).toBe(200);
    expect(await shown.json()).toEqual({ screen: picture });
    expect(await nextOf(friendIn, 'screen')).toEqual({ screen: picture });
    expect(await nextOf(ownerIn, 'screen')).toEqual({ screen: picture });

    // Someone coming in now sees it at once.
    const visitor = await rooms.visit();
    expect(visitor.snapshot.screen).toEqual(picture);
    visitor.close();

    for (const item of [film, page]) {
      expect((await show(owner, item.itemId)).status).toBe(200);
      expect(await nextOf(friendIn, 'screen')).toEqual({ screen: item });
    }

    const cleared = await show(owner, null);
    expect(await cleared.json()).toEqual({ screen: null });
    expect(await nextOf(friendIn, 'screen')).toEqual({ screen: null });
    expect(await stored()).toEqual([]);
    const later = await rooms.enter(friend);
    expect(later.snapshot.screen).toBeNull();
    later.close();
    friendIn.close();
    ownerIn.close();
  });

  it('refuses a guest, a signed-out visitor and anything that is not a picture, video or web page of the Pod, keeping nothing', async () => {
    const ownerIn = await rooms.enter(owner);
    const friendIn = await rooms.enter(friend);

    const guest = await show(friend, picture.itemId);
    expect(guest.status).toBe(403);
    expect(await message(guest)).toBe('Only the host can choose what the main screen shows.');
    const visitor = await fetch(rooms.url(`/screen/${friend.user.userId}`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ itemId: picture.itemId }),
    });
    expect(visitor.status).toBe(401);

    for (const itemId of ['no-such-item', 'model-1', 'text-1']) {
      const refused = await show(owner, itemId);
      expect(refused.status, itemId).toBe(400);
      expect(await message(refused)).toBe('That is not a picture, video or web page saved in this Pod.');
    }
    const malformed = await rooms.call('PUT', `/screen/${owner.user.userId}`, owner, { itemId: 7 });
    expect(malformed.status).toBe(400);
    // Another person's id in the path is refused too (the caller acts only as themselves).
    expect((await rooms.call('PUT', `/screen/${friend.user.userId}`, owner, { itemId: picture.itemId })).status).toBe(403);

    expect(await stored()).toEqual([]);
    const late = await rooms.enter(friend);
    expect(late.snapshot.screen).toBeNull();
    late.close();
    friendIn.close();
    ownerIn.close();
  });

  it("forgets a Pod room's main screen when its last person leaves", async () => {
    const ownerIn = await rooms.enter(owner);
    expect((await show(owner, page.itemId)).status).toBe(200);
    expect(await stored()).toHaveLength(1);
    ownerIn.close();
    await vi.waitFor(async () => expect(await stored()).toEqual([]), { timeout: 5000 });
    const back = await rooms.enter(owner);
    expect(back.snapshot.screen).toBeNull();
    back.close();
  });

  it("lets a live event's host, not a guest, choose its main screen from the event's Pod", async () => {
    const eventId = await suite.newEvent([friend]);
    const hostIn = await suite.enter(owner, eventId);
    expect(hostIn.snapshot.screen).toBeNull();
    const put = (who: SignedIn, itemId: string | null) =>
      fetch(`${suite.base}/api/live-events/${eventId}/screen/${who.user.userId}`, {
        method: 'PUT',
        headers: { ...bearer(who.sessionToken), 'content-type': 'application/json' },
        body: JSON.stringify({ itemId }),
      });
    expect((await put(friend, film.itemId)).status).toBe(403);
    expect((await put(owner, film.itemId)).status).toBe(200);
    expect(await nextOf(hostIn, 'screen')).toEqual({ screen: film });
    const guestIn = await suite.enter(friend, eventId);
    expect(guestIn.snapshot.screen).toEqual(film);
    expect((await put(owner, null)).status).toBe(200);
    expect(await nextOf(guestIn, 'screen')).toEqual({ screen: null });
    guestIn.close();
    hostIn.close();
  });
});
