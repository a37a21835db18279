/**
 * "This session has ended" (a logout): the signal that closes the streams opened with it and
 * drops it from every process's session cache. It carries only the session's stored hash.
 * SQLite (one process): an in-process emitter. PostgreSQL (several processes): a NOTIFY on one
 * channel of the schema, relayed by each process to its own listeners (the relay delivers to this
 * process too, so nothing is emitted locally there), like the pokes and live rooms.
 */
import { EventEmitter } from 'node:events';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database.ts';
import { listenPostgres, notifyPostgres } from '../db/listen.ts';

export const SESSION_END_CHANNEL = 'pods_session_ends';
const ANY = 'any';
const local = new EventEmitter();
local.setMaxListeners(0);

/** Tells every process that the session stored under `sessionHash` has ended. */
export async function announceSessionEnd(db: Db, sessionHash: string) {
  if (db.kysely.getExecutor().adapter instanceof PostgresAdapter) {
    await notifyPostgres(db, SESSION_END_CHANNEL, sessionHash);
    return;
  }
  setImmediate(() => emit(sessionHash));
}

function emit(sessionHash: string) {
  local.emit(ANY, sessionHash);
  local.emit(`session:${sessionHash}`);
}

/** Calls `onEnd` once this session ends (in this process); returns the unsubscribe. */
export function onSessionEnd(sessionHash: string, onEnd: () => void) {
  local.once(`session:${sessionHash}`, onEnd);
  return () => void local.off(`session:${sessionHash}`, onEnd);
}

/** Calls `onEnd` with the hash of every session that ends. */
export function onAnySessionEnd(onEnd: (sessionHash: string) => void) {
  local.on(ANY, onEnd);
}

/** PostgreSQL: relays every process's session ends to this process. */
export function relayPostgresSessionEnds(db: Db, log: (message: string, error?: unknown) => void) {
  return listenPostgres(db, SESSION_END_CHANNEL, emit, log);
}
