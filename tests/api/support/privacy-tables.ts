/** Writes a privacy property World straight into the tables of the app under test. */
import type { Harness } from './harness.ts';
import { firstPod } from './onboarding.ts';
import type { World } from './privacy-world.ts';
import { resetTrendingCache } from '../../../server/posts/feed.ts';
import { eventRoom, podRoom } from '../../../server/live/room-key.ts';

const ASSETS = JSON.stringify(firstPod().postAssets);

/** Replaces the graph: relations and Pods emptied, then written straight into the tables. */
export async function writeWorld(h: Harness, w: World) {
  await h.db.kysely.transaction().execute(async (k) => {
    for (const table of [
      'postLikes',
      'postViews',
      'postCategories',
      'roomMessages',
      'roomPresence',
      'eventGuests',
      'events',
      'notifications',
      'posts',
      'follows',
      'blocks',
    ] as const)
      await k.deleteFrom(table).execute();
    for (const profileType of ['public', 'private'] as const) {
      const people = w.ids.filter((id) => w.profile.get(id) === profileType);
      if (people.length) await k.updateTable('users').set({ profileType }).where('userId', 'in', people).execute();
    }
    if (w.pods.length) {
      await k
        .insertInto('posts')
        .values(
          w.pods.map((pod) => ({
            postId: pod.postId,
            userId: pod.userId,
            postType: pod.postType,
            postName: pod.postName,
            postDescription: '',
            postTags: JSON.stringify(pod.tags),
            postSubTag: 'Personal',
            postDisplayImage: '/media/templates/studio-loft.webp',
            podId: 'studio-loft',
            podName: 'Studio Loft',
            postLikes: pod.postLikes,
            postViews: pod.postViews,
            postAssets: ASSETS,
            contentFlags: 0,
            createdAt: pod.createdAt,
            updatedAt: pod.createdAt,
          })),
        )
        .execute();
      const categories = w.pods.flatMap((pod) =>
        pod.tags.map((category) => ({ category, postId: pod.postId, postType: pod.postType, createdAt: pod.createdAt })),
      );
      if (categories.length) await k.insertInto('postCategories').values(categories).execute();
    }
    if (w.follow.size) {
      await k
        .insertInto('follows')
        .values(
          [...w.follow].map(([key, status], i) => {
            const [followerId, followingId] = key.split('>') as [string, string];
            return { followerId, followingId, status, createdAt: 1000 + i };
          }),
        )
        .execute();
    }
    if (w.block.size) {
      await k
        .insertInto('blocks')
        .values(
          [...w.block].map((key, i) => {
            const [blockerId, blockedId] = key.split('>') as [string, string];
            return { blockerId, blockedId, createdAt: 1000 + i };
          }),
        )
        .execute();
    }
    if (w.dropIn) {
      const { postId, present, chat, setting } = w.dropIn;
      const now = Math.floor(Date.now() / 1000);
      await k.updateTable('posts').set({ dropIn: setting }).where('postId', '=', postId).execute();
      if (present.length)
        await k
          .insertInto('roomPresence')
          .values(present.map((userId) => ({ room: podRoom(postId), userId, seenAt: now })))
          .execute();
      for (const [i, userId] of chat.entries())
        await k
          .insertInto('roomMessages')
          .values({ room: podRoom(postId), userId, text: `said ${i}`, createdAt: now })
          .execute();
    }
    if (w.event) {
      const event = w.event;
      const now = Math.floor(Date.now() / 1000);
      const start = event.started ? now - 60 : now + 3600;
      event.eventId = (
        await k
          .insertInto('events')
          .values({
            hostId: event.hostId,
            postId: event.postId,
            eventName: 'Graph night',
            startTimestamp: start,
            endTimestamp: start + 3600,
            eventStatus: event.started ? `started-${start}` : 'pending',
            createdAt: now,
            updatedAt: now,
          })
          .returning('eventId')
          .executeTakeFirstOrThrow()
      ).eventId;
      if (event.guests.length)
        await k
          .insertInto('eventGuests')
          .values(event.guests.map((userId) => ({ eventId: event.eventId, userId })))
          .execute();
      if (event.present.length)
        await k
          .insertInto('roomPresence')
          .values(event.present.map((userId) => ({ room: eventRoom(event.eventId), userId, seenAt: now })))
          .execute();
      for (const [i, userId] of event.chat.entries())
        await k
          .insertInto('roomMessages')
          .values({ room: eventRoom(event.eventId), userId, text: `line ${i}`, createdAt: now })
          .execute();
    }
    for (const [i, note] of w.notes.entries()) {
      await k
        .insertInto('notifications')
        .values({ userId: note.recipient, actorId: note.actor, type: note.type, entityId: null, createdAt: 1000 + i, readAt: note.read ? 2000 : null })
        .execute();
    }
  });
  resetTrendingCache();
}
