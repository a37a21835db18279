/** The sign-in machine's effects: build the authorization request, then finish it. */
import type { AuthorizationResponse, ProviderId, SignInResult } from '../../../machines/signIn.ts';
import { gql } from '../../lib/api/client.ts';
import { AuthProvidersQuery, CreateSignInNonceMutation, SignInWithAppleMutation, SignInWithGoogleMutation } from './documents.ts';
import { authorizationUrl, randomString, type PendingRequest, type ProviderInfo } from './oidc.ts';
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
  const pending = { provider, state: randomString(), nonce, codeVerifier: randomString(48) };
  savePendingRequest(pending);
  return authorizationUrl(info, pending);
}

/** Our server finishes the exchange: Google's code with our PKCE verifier, Apple's one-time code with our nonce. */
async function signIn(provider: ProviderId, params: Record<string, string>, pending: PendingRequest) {
  if (provider === 'google' && params.code)
    return (await gql(SignInWithGoogleMutation, { code: params.code, codeVerifier: pending.codeVerifier })).signInWithGoogle;
  if (provider === 'apple' && params.sign_in_code)
    return (await gql(SignInWithAppleMutation, { signInCode: params.sign_in_code, nonce: pending.nonce })).signInWithApple;
  throw new Error('The provider sent no answer to finish the sign-in.');
}

export async function completeAuthorization(answer: AuthorizationResponse): Promise<SignInResult> {
  const pending = readPendingRequest();
  forgetPendingRequest();
  const { params } = answer;
  if (!pending || params.state !== pending.state) throw new Error('The sign-in answer did not match the request. Please try again.');
  if (params.error) throw new Error(params.error_description ?? params.error);
  const result = await signIn(pending.provider, params, pending);
  if (!result) throw new Error('Sign-in failed.');
  const { user } = result;
  return {
    sessionToken: result.sessionToken,
    user: {
      userId: user.userId,
      userLoginId: user.userLoginID,
      userDisplayName: user.userDisplayName ?? null,
      userDPUrl: user.userDPUrl ?? null,
      userStatus: user.userStatus,
    },
  };
}
