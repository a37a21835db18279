import { graphql } from '../../gql/index.ts';

export const FeedCardFragment = graphql(`
  fragment FeedCard on FeedPost { postId userId postName postDescription postDisplayImage postDisplayImageSet postSubTag postLikes postViews isLiked user { userId userDisplayName userDPUrl } hereNow { count faces { userId userDisplayName userDPUrl } } }
`);

export const TimelineQuery = graphql(`
  query Timeline($userId: String!, $pageNumber: PositiveInt, $category: FeedCategory, $search: String) {
    getTimeline(userId: $userId, pageNumber: $pageNumber, pageSize: 8, category: $category, search: $search) {
      documents { value { ...FeedCard } }
    }
  }
`);

export const TopViewedQuery = graphql(`
  query TopViewed($userId: String!) {
    getTopViewedPosts(userId: $userId) { documents { value { ...FeedCard } } }
  }
`);

export const TopLikedQuery = graphql(`
  query TopLiked($userId: String!) {
    getTopLikedPosts(userId: $userId) { documents { value { ...FeedCard } } }
  }
`);

export const LiveNowQuery = graphql(`
  query LiveNow($userId: String!) {
    getLiveNowPosts(userId: $userId) { documents { value { ...FeedCard } } }
  }
`);

export const TrendingProfilesQuery = graphql(`
  query TrendingProfiles($userId: String!) {
    getTrendingProfiles(userId: $userId) { profiles { userId userName userDisplayName userDPUrl totalFollowers userTotalPods } }
  }
`);

export const TogglePostLikeMutation = graphql(`
  mutation TogglePostLike($userId: String!, $postId: String!, $liked: Boolean) {
    togglePostLike(userId: $userId, postId: $postId, input: { liked: $liked }) { postId isLiked postLikes }
  }
`);

export const RecordPostViewMutation = graphql(`
  mutation RecordPostView($postId: String!) { recordPostView(postId: $postId) { postId postViews counted } }
`);
