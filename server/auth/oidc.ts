/**
 * The one ID-token check every provider goes through, the development issuer included:
 * signature against the issuer's JWKS, `iss`, `aud` and `exp` (jose), an `iat` not ahead of our
 * clock by more than the skew, then the claims we need.
 */
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { nowSeconds } from '../clock.ts';

export interface Verifier {
  issuer: string | string[];
  audience: string;
  jwks: JWTVerifyGetKey;
  algorithms: string[];
}

export interface VerifiedIdentity {
  sub: string;
  email: string;
  nonce: string | undefined;
}

export class InvalidIdToken extends Error {}

/**
 * How far ahead of our clock an ID token's `iat` may be: providers' and our clocks differ by
 * seconds, not minutes. jose checks `exp` but not a future `iat`, so a token that says it was
 * issued years from now was taken.
 */
export const ID_TOKEN_CLOCK_SKEW_S = 300;

export async function verifyIdToken(idToken: string, verifier: Verifier): Promise<VerifiedIdentity> {
  try {
    const { payload } = await jwtVerify(idToken, verifier.jwks, {
      issuer: verifier.issuer,
      audience: verifier.audience,
      algorithms: verifier.algorithms,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.iat! > nowSeconds() + ID_TOKEN_CLOCK_SKEW_S) throw new Error('it says it was issued in the future');
    if (typeof payload.email !== 'string' || payload.email.length === 0) throw new Error('the token has no email');
    // Apple sends the claim as the string "true"; a missing or false claim means nobody checked the address.
    if (payload.email_verified !== true && payload.email_verified !== 'true') throw new Error('the provider has not verified this email address');
    return { sub: String(payload.sub), email: payload.email.toLowerCase(), nonce: typeof payload.nonce === 'string' ? payload.nonce : undefined };
  } catch (error) {
    throw new InvalidIdToken(`ID token refused: ${(error as Error).message}`);
  }
}
