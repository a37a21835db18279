/** The social graph's calls, with list rows brought to one shape for the list screens. */
import type { FollowStatus } from '../../../machines/followStatus.ts';
import type { ListPage } from '../../../machines/followList.ts';
import type { BlockedUser } from '../../../machines/blockedUsers.ts';
import { gql } from '../../lib/api/client.ts';
import { outdating } from '../../lib/read-cache.ts';
import { currentUserId } from '../../lib/storage.ts';
import {
  AcceptFollowRequestMutation,
  BlockedUsersQuery,
  BlockUserMutation,
  DeclineFollowRequestMutation,
  FollowersQuery,
  FollowingsQuery,
  FollowRequestsQuery,
  FriendSuggestionsQuery,
  ProfileDataQuery,
  RemoveFollowerMutation,
  SendFollowRequestMutation,
  UnblockUserMutation,
  UnfollowMutation,
} from './documents.ts';

/** A person in a list: followers, followings, requests, suggestions. */
export interface PersonRow {
  id: string;
  name: string | null;
  userName: string | null;
  image: string | null;
  followers: number;
  followings: number;
  pods: number;
  status: FollowStatus;
  isPrivate: boolean;
}

const statusOf = (value: unknown): FollowStatus => (value === 'pending' || value === 'accepted' || value === 'blocked' || value === 'self' ? value : false);
const present = <T>(items: readonly (T | null | undefined)[] | null | undefined) => (items ?? []).flatMap((item) => (item ? [item] : []));

export const loadProfile = async (otherId: string) => (await gql(ProfileDataQuery, { userId: currentUserId(), otherId })).getProfileData ?? null;
export type Profile = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;
export const profileStatus = (profile: Profile) => statusOf(profile.userData.followStatus);

/** A follower as the followers list and the follow requests both send them: one row shape. */
const followerRow = (r: {
  followerId: string;
  followerName?: string | null;
  followerUserName?: string | null;
  followerDisplayImage?: string | null;
  totalFollowers: number;
  totalFollowings: number;
  userTotalPods: number;
  followBackStatus?: string | null;
}): PersonRow => ({
  id: r.followerId,
  name: r.followerName ?? null,
  userName: r.followerUserName ?? null,
  image: r.followerDisplayImage ?? null,
  followers: r.totalFollowers,
  followings: r.totalFollowings,
  pods: r.userTotalPods,
  status: statusOf(r.followBackStatus),
  isPrivate: false,
});

export async function loadFollowers(ownerId: string, search: string, cursor: string | null): Promise<ListPage<PersonRow>> {
  const page = (await gql(FollowersQuery, { userId: currentUserId(), id: ownerId, cursor: cursor ?? '0', ...(search.trim() ? { search: search.trim() } : {}) }))
    .getFollowers;
  return {
    nextCursor: page?.nextCursor ?? null,
    rows: present(page?.followers).map(followerRow),
  };
}

export async function loadFollowings(ownerId: string, search: string, cursor: string | null): Promise<ListPage<PersonRow>> {
  const page = (
    await gql(FollowingsQuery, { userId: currentUserId(), id: ownerId, cursor: cursor ?? '0', ...(search.trim() ? { search: search.trim() } : {}) })
  ).getFollowings;
  return {
    nextCursor: page?.nextCursor ?? null,
    rows: present(page?.followings).map((r) => ({
      id: r.followingId,
      name: r.followingName ?? null,
      userName: r.followingUserName ?? null,
      image: r.followingDisplayImage ?? null,
      followers: r.userTotalFollowers,
      followings: r.userTotalFollowings,
      pods: r.userTotalPods,
      status: statusOf(r.followingStatus),
      isPrivate: false,
    })),
  };
}

export async function loadFollowRequests(search: string, cursor: string | null): Promise<ListPage<PersonRow>> {
  const page = (await gql(FollowRequestsQuery, { userId: currentUserId(), ...(cursor ? { cursor } : {}), ...(search.trim() ? { search: search.trim() } : {}) }))
    .getFollowRequests;
  return {
    nextCursor: page?.nextCursor ?? null,
    rows: present(page?.requests).map(followerRow),
  };
}

export async function loadSuggestions(search: string): Promise<ListPage<PersonRow>> {
  const list = (await gql(FriendSuggestionsQuery, { userId: currentUserId(), ...(search.trim() ? { search: search.trim() } : {}) })).getFriendSuggestions;
  return {
    nextCursor: null,
    rows: present(list?.suggestions).map((s) => ({
      id: s.userId,
      name: s.userDisplayName ?? null,
      userName: s.userName ?? null,
      image: s.userDPUrl ?? null,
      followers: s.totalFollowers,
      followings: 0,
      pods: s.userTotalPods,
      status: false,
      isPrivate: s.userProfileType === 'private',
    })),
  };
}

export async function loadBlockedUsers(): Promise<BlockedUser[]> {
  const list = (await gql(BlockedUsersQuery, { id: currentUserId() })).getBlockedUsers;
  return present(list?.users).map((u) => ({
    userId: u.userId,
    userName: u.userName ?? null,
    userDisplayName: u.userDisplayName ?? null,
    userDPUrl: u.userDPUrl ?? null,
  }));
}

/** A change of who follows whom changes profiles (counts, visible Pods): kept reads of them are read again. */
const changingProfiles = <T>(change: Promise<T>) => outdating(['profile'], change);

/** Follows someone: 'accepted' for a public profile, 'pending' for a private one. */
export async function follow(otherId: string): Promise<'accepted' | 'pending'> {
  const result = (await changingProfiles(gql(SendFollowRequestMutation, { userId: currentUserId(), followingUserId: otherId }))).sendFollowRequest;
  return statusOf(result?.status) === 'pending' ? 'pending' : 'accepted';
}
/** Unfollows, or cancels a pending request. */
export async function unfollow(otherId: string): Promise<void> {
  await changingProfiles(gql(UnfollowMutation, { userId: currentUserId(), unfollowId: otherId }));
}
export async function removeFollower(followerId: string): Promise<void> {
  await changingProfiles(gql(RemoveFollowerMutation, { userId: currentUserId(), followerId }));
}
export async function acceptRequest(followerId: string): Promise<void> {
  await changingProfiles(gql(AcceptFollowRequestMutation, { userId: currentUserId(), followerId }));
}
export async function declineRequest(followerId: string): Promise<void> {
  await changingProfiles(gql(DeclineFollowRequestMutation, { userId: currentUserId(), followerId }));
}
export async function blockUser(otherId: string): Promise<void> {
  await changingProfiles(gql(BlockUserMutation, { userId: currentUserId(), blockedUserId: otherId }));
}
export async function unblockUser(otherId: string): Promise<void> {
  await changingProfiles(gql(UnblockUserMutation, { id: currentUserId(), blockedUserId: otherId }));
}
