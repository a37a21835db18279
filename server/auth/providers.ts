/**
 * The two account providers. With no client ids and outside production, both are served by the
 * development issuer; the exchange and verification code is the same either way.
 */
import { createRemoteJWKSet } from 'jose';
import type { Config } from '../config.ts';
import { appleClientSecret } from './apple-client-secret.ts';
import type { DevKeys } from './dev-keys.ts';
import { discovery, type IssuerMetadata } from './discovery.ts';
import type { Verifier } from './oidc.ts';

export type ProviderId = 'google' | 'apple';

export interface ProviderFlow {
  /** How the provider answers the authorization request. */
  responseMode: 'query' | 'form_post';
  /** The browser sends a PKCE challenge (and later its verifier, for the server's exchange). */
  pkce: boolean;
}

/**
 * Google answers web clients in the query and supports PKCE. Apple answers with form_post once
 * email is asked for (a query or fragment answer is refused) and documents no PKCE.
 */
export const PROVIDER_FLOWS: Record<ProviderId, ProviderFlow> = {
  google: { responseMode: 'query', pkce: true },
  apple: { responseMode: 'form_post', pkce: false },
};

export interface Provider extends ProviderFlow {
  id: ProviderId;
  clientId: string;
  scope: string;
  development: boolean;
  /** Where the provider sends its answer: the app's /signin (query) or our server (form_post). */
  redirectUri: string;
  metadata(): Promise<IssuerMetadata>;
  /** Client authentication for the token endpoint (client_secret_post, or none). */
  clientAuthentication(): Promise<Record<string, string>>;
  verifier(): Promise<Verifier>;
  fetch: typeof fetch;
}

export const DEV_CLIENT_IDS: Record<ProviderId, string> = { google: 'pods-dev-google', apple: 'pods-dev-apple' };
export const devIssuerUrl = (config: Config) => `${config.publicUrl}/dev-oidc`;
export const usesDevIssuer = (config: Config) => !config.googleClientId && !config.appleClientId && !config.production;
export const formPostCallbackPath = (id: ProviderId) => `/api/auth/${id}/callback`;
/** The redirect URI registered with each provider: the app's /signin, or our server for form_post. */
export const redirectUriFor = (config: Config, id: ProviderId) =>
  `${config.publicUrl}${PROVIDER_FLOWS[id].responseMode === 'form_post' ? formPostCallbackPath(id) : '/signin'}`;

const SCOPES: Record<ProviderId, string> = { google: 'openid email profile', apple: 'openid email' };

/** `devFetch` reaches the development issuer in-process, so it works whatever PUBLIC_URL is. */
export function buildProviders(config: Config, devKeys: DevKeys | null, devFetch: typeof fetch): Map<ProviderId, Provider> {
  const providers = new Map<ProviderId, Provider>();
  const base = (id: ProviderId, clientId: string) => ({ id, clientId, scope: SCOPES[id], redirectUri: redirectUriFor(config, id), ...PROVIDER_FLOWS[id] });

  if (usesDevIssuer(config)) {
    if (!devKeys) throw new Error('the development issuer needs its keys');
    const issuer = devIssuerUrl(config);
    const metadata: IssuerMetadata = { issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` };
    const { jwks } = devKeys;
    for (const id of ['google', 'apple'] as const) {
      const clientId = DEV_CLIENT_IDS[id];
      providers.set(id, {
        ...base(id, clientId),
        development: true,
        fetch: devFetch,
        metadata: async () => metadata,
        clientAuthentication: async () => ({ client_id: clientId }),
        verifier: async () => ({ issuer, audience: clientId, jwks, algorithms: ['RS256'] }),
      });
    }
    return providers;
  }
  const remote = (id: ProviderId, clientId: string, issuer: string, acceptedIssuers: string[], secret: () => Promise<string>): Provider => {
    const metadata = discovery(issuer, fetch);
    let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
    return {
      ...base(id, clientId),
      development: false,
      fetch,
      metadata,
      clientAuthentication: async () => ({ client_id: clientId, client_secret: await secret() }),
      verifier: async () => {
        jwks ??= createRemoteJWKSet(new URL((await metadata()).jwks_uri));
        return { issuer: acceptedIssuers, audience: clientId, jwks, algorithms: ['RS256'] };
      },
    };
  };
  const { googleClientId, appleClientId, google, apple } = config;
  if (googleClientId && google.clientSecret) {
    const secret = google.clientSecret;
    // Google documents both forms of its issuer in ID tokens.
    const issuers = [google.issuer, google.issuer.replace(/^https:\/\//, '')];
    providers.set(
      'google',
      remote('google', googleClientId, google.issuer, issuers, async () => secret),
    );
  }
  if (appleClientId && apple.teamId && apple.keyId && apple.privateKey) {
    const secret = appleClientSecret({
      teamId: apple.teamId,
      keyId: apple.keyId,
      privateKey: apple.privateKey,
      clientId: appleClientId,
      audience: apple.issuer,
    });
    providers.set('apple', remote('apple', appleClientId, apple.issuer, [apple.issuer], secret));
  }
  return providers;
}
