/** Session tokens: random, stored hashed, 30 days, revocable. */
import type { Db } from '../db/database.ts';
import { hashToken, nowSeconds, randomToken } from './tokens.ts';

const SESSION_LIFETIME_S = 30 * 24 * 3600;

export async function issueSession({ kysely }: Db, userId: string) {
  const token = randomToken(32);
  const now = nowSeconds();
  await kysely.insertInto('sessions').values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt: now + SESSION_LIFETIME_S }).execute();
  return token;
}

/** The user id a token belongs to, or null when it is unknown, expired or revoked. */
export async function resolveSession({ kysely }: Db, token: string) {
  const row = await kysely
    .selectFrom('sessions')
    .select('userId')
    .where('tokenHash', '=', hashToken(token))
    .where('status', '=', 'active')
    .where('expiresAt', '>', nowSeconds())
    .executeTakeFirst();
  return row?.userId ?? null;
}

export async function expireSession({ kysely }: Db, token: string) {
  await kysely.updateTable('sessions').set({ status: 'expired' }).where('tokenHash', '=', hashToken(token)).execute();
}
