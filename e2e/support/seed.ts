import { openDatabase, refreshStatistics } from '../../server/db/database.ts';
import { seedFeed, type SeedOptions } from '../../server/db/seed-feed.ts';

/** Test setup only: demo people and Pods written into the e2e server's SQLite file. */
export async function seedE2eFeed(options: SeedOptions) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const db = openDatabase({ dataDir });
  try {
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
  } finally {
    await db.kysely.destroy();
  }
}
