/**
 * "Something new for user X": the wake-up signal of the live streams. A poke carries only the
 * recipient; a stream answers it by reading that person's notifications after the last one it
 * delivered, so a poke for a transaction that rolled back finds nothing and a lost poke is made up
 * by the next one or by a reconnect (Last-Event-ID).
 *
 * SQLite (one process): pokes go through an in-process emitter, after the writing statement (the
 * stream's read waits for the connection, so it sees the committed rows). PostgreSQL (several
 * processes): pokes are `pg_notify` inside the writing transaction, delivered to every listening
 * process at commit, and each process relays them to its own streams.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export const POKE_CHANNEL = 'pods_notifications';
const local = new EventEmitter();
local.setMaxListeners(0);

/** Sends pokes for these recipients as part of the caller's statement or transaction. */
export async function poke(db: Kysely<never>, userIds: string[]) {
  const unique = [...new Set(userIds)];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const userId of unique) await sql`select pg_notify(${POKE_CHANNEL}, ${userId})`.execute(db);
    return;
  }
  setImmediate(() => unique.forEach((userId) => local.emit(userId)));
}

/** Calls `onPoke` for each poke to this user (in this process); returns the unsubscribe. */
export function onPoke(userId: string, onPoke: () => void) {
  local.on(userId, onPoke);
  return () => void local.off(userId, onPoke);
}

/**
 * PostgreSQL: listens on the channel with its own connection and relays pokes to this process's
 * streams. Reconnects after a lost connection. Returns a stop function.
 */
export function relayPostgresPokes(databaseUrl: string, log: (message: string, error?: unknown) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === POKE_CHANNEL && message.payload) local.emit(message.payload);
    });
    next.on('error', (error) => {
      log('Notification listener lost its connection', error);
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch((e: unknown) => log('Notification listener could not reconnect', e)), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${POKE_CHANNEL}`);
    client = next;
  };
  const ready = connect();
  return {
    ready,
    async stop() {
      stopped = true;
      await client?.end().catch(() => {});
    },
  };
}
