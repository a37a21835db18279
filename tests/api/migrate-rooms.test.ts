/**
 * 0024-rooms moves live event rooms into the room tables every room shares (issue 46): a
 * database migrated up to 0023 with people in a started event's room, their chat and voice
 * states keeps all of it, now under the room `event:{eventId}`, and every Pod may be dropped in to.
 */
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrate.ts';
import { dialects } from './support/harness.ts';
import { freshDatabase } from './support/fresh-database.ts';

describe.each(dialects)('the rooms migration on %s', (dialect) => {
  it("carries an event's room (presence, chat, voice) into the shared room tables", async () => {
    const db = await freshDatabase(dialect, 'rooms');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 0024
    const old = db.kysely as unknown as Kysely<any>;
    try {
      await migrateUpTo(old, '0023-live-presence-stream');
      const user = (userId: string) => ({ userId, loginId: userId, email: `${userId}@example.test`, status: 'active', createdAt: 1 });
      await old
        .insertInto('users')
        .values([user('host'), user('guest')])
        .execute();
      await old
        .insertInto('podTemplates')
        .values({ podId: 'studio-loft', name: 'Studio Loft', description: '', displayImage: '', tags: '[]', scene: '{}', createdAt: 1 })
        .execute();
      await old
        .insertInto('posts')
        .values({
          postId: 'p1',
          userId: 'host',
          postName: 'Den',
          postSubTag: 'cozy',
          postDisplayImage: '',
          podId: 'studio-loft',
          podName: 'Studio Loft',
          postAssets: '{}',
          createdAt: 1,
          updatedAt: 1,
        })
        .execute();
      const { eventId } = await old
        .insertInto('events')
        .values({
          hostId: 'host',
          postId: 'p1',
          eventName: 'Party',
          startTimestamp: 1,
          endTimestamp: 3601,
          eventStatus: 'started-1',
          createdAt: 1,
          updatedAt: 1,
        })
        .returning('eventId')
        .executeTakeFirstOrThrow();
      await old.insertInto('livePresence').values({ eventId, userId: 'guest', x: 1, y: 0, z: 2, yaw: 0.5, seenAt: 100, streamId: 's1' }).execute();
      await old
        .insertInto('liveMessages')
        .values([
          { eventId, userId: 'host', text: 'Welcome', createdAt: 10 },
          { eventId, userId: 'guest', text: 'Hi!', createdAt: 11 },
        ])
        .execute();
      await old.insertInto('liveVoice').values({ eventId, userId: 'guest', inVoice: 0, muted: 1, hostMuted: 1, updatedAt: 12 }).execute();

      await migrateToLatest(db.kysely);
      const room = `event:${eventId}`;
      expect(await db.kysely.selectFrom('roomPresence').select(['room', 'userId', 'x', 'z', 'yaw', 'seenAt', 'streamId']).execute()).toEqual([
        { room, userId: 'guest', x: 1, z: 2, yaw: 0.5, seenAt: 100, streamId: 's1' },
      ]);
      expect(await db.kysely.selectFrom('roomMessages').select(['room', 'userId', 'text']).orderBy('messageId').execute()).toEqual([
        { room, userId: 'host', text: 'Welcome' },
        { room, userId: 'guest', text: 'Hi!' },
      ]);
      expect(await db.kysely.selectFrom('roomVoice').select(['room', 'userId', 'muted', 'hostMuted']).execute()).toEqual([
        { room, userId: 'guest', muted: 1, hostMuted: 1 },
      ]);
      expect(await db.kysely.selectFrom('posts').select('dropIn').execute()).toEqual([{ dropIn: 'everyone' }]);
    } finally {
      await db.kysely.destroy();
    }
  });
});
