import { refreshStatistics } from '../../server/db/database.ts';
import { seedFeed, type SeedOptions } from '../../server/db/seed-feed.ts';
import { withE2eDatabase } from './database.ts';

/** Test setup only: demo people and Pods written into the e2e server's database. */
export function seedE2eFeed(options: SeedOptions) {
  return withE2eDatabase(async (db) => {
    // Once per data folder: a retried worker runs beforeAll again.
    const seeded = await db.kysely
      .selectFrom('users')
      .select('userId')
      .where('userId', '=', `seed${options.seed ?? 42}-u0`)
      .executeTakeFirst();
    if (seeded) return null;
    const counts = await seedFeed(db, options);
    await refreshStatistics(db);
    return counts;
  });
}
