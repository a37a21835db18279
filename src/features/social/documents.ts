import { graphql } from '../../gql/index.ts';

export const ProfileDataQuery = graphql(`
  query ProfileData($userId: String!, $otherId: String!) {
    getProfileData(userId: $userId, otherId: $otherId) {
      userData { userId userName userDisplayName userDPUrl userLocation userProfileType isPrivate userTotalPods totalFollowers totalFollowings followStatus followsYou isBlocked canViewContent }
      userPosts { total documents { value { postId postName postDisplayImage postDisplayImageSet postType hereNow { count faces { userId userDisplayName userDPUrl } } } } }
    }
  }
`);

export const FollowersQuery = graphql(`
  query Followers($userId: String!, $id: String!, $cursor: String!, $search: String) {
    getFollowers(userId: $userId, id: $id, cursor: $cursor, search: $search) {
      nextCursor
      followers { followerId followerName followerUserName followerDisplayImage totalFollowers totalFollowings userTotalPods followBackStatus }
    }
  }
`);

export const FollowingsQuery = graphql(`
  query Followings($userId: String!, $id: String!, $cursor: String!, $search: String) {
    getFollowings(userId: $userId, id: $id, cursor: $cursor, search: $search) {
      nextCursor
      followings { followingId followingName followingUserName followingDisplayImage userTotalFollowers userTotalFollowings userTotalPods followingStatus }
    }
  }
`);

export const FollowRequestsQuery = graphql(`
  query FollowRequests($userId: String!, $cursor: String, $search: String) {
    getFollowRequests(userId: $userId, cursor: $cursor, search: $search) {
      nextCursor
      requests { followerId followerName followerUserName followerDisplayImage totalFollowers totalFollowings userTotalPods followBackStatus }
    }
  }
`);

export const FriendSuggestionsQuery = graphql(`
  query FriendSuggestions($userId: String!, $search: String) {
    getFriendSuggestions(userId: $userId, search: $search) {
      suggestions { userId userName userDisplayName userDPUrl userProfileType mutualFollows totalFollowers userTotalPods }
    }
  }
`);

export const BlockedUsersQuery = graphql(`
  query BlockedUsers($id: String!) { getBlockedUsers(id: $id) { users { userId userName userDisplayName userDPUrl } } }
`);

export const SendFollowRequestMutation = graphql(`
  mutation SendFollowRequest($userId: String!, $followingUserId: String!) { sendFollowRequest(userId: $userId, input: { followingUserId: $followingUserId }) { userId status } }
`);

export const UnfollowMutation = graphql(`
  mutation Unfollow($userId: String!, $unfollowId: String!) { unfollowUser(userId: $userId, input: { unfollowId: $unfollowId }) { userId status } }
`);

export const RemoveFollowerMutation = graphql(`
  mutation RemoveFollower($userId: String!, $followerId: String!) { removeFollower(userId: $userId, followerId: $followerId) { userId status } }
`);

export const AcceptFollowRequestMutation = graphql(`
  mutation AcceptFollowRequest($userId: String!, $followerId: String!) { acceptFollowRequest(userId: $userId, followerId: $followerId) { userId status } }
`);

export const DeclineFollowRequestMutation = graphql(`
  mutation DeclineFollowRequest($userId: String!, $followerId: String!) { declineFollowRequest(userId: $userId, followerId: $followerId) { userId status } }
`);

export const BlockUserMutation = graphql(`
  mutation BlockUser($userId: String!, $blockedUserId: String!) { blockUser(userId: $userId, input: { blockedUserId: $blockedUserId }) { userId status } }
`);

export const UnblockUserMutation = graphql(`
  mutation UnblockUser($id: String!, $blockedUserId: String!) { unblockUser(id: $id, input: { blockedUserId: $blockedUserId }) { userId status } }
`);
