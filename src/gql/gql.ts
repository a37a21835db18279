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
    "\n  query AuthProviders {\n    authProviders { providers { id clientId authorizationEndpoint redirectUri responseMode pkce scope development } }\n  }\n": typeof types.AuthProvidersDocument,
    "\n  mutation CreateSignInNonce { createSignInNonce { nonce expiresAt } }\n": typeof types.CreateSignInNonceDocument,
    "\n  mutation SignInWithGoogle($code: String!, $codeVerifier: String!) {\n    signInWithGoogle(input: { code: $code, codeVerifier: $codeVerifier }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n": typeof types.SignInWithGoogleDocument,
    "\n  mutation SignInWithApple($signInCode: String!, $nonce: String!) {\n    signInWithApple(input: { signInCode: $signInCode, nonce: $nonce }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n": typeof types.SignInWithAppleDocument,
    "\n  mutation ExpireSession($userId: String!) { updateSession(userId: $userId, input: { sessionStatus: expired }) { sessionStatus } }\n": typeof types.ExpireSessionDocument,
    "\n  fragment EventCard on Event {\n    eventId hostId postId eventName eventDescription eventThumbnail startTimestamp endTimestamp eventStatus\n    host { userId userDisplayName userDPUrl }\n    post { postId postName postDisplayImage postDisplayImageSet }\n    guests { userId userDisplayName userDPUrl }\n  }\n": typeof types.EventCardFragmentDoc,
    "\n  query HostedEvents($userId: String!) { getHostedEvents(userId: $userId) { events { ...EventCard } } }\n": typeof types.HostedEventsDocument,
    "\n  query EventInvitations($userId: String!) { getEventInvitations(userId: $userId) { events { ...EventCard } } }\n": typeof types.EventInvitationsDocument,
    "\n  query OneEvent($userId: String!, $eventId: PositiveInt!) { getEvent(userId: $userId, eventId: $eventId) { ...EventCard } }\n": typeof types.OneEventDocument,
    "\n  query GuestCandidates($userId: String!) { getGuestCandidates(userId: $userId) { candidates { userId displayName displayImage totalPods type } } }\n": typeof types.GuestCandidatesDocument,
    "\n  mutation CreateEvent($userId: String!, $input: createEvent_request_Input!) { createEvent(userId: $userId, input: $input) { data { eventId } } }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($userId: String!, $eventId: PositiveInt!, $input: updateEvent_request_Input!) { updateEvent(userId: $userId, eventId: $eventId, input: $input) { data { eventId } } }\n": typeof types.UpdateEventDocument,
    "\n  mutation UpdateEventStatus($userId: String!, $eventId: PositiveInt!, $eventStatus: String!) {\n    updateEventStatus(userId: $userId, eventId: $eventId, input: { eventStatus: $eventStatus }) { eventId eventStatus }\n  }\n": typeof types.UpdateEventStatusDocument,
    "\n  mutation DeleteEvent($userId: String!, $eventId: PositiveInt!) { deleteEvent(userId: $userId, eventId: $eventId) { eventId deleted } }\n": typeof types.DeleteEventDocument,
    "\n  fragment FeedCard on FeedPost { postId userId postName postDescription postDisplayImage postDisplayImageSet postSubTag postLikes postViews isLiked user { userId userDisplayName userDPUrl } hereNow { count faces { userId userDisplayName userDPUrl } } }\n": typeof types.FeedCardFragmentDoc,
    "\n  query Timeline($userId: String!, $pageNumber: PositiveInt, $category: FeedCategory, $search: String) {\n    getTimeline(userId: $userId, pageNumber: $pageNumber, pageSize: 8, category: $category, search: $search) {\n      documents { value { ...FeedCard } }\n    }\n  }\n": typeof types.TimelineDocument,
    "\n  query TopViewed($userId: String!) {\n    getTopViewedPosts(userId: $userId) { documents { value { ...FeedCard } } }\n  }\n": typeof types.TopViewedDocument,
    "\n  query TopLiked($userId: String!) {\n    getTopLikedPosts(userId: $userId) { documents { value { ...FeedCard } } }\n  }\n": typeof types.TopLikedDocument,
    "\n  query LiveNow($userId: String!) {\n    getLiveNowPosts(userId: $userId) { documents { value { ...FeedCard } } }\n  }\n": typeof types.LiveNowDocument,
    "\n  query TrendingProfiles($userId: String!) {\n    getTrendingProfiles(userId: $userId) { profiles { userId userName userDisplayName userDPUrl totalFollowers userTotalPods } }\n  }\n": typeof types.TrendingProfilesDocument,
    "\n  mutation TogglePostLike($userId: String!, $postId: String!, $liked: Boolean) {\n    togglePostLike(userId: $userId, postId: $postId, input: { liked: $liked }) { postId isLiked postLikes }\n  }\n": typeof types.TogglePostLikeDocument,
    "\n  mutation RecordPostView($postId: String!) { recordPostView(postId: $postId) { postId postViews counted } }\n": typeof types.RecordPostViewDocument,
    "\n  query FrameConfig { getFrameConfig { podAppUrl } }\n": typeof types.FrameConfigDocument,
    "\n  mutation CreateFrameToken($userId: String!) { createFrameToken(userId: $userId) { token expiresAt } }\n": typeof types.CreateFrameTokenDocument,
    "\n  query FramePodPicture($postId: String!) { getLivePost(postId: $postId) { postDisplayImage postDisplayImageSet } }\n": typeof types.FramePodPictureDocument,
    "\n  query Inbox($userId: String!, $cursor: String) {\n    getInbox(userId: $userId, cursor: $cursor) {\n      nextCursor\n      conversations { unreadCount user { userId userName userDisplayName userDPUrl online } lastMessage { messageId fromMe preview createdAt } }\n    }\n  }\n": typeof types.InboxDocument,
    "\n  query Chat($userId: String!, $otherId: String!, $cursor: String) {\n    getChat(userId: $userId, otherId: $otherId, cursor: $cursor) {\n      blockedByYou partnerLastReadId nextCursor\n      partner { userId userName userDisplayName userDPUrl online }\n      messages { messageId clientMessageId fromMe content createdAt read image { url width height } file { url name size type } }\n    }\n  }\n": typeof types.ChatDocument,
    "\n  mutation SendMessage($userId: String!, $otherId: String!, $input: sendMessage_request_Input) {\n    sendMessage(userId: $userId, otherId: $otherId, input: $input) { messageId clientMessageId fromMe content createdAt read image { url width height } file { url name size type } }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation MarkChatRead($userId: String!, $otherId: String!) { markChatRead(userId: $userId, otherId: $otherId) { lastReadMessageId } }\n": typeof types.MarkChatReadDocument,
    "\n  mutation DeleteChat($userId: String!, $otherId: String!) { deleteChat(userId: $userId, otherId: $otherId) { deleted } }\n": typeof types.DeleteChatDocument,
    "\n  mutation BlockFromChat($userId: String!, $blockedUserId: String!) { blockUser(userId: $userId, input: { blockedUserId: $blockedUserId }) { userId status } }\n": typeof types.BlockFromChatDocument,
    "\n  query PeopleToMessage($userId: String!, $cursor: String!, $search: String) {\n    getFollowings(userId: $userId, id: $userId, cursor: $cursor, search: $search) {\n      followings { followingId followingName followingUserName followingDisplayImage }\n    }\n  }\n": typeof types.PeopleToMessageDocument,
    "\n  mutation StreamTicket($userId: String!) { createStreamTicket(userId: $userId) { ticket } }\n": typeof types.StreamTicketDocument,
    "\n  mutation WatchHereNow($userId: String!, $input: watchHereNow_request_Input!) { watchHereNow(userId: $userId, input: $input) { watching } }\n": typeof types.WatchHereNowDocument,
    "\n  query UnreadNotifications($userId: String!) { getNotifications(userId: $userId) { notifications { kind read } } }\n": typeof types.UnreadNotificationsDocument,
    "\n  mutation MarkNotificationsRead($userId: String!, $type: mutationInput_markNotificationsRead_type!) { markNotificationsRead(userId: $userId, type: $type) { marked } }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query VapidPublicKey { getVapidPublicKey { publicKey } }\n": typeof types.VapidPublicKeyDocument,
    "\n  mutation SubscribePush($userId: String!, $input: subscribePush_request_Input!) { subscribePush(userId: $userId, input: $input) { subscribed } }\n": typeof types.SubscribePushDocument,
    "\n  query OnboardingUser($id: String!) {\n    getUser(id: $id) { userId userName userDisplayName userDPUrl userStatus userInterests userSocialLinks { socialId socialName socialLink } userPods { podId podName podDisplayImage } }\n  }\n": typeof types.OnboardingUserDocument,
    "\n  mutation CreateAccount($userId: String!, $input: createAccount_request_Input!) {\n    createAccount(userId: $userId, input: $input) { userId userName userDisplayName userDPUrl userStatus }\n  }\n": typeof types.CreateAccountDocument,
    "\n  query PodTemplates { listPodTemplates { documents { value { podId podName podDisplayImage podDescription podTags } } } }\n": typeof types.PodTemplatesDocument,
    "\n  query MyPods($userId: String!) {\n    getUserPosts(userId: $userId) { total documents { value { postId postName postDescription postTags postSubTag postType postDisplayImage postDisplayImageSet podId podName user { userDisplayName } } } }\n  }\n": typeof types.MyPodsDocument,
    "\n  mutation CreatePod($userId: String!, $input: NewPost_Input!) { createPost(userId: $userId, input: $input) { postId podId } }\n": typeof types.CreatePodDocument,
    "\n  mutation UpdatePod($userId: String!, $postId: String!, $input: PostUpdate_Input!) {\n    updatePost(userId: $userId, postId: $postId, input: $input) { postId podId postName postType }\n  }\n": typeof types.UpdatePodDocument,
    "\n  mutation UpdateUser($id: String!, $input: updateUser_request_Input!) {\n    updateUser(id: $id, input: $input) { userId userStatus userInterests userSocialLinks { socialId socialName socialLink } }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation SendHelpEmail($input: sendHelpEmail_request_Input!) { sendHelpEmail(input: $input) { messageId status } }\n": typeof types.SendHelpEmailDocument,
    "\n  query ProfileToEdit($id: String!) { getUser(id: $id) { userId userName userDisplayName userLocation userDPUrl } }\n": typeof types.ProfileToEditDocument,
    "\n  mutation UpdateProfile($userId: String!, $input: updateProfile_request_Input!) {\n    updateProfile(userId: $userId, input: $input) { userId userName userDisplayName userLocation userDPUrl }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ProfileData($userId: String!, $otherId: String!) {\n    getProfileData(userId: $userId, otherId: $otherId) {\n      userData { userId userName userDisplayName userDPUrl userLocation userProfileType isPrivate userTotalPods totalFollowers totalFollowings followStatus followsYou isBlocked canViewContent }\n      userPosts { total documents { value { postId postName postDisplayImage postDisplayImageSet postType hereNow { count faces { userId userDisplayName userDPUrl } } } } }\n    }\n  }\n": typeof types.ProfileDataDocument,
    "\n  query Followers($userId: String!, $id: String!, $cursor: String!, $search: String) {\n    getFollowers(userId: $userId, id: $id, cursor: $cursor, search: $search) {\n      nextCursor\n      followers { followerId followerName followerUserName followerDisplayImage totalFollowers totalFollowings userTotalPods followBackStatus }\n    }\n  }\n": typeof types.FollowersDocument,
    "\n  query Followings($userId: String!, $id: String!, $cursor: String!, $search: String) {\n    getFollowings(userId: $userId, id: $id, cursor: $cursor, search: $search) {\n      nextCursor\n      followings { followingId followingName followingUserName followingDisplayImage userTotalFollowers userTotalFollowings userTotalPods followingStatus }\n    }\n  }\n": typeof types.FollowingsDocument,
    "\n  query FollowRequests($userId: String!, $cursor: String, $search: String) {\n    getFollowRequests(userId: $userId, cursor: $cursor, search: $search) {\n      nextCursor\n      requests { followerId followerName followerUserName followerDisplayImage totalFollowers totalFollowings userTotalPods followBackStatus }\n    }\n  }\n": typeof types.FollowRequestsDocument,
    "\n  query FriendSuggestions($userId: String!, $search: String) {\n    getFriendSuggestions(userId: $userId, search: $search) {\n      suggestions { userId userName userDisplayName userDPUrl userProfileType mutualFollows totalFollowers userTotalPods }\n    }\n  }\n": typeof types.FriendSuggestionsDocument,
    "\n  query BlockedUsers($id: String!) { getBlockedUsers(id: $id) { users { userId userName userDisplayName userDPUrl } } }\n": typeof types.BlockedUsersDocument,
    "\n  mutation SendFollowRequest($userId: String!, $followingUserId: String!) { sendFollowRequest(userId: $userId, input: { followingUserId: $followingUserId }) { userId status } }\n": typeof types.SendFollowRequestDocument,
    "\n  mutation Unfollow($userId: String!, $unfollowId: String!) { unfollowUser(userId: $userId, input: { unfollowId: $unfollowId }) { userId status } }\n": typeof types.UnfollowDocument,
    "\n  mutation RemoveFollower($userId: String!, $followerId: String!) { removeFollower(userId: $userId, followerId: $followerId) { userId status } }\n": typeof types.RemoveFollowerDocument,
    "\n  mutation AcceptFollowRequest($userId: String!, $followerId: String!) { acceptFollowRequest(userId: $userId, followerId: $followerId) { userId status } }\n": typeof types.AcceptFollowRequestDocument,
    "\n  mutation DeclineFollowRequest($userId: String!, $followerId: String!) { declineFollowRequest(userId: $userId, followerId: $followerId) { userId status } }\n": typeof types.DeclineFollowRequestDocument,
    "\n  mutation BlockUser($userId: String!, $blockedUserId: String!) { blockUser(userId: $userId, input: { blockedUserId: $blockedUserId }) { userId status } }\n": typeof types.BlockUserDocument,
    "\n  mutation UnblockUser($id: String!, $blockedUserId: String!) { unblockUser(id: $id, input: { blockedUserId: $blockedUserId }) { userId status } }\n": typeof types.UnblockUserDocument,
};
const documents: Documents = {
    "\n  query AuthProviders {\n    authProviders { providers { id clientId authorizationEndpoint redirectUri responseMode pkce scope development } }\n  }\n": types.AuthProvidersDocument,
    "\n  mutation CreateSignInNonce { createSignInNonce { nonce expiresAt } }\n": types.CreateSignInNonceDocument,
    "\n  mutation SignInWithGoogle($code: String!, $codeVerifier: String!) {\n    signInWithGoogle(input: { code: $code, codeVerifier: $codeVerifier }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n": types.SignInWithGoogleDocument,
    "\n  mutation SignInWithApple($signInCode: String!, $nonce: String!) {\n    signInWithApple(input: { signInCode: $signInCode, nonce: $nonce }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n": types.SignInWithAppleDocument,
    "\n  mutation ExpireSession($userId: String!) { updateSession(userId: $userId, input: { sessionStatus: expired }) { sessionStatus } }\n": types.ExpireSessionDocument,
    "\n  fragment EventCard on Event {\n    eventId hostId postId eventName eventDescription eventThumbnail startTimestamp endTimestamp eventStatus\n    host { userId userDisplayName userDPUrl }\n    post { postId postName postDisplayImage postDisplayImageSet }\n    guests { userId userDisplayName userDPUrl }\n  }\n": types.EventCardFragmentDoc,
    "\n  query HostedEvents($userId: String!) { getHostedEvents(userId: $userId) { events { ...EventCard } } }\n": types.HostedEventsDocument,
    "\n  query EventInvitations($userId: String!) { getEventInvitations(userId: $userId) { events { ...EventCard } } }\n": types.EventInvitationsDocument,
    "\n  query OneEvent($userId: String!, $eventId: PositiveInt!) { getEvent(userId: $userId, eventId: $eventId) { ...EventCard } }\n": types.OneEventDocument,
    "\n  query GuestCandidates($userId: String!) { getGuestCandidates(userId: $userId) { candidates { userId displayName displayImage totalPods type } } }\n": types.GuestCandidatesDocument,
    "\n  mutation CreateEvent($userId: String!, $input: createEvent_request_Input!) { createEvent(userId: $userId, input: $input) { data { eventId } } }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($userId: String!, $eventId: PositiveInt!, $input: updateEvent_request_Input!) { updateEvent(userId: $userId, eventId: $eventId, input: $input) { data { eventId } } }\n": types.UpdateEventDocument,
    "\n  mutation UpdateEventStatus($userId: String!, $eventId: PositiveInt!, $eventStatus: String!) {\n    updateEventStatus(userId: $userId, eventId: $eventId, input: { eventStatus: $eventStatus }) { eventId eventStatus }\n  }\n": types.UpdateEventStatusDocument,
    "\n  mutation DeleteEvent($userId: String!, $eventId: PositiveInt!) { deleteEvent(userId: $userId, eventId: $eventId) { eventId deleted } }\n": types.DeleteEventDocument,
    "\n  fragment FeedCard on FeedPost { postId userId postName postDescription postDisplayImage postDisplayImageSet postSubTag postLikes postViews isLiked user { userId userDisplayName userDPUrl } hereNow { count faces { userId userDisplayName userDPUrl } } }\n": types.FeedCardFragmentDoc,
    "\n  query Timeline($userId: String!, $pageNumber: PositiveInt, $category: FeedCategory, $search: String) {\n    getTimeline(userId: $userId, pageNumber: $pageNumber, pageSize: 8, category: $category, search: $search) {\n      documents { value { ...FeedCard } }\n    }\n  }\n": types.TimelineDocument,
    "\n  query TopViewed($userId: String!) {\n    getTopViewedPosts(userId: $userId) { documents { value { ...FeedCard } } }\n  }\n": types.TopViewedDocument,
    "\n  query TopLiked($userId: String!) {\n    getTopLikedPosts(userId: $userId) { documents { value { ...FeedCard } } }\n  }\n": types.TopLikedDocument,
    "\n  query LiveNow($userId: String!) {\n    getLiveNowPosts(userId: $userId) { documents { value { ...FeedCard } } }\n  }\n": types.LiveNowDocument,
    "\n  query TrendingProfiles($userId: String!) {\n    getTrendingProfiles(userId: $userId) { profiles { userId userName userDisplayName userDPUrl totalFollowers userTotalPods } }\n  }\n": types.TrendingProfilesDocument,
    "\n  mutation TogglePostLike($userId: String!, $postId: String!, $liked: Boolean) {\n    togglePostLike(userId: $userId, postId: $postId, input: { liked: $liked }) { postId isLiked postLikes }\n  }\n": types.TogglePostLikeDocument,
    "\n  mutation RecordPostView($postId: String!) { recordPostView(postId: $postId) { postId postViews counted } }\n": types.RecordPostViewDocument,
    "\n  query FrameConfig { getFrameConfig { podAppUrl } }\n": types.FrameConfigDocument,
    "\n  mutation CreateFrameToken($userId: String!) { createFrameToken(userId: $userId) { token expiresAt } }\n": types.CreateFrameTokenDocument,
    "\n  query FramePodPicture($postId: String!) { getLivePost(postId: $postId) { postDisplayImage postDisplayImageSet } }\n": types.FramePodPictureDocument,
    "\n  query Inbox($userId: String!, $cursor: String) {\n    getInbox(userId: $userId, cursor: $cursor) {\n      nextCursor\n      conversations { unreadCount user { userId userName userDisplayName userDPUrl online } lastMessage { messageId fromMe preview createdAt } }\n    }\n  }\n": types.InboxDocument,
    "\n  query Chat($userId: String!, $otherId: String!, $cursor: String) {\n    getChat(userId: $userId, otherId: $otherId, cursor: $cursor) {\n      blockedByYou partnerLastReadId nextCursor\n      partner { userId userName userDisplayName userDPUrl online }\n      messages { messageId clientMessageId fromMe content createdAt read image { url width height } file { url name size type } }\n    }\n  }\n": types.ChatDocument,
    "\n  mutation SendMessage($userId: String!, $otherId: String!, $input: sendMessage_request_Input) {\n    sendMessage(userId: $userId, otherId: $otherId, input: $input) { messageId clientMessageId fromMe content createdAt read image { url width height } file { url name size type } }\n  }\n": types.SendMessageDocument,
    "\n  mutation MarkChatRead($userId: String!, $otherId: String!) { markChatRead(userId: $userId, otherId: $otherId) { lastReadMessageId } }\n": types.MarkChatReadDocument,
    "\n  mutation DeleteChat($userId: String!, $otherId: String!) { deleteChat(userId: $userId, otherId: $otherId) { deleted } }\n": types.DeleteChatDocument,
    "\n  mutation BlockFromChat($userId: String!, $blockedUserId: String!) { blockUser(userId: $userId, input: { blockedUserId: $blockedUserId }) { userId status } }\n": types.BlockFromChatDocument,
    "\n  query PeopleToMessage($userId: String!, $cursor: String!, $search: String) {\n    getFollowings(userId: $userId, id: $userId, cursor: $cursor, search: $search) {\n      followings { followingId followingName followingUserName followingDisplayImage }\n    }\n  }\n": types.PeopleToMessageDocument,
    "\n  mutation StreamTicket($userId: String!) { createStreamTicket(userId: $userId) { ticket } }\n": types.StreamTicketDocument,
    "\n  mutation WatchHereNow($userId: String!, $input: watchHereNow_request_Input!) { watchHereNow(userId: $userId, input: $input) { watching } }\n": types.WatchHereNowDocument,
    "\n  query UnreadNotifications($userId: String!) { getNotifications(userId: $userId) { notifications { kind read } } }\n": types.UnreadNotificationsDocument,
    "\n  mutation MarkNotificationsRead($userId: String!, $type: mutationInput_markNotificationsRead_type!) { markNotificationsRead(userId: $userId, type: $type) { marked } }\n": types.MarkNotificationsReadDocument,
    "\n  query VapidPublicKey { getVapidPublicKey { publicKey } }\n": types.VapidPublicKeyDocument,
    "\n  mutation SubscribePush($userId: String!, $input: subscribePush_request_Input!) { subscribePush(userId: $userId, input: $input) { subscribed } }\n": types.SubscribePushDocument,
    "\n  query OnboardingUser($id: String!) {\n    getUser(id: $id) { userId userName userDisplayName userDPUrl userStatus userInterests userSocialLinks { socialId socialName socialLink } userPods { podId podName podDisplayImage } }\n  }\n": types.OnboardingUserDocument,
    "\n  mutation CreateAccount($userId: String!, $input: createAccount_request_Input!) {\n    createAccount(userId: $userId, input: $input) { userId userName userDisplayName userDPUrl userStatus }\n  }\n": types.CreateAccountDocument,
    "\n  query PodTemplates { listPodTemplates { documents { value { podId podName podDisplayImage podDescription podTags } } } }\n": types.PodTemplatesDocument,
    "\n  query MyPods($userId: String!) {\n    getUserPosts(userId: $userId) { total documents { value { postId postName postDescription postTags postSubTag postType postDisplayImage postDisplayImageSet podId podName user { userDisplayName } } } }\n  }\n": types.MyPodsDocument,
    "\n  mutation CreatePod($userId: String!, $input: NewPost_Input!) { createPost(userId: $userId, input: $input) { postId podId } }\n": types.CreatePodDocument,
    "\n  mutation UpdatePod($userId: String!, $postId: String!, $input: PostUpdate_Input!) {\n    updatePost(userId: $userId, postId: $postId, input: $input) { postId podId postName postType }\n  }\n": types.UpdatePodDocument,
    "\n  mutation UpdateUser($id: String!, $input: updateUser_request_Input!) {\n    updateUser(id: $id, input: $input) { userId userStatus userInterests userSocialLinks { socialId socialName socialLink } }\n  }\n": types.UpdateUserDocument,
    "\n  mutation SendHelpEmail($input: sendHelpEmail_request_Input!) { sendHelpEmail(input: $input) { messageId status } }\n": types.SendHelpEmailDocument,
    "\n  query ProfileToEdit($id: String!) { getUser(id: $id) { userId userName userDisplayName userLocation userDPUrl } }\n": types.ProfileToEditDocument,
    "\n  mutation UpdateProfile($userId: String!, $input: updateProfile_request_Input!) {\n    updateProfile(userId: $userId, input: $input) { userId userName userDisplayName userLocation userDPUrl }\n  }\n": types.UpdateProfileDocument,
    "\n  query ProfileData($userId: String!, $otherId: String!) {\n    getProfileData(userId: $userId, otherId: $otherId) {\n      userData { userId userName userDisplayName userDPUrl userLocation userProfileType isPrivate userTotalPods totalFollowers totalFollowings followStatus followsYou isBlocked canViewContent }\n      userPosts { total documents { value { postId postName postDisplayImage postDisplayImageSet postType hereNow { count faces { userId userDisplayName userDPUrl } } } } }\n    }\n  }\n": types.ProfileDataDocument,
    "\n  query Followers($userId: String!, $id: String!, $cursor: String!, $search: String) {\n    getFollowers(userId: $userId, id: $id, cursor: $cursor, search: $search) {\n      nextCursor\n      followers { followerId followerName followerUserName followerDisplayImage totalFollowers totalFollowings userTotalPods followBackStatus }\n    }\n  }\n": types.FollowersDocument,
    "\n  query Followings($userId: String!, $id: String!, $cursor: String!, $search: String) {\n    getFollowings(userId: $userId, id: $id, cursor: $cursor, search: $search) {\n      nextCursor\n      followings { followingId followingName followingUserName followingDisplayImage userTotalFollowers userTotalFollowings userTotalPods followingStatus }\n    }\n  }\n": types.FollowingsDocument,
    "\n  query FollowRequests($userId: String!, $cursor: String, $search: String) {\n    getFollowRequests(userId: $userId, cursor: $cursor, search: $search) {\n      nextCursor\n      requests { followerId followerName followerUserName followerDisplayImage totalFollowers totalFollowings userTotalPods followBackStatus }\n    }\n  }\n": types.FollowRequestsDocument,
    "\n  query FriendSuggestions($userId: String!, $search: String) {\n    getFriendSuggestions(userId: $userId, search: $search) {\n      suggestions { userId userName userDisplayName userDPUrl userProfileType mutualFollows totalFollowers userTotalPods }\n    }\n  }\n": types.FriendSuggestionsDocument,
    "\n  query BlockedUsers($id: String!) { getBlockedUsers(id: $id) { users { userId userName userDisplayName userDPUrl } } }\n": types.BlockedUsersDocument,
    "\n  mutation SendFollowRequest($userId: String!, $followingUserId: String!) { sendFollowRequest(userId: $userId, input: { followingUserId: $followingUserId }) { userId status } }\n": types.SendFollowRequestDocument,
    "\n  mutation Unfollow($userId: String!, $unfollowId: String!) { unfollowUser(userId: $userId, input: { unfollowId: $unfollowId }) { userId status } }\n": types.UnfollowDocument,
    "\n  mutation RemoveFollower($userId: String!, $followerId: String!) { removeFollower(userId: $userId, followerId: $followerId) { userId status } }\n": types.RemoveFollowerDocument,
    "\n  mutation AcceptFollowRequest($userId: String!, $followerId: String!) { acceptFollowRequest(userId: $userId, followerId: $followerId) { userId status } }\n": types.AcceptFollowRequestDocument,
    "\n  mutation DeclineFollowRequest($userId: String!, $followerId: String!) { declineFollowRequest(userId: $userId, followerId: $followerId) { userId status } }\n": types.DeclineFollowRequestDocument,
    "\n  mutation BlockUser($userId: String!, $blockedUserId: String!) { blockUser(userId: $userId, input: { blockedUserId: $blockedUserId }) { userId status } }\n": types.BlockUserDocument,
    "\n  mutation UnblockUser($id: String!, $blockedUserId: String!) { unblockUser(id: $id, input: { blockedUserId: $blockedUserId }) { userId status } }\n": types.UnblockUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthProviders {\n    authProviders { providers { id clientId authorizationEndpoint redirectUri responseMode pkce scope development } }\n  }\n"): typeof import('./graphql').AuthProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSignInNonce { createSignInNonce { nonce expiresAt } }\n"): typeof import('./graphql').CreateSignInNonceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithGoogle($code: String!, $codeVerifier: String!) {\n    signInWithGoogle(input: { code: $code, codeVerifier: $codeVerifier }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n"): typeof import('./graphql').SignInWithGoogleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithApple($signInCode: String!, $nonce: String!) {\n    signInWithApple(input: { signInCode: $signInCode, nonce: $nonce }) { sessionToken user { userId userLoginID userDisplayName userDPUrl userStatus } }\n  }\n"): typeof import('./graphql').SignInWithAppleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExpireSession($userId: String!) { updateSession(userId: $userId, input: { sessionStatus: expired }) { sessionStatus } }\n"): typeof import('./graphql').ExpireSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard on Event {\n    eventId hostId postId eventName eventDescription eventThumbnail startTimestamp endTimestamp eventStatus\n    host { userId userDisplayName userDPUrl }\n    post { postId postName postDisplayImage postDisplayImageSet }\n    guests { userId userDisplayName userDPUrl }\n  }\n"): typeof import('./graphql').EventCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostedEvents($userId: String!) { getHostedEvents(userId: $userId) { events { ...EventCard } } }\n"): typeof import('./graphql').HostedEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventInvitations($userId: String!) { getEventInvitations(userId: $userId) { events { ...EventCard } } }\n"): typeof import('./graphql').EventInvitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OneEvent($userId: String!, $eventId: PositiveInt!) { getEvent(userId: $userId, eventId: $eventId) { ...EventCard } }\n"): typeof import('./graphql').OneEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestCandidates($userId: String!) { getGuestCandidates(userId: $userId) { candidates { userId displayName displayImage totalPods type } } }\n"): typeof import('./graphql').GuestCandidatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($userId: String!, $input: createEvent_request_Input!) { createEvent(userId: $userId, input: $input) { data { eventId } } }\n"): typeof import('./graphql').CreateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($userId: String!, $eventId: PositiveInt!, $input: updateEvent_request_Input!) { updateEvent(userId: $userId, eventId: $eventId, input: $input) { data { eventId } } }\n"): typeof import('./graphql').UpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventStatus($userId: String!, $eventId: PositiveInt!, $eventStatus: String!) {\n    updateEventStatus(userId: $userId, eventId: $eventId, input: { eventStatus: $eventStatus }) { eventId eventStatus }\n  }\n"): typeof import('./graphql').UpdateEventStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($userId: String!, $eventId: PositiveInt!) { deleteEvent(userId: $userId, eventId: $eventId) { eventId deleted } }\n"): typeof import('./graphql').DeleteEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedCard on FeedPost { postId userId postName postDescription postDisplayImage postDisplayImageSet postSubTag postLikes postViews isLiked user { userId userDisplayName userDPUrl } hereNow { count faces { userId userDisplayName userDPUrl } } }\n"): typeof import('./graphql').FeedCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Timeline($userId: String!, $pageNumber: PositiveInt, $category: FeedCategory, $search: String) {\n    getTimeline(userId: $userId, pageNumber: $pageNumber, pageSize: 8, category: $category, search: $search) {\n      documents { value { ...FeedCard } }\n    }\n  }\n"): typeof import('./graphql').TimelineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopViewed($userId: String!) {\n    getTopViewedPosts(userId: $userId) { documents { value { ...FeedCard } } }\n  }\n"): typeof import('./graphql').TopViewedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopLiked($userId: String!) {\n    getTopLikedPosts(userId: $userId) { documents { value { ...FeedCard } } }\n  }\n"): typeof import('./graphql').TopLikedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveNow($userId: String!) {\n    getLiveNowPosts(userId: $userId) { documents { value { ...FeedCard } } }\n  }\n"): typeof import('./graphql').LiveNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingProfiles($userId: String!) {\n    getTrendingProfiles(userId: $userId) { profiles { userId userName userDisplayName userDPUrl totalFollowers userTotalPods } }\n  }\n"): typeof import('./graphql').TrendingProfilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TogglePostLike($userId: String!, $postId: String!, $liked: Boolean) {\n    togglePostLike(userId: $userId, postId: $postId, input: { liked: $liked }) { postId isLiked postLikes }\n  }\n"): typeof import('./graphql').TogglePostLikeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPostView($postId: String!) { recordPostView(postId: $postId) { postId postViews counted } }\n"): typeof import('./graphql').RecordPostViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameConfig { getFrameConfig { podAppUrl } }\n"): typeof import('./graphql').FrameConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFrameToken($userId: String!) { createFrameToken(userId: $userId) { token expiresAt } }\n"): typeof import('./graphql').CreateFrameTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FramePodPicture($postId: String!) { getLivePost(postId: $postId) { postDisplayImage postDisplayImageSet } }\n"): typeof import('./graphql').FramePodPictureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inbox($userId: String!, $cursor: String) {\n    getInbox(userId: $userId, cursor: $cursor) {\n      nextCursor\n      conversations { unreadCount user { userId userName userDisplayName userDPUrl online } lastMessage { messageId fromMe preview createdAt } }\n    }\n  }\n"): typeof import('./graphql').InboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Chat($userId: String!, $otherId: String!, $cursor: String) {\n    getChat(userId: $userId, otherId: $otherId, cursor: $cursor) {\n      blockedByYou partnerLastReadId nextCursor\n      partner { userId userName userDisplayName userDPUrl online }\n      messages { messageId clientMessageId fromMe content createdAt read image { url width height } file { url name size type } }\n    }\n  }\n"): typeof import('./graphql').ChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($userId: String!, $otherId: String!, $input: sendMessage_request_Input) {\n    sendMessage(userId: $userId, otherId: $otherId, input: $input) { messageId clientMessageId fromMe content createdAt read image { url width height } file { url name size type } }\n  }\n"): typeof import('./graphql').SendMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChatRead($userId: String!, $otherId: String!) { markChatRead(userId: $userId, otherId: $otherId) { lastReadMessageId } }\n"): typeof import('./graphql').MarkChatReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChat($userId: String!, $otherId: String!) { deleteChat(userId: $userId, otherId: $otherId) { deleted } }\n"): typeof import('./graphql').DeleteChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockFromChat($userId: String!, $blockedUserId: String!) { blockUser(userId: $userId, input: { blockedUserId: $blockedUserId }) { userId status } }\n"): typeof import('./graphql').BlockFromChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleToMessage($userId: String!, $cursor: String!, $search: String) {\n    getFollowings(userId: $userId, id: $userId, cursor: $cursor, search: $search) {\n      followings { followingId followingName followingUserName followingDisplayImage }\n    }\n  }\n"): typeof import('./graphql').PeopleToMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StreamTicket($userId: String!) { createStreamTicket(userId: $userId) { ticket } }\n"): typeof import('./graphql').StreamTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchHereNow($userId: String!, $input: watchHereNow_request_Input!) { watchHereNow(userId: $userId, input: $input) { watching } }\n"): typeof import('./graphql').WatchHereNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications($userId: String!) { getNotifications(userId: $userId) { notifications { kind read } } }\n"): typeof import('./graphql').UnreadNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($userId: String!, $type: mutationInput_markNotificationsRead_type!) { markNotificationsRead(userId: $userId, type: $type) { marked } }\n"): typeof import('./graphql').MarkNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VapidPublicKey { getVapidPublicKey { publicKey } }\n"): typeof import('./graphql').VapidPublicKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($userId: String!, $input: subscribePush_request_Input!) { subscribePush(userId: $userId, input: $input) { subscribed } }\n"): typeof import('./graphql').SubscribePushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingUser($id: String!) {\n    getUser(id: $id) { userId userName userDisplayName userDPUrl userStatus userInterests userSocialLinks { socialId socialName socialLink } userPods { podId podName podDisplayImage } }\n  }\n"): typeof import('./graphql').OnboardingUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccount($userId: String!, $input: createAccount_request_Input!) {\n    createAccount(userId: $userId, input: $input) { userId userName userDisplayName userDPUrl userStatus }\n  }\n"): typeof import('./graphql').CreateAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PodTemplates { listPodTemplates { documents { value { podId podName podDisplayImage podDescription podTags } } } }\n"): typeof import('./graphql').PodTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPods($userId: String!) {\n    getUserPosts(userId: $userId) { total documents { value { postId postName postDescription postTags postSubTag postType postDisplayImage postDisplayImageSet podId podName user { userDisplayName } } } }\n  }\n"): typeof import('./graphql').MyPodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePod($userId: String!, $input: NewPost_Input!) { createPost(userId: $userId, input: $input) { postId podId } }\n"): typeof import('./graphql').CreatePodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePod($userId: String!, $postId: String!, $input: PostUpdate_Input!) {\n    updatePost(userId: $userId, postId: $postId, input: $input) { postId podId postName postType }\n  }\n"): typeof import('./graphql').UpdatePodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: String!, $input: updateUser_request_Input!) {\n    updateUser(id: $id, input: $input) { userId userStatus userInterests userSocialLinks { socialId socialName socialLink } }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendHelpEmail($input: sendHelpEmail_request_Input!) { sendHelpEmail(input: $input) { messageId status } }\n"): typeof import('./graphql').SendHelpEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileToEdit($id: String!) { getUser(id: $id) { userId userName userDisplayName userLocation userDPUrl } }\n"): typeof import('./graphql').ProfileToEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($userId: String!, $input: updateProfile_request_Input!) {\n    updateProfile(userId: $userId, input: $input) { userId userName userDisplayName userLocation userDPUrl }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileData($userId: String!, $otherId: String!) {\n    getProfileData(userId: $userId, otherId: $otherId) {\n      userData { userId userName userDisplayName userDPUrl userLocation userProfileType isPrivate userTotalPods totalFollowers totalFollowings followStatus followsYou isBlocked canViewContent }\n      userPosts { total documents { value { postId postName postDisplayImage postDisplayImageSet postType hereNow { count faces { userId userDisplayName userDPUrl } } } } }\n    }\n  }\n"): typeof import('./graphql').ProfileDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followers($userId: String!, $id: String!, $cursor: String!, $search: String) {\n    getFollowers(userId: $userId, id: $id, cursor: $cursor, search: $search) {\n      nextCursor\n      followers { followerId followerName followerUserName followerDisplayImage totalFollowers totalFollowings userTotalPods followBackStatus }\n    }\n  }\n"): typeof import('./graphql').FollowersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followings($userId: String!, $id: String!, $cursor: String!, $search: String) {\n    getFollowings(userId: $userId, id: $id, cursor: $cursor, search: $search) {\n      nextCursor\n      followings { followingId followingName followingUserName followingDisplayImage userTotalFollowers userTotalFollowings userTotalPods followingStatus }\n    }\n  }\n"): typeof import('./graphql').FollowingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowRequests($userId: String!, $cursor: String, $search: String) {\n    getFollowRequests(userId: $userId, cursor: $cursor, search: $search) {\n      nextCursor\n      requests { followerId followerName followerUserName followerDisplayImage totalFollowers totalFollowings userTotalPods followBackStatus }\n    }\n  }\n"): typeof import('./graphql').FollowRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FriendSuggestions($userId: String!, $search: String) {\n    getFriendSuggestions(userId: $userId, search: $search) {\n      suggestions { userId userName userDisplayName userDPUrl userProfileType mutualFollows totalFollowers userTotalPods }\n    }\n  }\n"): typeof import('./graphql').FriendSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedUsers($id: String!) { getBlockedUsers(id: $id) { users { userId userName userDisplayName userDPUrl } } }\n"): typeof import('./graphql').BlockedUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFollowRequest($userId: String!, $followingUserId: String!) { sendFollowRequest(userId: $userId, input: { followingUserId: $followingUserId }) { userId status } }\n"): typeof import('./graphql').SendFollowRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unfollow($userId: String!, $unfollowId: String!) { unfollowUser(userId: $userId, input: { unfollowId: $unfollowId }) { userId status } }\n"): typeof import('./graphql').UnfollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFollower($userId: String!, $followerId: String!) { removeFollower(userId: $userId, followerId: $followerId) { userId status } }\n"): typeof import('./graphql').RemoveFollowerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptFollowRequest($userId: String!, $followerId: String!) { acceptFollowRequest(userId: $userId, followerId: $followerId) { userId status } }\n"): typeof import('./graphql').AcceptFollowRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineFollowRequest($userId: String!, $followerId: String!) { declineFollowRequest(userId: $userId, followerId: $followerId) { userId status } }\n"): typeof import('./graphql').DeclineFollowRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($userId: String!, $blockedUserId: String!) { blockUser(userId: $userId, input: { blockedUserId: $blockedUserId }) { userId status } }\n"): typeof import('./graphql').BlockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($id: String!, $blockedUserId: String!) { unblockUser(id: $id, input: { blockedUserId: $blockedUserId }) { userId status } }\n"): typeof import('./graphql').UnblockUserDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
