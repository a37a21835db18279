import { podSchemas } from '../pods/schemas.ts';
import { postSchemas } from '../posts/schemas.ts';
import { eventSchemas } from '../events/schemas.ts';
import { socialSchemas } from '../users/social-schemas.ts';
import { messageSchemas } from '../messages/schemas.ts';
import { liveSchemas } from '../live/schemas.ts';

/** Shared JSON schemas, named by `$id` so the OpenAPI document and GraphQL types get real names. */
export const errorResponse = {
  $id: 'ErrorResponse',
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

const nullableString = { type: ['string', 'null'] } as const;

export const user = {
  $id: 'User',
  type: 'object',
  required: [
    'userId',
    'userLoginID',
    'userEmail',
    'userName',
    'userDisplayName',
    'userDPUrl',
    'userLocation',
    'userProfileType',
    'userStatus',
    'userPods',
    'userInterests',
    'userSocialLinks',
    'userTotalPods',
  ],
  properties: {
    userId: { type: 'string' },
    userLoginID: { type: 'string' },
    userEmail: { type: 'string' },
    userName: nullableString,
    userDisplayName: nullableString,
    userDPUrl: nullableString,
    userLocation: nullableString,
    userProfileType: { type: 'string', enum: ['public', 'private'] },
    userStatus: { type: 'string' },
    userPods: {
      type: 'array',
      items: {
        type: 'object',
        required: ['podId', 'podName'],
        properties: {
          podId: { type: 'string' },
          podName: { type: 'string' },
          podDisplayImage: { type: 'string' },
          podDescription: { type: 'string' },
          podStatus: { type: 'string' },
        },
      },
    },
    userInterests: { type: 'array', items: { type: 'string' } },
    userSocialLinks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['socialId', 'socialName', 'socialLink'],
        properties: { socialId: { type: 'integer' }, socialName: { type: 'string' }, socialLink: { type: 'string' } },
      },
    },
    userTotalPods: { type: 'integer' },
  },
} as const;

export const publicUser = {
  $id: 'PublicUser',
  type: 'object',
  required: ['userId', 'userName', 'userDisplayName', 'userDPUrl', 'userProfileType', 'userTotalPods'],
  properties: {
    userId: { type: 'string' },
    userName: nullableString,
    userDisplayName: nullableString,
    userDPUrl: nullableString,
    userProfileType: { type: 'string', enum: ['public', 'private'] },
    userTotalPods: { type: 'integer' },
  },
} as const;

export const sessionResponse = {
  $id: 'SessionResponse',
  type: 'object',
  required: ['sessionToken', 'user'],
  properties: { sessionToken: { type: 'string' }, user: { $ref: 'User#' } },
} as const;

export const authProvider = {
  $id: 'AuthProvider',
  type: 'object',
  required: ['id', 'clientId', 'authorizationEndpoint', 'redirectUri', 'responseMode', 'pkce', 'scope', 'development'],
  properties: {
    id: { type: 'string', enum: ['google', 'apple'] },
    clientId: { type: 'string' },
    authorizationEndpoint: { type: 'string' },
    redirectUri: { type: 'string' },
    responseMode: { type: 'string', enum: ['query', 'form_post'] },
    pkce: { type: 'boolean' },
    scope: { type: 'string' },
    development: { type: 'boolean' },
  },
} as const;

export const sharedSchemas = [
  errorResponse,
  user,
  publicUser,
  sessionResponse,
  authProvider,
  ...podSchemas,
  ...postSchemas,
  ...eventSchemas,
  ...socialSchemas,
  ...messageSchemas,
  ...liveSchemas,
];

// Error responses are not declared per route on purpose: GraphQL Mesh turns declared error
// responses into union result types, which would hide the HTTP status from the app. Every error
// is still `ErrorResponse` JSON (see errors.ts), documented in components.
