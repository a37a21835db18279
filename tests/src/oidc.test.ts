import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizationUrl, pkceChallenge, readAuthorizationResponse, type PendingRequest, type ProviderInfo } from '../../src/features/auth/oidc.ts';

const pending: PendingRequest = { provider: 'apple', state: 'st', nonce: 'no', codeVerifier: 'verifier-verifier-verifier-verifier-verifier-12', redirectUri: 'http://localhost:8080/signin' };
const dev: ProviderInfo = { id: 'apple', clientId: 'pods-dev-apple', authorizationEndpoint: 'http://localhost:8080/dev-oidc/authorize', tokenEndpoint: 'http://localhost:8080/dev-oidc/token', responseType: 'code', scope: 'openid email profile', development: true };

describe('OIDC client helpers', () => {
  it('derives the S256 PKCE challenge', async () => {
    const expected = createHash('sha256').update(pending.codeVerifier).digest('base64url');
    expect(await pkceChallenge(pending.codeVerifier)).toBe(expected);
  });

  it('builds a code-flow authorization URL with state, nonce and PKCE', async () => {
    const url = new URL(await authorizationUrl(dev, pending));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code', client_id: 'pods-dev-apple', redirect_uri: pending.redirectUri, scope: 'openid email profile',
      state: 'st', nonce: 'no', code_challenge: await pkceChallenge(pending.codeVerifier), code_challenge_method: 'S256',
    });
  });

  it('asks id_token providers for a fragment response, without PKCE', async () => {
    const url = new URL(await authorizationUrl({ ...dev, responseType: 'id_token' }, pending));
    expect(url.searchParams.get('response_mode')).toBe('fragment');
    expect(url.searchParams.has('code_challenge')).toBe(false);
  });

  it('reads the answer from the query or the fragment, only while a request is pending', () => {
    expect(readAuthorizationResponse('?code=c&state=st', '', pending)).toEqual({ provider: 'apple', params: { code: 'c', state: 'st' } });
    expect(readAuthorizationResponse('', '#id_token=t&state=st', pending)).toEqual({ provider: 'apple', params: { id_token: 't', state: 'st' } });
    expect(readAuthorizationResponse('?code=c&state=st', '', null)).toBeNull();
    expect(readAuthorizationResponse('', '', pending)).toBeNull();
  });
});
