import { graphql } from '../../gql/index.ts';

export const AuthProvidersQuery = graphql(`
  query AuthProviders {
    authProviders { providers { id clientId authorizationEndpoint redirectUri responseMode pkce scope development } }
  }
`);

export const CreateSignInNonceMutation = graphql(`
  mutation CreateSignInNonce { createSignInNonce { nonce expiresAt } }
`);

export const SignInWithGoogleMutation = graphql(`
  mutation SignInWithGoogle($code: String!, $codeVerifier: String!) {
    signInWithGoogle(input: { code: $code, codeVerifier: $codeVerifier }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }
  }
`);

export const SignInWithAppleMutation = graphql(`
  mutation SignInWithApple($signInCode: String!, $nonce: String!) {
    signInWithApple(input: { signInCode: $signInCode, nonce: $nonce }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }
  }
`);

export const ExpireSessionMutation = graphql(`
  mutation ExpireSession($userId: String!) { updateSession(userId: $userId, input: { sessionStatus: expired }) { sessionStatus } }
`);
