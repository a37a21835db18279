/**
 * 0026-room-screens adds `room_screens`: a database migrated up to 0025 gains it empty (no room
 * shows anything on its main screen), and it holds one choice per room.
 */
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrate.ts';
import { dialects } from './support/harness.ts';
import { freshDatabase } from './support/fresh-database.ts';

describe.each(dialects)('the room screens migration on %s', (dialect) => {
  it('adds an empty table of one main screen per room', async () => {
    const db = await freshDatabase(dialect, 'screens');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 0026
    const old = db.kysely as unknown as Kysely<any>;
    try {
      await migrateUpTo(old, '0025-pod-pictures');
      await migrateToLatest(db.kysely);
      const screens = () => db.kysely.selectFrom('roomScreens').selectAll().execute();
      expect(await screens()).toEqual([]);
      await db.kysely.insertInto('roomScreens').values({ room: 'pod:p1', itemId: 'frame-1', updatedAt: 1 }).execute();
      await expect(db.kysely.insertInto('roomScreens').values({ room: 'pod:p1', itemId: 'frame-2', updatedAt: 2 }).execute()).rejects.toThrow();
      expect(await screens()).toEqual([{ room: 'pod:p1', itemId: 'frame-1', updatedAt: 1 }]);
    } finally {
      await db.kysely.destroy();
    }
  });
});
