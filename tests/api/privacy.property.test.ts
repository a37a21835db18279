/**
 * Privacy as a property: for many random small social graphs (profiles public or private, Pods
 * public or private, follows accepted or pending, blocks), no read path shows anyone something
 * they may not see. An oracle (pure functions of the generated graph) says who may see what; every
 * read route is asked as a generated person (about every person and every Pod) and, where the
 * route allows it, as the signed-out guest, and must answer exactly what the oracle says. Anything
 * shown across a block, or a Pod shown to someone who may not see it, is also reported as a LEAK.
 *
 * The rules (spec §4, §6; docs/decisions.md "Privacy of private profiles and blocks" and
 * "Hardening (issue 17): streams and blocks"):
 *  - a block, either way, hides both people from each other everywhere: in an event's guest list,
 *    its invitations (an event whose host is in a block relation with a guest is not theirs to
 *    see), a live room's participants and chat, a Pod's drop-in room's (issue 46), and
 *    notifications, read or not;
 *  - a Pod's drop-in room is for whoever may see the Pod, as its owner's setting allows;
 *  - a private Pod is its owner's alone;
 *  - a private profile's Pods and follower/following lists are for itself and its accepted followers.
 *
 * One app per dialect and a fixed pool of signed-in people with accounts; each graph is written
 * straight into the tables (half of them as the API would leave them, with no follow across a
 * block; the other half with such follows, so each read's own block check counts) and then read
 * through app.inject.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dialects, startHarness, type Harness, type TestDialect } from './support/harness.ts';
import { signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount } from './support/onboarding.ts';
import { graphArb, POOL, toWorld } from './support/privacy-world.ts';
import { writeWorld } from './support/privacy-tables.ts';
import { differences } from './support/privacy-reads.ts';

/** Graphs per dialect: PostgreSQL answers each request more slowly, so it checks fewer. */
const RUNS: Record<TestDialect, number> = { sqlite: Number(process.env.PRIVACY_RUNS ?? 1000), postgres: Number(process.env.PRIVACY_RUNS_PG ?? 100) };
/**
 * Each graph is read from one generated person's point of view (every read path, about every
 * person and every Pod) and the guest's: about 50 requests a graph. PRIVACY_ALL_VIEWERS=1 reads it
 * from everyone's (about 5 times as many requests a graph).
 */
const ALL_VIEWERS = process.env.PRIVACY_ALL_VIEWERS === '1';

describe.each(dialects)('privacy of private profiles, private Pods and blocks, as a property, on %s', (dialect) => {
  let h: Harness;
  let pool: SignedIn[];
  const ids = () => pool.map((p) => p.user.userId);

  beforeAll(async () => {
    h = await startHarness(dialect);
    pool = [];
    for (let i = 0; i < POOL; i++) {
      const who = await signInWithDev(h.app, `privacy${i}@example.test`);
      const created = await createAccount(h.app, who, { userName: `privacy.${i}`, userDisplayName: `Person ${i}` });
      expect(created.statusCode, created.body).toBe(200);
      pool.push(who);
    }
  });
  afterAll(() => h.close());

  it(`shows no one what they may not see, over ${RUNS[dialect]} random graphs`, async () => {
    let graphs = 0;
    let writing = 0;
    let requests = 0;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(graphArb, async (graph) => {
        const world = toWorld(graph, ids());
        const t0 = performance.now();
        await writeWorld(h, world);
        writing += performance.now() - t0;
        graphs++;
        const viewers = ALL_VIEWERS ? pool.slice(0, graph.n) : [pool[graph.viewer]!];
        const { problems, requests: made } = await differences(h, world, [...viewers, null]);
        requests += made;
        if (problems.length) throw new Error(`${problems.length} differences:\n${problems.slice(0, 20).join('\n')}`);
      }),
      { numRuns: RUNS[dialect], ...(process.env.PRIVACY_SEED ? { seed: Number(process.env.PRIVACY_SEED) } : {}) },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `privacy property on ${dialect}: ${graphs} random graphs checked in ${seconds.toFixed(1)} s (${requests} requests, ${(writing / 1000).toFixed(1)} s writing graphs)`,
    );
    expect(graphs).toBeGreaterThanOrEqual(RUNS[dialect]);
  }, 600_000);
});
