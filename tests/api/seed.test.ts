/**
 * `npm run seed` on a database it already seeded adds more people (fresh ids, names and emails)
 * instead of ending in a UNIQUE constraint stack trace.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';

const run = promisify(execFile);

describe.each(dialects)('seeding twice on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.close());

  it('adds more people and Pods the second time (and with another seed value), all of them distinct', async () => {
    const first = await seedFeed(h.db, { users: 6, posts: 10, seed: 3 });
    const second = await seedFeed(h.db, { users: 6, posts: 10, seed: 3 });
    expect(first).toMatchObject({ users: 6, posts: 10, peopleBefore: 0 });
    expect(second).toMatchObject({ users: 6, posts: 10, peopleBefore: 6 });
    // Another seed value numbers its own people from 0 (its ids have their own prefix), and still meets no name or email.
    expect(await seedFeed(h.db, { users: 6, posts: 10, seed: 4 })).toMatchObject({ users: 6, posts: 10, peopleBefore: 0 });
    const people = await h.db.kysely.selectFrom('users').select(['userId', 'userName', 'email']).execute();
    expect(people).toHaveLength(18);
    for (const field of ['userId', 'userName', 'email'] as const) expect(new Set(people.map((p) => p[field])).size).toBe(18);
    const pods = await h.db.kysely
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(pods.n)).toBe(30);
  });

  it("lists each person's Pods on their record, so their profile counts them (issue 19 defect 6)", async () => {
    await seedFeed(h.db, { users: 4, posts: 9, seed: 5 });
    const people = await h.db.kysely.selectFrom('users').select(['userId', 'pods']).where('userId', 'like', 'seed5-%').execute();
    for (const person of people) {
      const owned = await h.db.kysely.selectFrom('posts').select('podId').where('userId', '=', person.userId).execute();
      const listed = JSON.parse(person.pods) as { podId: string; podStatus: string }[];
      expect(listed.map((p) => p.podId).sort()).toEqual(owned.map((p) => p.podId).sort());
      expect(listed.every((p) => p.podStatus === 'active')).toBe(true);
      expect(owned.length).toBeGreaterThan(0);
    }
  });
});

describe('npm run seed, twice on one SQLite DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pods-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const seed = () =>
    run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--users', '4', '--posts', '6'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('says what it added each time, and the second run adds to the first', async () => {
    const first = await seed();
    expect(first.stdout).toMatch(/^Seeded sqlite in [\d.]+ s: 4 people, 6 Pods/m);
    const second = await seed();
    expect(second.stderr).not.toMatch(/UNIQUE|Error/);
    expect(second.stdout).toMatch(/^Seeded sqlite in [\d.]+ s: 4 people, 6 Pods/m);
    expect(second.stdout).toContain('4 seeded people were already there; these are new.');
  }, 60_000);
});
