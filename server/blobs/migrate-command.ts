/**
 * `npm run blobs:migrate [-- --delete]`: copies the uploads in DATA_DIR's folders into the
 * PostgreSQL blob store (DATABASE_URL), for a deployment moving to several app processes. Safe to
 * run again (what is there is not copied twice) and while the app runs (writes are idempotent).
 * Disk files are kept unless --delete is given; then each goes once its copy has been verified.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { moveDiskBlobs, type MoveCounts } from './move.ts';
import { postgresBlobStore } from './postgres.ts';

const { values } = parseArgs({ options: { delete: { type: 'boolean', default: false } } });
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('blobs:migrate copies uploads into PostgreSQL: set DATABASE_URL (and DATA_DIR to the folder they are in).');
  process.exit(2);
}
const db = openDatabase(config);
try {
  await migrateToLatest(db.kysely);
  console.log(`Copying uploads from ${config.dataDir} into PostgreSQL${values.delete ? ', deleting each verified file' : ''}.`);
  const byArea = await moveDiskBlobs({
    dataDir: config.dataDir,
    to: postgresBlobStore(db),
    deleteMoved: values.delete,
    report: (line) => console.log(`  ${line}`),
  });
  const line = (label: string, c: MoveCounts) =>
    `${label}: found ${c.found}, copied ${c.copied}, already there ${c.alreadyThere}, failed ${c.failed}` +
    (c.notUploads ? `, not uploads ${c.notUploads}` : '') +
    (values.delete ? `, deleted ${c.deleted}` : '');
  const total: MoveCounts = { found: 0, copied: 0, alreadyThere: 0, failed: 0, notUploads: 0, deleted: 0 };
  for (const [area, counts] of Object.entries(byArea)) {
    console.log(line(area, counts));
    for (const key of Object.keys(total) as (keyof MoveCounts)[]) total[key] += counts[key];
  }
  console.log(line('total', total));
  if (total.copied === 0 && total.failed === 0) console.log('Nothing to move.');
  process.exitCode = total.failed > 0 ? 1 : 0;
} finally {
  await db.kysely.destroy();
}
