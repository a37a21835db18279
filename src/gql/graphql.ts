/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  ObjMap: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

export type AuthProvider = {
  __typename?: 'AuthProvider';
  authorizationEndpoint: Scalars['String']['output'];
  clientId: Scalars['String']['output'];
  development: Scalars['Boolean']['output'];
  id: Query_AuthProviders_Providers_Items_Id;
  responseType: Query_AuthProviders_Providers_Items_ResponseType;
  scope: Scalars['String']['output'];
  tokenEndpoint?: Maybe<Scalars['String']['output']>;
};

export type HttpMethod =
  | 'CONNECT'
  | 'DELETE'
  | 'GET'
  | 'HEAD'
  | 'OPTIONS'
  | 'PATCH'
  | 'POST'
  | 'PUT'
  | 'TRACE';

export type Mutation = {
  __typename?: 'Mutation';
  /** A single-use nonce for the next authorization request */
  createSignInNonce?: Maybe<CreateSignInNonce_200_Response>;
  /** Sign in with an Apple ID token */
  signInWithApple?: Maybe<SessionResponse>;
  /** Sign in with a Google ID token (login id and email come from the verified token only) */
  signInWithGoogle?: Maybe<SessionResponse>;
  /** Expire the calling session (logout) */
  updateSession?: Maybe<UpdateSession_200_Response>;
};


export type MutationSignInWithAppleArgs = {
  input?: InputMaybe<SignInWithApple_Request_Input>;
};


export type MutationSignInWithGoogleArgs = {
  input?: InputMaybe<SignInWithGoogle_Request_Input>;
};


export type MutationUpdateSessionArgs = {
  input?: InputMaybe<UpdateSession_Request_Input>;
  userId: Scalars['String']['input'];
};

export type PodTemplate = {
  __typename?: 'PodTemplate';
  podDescription: Scalars['String']['output'];
  podDisplayImage: Scalars['String']['output'];
  podId: Scalars['String']['output'];
  podName: Scalars['String']['output'];
  podTags: Array<Maybe<Scalars['String']['output']>>;
};

export type PublicUser = {
  __typename?: 'PublicUser';
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  userName?: Maybe<Scalars['String']['output']>;
  userProfileType: Query_GetSingleUser_UserProfileType;
  userTotalPods: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The configured account providers */
  authProviders?: Maybe<AuthProviders_200_Response>;
  /** Another user's public profile */
  getSingleUser?: Maybe<PublicUser>;
  /** The caller's own user */
  getUser?: Maybe<User>;
  /** Liveness and database reachability */
  health?: Maybe<Health_200_Response>;
  /** Every pod template */
  listPodTemplates?: Maybe<ListPodTemplates_200_Response>;
};


export type QueryGetSingleUserArgs = {
  id: Scalars['String']['input'];
};


export type QueryGetUserArgs = {
  id: Scalars['String']['input'];
};

export type SessionResponse = {
  __typename?: 'SessionResponse';
  sessionToken: Scalars['String']['output'];
  user: User;
};

export type User = {
  __typename?: 'User';
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userEmail: Scalars['String']['output'];
  userId: Scalars['String']['output'];
  userInterests: Array<Maybe<Scalars['String']['output']>>;
  userLocation?: Maybe<Scalars['String']['output']>;
  userLoginID: Scalars['String']['output'];
  userName?: Maybe<Scalars['String']['output']>;
  userPods: Array<Maybe<Query_GetUser_UserPods_Items>>;
  userProfileType: Query_GetUser_UserProfileType;
  userSocialLinks: Array<Maybe<Query_GetUser_UserSocialLinks_Items>>;
  userStatus: Scalars['String']['output'];
  userTotalPods: Scalars['Int']['output'];
};

export type AuthProviders_200_Response = {
  __typename?: 'authProviders_200_response';
  providers: Array<Maybe<AuthProvider>>;
};

export type CreateSignInNonce_200_Response = {
  __typename?: 'createSignInNonce_200_response';
  expiresAt: Scalars['Int']['output'];
  nonce: Scalars['String']['output'];
};

export type Expired_Const =
  | 'expired';

export type Health_200_Response = {
  __typename?: 'health_200_response';
  database: Query_Health_Database;
  status: Scalars['String']['output'];
};

export type ListPodTemplates_200_Response = {
  __typename?: 'listPodTemplates_200_response';
  documents: Array<Maybe<Query_ListPodTemplates_Documents_Items>>;
};

export type Query_AuthProviders_Providers_Items_Id =
  | 'apple'
  | 'google';

export type Query_AuthProviders_Providers_Items_ResponseType =
  | 'code'
  | 'id_token';

export type Query_GetSingleUser_UserProfileType =
  | 'private'
  | 'public';

export type Query_GetUser_UserPods_Items = {
  __typename?: 'query_getUser_userPods_items';
  podDescription?: Maybe<Scalars['String']['output']>;
  podDisplayImage?: Maybe<Scalars['String']['output']>;
  podId: Scalars['String']['output'];
  podName: Scalars['String']['output'];
  podStatus?: Maybe<Scalars['String']['output']>;
};

export type Query_GetUser_UserProfileType =
  | 'private'
  | 'public';

export type Query_GetUser_UserSocialLinks_Items = {
  __typename?: 'query_getUser_userSocialLinks_items';
  socialId: Scalars['Int']['output'];
  socialLink: Scalars['String']['output'];
  socialName: Scalars['String']['output'];
};

export type Query_Health_Database =
  | 'postgres'
  | 'sqlite';

export type Query_ListPodTemplates_Documents_Items = {
  __typename?: 'query_listPodTemplates_documents_items';
  value: PodTemplate;
};

export type SignInWithApple_Request_Input = {
  idToken: Scalars['String']['input'];
  userEmail?: InputMaybe<Scalars['String']['input']>;
  userLoginID?: InputMaybe<Scalars['String']['input']>;
};

export type SignInWithGoogle_Request_Input = {
  idToken: Scalars['String']['input'];
  userEmail?: InputMaybe<Scalars['String']['input']>;
  userLoginID?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSession_200_Response = {
  __typename?: 'updateSession_200_response';
  sessionStatus: Scalars['String']['output'];
};

export type UpdateSession_Request_Input = {
  sessionStatus: Expired_Const;
};

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProvidersQuery = { __typename?: 'Query', authProviders?: { __typename?: 'authProviders_200_response', providers: Array<{ __typename?: 'AuthProvider', id: Query_AuthProviders_Providers_Items_Id, clientId: string, authorizationEndpoint: string, tokenEndpoint?: string | null, responseType: Query_AuthProviders_Providers_Items_ResponseType, scope: string, development: boolean } | null> } | null };

export type CreateSignInNonceMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateSignInNonceMutation = { __typename?: 'Mutation', createSignInNonce?: { __typename?: 'createSignInNonce_200_response', nonce: string, expiresAt: number } | null };

export type SignInWithGoogleMutationVariables = Exact<{
  idToken: Scalars['String']['input'];
}>;


export type SignInWithGoogleMutation = { __typename?: 'Mutation', signInWithGoogle?: { __typename?: 'SessionResponse', sessionToken: string, user: { __typename?: 'User', userId: string, userLoginID: string, userDisplayName?: string | null, userDPUrl?: string | null, userStatus: string } } | null };

export type SignInWithAppleMutationVariables = Exact<{
  idToken: Scalars['String']['input'];
}>;


export type SignInWithAppleMutation = { __typename?: 'Mutation', signInWithApple?: { __typename?: 'SessionResponse', sessionToken: string, user: { __typename?: 'User', userId: string, userLoginID: string, userDisplayName?: string | null, userDPUrl?: string | null, userStatus: string } } | null };

export type ExpireSessionMutationVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type ExpireSessionMutation = { __typename?: 'Mutation', updateSession?: { __typename?: 'updateSession_200_response', sessionStatus: string } | null };

export type CurrentUserQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type CurrentUserQuery = { __typename?: 'Query', getUser?: { __typename?: 'User', userId: string, userDisplayName?: string | null, userDPUrl?: string | null, userStatus: string } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const AuthProvidersDocument = new TypedDocumentString(`
    query AuthProviders {
  authProviders {
    providers {
      id
      clientId
      authorizationEndpoint
      tokenEndpoint
      responseType
      scope
      development
    }
  }
}
    `) as unknown as TypedDocumentString<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const CreateSignInNonceDocument = new TypedDocumentString(`
    mutation CreateSignInNonce {
  createSignInNonce {
    nonce
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateSignInNonceMutation, CreateSignInNonceMutationVariables>;
export const SignInWithGoogleDocument = new TypedDocumentString(`
    mutation SignInWithGoogle($idToken: String!) {
  signInWithGoogle(input: {idToken: $idToken}) {
    sessionToken
    user {
      userId
      userLoginID
      userDisplayName
      userDPUrl
      userStatus
    }
  }
}
    `) as unknown as TypedDocumentString<SignInWithGoogleMutation, SignInWithGoogleMutationVariables>;
export const SignInWithAppleDocument = new TypedDocumentString(`
    mutation SignInWithApple($idToken: String!) {
  signInWithApple(input: {idToken: $idToken}) {
    sessionToken
    user {
      userId
      userLoginID
      userDisplayName
      userDPUrl
      userStatus
    }
  }
}
    `) as unknown as TypedDocumentString<SignInWithAppleMutation, SignInWithAppleMutationVariables>;
export const ExpireSessionDocument = new TypedDocumentString(`
    mutation ExpireSession($userId: String!) {
  updateSession(userId: $userId, input: {sessionStatus: expired}) {
    sessionStatus
  }
}
    `) as unknown as TypedDocumentString<ExpireSessionMutation, ExpireSessionMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser($id: String!) {
  getUser(id: $id) {
    userId
    userDisplayName
    userDPUrl
    userStatus
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;