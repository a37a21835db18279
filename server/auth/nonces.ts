/** Single-use sign-in nonces: issued to the browser, consumed when the ID token comes back. */
import type { Db } from '../db/database.ts';
import { hashToken, nowSeconds, randomToken } from './tokens.ts';

const NONCE_LIFETIME_S = 600;
/**
 * Expired nonces deleted by one issue at most: each request's work stays bounded however many
 * piled up, and as a request adds one row, the table still empties of expired rows quickly.
 */
export const NONCE_SWEEP_MAX = 100;

export async function issueNonce({ kysely }: Db) {
  const nonce = randomToken(24);
  const now = nowSeconds();
  const expiresAt = now + NONCE_LIFETIME_S;
  const expired = kysely.selectFrom('signInNonces').select('nonceHash').where('expiresAt', '<', now).limit(NONCE_SWEEP_MAX);
  await kysely.deleteFrom('signInNonces').where('nonceHash', 'in', expired).execute();
  await kysely
    .insertInto('signInNonces')
    .values({ nonceHash: hashToken(nonce), expiresAt })
    .execute();
  return { nonce, expiresAt };
}

/** True when the nonce was issued by us, is unexpired, and had not been used; it is used now. */
export async function consumeNonce({ kysely }: Db, nonce: string | undefined) {
  if (!nonce) return false;
  const deleted = await kysely.deleteFrom('signInNonces').where('nonceHash', '=', hashToken(nonce)).where('expiresAt', '>=', nowSeconds()).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
