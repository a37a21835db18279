/**
 * PostgreSQL NOTIFY and LISTEN in this connection's schema: `notifyPostgres` sends a payload on a
 * channel (`schemaChannel` names it, for a statement of the caller's own), `listenPostgres` listens
 * on the same name with a connection of its own and relays each payload to `onPayload`,
 * reconnecting a second after a lost connection. The cross-process half of the live notification
 * pokes, of live events and of session ends.
 */
import pg from 'pg';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database.ts';

/**
 * A channel's name in the schema of the connection it is used on. A NOTIFY reaches every listener
 * of the database, whatever their schema, while each schema numbers its events from 1: named by
 * the schema's oid too, the rooms of two deployments (or test suites) in one database never hear
 * each other.
 */
export function schemaChannel(base: string): RawBuilder<string> {
  return sql<string>`concat(${base}::text, '.', to_regnamespace(current_schema())::oid)`;
}

/** Sends `payload` to every process listening on this channel of the schema. */
export async function notifyPostgres(db: Db, base: string, payload: string) {
  await sql`select pg_notify(${schemaChannel(base)}, ${payload})`.execute(db.kysely);
}

/** The name `schemaChannel` gives in this database handle's schema. */
export async function channelName(db: Db, base: string) {
  const { rows } = await sql<{ channel: string }>`select ${schemaChannel(base)} as channel`.execute(db.kysely);
  return rows[0]!.channel;
}

export function listenPostgres(db: Db, base: string, onPayload: (payload: string) => void, log: (message: string, error?: unknown) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  const channel = channelName(db, base);
  const connect = async () => {
    const name = await channel;
    const next = new pg.Client({ connectionString: db.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === name && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      log(`Listener on ${base} lost its connection`, error);
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch((e: unknown) => log(`Listener on ${base} could not reconnect`, e)), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(name)}`);
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
