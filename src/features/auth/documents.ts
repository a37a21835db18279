import { graphql } from '../../gql/index.ts';

export const AuthProvidersQuery = graphql(`
  query AuthProviders {
    authProviders { providers { id clientId authorizationEndpoint tokenEndpoint responseType scope development } }
  }
`);

export const CreateSignInNonceMutation = graphql(`
  mutation CreateSignInNonce { createSignInNonce { nonce expiresAt } }
`);

export const SignInWithGoogleMutation = graphql(`
  mutation SignInWithGoogle($idToken: String!) {
    signInWithGoogle(input: { idToken: $idToken }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }
  }
`);

export const SignInWithAppleMutation = graphql(`
  mutation SignInWithApple($idToken: String!) {
    signInWithApple(input: { idToken: $idToken }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }
  }
`);

export const ExpireSessionMutation = graphql(`
  mutation ExpireSession($userId: String!) { updateSession(userId: $userId, input: { sessionStatus: expired }) { sessionStatus } }
`);
