/**
 * Frame tokens: what the host hands the pod app frames instead of the session token. A JWT
 * (HS256, audience 'pod-frame', 15 minutes) bound to the session that asked for it: when that
 * session ends (logout, expiry) its frame tokens stop working. The key is made once and kept in
 * DATA_DIR/keys/frame-token.json, shared by every server process using that directory.
 */
import { SignJWT, jwtVerify } from 'jose';
import { storedKey } from './stored-key.ts';

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

export function loadFrameTokens(dataDir: string): FrameTokens {
  const key = storedKey(dataDir, 'frame-token.json');
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
