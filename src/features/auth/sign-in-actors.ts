/** The sign-in machine's effects: build the authorization request, then finish it. */
import type { AuthorizationResponse, ProviderId, SignInResult } from '../../../machines/signIn.ts';
import { gql } from '../../lib/api/client.ts';
import { AuthProvidersQuery, CreateSignInNonceMutation, SignInWithAppleMutation, SignInWithGoogleMutation } from './documents.ts';
import { authorizationUrl, randomString, type ProviderInfo } from './oidc.ts';
import { forgetPendingRequest, readPendingRequest, savePendingRequest } from './pending-request.ts';

async function providerInfo(id: ProviderId): Promise<ProviderInfo> {
  const { authProviders } = await gql(AuthProvidersQuery);
  const provider = authProviders?.providers?.find((p) => p?.id === id);
  if (!provider) throw new Error(`Sign-in with ${id} is not available right now.`);
  return provider;
}

export async function prepareAuthorization(provider: ProviderId) {
  const [info, nonceResult] = await Promise.all([providerInfo(provider), gql(CreateSignInNonceMutation)]);
  const nonce = nonceResult.createSignInNonce?.nonce;
  if (!nonce) throw new Error('Could not start sign-in.');
  const pending = { provider, state: randomString(), nonce, codeVerifier: randomString(48), redirectUri: `${window.location.origin}/signin` };
  savePendingRequest(pending);
  return authorizationUrl(info, pending);
}

async function exchangeCode(info: ProviderInfo, code: string, verifier: string, redirectUri: string) {
  if (!info.tokenEndpoint) throw new Error('This provider has no token endpoint.');
  const response = await fetch(info.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, client_id: info.clientId, redirect_uri: redirectUri }),
  });
  if (!response.ok) throw new Error(`The provider refused the sign-in (${response.status}).`);
  return ((await response.json()) as { id_token: string }).id_token;
}

export async function completeAuthorization(answer: AuthorizationResponse): Promise<SignInResult> {
  const pending = readPendingRequest();
  forgetPendingRequest();
  const { params } = answer;
  if (!pending || params.state !== pending.state) throw new Error('The sign-in answer did not match the request. Please try again.');
  if (params.error) throw new Error(params.error_description ?? params.error);
  const info = await providerInfo(pending.provider);
  const idToken = params.id_token ?? (params.code ? await exchangeCode(info, params.code, pending.codeVerifier, pending.redirectUri) : null);
  if (!idToken) throw new Error('The provider sent no identity.');
  const result =
    pending.provider === 'google'
      ? (await gql(SignInWithGoogleMutation, { idToken })).signInWithGoogle
      : (await gql(SignInWithAppleMutation, { idToken })).signInWithApple;
  if (!result) throw new Error('Sign-in failed.');
  const { user } = result;
  return {
    sessionToken: result.sessionToken,
    user: { userId: user.userId, userLoginId: user.userLoginID, userDisplayName: user.userDisplayName ?? null, userDPUrl: user.userDPUrl ?? null, userStatus: user.userStatus },
  };
}
