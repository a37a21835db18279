/**
 * Single-use codes in the database (server/auth/one-time-codes.ts): taken once, refused after
 * their lifetime and across purposes, stored only as hashes, and swept once expired so codes that
 * are never redeemed do not pile up; and never more of a purpose than it keeps (the oldest go).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_CODES_SWEPT, oneTimeCodes } from '../../server/auth/one-time-codes.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { dialects, startHarness, type Harness } from './support/harness.ts';

describe.each(dialects)('one-time codes on %s', (dialect) => {
  let h: Harness;
  let clock = 1_700_000_000_000;
  const limits = { ttlMs: 60_000, now: () => clock, maxKept: 1_000 };
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.close());
  const rows = () => h.db.kysely.selectFrom('oneTimeCodes').selectAll().where('purpose', '=', 'dev-authorization-code').execute();

  it('gives the value back once, and never for a code of another purpose', async () => {
    const codes = oneTimeCodes<{ email: string; challenge?: string }>(h.db, 'dev-authorization-code', limits);
    const handoffs = oneTimeCodes<{ email: string }>(h.db, 'sign-in-handoff', limits);
    const code = await codes.issue({ email: 'ada@example.test', challenge: undefined });
    expect(await handoffs.take(code)).toBeUndefined();
    expect(await codes.take(code)).toEqual({ email: 'ada@example.test' });
    expect(await codes.take(code)).toBeUndefined();
    expect(await codes.take('made-up')).toBeUndefined();
    expect(await codes.take(undefined)).toBeUndefined();
  });

  it('refuses a code once its lifetime has passed', async () => {
    const codes = oneTimeCodes<{ n: number }>(h.db, 'dev-authorization-code', limits);
    const kept = await codes.issue({ n: 1 });
    const late = await codes.issue({ n: 2 });
    clock += 59_000;
    expect(await codes.take(kept)).toEqual({ n: 1 });
    clock += 1_000;
    expect(await codes.take(late)).toBeUndefined();
  });

  it('stores only the hash of a code, and sweeps expired codes of its purpose as it issues new ones', async () => {
    const codes = oneTimeCodes<{ n: number }>(h.db, 'dev-authorization-code', limits);
    const handoffs = oneTimeCodes<{ n: number }>(h.db, 'sign-in-handoff', limits);
    for (let n = 0; n < EXPIRED_CODES_SWEPT + 5; n += 1) await codes.issue({ n });
    const handoff = await handoffs.issue({ n: 0 });
    clock += 60_000;
    const fresh = await codes.issue({ n: -1 });
    const left = await rows();
    expect(left).toHaveLength(6);
    expect(left.map((row) => row.codeHash)).toContain(hashToken(fresh));
    expect(JSON.stringify(left)).not.toContain(fresh);
    await codes.issue({ n: -2 });
    expect(await rows()).toHaveLength(2);
    // Another purpose's codes are left to that purpose's own issues.
    expect(await h.db.kysely.selectFrom('oneTimeCodes').select('codeHash').where('codeHash', '=', hashToken(handoff)).execute()).toHaveLength(1);
  });

  it('keeps at most maxKept codes of a purpose: one more forgets the oldest', async () => {
    await h.db.kysely.deleteFrom('oneTimeCodes').execute();
    const codes = oneTimeCodes<{ n: number }>(h.db, 'dev-authorization-code', { ...limits, maxKept: 3 });
    const issued = [];
    for (let n = 0; n < 5; n += 1) {
      issued.push(await codes.issue({ n }));
      clock += 1_000;
    }
    expect(await rows()).toHaveLength(3);
    expect(await codes.take(issued[0])).toBeUndefined();
    expect(await codes.take(issued[1])).toBeUndefined();
    expect(await codes.take(issued[4])).toEqual({ n: 4 });
  });
});
