/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AuthProviders {\n    authProviders { providers { id clientId authorizationEndpoint tokenEndpoint responseType scope development } }\n  }\n": typeof types.AuthProvidersDocument,
    "\n  mutation CreateSignInNonce { createSignInNonce { nonce expiresAt } }\n": typeof types.CreateSignInNonceDocument,
    "\n  mutation SignInWithGoogle($idToken: String!) {\n    signInWithGoogle(input: { idToken: $idToken }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n": typeof types.SignInWithGoogleDocument,
    "\n  mutation SignInWithApple($idToken: String!) {\n    signInWithApple(input: { idToken: $idToken }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n": typeof types.SignInWithAppleDocument,
    "\n  mutation ExpireSession($userId: String!) { updateSession(userId: $userId, input: { sessionStatus: expired }) { sessionStatus } }\n": typeof types.ExpireSessionDocument,
    "\n  query CurrentUser($id: String!) { getUser(id: $id) { userId userDisplayName userDPUrl userStatus } }\n": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "\n  query AuthProviders {\n    authProviders { providers { id clientId authorizationEndpoint tokenEndpoint responseType scope development } }\n  }\n": types.AuthProvidersDocument,
    "\n  mutation CreateSignInNonce { createSignInNonce { nonce expiresAt } }\n": types.CreateSignInNonceDocument,
    "\n  mutation SignInWithGoogle($idToken: String!) {\n    signInWithGoogle(input: { idToken: $idToken }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n": types.SignInWithGoogleDocument,
    "\n  mutation SignInWithApple($idToken: String!) {\n    signInWithApple(input: { idToken: $idToken }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n": types.SignInWithAppleDocument,
    "\n  mutation ExpireSession($userId: String!) { updateSession(userId: $userId, input: { sessionStatus: expired }) { sessionStatus } }\n": types.ExpireSessionDocument,
    "\n  query CurrentUser($id: String!) { getUser(id: $id) { userId userDisplayName userDPUrl userStatus } }\n": types.CurrentUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthProviders {\n    authProviders { providers { id clientId authorizationEndpoint tokenEndpoint responseType scope development } }\n  }\n"): typeof import('./graphql').AuthProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSignInNonce { createSignInNonce { nonce expiresAt } }\n"): typeof import('./graphql').CreateSignInNonceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithGoogle($idToken: String!) {\n    signInWithGoogle(input: { idToken: $idToken }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n"): typeof import('./graphql').SignInWithGoogleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithApple($idToken: String!) {\n    signInWithApple(input: { idToken: $idToken }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n"): typeof import('./graphql').SignInWithAppleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExpireSession($userId: String!) { updateSession(userId: $userId, input: { sessionStatus: expired }) { sessionStatus } }\n"): typeof import('./graphql').ExpireSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser($id: String!) { getUser(id: $id) { userId userDisplayName userDPUrl userStatus } }\n"): typeof import('./graphql').CurrentUserDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
