import { sql } from 'kysely';
import { openDatabase, type Db } from '../../server/db/database.ts';

/**
 * Test setup only: the e2e server's database through the server's own Kysely: its SQLite file,
 * or, in a run through the balancer (e2e/support/balanced.ts), the run's PostgreSQL schema.
 */
export async function withE2eDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const db = openDatabase({ dataDir, databaseUrl: process.env.E2E_DATABASE_URL || undefined });
  try {
    return await use(db);
  } finally {
    await db.kysely.destroy();
  }
}

/** Marks a user complete, standing in for the onboarding steps (pod choice) that complete a profile. */
export function markUserComplete(userId: string) {
  return withE2eDatabase(({ kysely }) => kysely.updateTable('users').set({ status: 'complete' }).where('userId', '=', userId).execute());
}

/** Moves an event's start back in time, standing in for an hour passing on the server. */
export function shiftEventStart(eventId: number, seconds: number) {
  return withE2eDatabase(async ({ kysely }) => {
    const { eventStatus } = await kysely.selectFrom('events').select('eventStatus').where('eventId', '=', eventId).executeTakeFirstOrThrow();
    const started = /^started-(\d+)$/.exec(eventStatus);
    await kysely
      .updateTable('events')
      .set({
        startTimestamp: sql`start_timestamp - ${seconds}`,
        endTimestamp: sql`end_timestamp - ${seconds}`,
        eventStatus: started ? `started-${Number(started[1]) - seconds}` : eventStatus,
      })
      .where('eventId', '=', eventId)
      .execute();
  });
}
