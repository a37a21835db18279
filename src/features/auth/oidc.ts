/** Pure pieces of the OpenID Connect client: PKCE, the authorization URL, and the answer. */
import type { AuthorizationResponse, ProviderId } from '../../../machines/signIn.ts';
import type { AuthProvidersQuery } from '../../gql/graphql.ts';

/** A provider as the gateway describes it (generated from the schema). */
export type ProviderInfo = NonNullable<NonNullable<AuthProvidersQuery['authProviders']>['providers'][number]>;

export interface PendingRequest {
  provider: ProviderId;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const randomString = (bytes = 32) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

export async function pkceChallenge(verifier: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export async function authorizationUrl(provider: ProviderInfo, pending: PendingRequest) {
  const url = new URL(provider.authorizationEndpoint);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: provider.redirectUri,
    scope: provider.scope,
    state: pending.state,
    nonce: pending.nonce,
  };
  if (provider.responseMode === 'form_post') params.response_mode = 'form_post';
  if (provider.pkce) {
    params.code_challenge = await pkceChallenge(pending.codeVerifier);
    params.code_challenge_method = 'S256';
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The answer in the current URL, if any: the provider's code (query providers), or the one-time
 * `sign_in_code` our server put there after a form_post provider answered it.
 */
export function readAuthorizationResponse(search: string, pending: PendingRequest | null): AuthorizationResponse | null {
  if (!pending) return null;
  const params = new URLSearchParams(search);
  const fields = ['code', 'sign_in_code', 'state', 'error', 'error_description'];
  const found = Object.fromEntries(fields.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  return found.state || found.error ? { provider: pending.provider, params: found } : null;
}
