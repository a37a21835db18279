/**
 * `npm run seed -- --users 10000 --posts 100000 [--seed 42]`: fills the configured database
 * (DATA_DIR's SQLite file, or DATABASE_URL) with demo people, Pods, follows, likes and views.
 * Run again, it adds as many more (see server/db/seed-feed.ts).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase, refreshStatistics } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedFeed } from '../server/db/seed-feed.ts';
import { seedTemplates } from '../server/db/seed-templates.ts';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '200' }, posts: { type: 'string', default: '1000' }, seed: { type: 'string', default: '42' } },
});
const config = loadConfig();
const db = openDatabase(config);
await migrateToLatest(db.kysely);
await seedTemplates(db);
const started = performance.now();
const counts = await seedFeed(db, { users: Number(values.users), posts: Number(values.posts), seed: Number(values.seed) });
await refreshStatistics(db);
const { users, posts, follows, likes, views, peopleBefore } = counts;
console.log(
  `Seeded ${db.dialect} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${users} people, ${posts} Pods, ${follows} follows, ${likes} likes, ${views} views.`,
);
if (peopleBefore > 0) console.log(`${peopleBefore} seeded people were already there; these are new.`);
await db.kysely.destroy();
