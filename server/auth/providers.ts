/**
 * The two account providers. With no client ids and outside production, both are served by the
 * development issuer; the verification code is the same either way.
 */
import { createRemoteJWKSet } from 'jose';
import type { Config } from '../config.ts';
import type { DevKeys } from './dev-keys.ts';
import type { Verifier } from './oidc.ts';

export type ProviderId = 'google' | 'apple';

export interface Provider {
  id: ProviderId;
  clientId: string;
  authorizationEndpoint: string;
  tokenEndpoint: string | null;
  responseType: 'code' | 'id_token';
  scope: string;
  development: boolean;
  verifier: Verifier;
}

export const DEV_CLIENT_IDS: Record<ProviderId, string> = { google: 'pods-dev-google', apple: 'pods-dev-apple' };
export const devIssuerUrl = (config: Config) => `${config.publicUrl}/dev-oidc`;
export const usesDevIssuer = (config: Config) => !config.googleClientId && !config.appleClientId && !config.production;

export function buildProviders(config: Config, devKeys: DevKeys | null): Map<ProviderId, Provider> {
  const providers = new Map<ProviderId, Provider>();
  const scope = 'openid email profile';
  if (usesDevIssuer(config)) {
    if (!devKeys) throw new Error('the development issuer needs its keys');
    const issuer = devIssuerUrl(config);
    for (const id of ['google', 'apple'] as const) {
      providers.set(id, {
        id, clientId: DEV_CLIENT_IDS[id], scope, development: true, responseType: 'code',
        authorizationEndpoint: `${issuer}/authorize`, tokenEndpoint: `${issuer}/token`,
        verifier: { issuer, audience: DEV_CLIENT_IDS[id], jwks: devKeys.jwks, algorithms: ['RS256'] },
      });
    }
    return providers;
  }
  if (config.googleClientId) {
    providers.set('google', {
      id: 'google', clientId: config.googleClientId, scope, development: false, responseType: 'id_token',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth', tokenEndpoint: null,
      verifier: { issuer: ['https://accounts.google.com', 'accounts.google.com'], audience: config.googleClientId, jwks: createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs')), algorithms: ['RS256'] },
    });
  }
  if (config.appleClientId) {
    providers.set('apple', {
      id: 'apple', clientId: config.appleClientId, scope, development: false, responseType: 'id_token',
      authorizationEndpoint: 'https://appleid.apple.com/auth/authorize', tokenEndpoint: null,
      verifier: { issuer: 'https://appleid.apple.com', audience: config.appleClientId, jwks: createRemoteJWKSet(new URL('https://appleid.apple.com/auth/keys')), algorithms: ['RS256'] },
    });
  }
  return providers;
}
