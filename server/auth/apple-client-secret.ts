/**
 * Apple's client secret is not a fixed string: it is an ES256 JWT the server signs with the team's
 * key (iss: team id, sub: client id, aud: Apple's issuer, kid: key id), valid up to six months.
 * Ours lives ten minutes and is reused for five.
 */
import { importPKCS8, SignJWT } from 'jose';

export interface AppleTeam {
  teamId: string;
  keyId: string;
  privateKey: string;
  clientId: string;
  audience: string;
}

const LIFETIME_S = 600;
const REUSE_MS = 300_000;

export function appleClientSecret(team: AppleTeam) {
  let key: Promise<CryptoKey> | null = null;
  let cached: { secret: string; until: number } | null = null;
  return async () => {
    if (cached && cached.until > Date.now()) return cached.secret;
    const secret = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: team.keyId })
      .setIssuer(team.teamId)
      .setSubject(team.clientId)
      .setAudience(team.audience)
      .setIssuedAt()
      .setExpirationTime(`${LIFETIME_S}s`)
      .sign(await (key ??= importPKCS8(team.privateKey, 'ES256')));
    cached = { secret, until: Date.now() + REUSE_MS };
    return secret;
  };
}
