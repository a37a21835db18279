/**
 * Frame tokens: what the host hands the pod app frames instead of the session token. A JWT
 * (HS256, audience 'pod-frame', 15 minutes) bound to the session that asked for it: when that
 * session ends (logout, expiry) its frame tokens stop working. Every server process signs with the
 * same key (./server-keys.ts).
 */
import { SignJWT, jwtVerify } from 'jose';

export const FRAME_TOKEN_AUDIENCE = 'pod-frame';
export const FRAME_TOKEN_LIFETIME_S = 15 * 60;
const ISSUER = 'pods';

export interface FrameTokens {
  /** A token for `userId` bound to the session whose stored hash is `sessionHash`. */
  issue(userId: string, sessionHash: string): Promise<{ token: string; expiresAt: string }>;
  /** The user and session of a valid frame token, or null. */
  verify(token: string): Promise<{ userId: string; sessionHash: string } | null>;
}

/** Looks like a JWT (three base64url parts); session tokens never contain dots. */
export const isFrameTokenShaped = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

export function loadFrameTokens(key: Uint8Array): FrameTokens {
  return {
    async issue(userId, sessionHash) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + FRAME_TOKEN_LIFETIME_S;
      const token = await new SignJWT({ sid: sessionHash })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(FRAME_TOKEN_AUDIENCE)
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: FRAME_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        return typeof payload.sub === 'string' && typeof payload.sid === 'string' ? { userId: payload.sub, sessionHash: payload.sid } : null;
      } catch {
        return null;
      }
    },
  };
}
