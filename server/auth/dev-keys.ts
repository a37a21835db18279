/** The development issuer's RS256 key pair, made once and shared by every process (./server-keys.ts). */
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/database.ts';
import { sharedKey } from './server-keys.ts';

export interface DevKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
  jwks: ReturnType<typeof createLocalJWKSet>;
}

async function makeKeyPair() {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `dev-${Date.now().toString(36)}`;
  return {
    private: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
    public: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

export async function loadDevKeys(db: Db, dataDir: string): Promise<DevKeys> {
  const stored = await sharedKey<{ private: JWK; public: JWK }>(db, dataDir, 'dev-oidc', makeKeyPair);
  const privateKey = (await importJWK(stored.private, 'RS256')) as CryptoKey;
  return { privateKey, publicJwk: stored.public, jwks: createLocalJWKSet({ keys: [stored.public] }) };
}
