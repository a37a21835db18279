import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizationUrl, pkceChallenge, readAuthorizationResponse, type PendingRequest, type ProviderInfo } from '../../src/features/auth/oidc.ts';

const pending: PendingRequest = { provider: 'google', state: 'st', nonce: 'no', codeVerifier: 'verifier-verifier-verifier-verifier-verifier-12' };
const google: ProviderInfo = {
  id: 'google',
  clientId: 'pods-dev-google',
  authorizationEndpoint: 'http://localhost:8080/dev-oidc/authorize',
  redirectUri: 'http://localhost:8080/signin',
  responseMode: 'query',
  pkce: true,
  scope: 'openid email profile',
  development: true,
};
const apple: ProviderInfo = {
  ...google,
  id: 'apple',
  clientId: 'pods-dev-apple',
  redirectUri: 'http://localhost:8080/api/auth/apple/callback',
  responseMode: 'form_post',
  pkce: false,
  scope: 'openid email',
};

describe('OIDC client helpers', () => {
  it('derives the S256 PKCE challenge', async () => {
    const expected = createHash('sha256').update(pending.codeVerifier).digest('base64url');
    expect(await pkceChallenge(pending.codeVerifier)).toBe(expected);
  });

  it('builds a code-flow authorization URL with state, nonce and PKCE for query providers', async () => {
    const url = new URL(await authorizationUrl(google, pending));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'pods-dev-google',
      redirect_uri: google.redirectUri,
      scope: 'openid email profile',
      state: 'st',
      nonce: 'no',
      code_challenge: await pkceChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('asks form_post providers for a code posted to the server, without PKCE', async () => {
    const url = new URL(await authorizationUrl(apple, { ...pending, provider: 'apple' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      response_mode: 'form_post',
      client_id: 'pods-dev-apple',
      redirect_uri: apple.redirectUri,
      scope: 'openid email',
      state: 'st',
      nonce: 'no',
    });
  });

  it("reads the provider's code or our server's sign-in code from the query, only while a request is pending", () => {
    expect(readAuthorizationResponse('?code=c&state=st', pending)).toEqual({ provider: 'google', params: { code: 'c', state: 'st' } });
    expect(readAuthorizationResponse('?sign_in_code=s&state=st', pending)).toEqual({ provider: 'google', params: { sign_in_code: 's', state: 'st' } });
    expect(readAuthorizationResponse('?code=c&state=st', null)).toBeNull();
    expect(readAuthorizationResponse('', pending)).toBeNull();
  });
});
