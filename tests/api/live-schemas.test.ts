/**
 * PostgreSQL carries a NOTIFY to every listener of the database, whatever their schema: two
 * deployments (or two test suites) sharing one database in schemas of their own each number their
 * events from 1. A room's news must reach only the streams of its own schema's room, never the
 * room with the same id next door (a CI run saw a `left` from another suite arrive before a
 * stream's snapshot).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { tellRoom } from '../../server/live/bus.ts';
import { eventRoom } from '../../server/live/room-key.ts';
import type { SignedIn } from './support/dev-sign-in.ts';
import { nextOf, startLiveSuite, type LiveSuite } from './support/live-room.ts';

describe.runIf(process.env.DATABASE_URL)('live event rooms in two schemas of one PostgreSQL database', () => {
  let suite: LiveSuite;
  let guest: SignedIn;
  let nextDoor: Db;

  beforeAll(async () => {
    suite = await startLiveSuite('postgres', [
      ['schemas.host@example.test', 'Runa'],
      ['schemas.guest@example.test', 'Tove'],
    ]);
    guest = suite.people[1]!;
    // Another deployment's schema in the same database (dropped with the run's others, tests/global-setup.ts).
    const schema = `${inject('pgSchemaPrefix')}nextdoor`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.end();
    nextDoor = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'pods-nextdoor-')), databaseUrl: process.env.DATABASE_URL, searchPath: schema });
  });
  afterAll(async () => {
    await nextDoor.kysely.destroy();
    await suite.close();
  });

  it("keeps a room's news to its own schema: the room with the same id next door hears nothing of it", async () => {
    const eventId = await suite.newEvent([guest]);
    const stream = await suite.enter(guest, eventId);
    const elsewhere = { messageId: 1, userId: 'someone-next-door', userDisplayName: 'Next door', text: 'Said in the other schema', createdAt: 0 };
    await tellRoom(nextDoor, eventRoom(eventId), { type: 'chat', message: elsewhere });
    expect((await suite.call('POST', `${eventId}/chat/${guest.user.userId}`, guest, { text: 'Said in this room' })).status).toBe(200);
    expect((await nextOf(stream, 'chat')).text).toBe('Said in this room');
  });
});
