/** Single-use sign-in nonces: issued to the browser, consumed when the ID token comes back. */
import type { Db } from '../db/database.ts';
import { hashToken, nowSeconds, randomToken } from './tokens.ts';

const NONCE_LIFETIME_S = 600;

export async function issueNonce({ kysely }: Db) {
  const nonce = randomToken(24);
  const expiresAt = nowSeconds() + NONCE_LIFETIME_S;
  await kysely.deleteFrom('signInNonces').where('expiresAt', '<', nowSeconds()).execute();
  await kysely.insertInto('signInNonces').values({ nonceHash: hashToken(nonce), expiresAt }).execute();
  return { nonce, expiresAt };
}

/** True when the nonce was issued by us, is unexpired, and had not been used; it is used now. */
export async function consumeNonce({ kysely }: Db, nonce: string | undefined) {
  if (!nonce) return false;
  const deleted = await kysely
    .deleteFrom('signInNonces')
    .where('nonceHash', '=', hashToken(nonce))
    .where('expiresAt', '>=', nowSeconds())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
