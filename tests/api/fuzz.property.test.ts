/**
 * Fuzzing the REST API from its own description: for every operation of mesh/openapi.json,
 * fast-check (fixed seed) sends malformed requests — wrong types, missing and extra fields, huge
 * strings, odd unicode, path segments with `../`, `%00` and very long ids, broken JSON, wrong
 * content types, broken multipart — with and without a valid bearer token. The server must never
 * answer 5xx, and every error must be `{ error, message }` JSON. A 429 is a fine answer.
 *
 * FUZZ_REQUESTS (default 10,000 per database) and FUZZ_SEED change the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import sharp from 'sharp';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';
import { multipart } from './support/multipart.ts';
import { operations } from './support/openapi.ts';
import { fuzzRequest, type FuzzRequest, type FuzzWorld } from './support/fuzz-requests.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_117);

/** Why a response is wrong, or null: no 5xx, and errors as `{ error, message }` JSON. */
function problemWith(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return `answered ${response.statusCode} as ${String(response.headers['content-type'])}`;
  try {
    const body = JSON.parse(response.body) as { error?: unknown; message?: unknown };
    return typeof body.error === 'string' && typeof body.message === 'string'
      ? null
      : `answered ${response.statusCode} without { error, message }: ${response.body.slice(0, 300)}`;
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 300)}`;
  }
}

describe.each(dialects)('fuzzing every operation of mesh/openapi.json on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let bob: SignedIn;
  const world: FuzzWorld = { self: '', numericIds: [], ids: [], tokens: { alice: '', bob: '' }, png: Buffer.alloc(0) };

  /** The fuzz may end its own sessions (update-session); each operation starts signed in. */
  async function signedIn(who: SignedIn, email: string) {
    const check = await h.app.inject({ url: `/api/users/${who.user.userId}`, headers: bearer(who.sessionToken) });
    return check.statusCode === 200 ? who : signInWithDev(h.app, email);
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    alice = await signInWithDev(h.app, 'alice@example.test');
    bob = await signInWithDev(h.app, 'bob@example.test');
    await createAccount(h.app, alice, { userName: 'alice', userDisplayName: 'Alice' });
    await createAccount(h.app, bob, { userName: 'bob', userDisplayName: 'Bob' });
    const postId = (await createPod(h.app, alice)).json().postId as string;
    await h.db.kysely
      .insertInto('follows')
      .values({ followerId: bob.user.userId, followingId: alice.user.userId, status: 'accepted', createdAt: Math.floor(Date.now() / 1000) })
      .execute();
    const start = Math.floor(Date.now() / 1000) + 3600;
    const form = await multipart({
      postId,
      eventName: 'Fuzz night',
      startTimestamp: String(start),
      endTimestamp: String(start + 3600),
      guests: JSON.stringify([{ userId: bob.user.userId }]),
    });
    const event = await h.app.inject({
      method: 'POST',
      url: `/api/users/event/${alice.user.userId}`,
      headers: { ...bearer(alice.sessionToken), ...form.headers },
      payload: form.payload,
    });
    expect(event.statusCode, event.body).toBe(200);
    const eventId = String((event.json() as { eventId: number }).eventId);
    world.self = alice.user.userId;
    world.numericIds = [eventId, '1'];
    world.ids = [alice.user.userId, bob.user.userId, 'guest', postId, eventId, '0', '1', 'studio-loft'];
    world.png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  });
  afterAll(() => h.close());

  it(`answers ${REQUESTS} malformed requests across every operation without a 5xx, errors as JSON`, async () => {
    const perOperation = Math.ceil(REQUESTS / operations.length);
    let sent = 0;
    let serverErrors = 0;
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      alice = await signedIn(alice, 'alice@example.test');
      bob = await signedIn(bob, 'bob@example.test');
      world.tokens = { alice: alice.sessionToken, bob: bob.sessionToken };
      const result = await fc.check(
        fc.asyncProperty(fuzzRequest(operation, world), async (request: FuzzRequest) => {
          const response = await h.app.inject(request);
          sent += 1;
          if (response.statusCode >= 500) serverErrors += 1;
          const problem = problemWith(response);
          if (problem) throw new Error(`${operation.operationId}: ${request.method} ${request.url.slice(0, 200)} ${problem}`);
        }),
        { seed: SEED + index, numRuns: perOperation },
      );
      // The failure alone, shrunk: a counterexample can be a megabyte of body.
      if (result.failed)
        failures.push(
          `${String(result.errorInstance instanceof Error ? result.errorInstance.message : result.errorInstance)} (seed ${result.seed}, path ${result.counterexamplePath})`,
        );
    }
    console.log(`fuzz: ${sent} requests on ${dialect}, ${serverErrors} server errors`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  }, 600_000);
});
