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
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import { listenPostgres, schemaChannel } from '../db/listen.ts';

export const POKE_CHANNEL = 'pods_notifications';
const local = new EventEmitter();
local.setMaxListeners(0);

/** A NOTIFY payload holds at most 8,000 bytes: recipients' ids travel comma-separated in batches under it. */
const PAYLOAD_BYTES = 7_000;

/** The ids joined with commas (ids never contain one), in as few payloads as fit. */
export function pokePayloads(userIds: string[]) {
  const payloads: string[] = [];
  let current = '';
  for (const userId of userIds) {
    if (current && current.length + 1 + userId.length > PAYLOAD_BYTES) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${userId}` : userId;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** Sends pokes for these recipients as part of the caller's statement or transaction. */
export async function poke(db: Kysely<never>, userIds: string[]) {
  const unique = [...new Set(userIds)];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // One statement whatever the count (a notification to 5,000 people was 5,000 round trips, 2 s
    // before the last stream heard of it), and a notification a batch rather than one a person.
    if (unique.length) await sql`select pg_notify(${schemaChannel(POKE_CHANNEL)}, payload) from unnest(${pokePayloads(unique)}::text[]) as payload`.execute(db);
    return;
  }
  setImmediate(() => unique.forEach((userId) => local.emit(userId)));
}

/** Calls `onPoke` for each poke to this user (in this process); returns the unsubscribe. */
export function onPoke(userId: string, onPoke: () => void) {
  local.on(userId, onPoke);
  return () => void local.off(userId, onPoke);
}

/** PostgreSQL: relays every process's pokes to this process's streams. Returns ready and stop. */
export function relayPostgresPokes(db: Db, log: (message: string, error?: unknown) => void) {
  return listenPostgres(db, POKE_CHANNEL, (payload) => payload.split(',').forEach((userId) => local.emit(userId)), log);
}
