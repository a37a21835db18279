/**
 * 0025-pod-pictures adds `posts.post_display_image_set`: a database migrated up to 0024 keeps
 * every Pod's stock picture, with no picture set (null) until the Pod's own is sent.
 */
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrate.ts';
import { dialects } from './support/harness.ts';
import { freshDatabase } from './support/fresh-database.ts';

describe.each(dialects)('the Pod pictures migration on %s', (dialect) => {
  it("keeps each Pod's stock picture, with no picture set until its own is sent", async () => {
    const db = await freshDatabase(dialect, 'pictures');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 0025
    const old = db.kysely as unknown as Kysely<any>;
    try {
      await migrateUpTo(old, '0024-rooms');
      await old.insertInto('users').values({ userId: 'host', loginId: 'host', email: 'host@example.test', status: 'active', createdAt: 1 }).execute();
      await old
        .insertInto('podTemplates')
        .values({
          podId: 'studio-loft',
          name: 'Studio Loft',
          description: '',
          displayImage: '/media/templates/studio-loft.webp',
          tags: '[]',
          scene: '{}',
          createdAt: 1,
        })
        .execute();
      await old
        .insertInto('posts')
        .values({
          postId: 'p1',
          userId: 'host',
          postName: 'Den',
          postSubTag: 'cozy',
          postDisplayImage: '/media/templates/studio-loft.webp',
          podId: 'studio-loft',
          podName: 'Studio Loft',
          postAssets: '{}',
          createdAt: 1,
          updatedAt: 1,
        })
        .execute();

      await migrateToLatest(db.kysely);
      const picture = () => db.kysely.selectFrom('posts').select(['postDisplayImage', 'postDisplayImageSet']).execute();
      expect(await picture()).toEqual([{ postDisplayImage: '/media/templates/studio-loft.webp', postDisplayImageSet: null }]);
      const set = '/media/uploads/a.webp 240w, /media/uploads/b.webp 480w, /media/uploads/c.webp 960w';
      await db.kysely.updateTable('posts').set({ postDisplayImage: '/media/uploads/c.webp', postDisplayImageSet: set }).execute();
      expect(await picture()).toEqual([{ postDisplayImage: '/media/uploads/c.webp', postDisplayImageSet: set }]);
    } finally {
      await db.kysely.destroy();
    }
  });
});
