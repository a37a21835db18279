/**
 * Issue 17 item 4: a process killed during start-up migrations must leave a SQLite database that
 * the next start migrates to the same schema. A child process migrates a fresh file and is killed
 * after a random statement (fixed seed); then a normal migration must complete.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

const runs = 30;
const folders: string[] = [];

function freshFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'pods-migrate-crash-'));
  folders.push(folder);
  return folder;
}

async function migrateInChild(dataDir: string, stopAfter: number) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'tests/api/support/migrate-until-killed.ts',
      dataDir,
      String(stopAfter),
    ]);
    return { statements: Number(stdout.trim()), signal: null };
  } catch (error) {
    return { statements: NaN, signal: (error as { signal?: string }).signal ?? String(error) };
  }
}

/** Migrates in this process, as a start-up would, and returns the schema it ended with. */
async function startAndDescribe(dataDir: string) {
  const db = openDatabase({ dataDir });
  try {
    await migrateToLatest(db.kysely);
    const { rows } = await sql<{
      type: string;
      name: string;
      sql: string | null;
    }>`select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(db.kysely);
    const { rows: applied } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely);
    return { schema: rows, applied: applied.map((row) => row.name) };
  } finally {
    await db.kysely.destroy();
  }
}

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('SQLite migrations killed part-way', () => {
  it(`leave a database that migrates and starts (${runs} kills at random statements, seed 17)`, { timeout: 180_000 }, async () => {
    const complete = await migrateInChild(freshFolder(), 0);
    expect(complete.statements).toBeGreaterThan(10);
    const expected = await startAndDescribe(freshFolder());
    const random = seeded(17);
    const failures: string[] = [];
    for (let run = 0; run < runs; run++) {
      const dataDir = freshFolder();
      const stopAfter = 1 + Math.floor(random() * complete.statements);
      const killed = await migrateInChild(dataDir, stopAfter);
      expect(killed.signal, `run ${run}: killed after statement ${stopAfter}`).toBe('SIGKILL');
      try {
        expect(await startAndDescribe(dataDir)).toEqual(expected);
      } catch (error) {
        failures.push(`killed after statement ${stopAfter} of ${complete.statements}: ${String(error).split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
