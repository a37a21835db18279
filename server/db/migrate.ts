/** Versioned migrations, listed here (no folder scan) so bundling and tsx both see them. */
import { Migrator, PostgresAdapter, sql, type DatabaseIntrospector, type Kysely, type Migration, type MigrationResultSet, type TableMetadata } from 'kysely';
import * as init from './migrations/0001-init.ts';
import * as posts from './migrations/0002-posts.ts';
import * as feed from './migrations/0003-feed.ts';
import * as notifications from './migrations/0004-notifications.ts';
import * as events from './migrations/0005-events.ts';
import * as push from './migrations/0007-push.ts';
import * as streamTickets from './migrations/0008-stream-tickets.ts';
import * as social from './migrations/0006-social.ts';
import * as live from './migrations/0012-live.ts';
import * as helpOutbox from './migrations/0009-help-outbox.ts';
import * as messages from './migrations/0010-messages.ts';
import * as nonceExpiry from './migrations/0013-sign-in-nonce-expiry.ts';
import * as streamTicketPurpose from './migrations/0013-stream-ticket-purpose.ts';
import * as liveVoice from './migrations/0014-live-voice.ts';
import * as avatars from './migrations/0015-avatars.ts';
import * as feedAuthorPrivate from './migrations/0016-feed-author-private.ts';
import * as serverKeys from './migrations/0019-server-keys.ts';
import * as blobs from './migrations/0020-blobs.ts';
import * as rateLimitCounts from './migrations/0021-rate-limit-counts.ts';
import * as oneTimeCodes from './migrations/0022-one-time-codes.ts';
import * as livePresenceStream from './migrations/0023-live-presence-stream.ts';
import * as rooms from './migrations/0024-rooms.ts';
import * as podPictures from './migrations/0025-pod-pictures.ts';
import * as roomScreens from './migrations/0026-room-screens.ts';

const migrations: Record<string, Migration> = {
  '0001-init': init,
  '0002-posts': posts,
  '0003-feed': feed,
  '0004-notifications': notifications,
  '0005-events': events,
  '0006-social': social,
  '0007-push': push,
  '0008-stream-tickets': streamTickets,
  '0009-help-outbox': helpOutbox,
  '0010-messages': messages,
  '0012-live': live,
  '0013-sign-in-nonce-expiry': nonceExpiry,
  '0013-stream-ticket-purpose': streamTicketPurpose,
  '0014-live-voice': liveVoice,
  '0015-avatars': avatars,
  '0016-feed-author-private': feedAuthorPrivate,
  '0019-server-keys': serverKeys,
  '0020-blobs': blobs,
  '0021-rate-limit-counts': rateLimitCounts,
  '0022-one-time-codes': oneTimeCodes,
  '0023-live-presence-stream': livePresenceStream,
  '0024-rooms': rooms,
  '0025-pod-pictures': podPictures,
  '0026-room-screens': roomScreens,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>) {
  await migrateWith(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name` (a test of the next one's data migration starts there). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as migrateToLatest
export async function migrateUpTo(db: Kysely<any>, name: string) {
  await migrateWith(db, (migrator) => migrator.migrateTo(name));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as migrateToLatest
async function migrateWith(db: Kysely<any>, run: (migrator: Migrator) => Promise<MigrationResultSet>) {
  // PostgreSQL: Kysely looks for its own tables in every schema unless told which one, so a
  // database with another schema already migrated (parallel test suites) would skip creating them.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  // 0008 landed before 0007: a database that already ran 0008 still gets 0007 (they are independent).
  const migrator = new Migrator({
    db: migrationTableSchema ? seeingOnlySchema(db, migrationTableSchema) : db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/**
 * The database as the migrator sees it on PostgreSQL: the same, except that asking which tables
 * exist lists only `schema`'s. Kysely's own introspector lists every table of every schema and
 * looks each column's sequence up by name, so another schema's table dropped during that query
 * failed the migration (`relation "….t10" does not exist`: tests/api/migrate-schemas.test.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as migrateToLatest
function seeingOnlySchema(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => [{ name: schema }],
    getTables: async () => {
      const { rows } = await sql<{ name: string; isView: boolean }>`
        select table_name as name, table_type = 'VIEW' as "isView"
        from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map((row): TableMetadata => ({ ...row, schema, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read private fields, which exist on the instance itself, not on a proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
