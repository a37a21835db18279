/**
 * JSON schemas of the social graph (spec §3 Follower row, Following row, Profile data response;
 * §4 Follow status), named by `$id` so the OpenAPI document and GraphQL get real type names.
 */
import { displayImageSet } from '../posts/schemas.ts';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const profileType = { type: 'string', enum: ['public', 'private'] } as const;
const nullableCursor = { type: ['string', 'null'], description: "Pass it as the next call's cursor; null on the last page" } as const;

/** The viewer's status towards a person: false (not following), 'pending' (requested), 'accepted', 'blocked' (by the viewer) or 'self'. */
export const followStatus = {
  $id: 'FollowStatus',
  description: "false (not following), 'pending' (requested), 'accepted', 'blocked' (by the viewer) or 'self'",
} as const;

export const followChange = {
  $id: 'FollowChange',
  type: 'object',
  required: ['userId', 'status'],
  properties: { userId: { ...str, description: 'The other person' }, status: { $ref: 'FollowStatus#' } },
} as const;

export const followingStatus = { $id: 'FollowingStatus', type: 'object', required: ['status'], properties: { status: { $ref: 'FollowStatus#' } } } as const;

export const followerRow = {
  $id: 'FollowerRow',
  type: 'object',
  required: [
    'followerId',
    'followerName',
    'followerUserName',
    'followerDisplayImage',
    'totalFollowers',
    'totalFollowings',
    'userTotalPods',
    'followBackStatus',
    'followedAt',
  ],
  properties: {
    followerId: str,
    followerName: nullableStr,
    followerUserName: nullableStr,
    followerDisplayImage: nullableStr,
    totalFollowers: int,
    totalFollowings: int,
    userTotalPods: int,
    followBackStatus: { $ref: 'FollowStatus#' },
    followedAt: { ...int, description: 'When the follow (or request) was made, epoch seconds' },
  },
} as const;

export const followingRow = {
  $id: 'FollowingRow',
  type: 'object',
  required: [
    'followingId',
    'followingName',
    'followingUserName',
    'followingDisplayImage',
    'userTotalFollowers',
    'userTotalFollowings',
    'userTotalPods',
    'followingStatus',
    'followedAt',
  ],
  properties: {
    followingId: str,
    followingName: nullableStr,
    followingUserName: nullableStr,
    followingDisplayImage: nullableStr,
    userTotalFollowers: int,
    userTotalFollowings: int,
    userTotalPods: int,
    followingStatus: { $ref: 'FollowStatus#' },
    followedAt: int,
  },
} as const;

const page = (id: string, key: string, row: string) =>
  ({
    $id: id,
    type: 'object',
    required: [key, 'nextCursor'],
    properties: { [key]: { type: 'array', items: { $ref: `${row}#` } }, nextCursor: nullableCursor },
  }) as const;

export const followerPage = page('FollowerPage', 'followers', 'FollowerRow');
export const followingPage = page('FollowingPage', 'followings', 'FollowingRow');
export const followRequestPage = page('FollowRequestPage', 'requests', 'FollowerRow');

export const profileData = {
  $id: 'ProfileData',
  type: 'object',
  required: ['userData', 'userPosts'],
  properties: {
    userData: {
      type: 'object',
      required: [
        'userId',
        'userName',
        'userDisplayName',
        'userDPUrl',
        'userLocation',
        'userProfileType',
        'isPrivate',
        'userTotalPods',
        'totalFollowers',
        'totalFollowings',
        'followStatus',
        'followsYou',
        'isBlocked',
        'canViewContent',
      ],
      properties: {
        userId: str,
        userName: nullableStr,
        userDisplayName: nullableStr,
        userDPUrl: nullableStr,
        userLocation: nullableStr,
        userProfileType: profileType,
        isPrivate: bool,
        userTotalPods: int,
        totalFollowers: int,
        totalFollowings: int,
        followStatus: { $ref: 'FollowStatus#' },
        followsYou: { ...bool, description: 'The person follows the viewer (accepted)' },
        isBlocked: { ...bool, description: 'The viewer blocked the person' },
        canViewContent: {
          ...bool,
          description: "The viewer may see the person's Pods and lists (self, public profile, or accepted follower; never while blocked)",
        },
      },
    },
    userPosts: {
      type: 'object',
      required: ['total', 'documents'],
      properties: {
        total: int,
        documents: {
          type: 'array',
          items: {
            type: 'object',
            required: ['value'],
            properties: {
              value: {
                type: 'object',
                required: ['postId', 'postName', 'postDisplayImage', 'postType'],
                properties: {
                  postId: str,
                  postName: str,
                  postDisplayImage: str,
                  postDisplayImageSet: displayImageSet,
                  postType: { $ref: 'PostVisibility#' },
                  hereNow: { $ref: 'HereNow#' },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const blockedUserList = {
  $id: 'BlockedUserList',
  type: 'object',
  required: ['users'],
  properties: {
    users: {
      type: 'array',
      items: {
        type: 'object',
        required: ['userId', 'userName', 'userDisplayName', 'userDPUrl', 'blockedAt'],
        properties: { userId: str, userName: nullableStr, userDisplayName: nullableStr, userDPUrl: nullableStr, blockedAt: int },
      },
    },
  },
} as const;

export const friendSuggestionList = {
  $id: 'FriendSuggestionList',
  type: 'object',
  required: ['suggestions'],
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['userId', 'userName', 'userDisplayName', 'userDPUrl', 'userProfileType', 'mutualFollows', 'totalFollowers', 'userTotalPods'],
        properties: {
          userId: str,
          userName: nullableStr,
          userDisplayName: nullableStr,
          userDPUrl: nullableStr,
          userProfileType: profileType,
          mutualFollows: { ...int, description: 'How many people the viewer follows follow this person' },
          totalFollowers: int,
          userTotalPods: int,
        },
      },
    },
  },
} as const;

export const socialSchemas = [
  followStatus,
  followChange,
  followingStatus,
  followerRow,
  followingRow,
  followerPage,
  followingPage,
  followRequestPage,
  profileData,
  blockedUserList,
  friendSuggestionList,
];
