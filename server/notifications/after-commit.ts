/**
 * A write and the notifications it causes commit together; the Web Push for them goes out only
 * after the commit (never for a rollback) and in the background, so the response does not wait
 * for a push service and a push failure can not fail the write.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { addNotifications, type NewNotification } from './store.ts';
import { pushAfterCommit } from './push.ts';

export type Notify = (rows: NewNotification[]) => Promise<void>;

/** Runs work in one transaction; notify() writes notification rows in it and pushes them once it commits. */
export async function notifyingTransaction<T>(db: Db, work: (trx: Transaction<Database>, notify: Notify) => Promise<T>): Promise<T> {
  const written: NewNotification[] = [];
  const result = await db.kysely.transaction().execute((trx) =>
    work(trx, async (rows) => {
      await addNotifications(trx, rows);
      written.push(...rows);
    }),
  );
  pushAfterCommit(db, written);
  return result;
}
