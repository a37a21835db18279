/**
 * Short-lived single-use codes: the development issuer's authorization codes and the sign-in
 * hand-off codes of form_post providers. They live in the database, not in memory, because behind
 * a load balancer the process that issues a code is often not the one that redeems it (issue 24).
 * Only the code's hash is stored, so reading the table does not let anyone redeem a code.
 */
import type { Db } from '../db/database.ts';
import { hashToken, randomToken } from './tokens.ts';

/** Which kind of code: a code of one kind is never taken as another. */
export type OneTimeCodePurpose = 'dev-authorization-code' | 'sign-in-handoff';

export interface OneTimeCodeLimits {
  /** A code is refused this long after it was issued (to the second: it may die up to 1 s sooner). */
  ttlMs: number;
  /** Milliseconds clock; tests move it. */
  now?: () => number;
  /** At most this many unredeemed codes are kept: issuing one more forgets the oldest (README's limits table). */
  maxKept: number;
}

/**
 * Expired codes deleted by one issue at most: each request's work stays bounded however many
 * piled up, and as an issue adds one row, expired rows still leave the table quickly. Codes that
 * are never redeemed therefore cannot grow the table beyond those issued within one lifetime.
 */
export const EXPIRED_CODES_SWEPT = 100;

export function oneTimeCodes<T extends object>(db: Db, purpose: OneTimeCodePurpose, { ttlMs, now = () => Date.now(), maxKept }: OneTimeCodeLimits) {
  const { kysely } = db;
  const nowSeconds = () => Math.floor(now() / 1000);
  return {
    async issue(value: T) {
      const expired = kysely
        .selectFrom('oneTimeCodes')
        .select('codeHash')
        .where('purpose', '=', purpose)
        .where('expiresAt', '<=', nowSeconds())
        .limit(EXPIRED_CODES_SWEPT);
      await kysely.deleteFrom('oneTimeCodes').where('codeHash', 'in', expired).execute();
      // Full: the oldest go (all of a purpose have the same lifetime, so the soonest to expire are the oldest).
      const { kept } = await kysely
        .selectFrom('oneTimeCodes')
        .select((eb) => eb.fn.countAll<number>().as('kept'))
        .where('purpose', '=', purpose)
        .executeTakeFirstOrThrow();
      const over = Number(kept) - maxKept + 1;
      if (over > 0) {
        const oldest = kysely.selectFrom('oneTimeCodes').select('codeHash').where('purpose', '=', purpose).orderBy('expiresAt').limit(over);
        await kysely.deleteFrom('oneTimeCodes').where('codeHash', 'in', oldest).execute();
      }
      const code = randomToken(24);
      await kysely
        .insertInto('oneTimeCodes')
        .values({ codeHash: hashToken(code), purpose, value: JSON.stringify(value), expiresAt: Math.floor((now() + ttlMs) / 1000) })
        .execute();
      return code;
    },
    /**
     * The value the code was issued for, once; undefined when unknown, used or expired. The one
     * DELETE ... RETURNING is what makes it single-use when two processes take the same code at once.
     */
    async take(code: string | undefined): Promise<T | undefined> {
      if (!code) return undefined;
      const row = await kysely
        .deleteFrom('oneTimeCodes')
        .where('codeHash', '=', hashToken(code))
        .where('purpose', '=', purpose)
        .returning(['value', 'expiresAt'])
        .executeTakeFirst();
      if (!row || row.expiresAt <= nowSeconds()) return undefined;
      return JSON.parse(row.value) as T;
    },
  };
}
