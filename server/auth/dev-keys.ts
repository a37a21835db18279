/** The development issuer's RS256 key pair, made once and kept in DATA_DIR/keys. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export interface DevKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
  jwks: ReturnType<typeof createLocalJWKSet>;
}

export async function loadDevKeys(dataDir: string): Promise<DevKeys> {
  const dir = join(dataDir, 'keys');
  const file = join(dir, 'dev-oidc.json');
  if (!existsSync(file)) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = `dev-${Date.now().toString(36)}`;
    const stored = {
      private: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
      public: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    };
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { private: JWK; public: JWK };
  const privateKey = (await importJWK(stored.private, 'RS256')) as CryptoKey;
  return { privateKey, publicJwk: stored.public, jwks: createLocalJWKSet({ keys: [stored.public] }) };
}
