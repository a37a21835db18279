/**
 * Child process for the migration crash test: migrates the SQLite database in the given folder
 * and is killed (SIGKILL, no clean-up) right after its Nth statement, or, given 0, migrates fully
 * and prints how many statements that took.
 */
import type { KyselyPlugin } from 'kysely';
import { openDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';

const [dataDir, stopAfterText] = process.argv.slice(2);
const stopAfter = Number(stopAfterText);
let statements = 0;
const killAfterNthStatement: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => {
    statements += 1;
    if (statements === stopAfter) process.kill(process.pid, 'SIGKILL');
    return result;
  },
};

const db = openDatabase({ dataDir: dataDir! });
await migrateToLatest(db.kysely.withPlugin(killAfterNthStatement));
await db.kysely.destroy();
process.stdout.write(`${statements}\n`);
