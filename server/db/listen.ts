/**
 * PostgreSQL LISTEN on one channel with a connection of its own, relaying each payload to
 * `onPayload`; reconnects a second after a lost connection. The cross-process half of the live
 * notification pokes and of live events.
 */
import pg from 'pg';

export function listenPostgres(databaseUrl: string, channel: string, onPayload: (payload: string) => void, log: (message: string, error?: unknown) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      log(`Listener on ${channel} lost its connection`, error);
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch((e: unknown) => log(`Listener on ${channel} could not reconnect`, e)), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
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
