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
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: any; output: any; }
  /** The `File` scalar type represents a file upload. */
  File: { input: any; output: any; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: any; output: any; }
  /** Integers that will have a value of 0 or more. */
  NonNegativeInt: { input: any; output: any; }
  ObjMap: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** Integers that will have a value greater than 0. */
  PositiveInt: { input: any; output: any; }
  mutationInput_createPodRoomTicket_postId: { input: any; output: any; }
  mutationInput_createPodRoomTicket_userId: { input: any; output: any; }
  mutationInput_moveAsVisitor_input_visitorId: { input: any; output: any; }
  mutationInput_moveAsVisitor_input_visitorKey: { input: any; output: any; }
  mutationInput_moveAsVisitor_postId: { input: any; output: any; }
  mutationInput_moveInPodRoom_postId: { input: any; output: any; }
  mutationInput_moveInPodRoom_userId: { input: any; output: any; }
  mutationInput_muteLiveGuest_input_guestId: { input: any; output: any; }
  mutationInput_mutePodRoomGuest_input_guestId: { input: any; output: any; }
  mutationInput_mutePodRoomGuest_postId: { input: any; output: any; }
  mutationInput_mutePodRoomGuest_userId: { input: any; output: any; }
  mutationInput_reactInPodRoom_postId: { input: any; output: any; }
  mutationInput_reactInPodRoom_userId: { input: any; output: any; }
  mutationInput_removeFromLiveRoom_input_guestId: { input: any; output: any; }
  mutationInput_removeFromPodRoom_input_guestId: { input: any; output: any; }
  mutationInput_removeFromPodRoom_postId: { input: any; output: any; }
  mutationInput_removeFromPodRoom_userId: { input: any; output: any; }
  mutationInput_sayInLiveRoom_input_text: { input: any; output: any; }
  mutationInput_sayInPodRoom_input_text: { input: any; output: any; }
  mutationInput_sayInPodRoom_postId: { input: any; output: any; }
  mutationInput_sayInPodRoom_userId: { input: any; output: any; }
  mutationInput_setLiveScreen_input_itemId: { input: any; output: any; }
  mutationInput_setPodDropIn_postId: { input: any; output: any; }
  mutationInput_setPodDropIn_userId: { input: any; output: any; }
  mutationInput_setPodRoomScreen_input_itemId: { input: any; output: any; }
  mutationInput_setPodRoomScreen_postId: { input: any; output: any; }
  mutationInput_setPodRoomScreen_userId: { input: any; output: any; }
  mutationInput_setPodRoomVoice_postId: { input: any; output: any; }
  mutationInput_setPodRoomVoice_userId: { input: any; output: any; }
  mutationInput_signalInLiveRoom_input_candidate_candidate: { input: any; output: any; }
  mutationInput_signalInLiveRoom_input_candidate_sdpMid: { input: any; output: any; }
  mutationInput_signalInLiveRoom_input_candidate_usernameFragment: { input: any; output: any; }
  mutationInput_signalInLiveRoom_input_connection: { input: any; output: any; }
  mutationInput_signalInLiveRoom_input_description_sdp: { input: any; output: any; }
  mutationInput_signalInLiveRoom_input_for: { input: any; output: any; }
  mutationInput_signalInLiveRoom_input_to: { input: any; output: any; }
  mutationInput_signalInPodRoom_input_candidate_candidate: { input: any; output: any; }
  mutationInput_signalInPodRoom_input_candidate_sdpMid: { input: any; output: any; }
  mutationInput_signalInPodRoom_input_candidate_usernameFragment: { input: any; output: any; }
  mutationInput_signalInPodRoom_input_connection: { input: any; output: any; }
  mutationInput_signalInPodRoom_input_description_sdp: { input: any; output: any; }
  mutationInput_signalInPodRoom_input_for: { input: any; output: any; }
  mutationInput_signalInPodRoom_input_to: { input: any; output: any; }
  mutationInput_signalInPodRoom_postId: { input: any; output: any; }
  mutationInput_signalInPodRoom_userId: { input: any; output: any; }
  queryInput_getPodRoom_postId: { input: any; output: any; }
  query_getPodTemplate_scene_props_items_id: { input: any; output: any; }
};

export type AuthProvider = {
  __typename?: 'AuthProvider';
  authorizationEndpoint: Scalars['String']['output'];
  clientId: Scalars['String']['output'];
  development: Scalars['Boolean']['output'];
  id: Query_AuthProviders_Providers_Items_Id;
  pkce: Scalars['Boolean']['output'];
  redirectUri: Scalars['String']['output'];
  responseMode: Query_AuthProviders_Providers_Items_ResponseMode;
  scope: Scalars['String']['output'];
};

export type Avatar = {
  __typename?: 'Avatar';
  accessory: AvatarAccessory;
  colour: AvatarColour;
  shape: AvatarShape;
};

export type AvatarAccessory =
  | 'glasses'
  | 'hat'
  | 'headphones'
  | 'none';

export type AvatarColour =
  | 'amber'
  | 'coral'
  | 'lime'
  | 'pink'
  | 'silver'
  | 'sky'
  | 'teal'
  | 'violet';

export type AvatarShape =
  | 'block'
  | 'capsule'
  | 'cone'
  | 'robot';

export type Avatar_Input = {
  accessory: AvatarAccessory;
  colour: AvatarColour;
  shape: AvatarShape;
};

export type BlockedUserList = {
  __typename?: 'BlockedUserList';
  users: Array<Maybe<Query_GetBlockedUsers_Users_Items>>;
};

export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** The id the sender chose (a retry with it sends nothing twice) */
  clientMessageId: Scalars['String']['output'];
  content: Scalars['String']['output'];
  /** Epoch seconds */
  createdAt: Scalars['Int']['output'];
  file?: Maybe<Query_GetChat_Messages_Items_File>;
  fromMe: Scalars['Boolean']['output'];
  image?: Maybe<Query_GetChat_Messages_Items_Image>;
  messageId: Scalars['Int']['output'];
  /** Your message: the other person has read it. Theirs: always true */
  read: Scalars['Boolean']['output'];
  senderId: Scalars['String']['output'];
};

export type ChatPage = {
  __typename?: 'ChatPage';
  blockedByYou: Scalars['Boolean']['output'];
  messages: Array<Maybe<ChatMessage>>;
  /** Older messages: pass it as the next call's cursor; null when there are none */
  nextCursor?: Maybe<Scalars['String']['output']>;
  partner: ChatPerson;
  /** Your messages up to this id are read */
  partnerLastReadId: Scalars['Int']['output'];
};

export type ChatPerson = {
  __typename?: 'ChatPerson';
  /** Has the app open (a live stream) right now */
  online: Scalars['Boolean']['output'];
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  userName?: Maybe<Scalars['String']['output']>;
};

export type Event = {
  __typename?: 'Event';
  endTimestamp: Scalars['Int']['output'];
  eventDescription: Scalars['String']['output'];
  eventId: Scalars['Int']['output'];
  eventName: Scalars['String']['output'];
  /** pending, started-{epoch seconds}, finished or expired */
  eventStatus: Scalars['String']['output'];
  eventThumbnail?: Maybe<Scalars['String']['output']>;
  guests: Array<Maybe<Query_GetHostedEvents_Events_Items_Guests_Items>>;
  host: Query_GetHostedEvents_Events_Items_Host;
  hostId: Scalars['String']['output'];
  post: Query_GetHostedEvents_Events_Items_Post;
  postId: Scalars['String']['output'];
  startTimestamp: Scalars['Int']['output'];
};

export type EventList = {
  __typename?: 'EventList';
  events: Array<Maybe<Event>>;
};

export type EventSaved = {
  __typename?: 'EventSaved';
  data: Mutation_CreateEvent_Data;
};

export type FeedCategory =
  | 'all_pods'
  | 'business'
  | 'design'
  | 'lifestyle'
  | 'technology';

export type FeedPage = {
  __typename?: 'FeedPage';
  documents: Array<Maybe<Query_GetTimeline_Documents_Items>>;
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type FeedPost = {
  __typename?: 'FeedPost';
  createdAt: Scalars['Int']['output'];
  hereNow?: Maybe<HereNow>;
  isAnimatedObject: Scalars['Boolean']['output'];
  isLiked: Scalars['Boolean']['output'];
  isSocialLink: Scalars['Boolean']['output'];
  isVideoContent: Scalars['Boolean']['output'];
  isYoutube: Scalars['Boolean']['output'];
  podId: Scalars['String']['output'];
  podName: Scalars['String']['output'];
  postDescription: Scalars['String']['output'];
  postDisplayImage: Scalars['String']['output'];
  /** The Pod's own picture (postDisplayImage) at 240, 480 and 960 wide, as an img srcset; null while the Pod shows its template's picture */
  postDisplayImageSet?: Maybe<Scalars['String']['output']>;
  postId: Scalars['String']['output'];
  postLikes: Scalars['Int']['output'];
  postName: Scalars['String']['output'];
  postSubTag: PodType;
  postTags: Array<Maybe<PodCategory>>;
  postType: PostVisibility;
  postViews: Scalars['Int']['output'];
  user: Query_GetTimeline_Documents_Items_Value_User;
  userId: Scalars['String']['output'];
};

export type FollowChange = {
  __typename?: 'FollowChange';
  /** false (not following), 'pending' (requested), 'accepted', 'blocked' (by the viewer) or 'self' */
  status: Scalars['JSON']['output'];
  /** The other person */
  userId: Scalars['String']['output'];
};

export type FollowRequestPage = {
  __typename?: 'FollowRequestPage';
  /** Pass it as the next call's cursor; null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
  requests: Array<Maybe<FollowerRow>>;
};

export type FollowerPage = {
  __typename?: 'FollowerPage';
  followers: Array<Maybe<FollowerRow>>;
  /** Pass it as the next call's cursor; null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type FollowerRow = {
  __typename?: 'FollowerRow';
  /** false (not following), 'pending' (requested), 'accepted', 'blocked' (by the viewer) or 'self' */
  followBackStatus: Scalars['JSON']['output'];
  /** When the follow (or request) was made, epoch seconds */
  followedAt: Scalars['Int']['output'];
  followerDisplayImage?: Maybe<Scalars['String']['output']>;
  followerId: Scalars['String']['output'];
  followerName?: Maybe<Scalars['String']['output']>;
  followerUserName?: Maybe<Scalars['String']['output']>;
  totalFollowers: Scalars['Int']['output'];
  totalFollowings: Scalars['Int']['output'];
  userTotalPods: Scalars['Int']['output'];
};

export type FollowingPage = {
  __typename?: 'FollowingPage';
  followings: Array<Maybe<FollowingRow>>;
  /** Pass it as the next call's cursor; null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type FollowingRow = {
  __typename?: 'FollowingRow';
  followedAt: Scalars['Int']['output'];
  followingDisplayImage?: Maybe<Scalars['String']['output']>;
  followingId: Scalars['String']['output'];
  followingName?: Maybe<Scalars['String']['output']>;
  /** false (not following), 'pending' (requested), 'accepted', 'blocked' (by the viewer) or 'self' */
  followingStatus: Scalars['JSON']['output'];
  followingUserName?: Maybe<Scalars['String']['output']>;
  userTotalFollowers: Scalars['Int']['output'];
  userTotalFollowings: Scalars['Int']['output'];
  userTotalPods: Scalars['Int']['output'];
};

export type FollowingStatus = {
  __typename?: 'FollowingStatus';
  /** false (not following), 'pending' (requested), 'accepted', 'blocked' (by the viewer) or 'self' */
  status: Scalars['JSON']['output'];
};

export type FriendSuggestionList = {
  __typename?: 'FriendSuggestionList';
  suggestions: Array<Maybe<Query_GetFriendSuggestions_Suggestions_Items>>;
};

export type GuestCandidateList = {
  __typename?: 'GuestCandidateList';
  candidates: Array<Maybe<Query_GetGuestCandidates_Candidates_Items>>;
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

export type HereFace = {
  __typename?: 'HereFace';
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
};

/** How many people are in the Pod now, and up to three of them the viewer follows */
export type HereNow = {
  __typename?: 'HereNow';
  count: Scalars['Int']['output'];
  faces: Array<Maybe<HereFace>>;
};

export type IceServer = {
  __typename?: 'IceServer';
  credential?: Maybe<Scalars['String']['output']>;
  urls: Array<Maybe<Scalars['String']['output']>>;
  username?: Maybe<Scalars['String']['output']>;
};

export type InboxPage = {
  __typename?: 'InboxPage';
  conversations: Array<Maybe<Query_GetInbox_Conversations_Items>>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type Interest =
  | 'all'
  | 'art'
  | 'business'
  | 'fashion'
  | 'fitness'
  | 'gaming'
  | 'science'
  | 'technology'
  | 'travel';

export type LiveVoiceState = {
  __typename?: 'LiveVoiceState';
  hostMuted: Scalars['Boolean']['output'];
  inVoice: Scalars['Boolean']['output'];
  muted: Scalars['Boolean']['output'];
  userId: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accept a pending follow request to you */
  acceptFollowRequest?: Maybe<FollowChange>;
  /** Block someone: follows between you end (both ways) and each of you is hidden from the other */
  blockUser?: Maybe<FollowChange>;
  /** Create the account: username (unique, any case), name, location, profile type and picture */
  createAccount?: Maybe<User>;
  /** Create an event in one of your Pods, with 1–5 guests from your followers and followings */
  createEvent?: Maybe<EventSaved>;
  /** A 15-minute token for the pod app frames, bound to the caller's session (ends with it); accepted only by the routes the frames use */
  createFrameToken?: Maybe<CreateFrameToken_200_Response>;
  /** A single-use ticket (one minute) to open your stream of the room */
  createLiveTicket?: Maybe<CreateLiveTicket_200_Response>;
  /** A single-use ticket (one minute) to open your stream of the room */
  createPodRoomTicket?: Maybe<CreatePodRoomTicket_200_Response>;
  /** Create the user's Pod from a template (free plan: one Pod; the first completes onboarding) */
  createPost?: Maybe<Post>;
  /** A single-use nonce for the next authorization request */
  createSignInNonce?: Maybe<CreateSignInNonce_200_Response>;
  /** A single-use ticket (one minute) to open your live notification stream */
  createStreamTicket?: Maybe<CreateStreamTicket_200_Response>;
  /** Decline a pending follow request to you (idempotent) */
  declineFollowRequest?: Maybe<FollowChange>;
  /** Delete chat: the conversation so far disappears for you only */
  deleteChat?: Maybe<DeleteChat_200_Response>;
  /** Delete a pending event you host */
  deleteEvent?: Maybe<DeleteEvent_200_Response>;
  /** End a started event you host, for everyone in it */
  endLiveEvent?: Maybe<Event>;
  /** Join a started event you are invited to */
  joinEvent?: Maybe<Event>;
  /** Mark what someone sent you read (they see the check mark) */
  markChatRead?: Maybe<MarkChatRead_200_Response>;
  /** Mark your unread notifications of one kind read ('New Follower' or 'Event Invitation') */
  markNotificationsRead?: Maybe<MarkNotificationsRead_200_Response>;
  /** A signed-out visitor's move, with the key their stream's snapshot gave them (at most 10 a second) */
  moveAsVisitor?: Maybe<MoveAsVisitor_200_Response>;
  /** Where you are now in the room (at most 10 moves a second) */
  moveInLiveRoom?: Maybe<MoveInLiveRoom_200_Response>;
  /** Where you are now in the room (at most 10 moves a second) */
  moveInPodRoom?: Maybe<MoveInPodRoom_200_Response>;
  /** Mute someone in a room you host (they stay muted, also after rejoining, until they unmute themselves) */
  muteLiveGuest?: Maybe<LiveVoiceState>;
  /** Mute someone in a room you host (they stay muted, also after rejoining, until they unmute themselves) */
  mutePodRoomGuest?: Maybe<LiveVoiceState>;
  /** React with an emoji (👋 👏 ❤️ 😂 🎉 👍): everyone in the room sees it above you for a moment; nothing is kept */
  reactInLiveRoom?: Maybe<ReactInLiveRoom_200_Response>;
  /** React with an emoji (👋 👏 ❤️ 😂 🎉 👍): everyone in the room sees it above you for a moment; nothing is kept */
  reactInPodRoom?: Maybe<ReactInPodRoom_200_Response>;
  /** Count the caller's view of a Pod (once per person; the author's own views do not count) */
  recordPostView?: Maybe<RecordPostView_200_Response>;
  /** Remove someone from your followers (idempotent) */
  removeFollower?: Maybe<FollowChange>;
  /** Remove a guest from a started event you host: they are sent out at once, taken off the event's guest list, and cannot come back to its Pod's room for 24 hours */
  removeFromLiveRoom?: Maybe<RemoveFromLiveRoom_200_Response>;
  /** Remove someone from the room of your Pod: they are sent out at once and cannot come back for 24 hours */
  removeFromPodRoom?: Maybe<RemoveFromPodRoom_200_Response>;
  /** Say something in the room's chat */
  sayInLiveRoom?: Maybe<SayInLiveRoom_200_Response>;
  /** Say something in the room's chat */
  sayInPodRoom?: Maybe<SayInPodRoom_200_Response>;
  /** Follow someone: 'accepted' for a public profile, 'pending' (a request) for a private one; repeating it changes nothing */
  sendFollowRequest?: Maybe<FollowChange>;
  /** Send a message to support (stored, then mailed; at most 5 a minute per address) */
  sendHelpEmail?: Maybe<SendHelpEmail_200_Response>;
  /** Send a message: text, an image and/or a .pdf/.doc/.docx/.txt file (each at most 10 MB) */
  sendMessage?: Maybe<ChatMessage>;
  /** Choose your avatar for live events: a shape, a colour and an accessory */
  setAvatar?: Maybe<Avatar>;
  /** Put one of the Pod's pictures, videos or web pages on the main screen for everyone in a room you host, or clear it (null) */
  setLiveScreen?: Maybe<SetLiveScreen_200_Response>;
  /** Your voice in the room: in voice or not, muted or not (unmuting yourself in voice lifts a host mute) */
  setLiveVoice?: Maybe<LiveVoiceState>;
  /** Who may drop in to your Pod's room: everyone who can see it, your followers only, or only you */
  setPodDropIn?: Maybe<SetPodDropIn_200_Response>;
  /** A render of your Pod's arrival view from the pod app, which becomes the Pod's picture everywhere (sniffed, capped, re-encoded) */
  setPodPicture?: Maybe<PodPicture>;
  /** Put one of the Pod's pictures, videos or web pages on the main screen for everyone in a room you host, or clear it (null) */
  setPodRoomScreen?: Maybe<SetPodRoomScreen_200_Response>;
  /** Your voice in the room: in voice or not, muted or not (unmuting yourself in voice lifts a host mute) */
  setPodRoomVoice?: Maybe<LiveVoiceState>;
  /** Finish a sign-in with Apple: the one-time code our server gave the app after Apple's answer, and the nonce the app started with */
  signInWithApple?: Maybe<SessionResponse>;
  /** Sign in with Google's authorization code and the PKCE verifier; the server exchanges it (login id and email come from the verified ID token only) */
  signInWithGoogle?: Maybe<SessionResponse>;
  /** Send a voice connection signal (WebRTC description or ICE candidate) to someone in the room */
  signalInLiveRoom?: Maybe<SignalInLiveRoom_200_Response>;
  /** Send a voice connection signal (WebRTC description or ICE candidate) to someone in the room */
  signalInPodRoom?: Maybe<SignalInPodRoom_200_Response>;
  /** Store this browser's push subscription for you (subscribing an endpoint again moves it to you) */
  subscribePush?: Maybe<SubscribePush_200_Response>;
  /** Flip the caller's like, or set it with `liked` (idempotent); answers the exact count */
  togglePostLike?: Maybe<TogglePostLike_200_Response>;
  /** Unblock someone (idempotent; earlier follows do not come back) */
  unblockUser?: Maybe<FollowChange>;
  /** Stop following someone, or cancel your request (idempotent) */
  unfollowUser?: Maybe<FollowChange>;
  /** Remove your push subscription of this endpoint (idempotent) */
  unsubscribePush?: Maybe<UnsubscribePush_200_Response>;
  /** Edit a pending event you host (same form as create) */
  updateEvent?: Maybe<EventSaved>;
  /** Start an event you host ('started'; an existing start is kept) */
  updateEventStatus?: Maybe<Event>;
  /** Change the owner's Pod: details (pod settings) or template (change theme) */
  updatePost?: Maybe<Post>;
  /** Edit profile: only the fields sent change (same rules as the account); at least one must differ */
  updateProfile?: Maybe<User>;
  /** Expire the calling session (logout) */
  updateSession?: Maybe<UpdateSession_200_Response>;
  /** Partial update: pods (the first completes onboarding), status, interests, social links */
  updateUser?: Maybe<User>;
  /** A picture or video from the owner's device for a frame in their Pod (sniffed, capped, re-encoded) */
  uploadPodMedia?: Maybe<PodMedia>;
  /** The Pods your page shows now (at most 60): your notification stream with this key tells you who comes and goes in them */
  watchHereNow?: Maybe<WatchHereNow_200_Response>;
};


export type MutationAcceptFollowRequestArgs = {
  followerId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationBlockUserArgs = {
  input?: InputMaybe<BlockUser_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationCreateAccountArgs = {
  input?: InputMaybe<CreateAccount_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationCreateEventArgs = {
  input?: InputMaybe<CreateEvent_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationCreateFrameTokenArgs = {
  userId: Scalars['String']['input'];
};


export type MutationCreateLiveTicketArgs = {
  eventId: Scalars['PositiveInt']['input'];
  userId: Scalars['String']['input'];
};


export type MutationCreatePodRoomTicketArgs = {
  postId: Scalars['mutationInput_createPodRoomTicket_postId']['input'];
  userId: Scalars['mutationInput_createPodRoomTicket_userId']['input'];
};


export type MutationCreatePostArgs = {
  input?: InputMaybe<NewPost_Input>;
  userId: Scalars['String']['input'];
};


export type MutationCreateStreamTicketArgs = {
  userId: Scalars['String']['input'];
};


export type MutationDeclineFollowRequestArgs = {
  followerId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationDeleteChatArgs = {
  otherId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationDeleteEventArgs = {
  eventId: Scalars['PositiveInt']['input'];
  userId: Scalars['String']['input'];
};


export type MutationEndLiveEventArgs = {
  eventId: Scalars['PositiveInt']['input'];
  userId: Scalars['String']['input'];
};


export type MutationJoinEventArgs = {
  eventId: Scalars['PositiveInt']['input'];
  userId: Scalars['String']['input'];
};


export type MutationMarkChatReadArgs = {
  otherId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  type: MutationInput_MarkNotificationsRead_Type;
  userId: Scalars['String']['input'];
};


export type MutationMoveAsVisitorArgs = {
  input?: InputMaybe<MoveAsVisitor_Request_Input>;
  postId: Scalars['mutationInput_moveAsVisitor_postId']['input'];
};


export type MutationMoveInLiveRoomArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<MoveInLiveRoom_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationMoveInPodRoomArgs = {
  input?: InputMaybe<MoveInPodRoom_Request_Input>;
  postId: Scalars['mutationInput_moveInPodRoom_postId']['input'];
  userId: Scalars['mutationInput_moveInPodRoom_userId']['input'];
};


export type MutationMuteLiveGuestArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<MuteLiveGuest_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationMutePodRoomGuestArgs = {
  input?: InputMaybe<MutePodRoomGuest_Request_Input>;
  postId: Scalars['mutationInput_mutePodRoomGuest_postId']['input'];
  userId: Scalars['mutationInput_mutePodRoomGuest_userId']['input'];
};


export type MutationReactInLiveRoomArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<ReactInLiveRoom_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationReactInPodRoomArgs = {
  input?: InputMaybe<ReactInPodRoom_Request_Input>;
  postId: Scalars['mutationInput_reactInPodRoom_postId']['input'];
  userId: Scalars['mutationInput_reactInPodRoom_userId']['input'];
};


export type MutationRecordPostViewArgs = {
  postId: Scalars['String']['input'];
};


export type MutationRemoveFollowerArgs = {
  followerId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationRemoveFromLiveRoomArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<RemoveFromLiveRoom_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationRemoveFromPodRoomArgs = {
  input?: InputMaybe<RemoveFromPodRoom_Request_Input>;
  postId: Scalars['mutationInput_removeFromPodRoom_postId']['input'];
  userId: Scalars['mutationInput_removeFromPodRoom_userId']['input'];
};


export type MutationSayInLiveRoomArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<SayInLiveRoom_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationSayInPodRoomArgs = {
  input?: InputMaybe<SayInPodRoom_Request_Input>;
  postId: Scalars['mutationInput_sayInPodRoom_postId']['input'];
  userId: Scalars['mutationInput_sayInPodRoom_userId']['input'];
};


export type MutationSendFollowRequestArgs = {
  input?: InputMaybe<SendFollowRequest_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationSendHelpEmailArgs = {
  input?: InputMaybe<SendHelpEmail_Request_Input>;
};


export type MutationSendMessageArgs = {
  input?: InputMaybe<SendMessage_Request_Input>;
  otherId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationSetAvatarArgs = {
  input?: InputMaybe<Avatar_Input>;
  userId: Scalars['String']['input'];
};


export type MutationSetLiveScreenArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<SetLiveScreen_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationSetLiveVoiceArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<SetLiveVoice_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationSetPodDropInArgs = {
  input?: InputMaybe<SetPodDropIn_Request_Input>;
  postId: Scalars['mutationInput_setPodDropIn_postId']['input'];
  userId: Scalars['mutationInput_setPodDropIn_userId']['input'];
};


export type MutationSetPodPictureArgs = {
  input?: InputMaybe<SetPodPicture_Request_Input>;
  postId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationSetPodRoomScreenArgs = {
  input?: InputMaybe<SetPodRoomScreen_Request_Input>;
  postId: Scalars['mutationInput_setPodRoomScreen_postId']['input'];
  userId: Scalars['mutationInput_setPodRoomScreen_userId']['input'];
};


export type MutationSetPodRoomVoiceArgs = {
  input?: InputMaybe<SetPodRoomVoice_Request_Input>;
  postId: Scalars['mutationInput_setPodRoomVoice_postId']['input'];
  userId: Scalars['mutationInput_setPodRoomVoice_userId']['input'];
};


export type MutationSignInWithAppleArgs = {
  input?: InputMaybe<SignInWithApple_Request_Input>;
};


export type MutationSignInWithGoogleArgs = {
  input?: InputMaybe<SignInWithGoogle_Request_Input>;
};


export type MutationSignalInLiveRoomArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<SignalInLiveRoom_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationSignalInPodRoomArgs = {
  input?: InputMaybe<SignalInPodRoom_Request_Input>;
  postId: Scalars['mutationInput_signalInPodRoom_postId']['input'];
  userId: Scalars['mutationInput_signalInPodRoom_userId']['input'];
};


export type MutationSubscribePushArgs = {
  input?: InputMaybe<SubscribePush_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationTogglePostLikeArgs = {
  input?: InputMaybe<TogglePostLike_Request_Input>;
  postId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationUnblockUserArgs = {
  id: Scalars['String']['input'];
  input?: InputMaybe<UnblockUser_Request_Input>;
};


export type MutationUnfollowUserArgs = {
  input?: InputMaybe<UnfollowUser_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationUnsubscribePushArgs = {
  input?: InputMaybe<UnsubscribePush_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationUpdateEventArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<UpdateEvent_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationUpdateEventStatusArgs = {
  eventId: Scalars['PositiveInt']['input'];
  input?: InputMaybe<UpdateEventStatus_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationUpdatePostArgs = {
  input?: InputMaybe<PostUpdate_Input>;
  postId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input?: InputMaybe<UpdateProfile_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationUpdateSessionArgs = {
  input?: InputMaybe<UpdateSession_Request_Input>;
  userId: Scalars['String']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['String']['input'];
  input?: InputMaybe<UpdateUser_Request_Input>;
};


export type MutationUploadPodMediaArgs = {
  input?: InputMaybe<UploadPodMedia_Request_Input>;
  postId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationWatchHereNowArgs = {
  input?: InputMaybe<WatchHereNow_Request_Input>;
  userId: Scalars['String']['input'];
};

export type NewPost_Input = {
  podId: Scalars['String']['input'];
  postAssets: PostAssets_Input;
  postDescription: Scalars['String']['input'];
  postName: Scalars['String']['input'];
  postSubTag: PodType;
  postTags: Array<InputMaybe<PodCategory>>;
  postType: PostVisibility;
};

export type PodCategory =
  | 'business'
  | 'design'
  | 'lifestyle'
  | 'technology';

export type PodMedia = {
  __typename?: 'PodMedia';
  kind: Mutation_UploadPodMedia_Kind;
  /** The stored file, a path on the Pods site (/media/uploads/…) */
  url: Scalars['String']['output'];
};

export type PodPicture = {
  __typename?: 'PodPicture';
  /** The Pod's picture, 960 wide: a path on the Pods site (/media/uploads/…) */
  postDisplayImage: Scalars['String']['output'];
  /** The same picture at 240, 480 and 960 wide, as an img srcset */
  postDisplayImageSet: Scalars['String']['output'];
};

export type PodScene = {
  __typename?: 'PodScene';
  background: Scalars['String']['output'];
  environment: Query_GetPodTemplate_Scene_Environment;
  lights: Array<Maybe<Query_GetPodTemplate_Scene_Lights_Items>>;
  materials: Query_GetPodTemplate_Scene_Materials;
  props: Array<Maybe<Query_GetPodTemplate_Scene_Props_Items>>;
  room: Query_GetPodTemplate_Scene_Room;
  slots: Array<Maybe<Query_GetPodTemplate_Scene_Slots_Items>>;
  spawn: Query_GetPodTemplate_Scene_Spawn;
  version: Scalars['Float']['output'];
};

export type PodTemplate = {
  __typename?: 'PodTemplate';
  podDescription: Scalars['String']['output'];
  podDisplayImage: Scalars['String']['output'];
  podId: Scalars['String']['output'];
  podName: Scalars['String']['output'];
  podTags: Array<Maybe<Scalars['String']['output']>>;
};

export type PodTemplateWithScene = {
  __typename?: 'PodTemplateWithScene';
  podDescription: Scalars['String']['output'];
  podDisplayImage: Scalars['String']['output'];
  podId: Scalars['String']['output'];
  podName: Scalars['String']['output'];
  podTags: Array<Maybe<Scalars['String']['output']>>;
  scene: PodScene;
};

export type PodType =
  | 'Art'
  | 'Business'
  | 'Comedy'
  | 'Commercial'
  | 'Community'
  | 'Creative'
  | 'Crypto'
  | 'DIY'
  | 'Educational'
  | 'Entertainment'
  | 'Experimental'
  | 'Fashion'
  | 'Fitness'
  | 'Food'
  | 'Gaming'
  | 'Health'
  | 'Influencer'
  | 'Investor'
  | 'Movies'
  | 'Music'
  | 'Nature'
  | 'News'
  | 'Personal'
  | 'Photography'
  | 'Science'
  | 'Sports'
  | 'Technology'
  | 'Travel'
  | 'Utility';

export type Post = {
  __typename?: 'Post';
  createdAt: Scalars['Int']['output'];
  hereNow?: Maybe<HereNow>;
  podId: Scalars['String']['output'];
  podName: Scalars['String']['output'];
  postAssets: PostAssets;
  postDescription: Scalars['String']['output'];
  postDisplayImage: Scalars['String']['output'];
  /** The Pod's own picture (postDisplayImage) at 240, 480 and 960 wide, as an img srcset; null while the Pod shows its template's picture */
  postDisplayImageSet?: Maybe<Scalars['String']['output']>;
  postId: Scalars['String']['output'];
  postLikes: Scalars['Int']['output'];
  postName: Scalars['String']['output'];
  postSubTag: PodType;
  postTags: Array<Maybe<PodCategory>>;
  postType: PostVisibility;
  postViews: Scalars['Int']['output'];
  user: Query_GetLivePost_User;
  userId: Scalars['String']['output'];
};

export type PostAssets = {
  __typename?: 'PostAssets';
  Assets3d: Array<Maybe<Query_GetLivePost_PostAssets_Assets3d_Items>>;
  ambientSound?: Maybe<Query_GetLivePost_PostAssets_AmbientSound>;
  frames: Array<Maybe<Query_GetLivePost_PostAssets_Frames_Items>>;
  iframes: Array<Maybe<Query_GetLivePost_PostAssets_Iframes_Items>>;
  props?: Maybe<Array<Maybe<Query_GetLivePost_PostAssets_Props_Items>>>;
  textAssets: Array<Maybe<Query_GetLivePost_PostAssets_TextAssets_Items>>;
  textures: Array<Maybe<Query_GetLivePost_PostAssets_Textures_Items>>;
  version?: Maybe<_2_Const>;
};

export type PostAssets_Input = {
  Assets3d: Array<InputMaybe<Query_GetLivePost_PostAssets_Assets3d_Items_Input>>;
  ambientSound?: InputMaybe<Query_GetLivePost_PostAssets_AmbientSound_Input>;
  frames: Array<InputMaybe<Query_GetLivePost_PostAssets_Frames_Items_Input>>;
  iframes: Array<InputMaybe<Query_GetLivePost_PostAssets_Iframes_Items_Input>>;
  props?: InputMaybe<Array<InputMaybe<Query_GetLivePost_PostAssets_Props_Items_Input>>>;
  textAssets: Array<InputMaybe<Query_GetLivePost_PostAssets_TextAssets_Items_Input>>;
  textures: Array<InputMaybe<Query_GetLivePost_PostAssets_Textures_Items_Input>>;
  version?: InputMaybe<_2_Const>;
};

export type PostList = {
  __typename?: 'PostList';
  documents: Array<Maybe<Query_GetUserPosts_Documents_Items>>;
  total: Scalars['Int']['output'];
};

export type PostUpdate_Input = {
  podId?: InputMaybe<Scalars['String']['input']>;
  postAssets?: InputMaybe<PostAssets_Input>;
  postDescription?: InputMaybe<Scalars['String']['input']>;
  postName?: InputMaybe<Scalars['String']['input']>;
  postSubTag?: InputMaybe<PodType>;
  postTags?: InputMaybe<Array<InputMaybe<PodCategory>>>;
  postType?: InputMaybe<PostVisibility>;
};

export type PostVisibility =
  | 'private'
  | 'public';

export type ProfileData = {
  __typename?: 'ProfileData';
  userData: Query_GetProfileData_UserData;
  userPosts: Query_GetProfileData_UserPosts;
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
  /** Your status towards someone: false, 'pending', 'accepted', 'blocked' (by you) or 'self' */
  checkFollowingStatus?: Maybe<FollowingStatus>;
  /** The people you blocked, most recent first */
  getBlockedUsers?: Maybe<BlockedUserList>;
  /** Your chat with someone: who they are, and a page of messages (the newest first; older ones by cursor) */
  getChat?: Maybe<ChatPage>;
  /** One event you host or are invited to */
  getEvent?: Maybe<Event>;
  /** The events you are invited to */
  getEventInvitations?: Maybe<EventList>;
  /** Pending requests to follow you, newest first, in pages */
  getFollowRequests?: Maybe<FollowRequestPage>;
  /** The followers of user {id}, newest first, in pages (a private profile's only for itself and its accepted followers) */
  getFollowers?: Maybe<FollowerPage>;
  /** The followings of user {id}, newest first, in pages (a private profile's only for itself and its accepted followers) */
  getFollowings?: Maybe<FollowingPage>;
  /** Where the pod app frames are served (POD_APP_URL, their own origin) */
  getFrameConfig?: Maybe<GetFrameConfig_200_Response>;
  /** Up to 20 people to follow, by how many of the people you follow follow them */
  getFriendSuggestions?: Maybe<FriendSuggestionList>;
  /** People you may invite: your followers and followings, merged */
  getGuestCandidates?: Maybe<GuestCandidateList>;
  /** The events you host (expiry and finishing applied) */
  getHostedEvents?: Maybe<EventList>;
  /** Your conversations, newest message first */
  getInbox?: Maybe<InboxPage>;
  /** The busiest public Pods now, most people first ('Live now'; 'guest' when signed out); empty when nobody is in any */
  getLiveNowPosts?: Maybe<FeedPage>;
  /** One Pod, also for signed-out visitors (a private Pod only for its owner), with who is in it now */
  getLivePost?: Maybe<Post>;
  /** Who is in a started event's room, their voice states, its recent chat, and the ICE servers for voice */
  getLiveRoom?: Maybe<GetLiveRoom_200_Response>;
  /** Your newest notifications, newest first */
  getNotifications?: Maybe<GetNotifications_200_Response>;
  /** A Pod's drop-in room: whether you may come in, who is there now, its chat and voice states, and the ICE servers */
  getPodRoom?: Maybe<GetPodRoom_200_Response>;
  /** One pod template with the scene the 3D pod app renders */
  getPodTemplate?: Maybe<PodTemplateWithScene>;
  /** A profile as you may see it: counts, your follow status and block, and the Pods visible to you */
  getProfileData?: Maybe<ProfileData>;
  /** Another user's public profile (not found if they blocked you) */
  getSingleUser?: Maybe<PublicUser>;
  /** The Discover feed: public Pods, newest first, by category and name search ('guest' when signed out) */
  getTimeline?: Maybe<FeedPage>;
  /** The most liked public Pods */
  getTopLikedPosts?: Maybe<FeedPage>;
  /** The most viewed public Pods */
  getTopViewedPosts?: Maybe<FeedPage>;
  /** The most followed people */
  getTrendingProfiles?: Maybe<GetTrendingProfiles_200_Response>;
  /** The caller's own user */
  getUser?: Maybe<User>;
  /** A user's Pods (others see only the public ones) */
  getUserPosts?: Maybe<PostList>;
  /** The server's VAPID public key (the applicationServerKey to subscribe with) */
  getVapidPublicKey?: Maybe<GetVapidPublicKey_200_Response>;
  /** Liveness and database reachability */
  health?: Maybe<Health_200_Response>;
  /** Every pod template */
  listPodTemplates?: Maybe<ListPodTemplates_200_Response>;
};


export type QueryCheckFollowingStatusArgs = {
  otherId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type QueryGetBlockedUsersArgs = {
  id: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetChatArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  otherId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type QueryGetEventArgs = {
  eventId: Scalars['PositiveInt']['input'];
  userId: Scalars['String']['input'];
};


export type QueryGetEventInvitationsArgs = {
  userId: Scalars['String']['input'];
};


export type QueryGetFollowRequestsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['PositiveInt']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};


export type QueryGetFollowersArgs = {
  cursor: Scalars['String']['input'];
  id: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['PositiveInt']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};


export type QueryGetFollowingsArgs = {
  cursor: Scalars['String']['input'];
  id: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['PositiveInt']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};


export type QueryGetFriendSuggestionsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};


export type QueryGetGuestCandidatesArgs = {
  userId: Scalars['String']['input'];
};


export type QueryGetHostedEventsArgs = {
  userId: Scalars['String']['input'];
};


export type QueryGetInboxArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};


export type QueryGetLiveNowPostsArgs = {
  userId: Scalars['String']['input'];
};


export type QueryGetLivePostArgs = {
  postId: Scalars['String']['input'];
};


export type QueryGetLiveRoomArgs = {
  eventId: Scalars['PositiveInt']['input'];
  userId: Scalars['String']['input'];
};


export type QueryGetNotificationsArgs = {
  userId: Scalars['String']['input'];
};


export type QueryGetPodRoomArgs = {
  postId: Scalars['queryInput_getPodRoom_postId']['input'];
};


export type QueryGetPodTemplateArgs = {
  id: Scalars['String']['input'];
};


export type QueryGetProfileDataArgs = {
  otherId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type QueryGetSingleUserArgs = {
  id: Scalars['String']['input'];
};


export type QueryGetTimelineArgs = {
  category?: InputMaybe<FeedCategory>;
  pageNumber?: InputMaybe<Scalars['PositiveInt']['input']>;
  pageSize?: InputMaybe<Scalars['PositiveInt']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};


export type QueryGetTopLikedPostsArgs = {
  userId: Scalars['String']['input'];
};


export type QueryGetTopViewedPostsArgs = {
  userId: Scalars['String']['input'];
};


export type QueryGetTrendingProfilesArgs = {
  userId: Scalars['String']['input'];
};


export type QueryGetUserArgs = {
  id: Scalars['String']['input'];
};


export type QueryGetUserPostsArgs = {
  userId: Scalars['String']['input'];
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

export type Vector3 = {
  __typename?: 'Vector3';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Vector3_Input = {
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
  z: Scalars['Float']['input'];
};

export type _2_Const =
  | '_2';

export type AuthProviders_200_Response = {
  __typename?: 'authProviders_200_response';
  providers: Array<Maybe<AuthProvider>>;
};

export type BlockUser_Request_Input = {
  blockedUserId: Scalars['String']['input'];
};

export type CreateAccount_Request_Input = {
  /** An image of at most 5 MB; stored as a square WebP */
  profilePicture?: InputMaybe<Scalars['File']['input']>;
  userDisplayName: Scalars['String']['input'];
  userLocation?: InputMaybe<Scalars['String']['input']>;
  userName: Scalars['String']['input'];
  userProfileType: MutationInput_CreateAccount_Input_UserProfileType;
};

export type CreateEvent_Request_Input = {
  endTimestamp: Scalars['Int']['input'];
  eventDescription?: InputMaybe<Scalars['String']['input']>;
  eventName: Scalars['String']['input'];
  /** An image of at most 1 MB; stored as WebP */
  eventThumbnail?: InputMaybe<Scalars['File']['input']>;
  /** JSON text: a list of 1 to 5 {"userId"} */
  guests: Scalars['String']['input'];
  postId: Scalars['String']['input'];
  startTimestamp: Scalars['Int']['input'];
};

export type CreateFrameToken_200_Response = {
  __typename?: 'createFrameToken_200_response';
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
};

export type CreateLiveTicket_200_Response = {
  __typename?: 'createLiveTicket_200_response';
  expiresInSeconds: Scalars['Int']['output'];
  ticket: Scalars['String']['output'];
};

export type CreatePodRoomTicket_200_Response = {
  __typename?: 'createPodRoomTicket_200_response';
  expiresInSeconds: Scalars['Int']['output'];
  ticket: Scalars['String']['output'];
};

export type CreateSignInNonce_200_Response = {
  __typename?: 'createSignInNonce_200_response';
  expiresAt: Scalars['Int']['output'];
  nonce: Scalars['String']['output'];
};

export type CreateStreamTicket_200_Response = {
  __typename?: 'createStreamTicket_200_response';
  expiresInSeconds: Scalars['Int']['output'];
  ticket: Scalars['String']['output'];
};

export type DeleteChat_200_Response = {
  __typename?: 'deleteChat_200_response';
  deleted: Scalars['Boolean']['output'];
};

export type DeleteEvent_200_Response = {
  __typename?: 'deleteEvent_200_response';
  deleted: Scalars['Boolean']['output'];
  eventId: Scalars['Int']['output'];
};

export type Expired_Const =
  | 'expired';

export type GetFrameConfig_200_Response = {
  __typename?: 'getFrameConfig_200_response';
  podAppUrl: Scalars['String']['output'];
};

export type GetLiveRoom_200_Response = {
  __typename?: 'getLiveRoom_200_response';
  eventId: Scalars['Int']['output'];
  hostId: Scalars['String']['output'];
  iceServers: Array<Maybe<IceServer>>;
  messages: Array<Maybe<Query_GetLiveRoom_Messages_Items>>;
  participants: Array<Maybe<Query_GetLiveRoom_Participants_Items>>;
  voice: Array<Maybe<LiveVoiceState>>;
};

export type GetNotifications_200_Response = {
  __typename?: 'getNotifications_200_response';
  notifications: Array<Maybe<Query_GetNotifications_Notifications_Items>>;
};

export type GetPodRoom_200_Response = {
  __typename?: 'getPodRoom_200_response';
  capacity: Scalars['Int']['output'];
  dropIn?: Maybe<Query_GetPodRoom_DropIn>;
  entry: Query_GetPodRoom_Entry;
  hostId: Scalars['String']['output'];
  iceServers: Array<Maybe<IceServer>>;
  messages: Array<Maybe<Query_GetPodRoom_Messages_Items>>;
  participants: Array<Maybe<Query_GetPodRoom_Participants_Items>>;
  postId: Scalars['String']['output'];
  /** Everyone in the room now, you not counted */
  present: Scalars['Int']['output'];
  voice: Array<Maybe<LiveVoiceState>>;
};

export type GetTrendingProfiles_200_Response = {
  __typename?: 'getTrendingProfiles_200_response';
  profiles: Array<Maybe<Query_GetTrendingProfiles_Profiles_Items>>;
};

export type GetVapidPublicKey_200_Response = {
  __typename?: 'getVapidPublicKey_200_response';
  publicKey: Scalars['String']['output'];
};

export type Health_200_Response = {
  __typename?: 'health_200_response';
  database: Query_Health_Database;
  status: Scalars['String']['output'];
};

export type ListPodTemplates_200_Response = {
  __typename?: 'listPodTemplates_200_response';
  documents: Array<Maybe<Query_ListPodTemplates_Documents_Items>>;
};

export type MarkChatRead_200_Response = {
  __typename?: 'markChatRead_200_response';
  lastReadMessageId: Scalars['Int']['output'];
};

export type MarkNotificationsRead_200_Response = {
  __typename?: 'markNotificationsRead_200_response';
  marked: Scalars['Int']['output'];
};

export type MoveAsVisitor_200_Response = {
  __typename?: 'moveAsVisitor_200_response';
  moved: Scalars['Boolean']['output'];
};

export type MoveAsVisitor_Request_Input = {
  visitorId: Scalars['mutationInput_moveAsVisitor_input_visitorId']['input'];
  visitorKey: Scalars['mutationInput_moveAsVisitor_input_visitorKey']['input'];
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
  yaw: Scalars['Float']['input'];
  z: Scalars['Float']['input'];
};

export type MoveInLiveRoom_200_Response = {
  __typename?: 'moveInLiveRoom_200_response';
  moved: Scalars['Boolean']['output'];
};

export type MoveInLiveRoom_Request_Input = {
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
  yaw: Scalars['Float']['input'];
  z: Scalars['Float']['input'];
};

export type MoveInPodRoom_200_Response = {
  __typename?: 'moveInPodRoom_200_response';
  moved: Scalars['Boolean']['output'];
};

export type MoveInPodRoom_Request_Input = {
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
  yaw: Scalars['Float']['input'];
  z: Scalars['Float']['input'];
};

export type MutationInput_CreateAccount_Input_UserProfileType =
  | 'private'
  | 'public';

export type MutationInput_MarkNotificationsRead_Type =
  | 'Event_Invitation'
  | 'New_Follower';

export type MutationInput_SetPodDropIn_Input_DropIn =
  | 'everyone'
  | 'followers'
  | 'only_me';

export type MutationInput_SignalInLiveRoom_Input_Candidate_Input = {
  candidate: Scalars['mutationInput_signalInLiveRoom_input_candidate_candidate']['input'];
  sdpMLineIndex?: InputMaybe<Scalars['NonNegativeInt']['input']>;
  sdpMid?: InputMaybe<Scalars['mutationInput_signalInLiveRoom_input_candidate_sdpMid']['input']>;
  usernameFragment?: InputMaybe<Scalars['mutationInput_signalInLiveRoom_input_candidate_usernameFragment']['input']>;
};

export type MutationInput_SignalInLiveRoom_Input_Description_Input = {
  sdp: Scalars['mutationInput_signalInLiveRoom_input_description_sdp']['input'];
  type: MutationInput_SignalInLiveRoom_Input_Description_Type;
};

export type MutationInput_SignalInLiveRoom_Input_Description_Type =
  | 'answer'
  | 'offer';

export type MutationInput_SignalInPodRoom_Input_Candidate_Input = {
  candidate: Scalars['mutationInput_signalInPodRoom_input_candidate_candidate']['input'];
  sdpMLineIndex?: InputMaybe<Scalars['NonNegativeInt']['input']>;
  sdpMid?: InputMaybe<Scalars['mutationInput_signalInPodRoom_input_candidate_sdpMid']['input']>;
  usernameFragment?: InputMaybe<Scalars['mutationInput_signalInPodRoom_input_candidate_usernameFragment']['input']>;
};

export type MutationInput_SignalInPodRoom_Input_Description_Input = {
  sdp: Scalars['mutationInput_signalInPodRoom_input_description_sdp']['input'];
  type: MutationInput_SignalInPodRoom_Input_Description_Type;
};

export type MutationInput_SignalInPodRoom_Input_Description_Type =
  | 'answer'
  | 'offer';

export type MutationInput_SubscribePush_Input_Keys_Input = {
  /** base64url */
  auth: Scalars['String']['input'];
  /** base64url */
  p256dh: Scalars['String']['input'];
};

export type MutationInput_UpdateUser_Input_UserPods_Items_Input = {
  podId: Scalars['String']['input'];
};

export type MutationInput_UpdateUser_Input_UserSocialLinks_Items_Input = {
  socialId: Scalars['Int']['input'];
  socialLink: Scalars['String']['input'];
};

export type MutationInput_UpdateUser_Input_UserStatus =
  | 'complete'
  | 'new';

/** What the file is for: an image frame or a video frame */
export type MutationInput_UploadPodMedia_Input_Kind =
  | 'image'
  | 'video';

export type Mutation_CreateEvent_Data = {
  __typename?: 'mutation_createEvent_data';
  eventId: Scalars['Int']['output'];
};

export type Mutation_SetLiveScreen_Screen = {
  __typename?: 'mutation_setLiveScreen_screen';
  itemId: Scalars['String']['output'];
  kind: Mutation_SetLiveScreen_Screen_Kind;
  url: Scalars['String']['output'];
};

export type Mutation_SetLiveScreen_Screen_Kind =
  | 'embed'
  | 'image'
  | 'video';

export type Mutation_SetPodDropIn_DropIn =
  | 'everyone'
  | 'followers'
  | 'only_me';

export type Mutation_SetPodRoomScreen_Screen = {
  __typename?: 'mutation_setPodRoomScreen_screen';
  itemId: Scalars['String']['output'];
  kind: Mutation_SetPodRoomScreen_Screen_Kind;
  url: Scalars['String']['output'];
};

export type Mutation_SetPodRoomScreen_Screen_Kind =
  | 'embed'
  | 'image'
  | 'video';

export type Mutation_UploadPodMedia_Kind =
  | 'image'
  | 'video';

export type MuteLiveGuest_Request_Input = {
  guestId: Scalars['mutationInput_muteLiveGuest_input_guestId']['input'];
};

export type MutePodRoomGuest_Request_Input = {
  guestId: Scalars['mutationInput_mutePodRoomGuest_input_guestId']['input'];
};

export type Query_AuthProviders_Providers_Items_Id =
  | 'apple'
  | 'google';

export type Query_AuthProviders_Providers_Items_ResponseMode =
  | 'form_post'
  | 'query';

export type Query_GetBlockedUsers_Users_Items = {
  __typename?: 'query_getBlockedUsers_users_items';
  blockedAt: Scalars['Int']['output'];
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  userName?: Maybe<Scalars['String']['output']>;
};

/** Absent when the message has no file */
export type Query_GetChat_Messages_Items_File = {
  __typename?: 'query_getChat_messages_items_file';
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  type: Query_GetChat_Messages_Items_File_Type;
  url: Scalars['String']['output'];
};

export type Query_GetChat_Messages_Items_File_Type =
  | 'doc'
  | 'docx'
  | 'pdf'
  | 'txt';

/** Absent when the message has no image */
export type Query_GetChat_Messages_Items_Image = {
  __typename?: 'query_getChat_messages_items_image';
  height: Scalars['Int']['output'];
  /** Download with your session (participants only) */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type Query_GetFriendSuggestions_Suggestions_Items = {
  __typename?: 'query_getFriendSuggestions_suggestions_items';
  /** How many people the viewer follows follow this person */
  mutualFollows: Scalars['Int']['output'];
  totalFollowers: Scalars['Int']['output'];
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  userName?: Maybe<Scalars['String']['output']>;
  userProfileType: Query_GetFriendSuggestions_Suggestions_Items_UserProfileType;
  userTotalPods: Scalars['Int']['output'];
};

export type Query_GetFriendSuggestions_Suggestions_Items_UserProfileType =
  | 'private'
  | 'public';

export type Query_GetGuestCandidates_Candidates_Items = {
  __typename?: 'query_getGuestCandidates_candidates_items';
  displayImage?: Maybe<Scalars['String']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  totalPods: Scalars['Int']['output'];
  type: Query_GetGuestCandidates_Candidates_Items_Type;
  userId: Scalars['String']['output'];
};

export type Query_GetGuestCandidates_Candidates_Items_Type =
  | 'both'
  | 'follower'
  | 'following';

export type Query_GetHostedEvents_Events_Items_Guests_Items = {
  __typename?: 'query_getHostedEvents_events_items_guests_items';
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
};

export type Query_GetHostedEvents_Events_Items_Host = {
  __typename?: 'query_getHostedEvents_events_items_host';
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
};

export type Query_GetHostedEvents_Events_Items_Post = {
  __typename?: 'query_getHostedEvents_events_items_post';
  postDisplayImage: Scalars['String']['output'];
  /** The Pod's own picture (postDisplayImage) at 240, 480 and 960 wide, as an img srcset; null while the Pod shows its template's picture */
  postDisplayImageSet?: Maybe<Scalars['String']['output']>;
  postId: Scalars['String']['output'];
  postName: Scalars['String']['output'];
};

export type Query_GetInbox_Conversations_Items = {
  __typename?: 'query_getInbox_conversations_items';
  lastMessage: Query_GetInbox_Conversations_Items_LastMessage;
  unreadCount: Scalars['Int']['output'];
  user: ChatPerson;
};

export type Query_GetInbox_Conversations_Items_LastMessage = {
  __typename?: 'query_getInbox_conversations_items_lastMessage';
  createdAt: Scalars['Int']['output'];
  fromMe: Scalars['Boolean']['output'];
  messageId: Scalars['Int']['output'];
  preview: Scalars['String']['output'];
};

export type Query_GetLivePost_PostAssets_Assets3d_Items = {
  __typename?: 'query_getLivePost_postAssets_Assets3d_items';
  animated: Scalars['Boolean']['output'];
  assetId: Scalars['String']['output'];
  assetUrl: Scalars['String']['output'];
  position: Vector3;
  rotation: Vector3;
  scale: Vector3;
  slotId: Scalars['String']['output'];
};

export type Query_GetLivePost_PostAssets_Assets3d_Items_Input = {
  animated: Scalars['Boolean']['input'];
  assetId: Scalars['String']['input'];
  assetUrl: Scalars['String']['input'];
  position: Vector3_Input;
  rotation: Vector3_Input;
  scale: Vector3_Input;
  slotId: Scalars['String']['input'];
};

export type Query_GetLivePost_PostAssets_AmbientSound = {
  __typename?: 'query_getLivePost_postAssets_ambientSound';
  soundDescription: Scalars['String']['output'];
  soundId: Scalars['String']['output'];
  soundName: Scalars['String']['output'];
  soundSize: Scalars['Int']['output'];
  soundUrl?: Maybe<Scalars['String']['output']>;
};

export type Query_GetLivePost_PostAssets_AmbientSound_Input = {
  soundDescription: Scalars['String']['input'];
  soundId: Scalars['String']['input'];
  soundName: Scalars['String']['input'];
  soundSize: Scalars['Int']['input'];
  soundUrl?: InputMaybe<Scalars['String']['input']>;
};

export type Query_GetLivePost_PostAssets_Frames_Items = {
  __typename?: 'query_getLivePost_postAssets_frames_items';
  frameId: Scalars['String']['output'];
  frameType: Query_GetLivePost_PostAssets_Frames_Items_FrameType;
  frameUrl: Scalars['String']['output'];
  position: Vector3;
  rotation: Vector3;
  scale: Vector3;
  slotId: Scalars['String']['output'];
};

export type Query_GetLivePost_PostAssets_Frames_Items_Input = {
  frameId: Scalars['String']['input'];
  frameType: Query_GetLivePost_PostAssets_Frames_Items_FrameType;
  frameUrl: Scalars['String']['input'];
  position: Vector3_Input;
  rotation: Vector3_Input;
  scale: Vector3_Input;
  slotId: Scalars['String']['input'];
};

export type Query_GetLivePost_PostAssets_Frames_Items_FrameType =
  | 'image'
  | 'video';

export type Query_GetLivePost_PostAssets_Iframes_Items = {
  __typename?: 'query_getLivePost_postAssets_iframes_items';
  iframeId: Scalars['String']['output'];
  iframeUrl: Scalars['String']['output'];
  position: Vector3;
  rotation: Vector3;
  scale: Vector3;
  slotId: Scalars['String']['output'];
};

export type Query_GetLivePost_PostAssets_Iframes_Items_Input = {
  iframeId: Scalars['String']['input'];
  iframeUrl: Scalars['String']['input'];
  position: Vector3_Input;
  rotation: Vector3_Input;
  scale: Vector3_Input;
  slotId: Scalars['String']['input'];
};

export type Query_GetLivePost_PostAssets_Props_Items = {
  __typename?: 'query_getLivePost_postAssets_props_items';
  id: Scalars['String']['output'];
  position: Vector3;
  prop: Scalars['String']['output'];
  rotation: Vector3;
  scale: Vector3;
};

export type Query_GetLivePost_PostAssets_Props_Items_Input = {
  id: Scalars['String']['input'];
  position: Vector3_Input;
  prop: Scalars['String']['input'];
  rotation: Vector3_Input;
  scale: Vector3_Input;
};

export type Query_GetLivePost_PostAssets_TextAssets_Items = {
  __typename?: 'query_getLivePost_postAssets_textAssets_items';
  color: Scalars['String']['output'];
  position: Vector3;
  rotation: Vector3;
  scale: Vector3;
  slotId: Scalars['String']['output'];
  text: Scalars['String']['output'];
  textId: Scalars['String']['output'];
};

export type Query_GetLivePost_PostAssets_TextAssets_Items_Input = {
  color: Scalars['String']['input'];
  position: Vector3_Input;
  rotation: Vector3_Input;
  scale: Vector3_Input;
  slotId: Scalars['String']['input'];
  text: Scalars['String']['input'];
  textId: Scalars['String']['input'];
};

export type Query_GetLivePost_PostAssets_Textures_Items = {
  __typename?: 'query_getLivePost_postAssets_textures_items';
  target: Query_GetLivePost_PostAssets_Textures_Items_Target;
  textureId: Scalars['String']['output'];
  textureUrl: Scalars['String']['output'];
};

export type Query_GetLivePost_PostAssets_Textures_Items_Input = {
  target: Query_GetLivePost_PostAssets_Textures_Items_Target;
  textureId: Scalars['String']['input'];
  textureUrl: Scalars['String']['input'];
};

export type Query_GetLivePost_PostAssets_Textures_Items_Target =
  | 'ceiling'
  | 'floor'
  | 'walls';

export type Query_GetLivePost_User = {
  __typename?: 'query_getLivePost_user';
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  userStatus: Scalars['String']['output'];
};

export type Query_GetLiveRoom_Messages_Items = {
  __typename?: 'query_getLiveRoom_messages_items';
  createdAt: Scalars['Int']['output'];
  messageId: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
};

export type Query_GetLiveRoom_Participants_Items = {
  __typename?: 'query_getLiveRoom_participants_items';
  avatar: Avatar;
  avatarChosen: Scalars['Boolean']['output'];
  role: Query_GetLiveRoom_Participants_Items_Role;
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  yaw: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetLiveRoom_Participants_Items_Role =
  | 'guest'
  | 'host';

export type Query_GetNotifications_Notifications_Items = {
  __typename?: 'query_getNotifications_notifications_items';
  actorId: Scalars['String']['output'];
  createdAt: Scalars['Int']['output'];
  entityId?: Maybe<Scalars['String']['output']>;
  kind: Query_GetNotifications_Notifications_Items_Kind;
  notificationId: Scalars['Int']['output'];
  notificationText: Scalars['String']['output'];
  notificationType: Query_GetNotifications_Notifications_Items_NotificationType;
  read: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
};

export type Query_GetNotifications_Notifications_Items_Kind =
  | 'event'
  | 'follower'
  | 'pod';

export type Query_GetNotifications_Notifications_Items_NotificationType =
  | 'Dropped_In'
  | 'Event_Invitation'
  | 'New_Follower';

/** Who may drop in (told to the owner only) */
export type Query_GetPodRoom_DropIn =
  | 'everyone'
  | 'followers'
  | 'only_me';

export type Query_GetPodRoom_Entry = {
  __typename?: 'query_getPodRoom_entry';
  canTalk?: Maybe<Scalars['Boolean']['output']>;
  kind: Query_GetPodRoom_Entry_Kind;
  message?: Maybe<Scalars['String']['output']>;
  present?: Maybe<Scalars['Int']['output']>;
  reason?: Maybe<Query_GetPodRoom_Entry_Reason>;
};

export type Query_GetPodRoom_Entry_Kind =
  | 'enter'
  | 'full'
  | 'refused';

export type Query_GetPodRoom_Entry_Reason =
  | 'closed'
  | 'eventOn'
  | 'removed';

export type Query_GetPodRoom_Messages_Items = {
  __typename?: 'query_getPodRoom_messages_items';
  createdAt: Scalars['Int']['output'];
  messageId: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
};

export type Query_GetPodRoom_Participants_Items = {
  __typename?: 'query_getPodRoom_participants_items';
  avatar: Avatar;
  avatarChosen: Scalars['Boolean']['output'];
  role: Query_GetPodRoom_Participants_Items_Role;
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  yaw: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetPodRoom_Participants_Items_Role =
  | 'guest'
  | 'host';

export type Query_GetPodTemplate_Scene_Environment = {
  __typename?: 'query_getPodTemplate_scene_environment';
  fog?: Maybe<Query_GetPodTemplate_Scene_Environment_Fog>;
  ground?: Maybe<Scalars['String']['output']>;
  reflections?: Maybe<Scalars['Float']['output']>;
  sky: Query_GetPodTemplate_Scene_Environment_Sky;
};

export type Query_GetPodTemplate_Scene_Environment_Fog = {
  __typename?: 'query_getPodTemplate_scene_environment_fog';
  color: Scalars['String']['output'];
  far: Scalars['Float']['output'];
  near: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Environment_Sky =
  | 'day'
  | 'dusk'
  | 'indoor'
  | 'night'
  | 'space';

export type Query_GetPodTemplate_Scene_Lights_Items = {
  __typename?: 'query_getPodTemplate_scene_lights_items';
  color: Scalars['String']['output'];
  intensity: Scalars['Float']['output'];
  position?: Maybe<Query_GetPodTemplate_Scene_Lights_Items_Position>;
  type: Query_GetPodTemplate_Scene_Lights_Items_Type;
};

export type Query_GetPodTemplate_Scene_Lights_Items_Position = {
  __typename?: 'query_getPodTemplate_scene_lights_items_position';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Lights_Items_Type =
  | 'ambient'
  | 'directional'
  | 'hemisphere'
  | 'point'
  | 'spot';

export type Query_GetPodTemplate_Scene_Materials = {
  __typename?: 'query_getPodTemplate_scene_materials';
  ceiling: Query_GetPodTemplate_Scene_Materials_Ceiling;
  floor: Query_GetPodTemplate_Scene_Materials_Floor;
  walls: Query_GetPodTemplate_Scene_Materials_Walls;
};

export type Query_GetPodTemplate_Scene_Materials_Ceiling = {
  __typename?: 'query_getPodTemplate_scene_materials_ceiling';
  color: Scalars['String']['output'];
  metalness: Scalars['Float']['output'];
  roughness: Scalars['Float']['output'];
  texture?: Maybe<Query_GetPodTemplate_Scene_Materials_Ceiling_Texture>;
};

export type Query_GetPodTemplate_Scene_Materials_Ceiling_Texture =
  | 'concrete'
  | 'fabric'
  | 'grass'
  | 'marble'
  | 'metal_grid'
  | 'planks'
  | 'raked_sand'
  | 'sand'
  | 'tiles'
  | 'water'
  | 'wood';

export type Query_GetPodTemplate_Scene_Materials_Floor = {
  __typename?: 'query_getPodTemplate_scene_materials_floor';
  color: Scalars['String']['output'];
  metalness: Scalars['Float']['output'];
  roughness: Scalars['Float']['output'];
  texture?: Maybe<Query_GetPodTemplate_Scene_Materials_Floor_Texture>;
};

export type Query_GetPodTemplate_Scene_Materials_Floor_Texture =
  | 'concrete'
  | 'fabric'
  | 'grass'
  | 'marble'
  | 'metal_grid'
  | 'planks'
  | 'raked_sand'
  | 'sand'
  | 'tiles'
  | 'water'
  | 'wood';

export type Query_GetPodTemplate_Scene_Materials_Walls = {
  __typename?: 'query_getPodTemplate_scene_materials_walls';
  color: Scalars['String']['output'];
  metalness: Scalars['Float']['output'];
  roughness: Scalars['Float']['output'];
  texture?: Maybe<Query_GetPodTemplate_Scene_Materials_Walls_Texture>;
};

export type Query_GetPodTemplate_Scene_Materials_Walls_Texture =
  | 'concrete'
  | 'fabric'
  | 'grass'
  | 'marble'
  | 'metal_grid'
  | 'planks'
  | 'raked_sand'
  | 'sand'
  | 'tiles'
  | 'water'
  | 'wood';

export type Query_GetPodTemplate_Scene_Props_Items = {
  __typename?: 'query_getPodTemplate_scene_props_items';
  id: Scalars['query_getPodTemplate_scene_props_items_id']['output'];
  position: Query_GetPodTemplate_Scene_Props_Items_Position;
  prop: Scalars['String']['output'];
  rotation: Query_GetPodTemplate_Scene_Props_Items_Rotation;
  scale: Query_GetPodTemplate_Scene_Props_Items_Scale;
};

export type Query_GetPodTemplate_Scene_Props_Items_Position = {
  __typename?: 'query_getPodTemplate_scene_props_items_position';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Props_Items_Rotation = {
  __typename?: 'query_getPodTemplate_scene_props_items_rotation';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Props_Items_Scale = {
  __typename?: 'query_getPodTemplate_scene_props_items_scale';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Room = {
  __typename?: 'query_getPodTemplate_scene_room';
  depth: Scalars['Float']['output'];
  height: Scalars['Float']['output'];
  shape: Query_GetPodTemplate_Scene_Room_Shape;
  width: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Room_Shape =
  | 'box'
  | 'field'
  | 'open'
  | 'round';

export type Query_GetPodTemplate_Scene_Slots_Items = {
  __typename?: 'query_getPodTemplate_scene_slots_items';
  id: Scalars['String']['output'];
  kind: Query_GetPodTemplate_Scene_Slots_Items_Kind;
  position: Query_GetPodTemplate_Scene_Slots_Items_Position;
  rotation: Query_GetPodTemplate_Scene_Slots_Items_Rotation;
  scale: Query_GetPodTemplate_Scene_Slots_Items_Scale;
};

export type Query_GetPodTemplate_Scene_Slots_Items_Kind =
  | 'embed'
  | 'frame'
  | 'model'
  | 'sound'
  | 'text';

export type Query_GetPodTemplate_Scene_Slots_Items_Position = {
  __typename?: 'query_getPodTemplate_scene_slots_items_position';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Slots_Items_Rotation = {
  __typename?: 'query_getPodTemplate_scene_slots_items_rotation';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Slots_Items_Scale = {
  __typename?: 'query_getPodTemplate_scene_slots_items_scale';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Spawn = {
  __typename?: 'query_getPodTemplate_scene_spawn';
  position: Query_GetPodTemplate_Scene_Spawn_Position;
  rotation: Query_GetPodTemplate_Scene_Spawn_Rotation;
};

export type Query_GetPodTemplate_Scene_Spawn_Position = {
  __typename?: 'query_getPodTemplate_scene_spawn_position';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetPodTemplate_Scene_Spawn_Rotation = {
  __typename?: 'query_getPodTemplate_scene_spawn_rotation';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query_GetProfileData_UserData = {
  __typename?: 'query_getProfileData_userData';
  /** The viewer may see the person's Pods and lists (self, public profile, or accepted follower; never while blocked) */
  canViewContent: Scalars['Boolean']['output'];
  /** false (not following), 'pending' (requested), 'accepted', 'blocked' (by the viewer) or 'self' */
  followStatus: Scalars['JSON']['output'];
  /** The person follows the viewer (accepted) */
  followsYou: Scalars['Boolean']['output'];
  /** The viewer blocked the person */
  isBlocked: Scalars['Boolean']['output'];
  isPrivate: Scalars['Boolean']['output'];
  totalFollowers: Scalars['Int']['output'];
  totalFollowings: Scalars['Int']['output'];
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  userLocation?: Maybe<Scalars['String']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
  userProfileType: Query_GetProfileData_UserData_UserProfileType;
  userTotalPods: Scalars['Int']['output'];
};

export type Query_GetProfileData_UserData_UserProfileType =
  | 'private'
  | 'public';

export type Query_GetProfileData_UserPosts = {
  __typename?: 'query_getProfileData_userPosts';
  documents: Array<Maybe<Query_GetProfileData_UserPosts_Documents_Items>>;
  total: Scalars['Int']['output'];
};

export type Query_GetProfileData_UserPosts_Documents_Items = {
  __typename?: 'query_getProfileData_userPosts_documents_items';
  value: Query_GetProfileData_UserPosts_Documents_Items_Value;
};

export type Query_GetProfileData_UserPosts_Documents_Items_Value = {
  __typename?: 'query_getProfileData_userPosts_documents_items_value';
  hereNow?: Maybe<HereNow>;
  postDisplayImage: Scalars['String']['output'];
  /** The Pod's own picture (postDisplayImage) at 240, 480 and 960 wide, as an img srcset; null while the Pod shows its template's picture */
  postDisplayImageSet?: Maybe<Scalars['String']['output']>;
  postId: Scalars['String']['output'];
  postName: Scalars['String']['output'];
  postType: PostVisibility;
};

export type Query_GetSingleUser_UserProfileType =
  | 'private'
  | 'public';

export type Query_GetTimeline_Documents_Items = {
  __typename?: 'query_getTimeline_documents_items';
  value: FeedPost;
};

export type Query_GetTimeline_Documents_Items_Value_User = {
  __typename?: 'query_getTimeline_documents_items_value_user';
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  userStatus: Scalars['String']['output'];
};

export type Query_GetTrendingProfiles_Profiles_Items = {
  __typename?: 'query_getTrendingProfiles_profiles_items';
  totalFollowers: Scalars['Int']['output'];
  userDPUrl?: Maybe<Scalars['String']['output']>;
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
  userName?: Maybe<Scalars['String']['output']>;
  userTotalPods: Scalars['Int']['output'];
};

export type Query_GetUserPosts_Documents_Items = {
  __typename?: 'query_getUserPosts_documents_items';
  value: Post;
};

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

export type Queued_Const =
  | 'queued';

export type ReactInLiveRoom_200_Response = {
  __typename?: 'reactInLiveRoom_200_response';
  emoji: Scalars['String']['output'];
};

export type ReactInLiveRoom_Request_Input = {
  emoji: Scalars['String']['input'];
};

export type ReactInPodRoom_200_Response = {
  __typename?: 'reactInPodRoom_200_response';
  emoji: Scalars['String']['output'];
};

export type ReactInPodRoom_Request_Input = {
  emoji: Scalars['String']['input'];
};

export type RecordPostView_200_Response = {
  __typename?: 'recordPostView_200_response';
  counted: Scalars['Boolean']['output'];
  postId: Scalars['String']['output'];
  postViews: Scalars['Int']['output'];
};

export type RemoveFromLiveRoom_200_Response = {
  __typename?: 'removeFromLiveRoom_200_response';
  guestId: Scalars['String']['output'];
  until: Scalars['Int']['output'];
};

export type RemoveFromLiveRoom_Request_Input = {
  guestId: Scalars['mutationInput_removeFromLiveRoom_input_guestId']['input'];
};

export type RemoveFromPodRoom_200_Response = {
  __typename?: 'removeFromPodRoom_200_response';
  guestId: Scalars['String']['output'];
  until: Scalars['Int']['output'];
};

export type RemoveFromPodRoom_Request_Input = {
  guestId: Scalars['mutationInput_removeFromPodRoom_input_guestId']['input'];
};

export type SayInLiveRoom_200_Response = {
  __typename?: 'sayInLiveRoom_200_response';
  createdAt: Scalars['Int']['output'];
  messageId: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
};

export type SayInLiveRoom_Request_Input = {
  text: Scalars['mutationInput_sayInLiveRoom_input_text']['input'];
};

export type SayInPodRoom_200_Response = {
  __typename?: 'sayInPodRoom_200_response';
  createdAt: Scalars['Int']['output'];
  messageId: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  userDisplayName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['String']['output'];
};

export type SayInPodRoom_Request_Input = {
  text: Scalars['mutationInput_sayInPodRoom_input_text']['input'];
};

export type SendFollowRequest_Request_Input = {
  followingUserId: Scalars['String']['input'];
};

export type SendHelpEmail_200_Response = {
  __typename?: 'sendHelpEmail_200_response';
  messageId: Scalars['Int']['output'];
  status: Queued_Const;
};

export type SendHelpEmail_Request_Input = {
  /** An email address of at most 35 characters */
  email: Scalars['String']['input'];
  /** At most 5000 characters */
  message: Scalars['String']['input'];
  /** At most 35 characters */
  name: Scalars['String']['input'];
  /** One of: Advertisements & Branding; Accounts & Login Issues; Pod Creation & Customization; Friends & Social Features; Bug Report or Technical Problem; Feedback or Suggestion; Others */
  topic: Scalars['String']['input'];
};

export type SendMessage_Request_Input = {
  clientMessageId: Scalars['String']['input'];
  content?: InputMaybe<Scalars['String']['input']>;
  /** A .pdf, .doc, .docx or .txt file, at most 10 MB */
  file?: InputMaybe<Scalars['File']['input']>;
  /** An image, at most 10 MB (re-encoded) */
  image?: InputMaybe<Scalars['File']['input']>;
};

export type SetLiveScreen_200_Response = {
  __typename?: 'setLiveScreen_200_response';
  screen?: Maybe<Mutation_SetLiveScreen_Screen>;
};

export type SetLiveScreen_Request_Input = {
  itemId?: InputMaybe<Scalars['mutationInput_setLiveScreen_input_itemId']['input']>;
};

export type SetLiveVoice_Request_Input = {
  inVoice: Scalars['Boolean']['input'];
  muted: Scalars['Boolean']['input'];
};

export type SetPodDropIn_200_Response = {
  __typename?: 'setPodDropIn_200_response';
  dropIn: Mutation_SetPodDropIn_DropIn;
};

export type SetPodDropIn_Request_Input = {
  dropIn: MutationInput_SetPodDropIn_Input_DropIn;
};

export type SetPodPicture_Request_Input = {
  /** A render of the Pod's arrival view: PNG, WebP or JPEG, landscape 4:3, 640×480 to 2048×1536, at most 3 MB */
  file: Scalars['File']['input'];
};

export type SetPodRoomScreen_200_Response = {
  __typename?: 'setPodRoomScreen_200_response';
  screen?: Maybe<Mutation_SetPodRoomScreen_Screen>;
};

export type SetPodRoomScreen_Request_Input = {
  itemId?: InputMaybe<Scalars['mutationInput_setPodRoomScreen_input_itemId']['input']>;
};

export type SetPodRoomVoice_Request_Input = {
  inVoice: Scalars['Boolean']['input'];
  muted: Scalars['Boolean']['input'];
};

export type SignInWithApple_Request_Input = {
  nonce: Scalars['String']['input'];
  signInCode: Scalars['String']['input'];
};

export type SignInWithGoogle_Request_Input = {
  code: Scalars['String']['input'];
  codeVerifier: Scalars['String']['input'];
};

export type SignalInLiveRoom_200_Response = {
  __typename?: 'signalInLiveRoom_200_response';
  relayed: Scalars['Boolean']['output'];
};

export type SignalInLiveRoom_Request_Input = {
  candidate?: InputMaybe<MutationInput_SignalInLiveRoom_Input_Candidate_Input>;
  connection?: InputMaybe<Scalars['mutationInput_signalInLiveRoom_input_connection']['input']>;
  description?: InputMaybe<MutationInput_SignalInLiveRoom_Input_Description_Input>;
  for?: InputMaybe<Scalars['mutationInput_signalInLiveRoom_input_for']['input']>;
  to: Scalars['mutationInput_signalInLiveRoom_input_to']['input'];
};

export type SignalInPodRoom_200_Response = {
  __typename?: 'signalInPodRoom_200_response';
  relayed: Scalars['Boolean']['output'];
};

export type SignalInPodRoom_Request_Input = {
  candidate?: InputMaybe<MutationInput_SignalInPodRoom_Input_Candidate_Input>;
  connection?: InputMaybe<Scalars['mutationInput_signalInPodRoom_input_connection']['input']>;
  description?: InputMaybe<MutationInput_SignalInPodRoom_Input_Description_Input>;
  for?: InputMaybe<Scalars['mutationInput_signalInPodRoom_input_for']['input']>;
  to: Scalars['mutationInput_signalInPodRoom_input_to']['input'];
};

export type SubscribePush_200_Response = {
  __typename?: 'subscribePush_200_response';
  subscribed: Scalars['Boolean']['output'];
};

export type SubscribePush_Request_Input = {
  /** The push service's http(s) URL for this browser */
  endpoint: Scalars['String']['input'];
  /** Milliseconds since the epoch, or null */
  expirationTime?: InputMaybe<Scalars['Float']['input']>;
  keys: MutationInput_SubscribePush_Input_Keys_Input;
};

export type TogglePostLike_200_Response = {
  __typename?: 'togglePostLike_200_response';
  isLiked: Scalars['Boolean']['output'];
  postId: Scalars['String']['output'];
  postLikes: Scalars['Int']['output'];
};

export type TogglePostLike_Request_Input = {
  liked?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UnblockUser_Request_Input = {
  blockedUserId: Scalars['String']['input'];
};

export type UnfollowUser_Request_Input = {
  followingUserId?: InputMaybe<Scalars['String']['input']>;
  /** The same as followingUserId (the name the spec uses) */
  unfollowId?: InputMaybe<Scalars['String']['input']>;
};

export type UnsubscribePush_200_Response = {
  __typename?: 'unsubscribePush_200_response';
  subscribed: Scalars['Boolean']['output'];
};

export type UnsubscribePush_Request_Input = {
  /** The push service's http(s) URL for this browser */
  endpoint: Scalars['String']['input'];
};

export type UpdateEventStatus_Request_Input = {
  eventStatus: Scalars['String']['input'];
};

export type UpdateEvent_Request_Input = {
  endTimestamp: Scalars['Int']['input'];
  eventDescription?: InputMaybe<Scalars['String']['input']>;
  eventName: Scalars['String']['input'];
  /** An image of at most 1 MB; stored as WebP */
  eventThumbnail?: InputMaybe<Scalars['File']['input']>;
  /** JSON text: a list of 1 to 5 {"userId"} */
  guests: Scalars['String']['input'];
  postId: Scalars['String']['input'];
  startTimestamp: Scalars['Int']['input'];
};

export type UpdateProfile_Request_Input = {
  /** An image of at most 5 MB; stored as a square WebP */
  profilePicture?: InputMaybe<Scalars['File']['input']>;
  userDisplayName?: InputMaybe<Scalars['String']['input']>;
  userLocation?: InputMaybe<Scalars['String']['input']>;
  userName?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSession_200_Response = {
  __typename?: 'updateSession_200_response';
  sessionStatus: Scalars['String']['output'];
};

export type UpdateSession_Request_Input = {
  sessionStatus: Expired_Const;
};

export type UpdateUser_Request_Input = {
  userInterests?: InputMaybe<Array<InputMaybe<Interest>>>;
  userPods?: InputMaybe<Array<InputMaybe<MutationInput_UpdateUser_Input_UserPods_Items_Input>>>;
  userSocialLinks?: InputMaybe<Array<InputMaybe<MutationInput_UpdateUser_Input_UserSocialLinks_Items_Input>>>;
  userStatus?: InputMaybe<MutationInput_UpdateUser_Input_UserStatus>;
};

export type UploadPodMedia_Request_Input = {
  /** A picture (JPEG, PNG, WebP, GIF, AVIF, HEIC; at most 10 MB) or a video (MP4, MOV, WebM; at most 30 MB, 60 s are kept) */
  file: Scalars['File']['input'];
  kind: MutationInput_UploadPodMedia_Input_Kind;
};

export type WatchHereNow_200_Response = {
  __typename?: 'watchHereNow_200_response';
  watching: Scalars['Int']['output'];
};

export type WatchHereNow_Request_Input = {
  postIds: Array<InputMaybe<Scalars['String']['input']>>;
  /** The key in your notification stream's `connected` event */
  streamKey: Scalars['String']['input'];
};

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProvidersQuery = { __typename?: 'Query', authProviders?: { __typename?: 'authProviders_200_response', providers: Array<{ __typename?: 'AuthProvider', id: Query_AuthProviders_Providers_Items_Id, clientId: string, authorizationEndpoint: string, redirectUri: string, responseMode: Query_AuthProviders_Providers_Items_ResponseMode, pkce: boolean, scope: string, development: boolean } | null> } | null };

export type CreateSignInNonceMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateSignInNonceMutation = { __typename?: 'Mutation', createSignInNonce?: { __typename?: 'createSignInNonce_200_response', nonce: string, expiresAt: number } | null };

export type SignInWithGoogleMutationVariables = Exact<{
  code: Scalars['String']['input'];
  codeVerifier: Scalars['String']['input'];
}>;


export type SignInWithGoogleMutation = { __typename?: 'Mutation', signInWithGoogle?: { __typename?: 'SessionResponse', sessionToken: string, user: { __typename?: 'User', userId: string, userLoginID: string, userDisplayName?: string | null, userDPUrl?: string | null, userStatus: string } } | null };

export type SignInWithAppleMutationVariables = Exact<{
  signInCode: Scalars['String']['input'];
  nonce: Scalars['String']['input'];
}>;


export type SignInWithAppleMutation = { __typename?: 'Mutation', signInWithApple?: { __typename?: 'SessionResponse', sessionToken: string, user: { __typename?: 'User', userId: string, userLoginID: string, userDisplayName?: string | null, userDPUrl?: string | null, userStatus: string } } | null };

export type ExpireSessionMutationVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type ExpireSessionMutation = { __typename?: 'Mutation', updateSession?: { __typename?: 'updateSession_200_response', sessionStatus: string } | null };

export type EventCardFragment = { __typename?: 'Event', eventId: number, hostId: string, postId: string, eventName: string, eventDescription: string, eventThumbnail?: string | null, startTimestamp: number, endTimestamp: number, eventStatus: string, host: { __typename?: 'query_getHostedEvents_events_items_host', userId: string, userDisplayName?: string | null, userDPUrl?: string | null }, post: { __typename?: 'query_getHostedEvents_events_items_post', postId: string, postName: string, postDisplayImage: string, postDisplayImageSet?: string | null }, guests: Array<{ __typename?: 'query_getHostedEvents_events_items_guests_items', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> };

export type HostedEventsQueryVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type HostedEventsQuery = { __typename?: 'Query', getHostedEvents?: { __typename?: 'EventList', events: Array<{ __typename?: 'Event', eventId: number, hostId: string, postId: string, eventName: string, eventDescription: string, eventThumbnail?: string | null, startTimestamp: number, endTimestamp: number, eventStatus: string, host: { __typename?: 'query_getHostedEvents_events_items_host', userId: string, userDisplayName?: string | null, userDPUrl?: string | null }, post: { __typename?: 'query_getHostedEvents_events_items_post', postId: string, postName: string, postDisplayImage: string, postDisplayImageSet?: string | null }, guests: Array<{ __typename?: 'query_getHostedEvents_events_items_guests_items', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null> } | null };

export type EventInvitationsQueryVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type EventInvitationsQuery = { __typename?: 'Query', getEventInvitations?: { __typename?: 'EventList', events: Array<{ __typename?: 'Event', eventId: number, hostId: string, postId: string, eventName: string, eventDescription: string, eventThumbnail?: string | null, startTimestamp: number, endTimestamp: number, eventStatus: string, host: { __typename?: 'query_getHostedEvents_events_items_host', userId: string, userDisplayName?: string | null, userDPUrl?: string | null }, post: { __typename?: 'query_getHostedEvents_events_items_post', postId: string, postName: string, postDisplayImage: string, postDisplayImageSet?: string | null }, guests: Array<{ __typename?: 'query_getHostedEvents_events_items_guests_items', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null> } | null };

export type OneEventQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  eventId: Scalars['PositiveInt']['input'];
}>;


export type OneEventQuery = { __typename?: 'Query', getEvent?: { __typename?: 'Event', eventId: number, hostId: string, postId: string, eventName: string, eventDescription: string, eventThumbnail?: string | null, startTimestamp: number, endTimestamp: number, eventStatus: string, host: { __typename?: 'query_getHostedEvents_events_items_host', userId: string, userDisplayName?: string | null, userDPUrl?: string | null }, post: { __typename?: 'query_getHostedEvents_events_items_post', postId: string, postName: string, postDisplayImage: string, postDisplayImageSet?: string | null }, guests: Array<{ __typename?: 'query_getHostedEvents_events_items_guests_items', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null };

export type GuestCandidatesQueryVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type GuestCandidatesQuery = { __typename?: 'Query', getGuestCandidates?: { __typename?: 'GuestCandidateList', candidates: Array<{ __typename?: 'query_getGuestCandidates_candidates_items', userId: string, displayName?: string | null, displayImage?: string | null, totalPods: number, type: Query_GetGuestCandidates_Candidates_Items_Type } | null> } | null };

export type CreateEventMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  input: CreateEvent_Request_Input;
}>;


export type CreateEventMutation = { __typename?: 'Mutation', createEvent?: { __typename?: 'EventSaved', data: { __typename?: 'mutation_createEvent_data', eventId: number } } | null };

export type UpdateEventMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  eventId: Scalars['PositiveInt']['input'];
  input: UpdateEvent_Request_Input;
}>;


export type UpdateEventMutation = { __typename?: 'Mutation', updateEvent?: { __typename?: 'EventSaved', data: { __typename?: 'mutation_createEvent_data', eventId: number } } | null };

export type UpdateEventStatusMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  eventId: Scalars['PositiveInt']['input'];
  eventStatus: Scalars['String']['input'];
}>;


export type UpdateEventStatusMutation = { __typename?: 'Mutation', updateEventStatus?: { __typename?: 'Event', eventId: number, eventStatus: string } | null };

export type DeleteEventMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  eventId: Scalars['PositiveInt']['input'];
}>;


export type DeleteEventMutation = { __typename?: 'Mutation', deleteEvent?: { __typename?: 'deleteEvent_200_response', eventId: number, deleted: boolean } | null };

export type FeedCardFragment = { __typename?: 'FeedPost', postId: string, userId: string, postName: string, postDescription: string, postDisplayImage: string, postDisplayImageSet?: string | null, postSubTag: PodType, postLikes: number, postViews: number, isLiked: boolean, user: { __typename?: 'query_getTimeline_documents_items_value_user', userId: string, userDisplayName?: string | null, userDPUrl?: string | null }, hereNow?: { __typename?: 'HereNow', count: number, faces: Array<{ __typename?: 'HereFace', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null };

export type TimelineQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  pageNumber?: InputMaybe<Scalars['PositiveInt']['input']>;
  category?: InputMaybe<FeedCategory>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type TimelineQuery = { __typename?: 'Query', getTimeline?: { __typename?: 'FeedPage', documents: Array<{ __typename?: 'query_getTimeline_documents_items', value: { __typename?: 'FeedPost', postId: string, userId: string, postName: string, postDescription: string, postDisplayImage: string, postDisplayImageSet?: string | null, postSubTag: PodType, postLikes: number, postViews: number, isLiked: boolean, user: { __typename?: 'query_getTimeline_documents_items_value_user', userId: string, userDisplayName?: string | null, userDPUrl?: string | null }, hereNow?: { __typename?: 'HereNow', count: number, faces: Array<{ __typename?: 'HereFace', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null } } | null> } | null };

export type TopViewedQueryVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type TopViewedQuery = { __typename?: 'Query', getTopViewedPosts?: { __typename?: 'FeedPage', documents: Array<{ __typename?: 'query_getTimeline_documents_items', value: { __typename?: 'FeedPost', postId: string, userId: string, postName: string, postDescription: string, postDisplayImage: string, postDisplayImageSet?: string | null, postSubTag: PodType, postLikes: number, postViews: number, isLiked: boolean, user: { __typename?: 'query_getTimeline_documents_items_value_user', userId: string, userDisplayName?: string | null, userDPUrl?: string | null }, hereNow?: { __typename?: 'HereNow', count: number, faces: Array<{ __typename?: 'HereFace', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null } } | null> } | null };

export type TopLikedQueryVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type TopLikedQuery = { __typename?: 'Query', getTopLikedPosts?: { __typename?: 'FeedPage', documents: Array<{ __typename?: 'query_getTimeline_documents_items', value: { __typename?: 'FeedPost', postId: string, userId: string, postName: string, postDescription: string, postDisplayImage: string, postDisplayImageSet?: string | null, postSubTag: PodType, postLikes: number, postViews: number, isLiked: boolean, user: { __typename?: 'query_getTimeline_documents_items_value_user', userId: string, userDisplayName?: string | null, userDPUrl?: string | null }, hereNow?: { __typename?: 'HereNow', count: number, faces: Array<{ __typename?: 'HereFace', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null } } | null> } | null };

export type LiveNowQueryVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type LiveNowQuery = { __typename?: 'Query', getLiveNowPosts?: { __typename?: 'FeedPage', documents: Array<{ __typename?: 'query_getTimeline_documents_items', value: { __typename?: 'FeedPost', postId: string, userId: string, postName: string, postDescription: string, postDisplayImage: string, postDisplayImageSet?: string | null, postSubTag: PodType, postLikes: number, postViews: number, isLiked: boolean, user: { __typename?: 'query_getTimeline_documents_items_value_user', userId: string, userDisplayName?: string | null, userDPUrl?: string | null }, hereNow?: { __typename?: 'HereNow', count: number, faces: Array<{ __typename?: 'HereFace', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null } } | null> } | null };

export type TrendingProfilesQueryVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type TrendingProfilesQuery = { __typename?: 'Query', getTrendingProfiles?: { __typename?: 'getTrendingProfiles_200_response', profiles: Array<{ __typename?: 'query_getTrendingProfiles_profiles_items', userId: string, userName?: string | null, userDisplayName?: string | null, userDPUrl?: string | null, totalFollowers: number, userTotalPods: number } | null> } | null };

export type TogglePostLikeMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  postId: Scalars['String']['input'];
  liked?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type TogglePostLikeMutation = { __typename?: 'Mutation', togglePostLike?: { __typename?: 'togglePostLike_200_response', postId: string, isLiked: boolean, postLikes: number } | null };

export type RecordPostViewMutationVariables = Exact<{
  postId: Scalars['String']['input'];
}>;


export type RecordPostViewMutation = { __typename?: 'Mutation', recordPostView?: { __typename?: 'recordPostView_200_response', postId: string, postViews: number, counted: boolean } | null };

export type FrameConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameConfigQuery = { __typename?: 'Query', getFrameConfig?: { __typename?: 'getFrameConfig_200_response', podAppUrl: string } | null };

export type CreateFrameTokenMutationVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type CreateFrameTokenMutation = { __typename?: 'Mutation', createFrameToken?: { __typename?: 'createFrameToken_200_response', token: string, expiresAt: any } | null };

export type FramePodPictureQueryVariables = Exact<{
  postId: Scalars['String']['input'];
}>;


export type FramePodPictureQuery = { __typename?: 'Query', getLivePost?: { __typename?: 'Post', postDisplayImage: string, postDisplayImageSet?: string | null } | null };

export type InboxQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
}>;


export type InboxQuery = { __typename?: 'Query', getInbox?: { __typename?: 'InboxPage', nextCursor?: string | null, conversations: Array<{ __typename?: 'query_getInbox_conversations_items', unreadCount: number, user: { __typename?: 'ChatPerson', userId: string, userName?: string | null, userDisplayName?: string | null, userDPUrl?: string | null, online: boolean }, lastMessage: { __typename?: 'query_getInbox_conversations_items_lastMessage', messageId: number, fromMe: boolean, preview: string, createdAt: number } } | null> } | null };

export type ChatQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  otherId: Scalars['String']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
}>;


export type ChatQuery = { __typename?: 'Query', getChat?: { __typename?: 'ChatPage', blockedByYou: boolean, partnerLastReadId: number, nextCursor?: string | null, partner: { __typename?: 'ChatPerson', userId: string, userName?: string | null, userDisplayName?: string | null, userDPUrl?: string | null, online: boolean }, messages: Array<{ __typename?: 'ChatMessage', messageId: number, clientMessageId: string, fromMe: boolean, content: string, createdAt: number, read: boolean, image?: { __typename?: 'query_getChat_messages_items_image', url: string, width: number, height: number } | null, file?: { __typename?: 'query_getChat_messages_items_file', url: string, name: string, size: number, type: Query_GetChat_Messages_Items_File_Type } | null } | null> } | null };

export type SendMessageMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  otherId: Scalars['String']['input'];
  input?: InputMaybe<SendMessage_Request_Input>;
}>;


export type SendMessageMutation = { __typename?: 'Mutation', sendMessage?: { __typename?: 'ChatMessage', messageId: number, clientMessageId: string, fromMe: boolean, content: string, createdAt: number, read: boolean, image?: { __typename?: 'query_getChat_messages_items_image', url: string, width: number, height: number } | null, file?: { __typename?: 'query_getChat_messages_items_file', url: string, name: string, size: number, type: Query_GetChat_Messages_Items_File_Type } | null } | null };

export type MarkChatReadMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  otherId: Scalars['String']['input'];
}>;


export type MarkChatReadMutation = { __typename?: 'Mutation', markChatRead?: { __typename?: 'markChatRead_200_response', lastReadMessageId: number } | null };

export type DeleteChatMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  otherId: Scalars['String']['input'];
}>;


export type DeleteChatMutation = { __typename?: 'Mutation', deleteChat?: { __typename?: 'deleteChat_200_response', deleted: boolean } | null };

export type BlockFromChatMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  blockedUserId: Scalars['String']['input'];
}>;


export type BlockFromChatMutation = { __typename?: 'Mutation', blockUser?: { __typename?: 'FollowChange', userId: string, status: any } | null };

export type PeopleToMessageQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  cursor: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type PeopleToMessageQuery = { __typename?: 'Query', getFollowings?: { __typename?: 'FollowingPage', followings: Array<{ __typename?: 'FollowingRow', followingId: string, followingName?: string | null, followingUserName?: string | null, followingDisplayImage?: string | null } | null> } | null };

export type StreamTicketMutationVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type StreamTicketMutation = { __typename?: 'Mutation', createStreamTicket?: { __typename?: 'createStreamTicket_200_response', ticket: string } | null };

export type WatchHereNowMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  input: WatchHereNow_Request_Input;
}>;


export type WatchHereNowMutation = { __typename?: 'Mutation', watchHereNow?: { __typename?: 'watchHereNow_200_response', watching: number } | null };

export type UnreadNotificationsQueryVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type UnreadNotificationsQuery = { __typename?: 'Query', getNotifications?: { __typename?: 'getNotifications_200_response', notifications: Array<{ __typename?: 'query_getNotifications_notifications_items', kind: Query_GetNotifications_Notifications_Items_Kind, read: boolean } | null> } | null };

export type MarkNotificationsReadMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  type: MutationInput_MarkNotificationsRead_Type;
}>;


export type MarkNotificationsReadMutation = { __typename?: 'Mutation', markNotificationsRead?: { __typename?: 'markNotificationsRead_200_response', marked: number } | null };

export type VapidPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type VapidPublicKeyQuery = { __typename?: 'Query', getVapidPublicKey?: { __typename?: 'getVapidPublicKey_200_response', publicKey: string } | null };

export type SubscribePushMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  input: SubscribePush_Request_Input;
}>;


export type SubscribePushMutation = { __typename?: 'Mutation', subscribePush?: { __typename?: 'subscribePush_200_response', subscribed: boolean } | null };

export type OnboardingUserQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type OnboardingUserQuery = { __typename?: 'Query', getUser?: { __typename?: 'User', userId: string, userName?: string | null, userDisplayName?: string | null, userDPUrl?: string | null, userStatus: string, userInterests: Array<string | null>, userSocialLinks: Array<{ __typename?: 'query_getUser_userSocialLinks_items', socialId: number, socialName: string, socialLink: string } | null>, userPods: Array<{ __typename?: 'query_getUser_userPods_items', podId: string, podName: string, podDisplayImage?: string | null } | null> } | null };

export type CreateAccountMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  input: CreateAccount_Request_Input;
}>;


export type CreateAccountMutation = { __typename?: 'Mutation', createAccount?: { __typename?: 'User', userId: string, userName?: string | null, userDisplayName?: string | null, userDPUrl?: string | null, userStatus: string } | null };

export type PodTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type PodTemplatesQuery = { __typename?: 'Query', listPodTemplates?: { __typename?: 'listPodTemplates_200_response', documents: Array<{ __typename?: 'query_listPodTemplates_documents_items', value: { __typename?: 'PodTemplate', podId: string, podName: string, podDisplayImage: string, podDescription: string, podTags: Array<string | null> } } | null> } | null };

export type MyPodsQueryVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type MyPodsQuery = { __typename?: 'Query', getUserPosts?: { __typename?: 'PostList', total: number, documents: Array<{ __typename?: 'query_getUserPosts_documents_items', value: { __typename?: 'Post', postId: string, postName: string, postDescription: string, postTags: Array<PodCategory | null>, postSubTag: PodType, postType: PostVisibility, postDisplayImage: string, postDisplayImageSet?: string | null, podId: string, podName: string, user: { __typename?: 'query_getLivePost_user', userDisplayName?: string | null } } } | null> } | null };

export type CreatePodMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  input: NewPost_Input;
}>;


export type CreatePodMutation = { __typename?: 'Mutation', createPost?: { __typename?: 'Post', postId: string, podId: string } | null };

export type UpdatePodMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  postId: Scalars['String']['input'];
  input: PostUpdate_Input;
}>;


export type UpdatePodMutation = { __typename?: 'Mutation', updatePost?: { __typename?: 'Post', postId: string, podId: string, postName: string, postType: PostVisibility } | null };

export type UpdateUserMutationVariables = Exact<{
  id: Scalars['String']['input'];
  input: UpdateUser_Request_Input;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser?: { __typename?: 'User', userId: string, userStatus: string, userInterests: Array<string | null>, userSocialLinks: Array<{ __typename?: 'query_getUser_userSocialLinks_items', socialId: number, socialName: string, socialLink: string } | null> } | null };

export type SendHelpEmailMutationVariables = Exact<{
  input: SendHelpEmail_Request_Input;
}>;


export type SendHelpEmailMutation = { __typename?: 'Mutation', sendHelpEmail?: { __typename?: 'sendHelpEmail_200_response', messageId: number, status: Queued_Const } | null };

export type ProfileToEditQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type ProfileToEditQuery = { __typename?: 'Query', getUser?: { __typename?: 'User', userId: string, userName?: string | null, userDisplayName?: string | null, userLocation?: string | null, userDPUrl?: string | null } | null };

export type UpdateProfileMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  input: UpdateProfile_Request_Input;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile?: { __typename?: 'User', userId: string, userName?: string | null, userDisplayName?: string | null, userLocation?: string | null, userDPUrl?: string | null } | null };

export type ProfileDataQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  otherId: Scalars['String']['input'];
}>;


export type ProfileDataQuery = { __typename?: 'Query', getProfileData?: { __typename?: 'ProfileData', userData: { __typename?: 'query_getProfileData_userData', userId: string, userName?: string | null, userDisplayName?: string | null, userDPUrl?: string | null, userLocation?: string | null, userProfileType: Query_GetProfileData_UserData_UserProfileType, isPrivate: boolean, userTotalPods: number, totalFollowers: number, totalFollowings: number, followStatus: any, followsYou: boolean, isBlocked: boolean, canViewContent: boolean }, userPosts: { __typename?: 'query_getProfileData_userPosts', total: number, documents: Array<{ __typename?: 'query_getProfileData_userPosts_documents_items', value: { __typename?: 'query_getProfileData_userPosts_documents_items_value', postId: string, postName: string, postDisplayImage: string, postDisplayImageSet?: string | null, postType: PostVisibility, hereNow?: { __typename?: 'HereNow', count: number, faces: Array<{ __typename?: 'HereFace', userId: string, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null } } | null> } } | null };

export type FollowersQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  id: Scalars['String']['input'];
  cursor: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowersQuery = { __typename?: 'Query', getFollowers?: { __typename?: 'FollowerPage', nextCursor?: string | null, followers: Array<{ __typename?: 'FollowerRow', followerId: string, followerName?: string | null, followerUserName?: string | null, followerDisplayImage?: string | null, totalFollowers: number, totalFollowings: number, userTotalPods: number, followBackStatus: any } | null> } | null };

export type FollowingsQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  id: Scalars['String']['input'];
  cursor: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowingsQuery = { __typename?: 'Query', getFollowings?: { __typename?: 'FollowingPage', nextCursor?: string | null, followings: Array<{ __typename?: 'FollowingRow', followingId: string, followingName?: string | null, followingUserName?: string | null, followingDisplayImage?: string | null, userTotalFollowers: number, userTotalFollowings: number, userTotalPods: number, followingStatus: any } | null> } | null };

export type FollowRequestsQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowRequestsQuery = { __typename?: 'Query', getFollowRequests?: { __typename?: 'FollowRequestPage', nextCursor?: string | null, requests: Array<{ __typename?: 'FollowerRow', followerId: string, followerName?: string | null, followerUserName?: string | null, followerDisplayImage?: string | null, totalFollowers: number, totalFollowings: number, userTotalPods: number, followBackStatus: any } | null> } | null };

export type FriendSuggestionsQueryVariables = Exact<{
  userId: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type FriendSuggestionsQuery = { __typename?: 'Query', getFriendSuggestions?: { __typename?: 'FriendSuggestionList', suggestions: Array<{ __typename?: 'query_getFriendSuggestions_suggestions_items', userId: string, userName?: string | null, userDisplayName?: string | null, userDPUrl?: string | null, userProfileType: Query_GetFriendSuggestions_Suggestions_Items_UserProfileType, mutualFollows: number, totalFollowers: number, userTotalPods: number } | null> } | null };

export type BlockedUsersQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type BlockedUsersQuery = { __typename?: 'Query', getBlockedUsers?: { __typename?: 'BlockedUserList', users: Array<{ __typename?: 'query_getBlockedUsers_users_items', userId: string, userName?: string | null, userDisplayName?: string | null, userDPUrl?: string | null } | null> } | null };

export type SendFollowRequestMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  followingUserId: Scalars['String']['input'];
}>;


export type SendFollowRequestMutation = { __typename?: 'Mutation', sendFollowRequest?: { __typename?: 'FollowChange', userId: string, status: any } | null };

export type UnfollowMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  unfollowId: Scalars['String']['input'];
}>;


export type UnfollowMutation = { __typename?: 'Mutation', unfollowUser?: { __typename?: 'FollowChange', userId: string, status: any } | null };

export type RemoveFollowerMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  followerId: Scalars['String']['input'];
}>;


export type RemoveFollowerMutation = { __typename?: 'Mutation', removeFollower?: { __typename?: 'FollowChange', userId: string, status: any } | null };

export type AcceptFollowRequestMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  followerId: Scalars['String']['input'];
}>;


export type AcceptFollowRequestMutation = { __typename?: 'Mutation', acceptFollowRequest?: { __typename?: 'FollowChange', userId: string, status: any } | null };

export type DeclineFollowRequestMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  followerId: Scalars['String']['input'];
}>;


export type DeclineFollowRequestMutation = { __typename?: 'Mutation', declineFollowRequest?: { __typename?: 'FollowChange', userId: string, status: any } | null };

export type BlockUserMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  blockedUserId: Scalars['String']['input'];
}>;


export type BlockUserMutation = { __typename?: 'Mutation', blockUser?: { __typename?: 'FollowChange', userId: string, status: any } | null };

export type UnblockUserMutationVariables = Exact<{
  id: Scalars['String']['input'];
  blockedUserId: Scalars['String']['input'];
}>;


export type UnblockUserMutation = { __typename?: 'Mutation', unblockUser?: { __typename?: 'FollowChange', userId: string, status: any } | null };

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
export const EventCardFragmentDoc = new TypedDocumentString(`
    fragment EventCard on Event {
  eventId
  hostId
  postId
  eventName
  eventDescription
  eventThumbnail
  startTimestamp
  endTimestamp
  eventStatus
  host {
    userId
    userDisplayName
    userDPUrl
  }
  post {
    postId
    postName
    postDisplayImage
    postDisplayImageSet
  }
  guests {
    userId
    userDisplayName
    userDPUrl
  }
}
    `, {"fragmentName":"EventCard"}) as unknown as TypedDocumentString<EventCardFragment, unknown>;
export const FeedCardFragmentDoc = new TypedDocumentString(`
    fragment FeedCard on FeedPost {
  postId
  userId
  postName
  postDescription
  postDisplayImage
  postDisplayImageSet
  postSubTag
  postLikes
  postViews
  isLiked
  user {
    userId
    userDisplayName
    userDPUrl
  }
  hereNow {
    count
    faces {
      userId
      userDisplayName
      userDPUrl
    }
  }
}
    `, {"fragmentName":"FeedCard"}) as unknown as TypedDocumentString<FeedCardFragment, unknown>;
export const AuthProvidersDocument = new TypedDocumentString(`
    query AuthProviders {
  authProviders {
    providers {
      id
      clientId
      authorizationEndpoint
      redirectUri
      responseMode
      pkce
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
    mutation SignInWithGoogle($code: String!, $codeVerifier: String!) {
  signInWithGoogle(input: {code: $code, codeVerifier: $codeVerifier}) {
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
    mutation SignInWithApple($signInCode: String!, $nonce: String!) {
  signInWithApple(input: {signInCode: $signInCode, nonce: $nonce}) {
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
export const HostedEventsDocument = new TypedDocumentString(`
    query HostedEvents($userId: String!) {
  getHostedEvents(userId: $userId) {
    events {
      ...EventCard
    }
  }
}
    fragment EventCard on Event {
  eventId
  hostId
  postId
  eventName
  eventDescription
  eventThumbnail
  startTimestamp
  endTimestamp
  eventStatus
  host {
    userId
    userDisplayName
    userDPUrl
  }
  post {
    postId
    postName
    postDisplayImage
    postDisplayImageSet
  }
  guests {
    userId
    userDisplayName
    userDPUrl
  }
}`) as unknown as TypedDocumentString<HostedEventsQuery, HostedEventsQueryVariables>;
export const EventInvitationsDocument = new TypedDocumentString(`
    query EventInvitations($userId: String!) {
  getEventInvitations(userId: $userId) {
    events {
      ...EventCard
    }
  }
}
    fragment EventCard on Event {
  eventId
  hostId
  postId
  eventName
  eventDescription
  eventThumbnail
  startTimestamp
  endTimestamp
  eventStatus
  host {
    userId
    userDisplayName
    userDPUrl
  }
  post {
    postId
    postName
    postDisplayImage
    postDisplayImageSet
  }
  guests {
    userId
    userDisplayName
    userDPUrl
  }
}`) as unknown as TypedDocumentString<EventInvitationsQuery, EventInvitationsQueryVariables>;
export const OneEventDocument = new TypedDocumentString(`
    query OneEvent($userId: String!, $eventId: PositiveInt!) {
  getEvent(userId: $userId, eventId: $eventId) {
    ...EventCard
  }
}
    fragment EventCard on Event {
  eventId
  hostId
  postId
  eventName
  eventDescription
  eventThumbnail
  startTimestamp
  endTimestamp
  eventStatus
  host {
    userId
    userDisplayName
    userDPUrl
  }
  post {
    postId
    postName
    postDisplayImage
    postDisplayImageSet
  }
  guests {
    userId
    userDisplayName
    userDPUrl
  }
}`) as unknown as TypedDocumentString<OneEventQuery, OneEventQueryVariables>;
export const GuestCandidatesDocument = new TypedDocumentString(`
    query GuestCandidates($userId: String!) {
  getGuestCandidates(userId: $userId) {
    candidates {
      userId
      displayName
      displayImage
      totalPods
      type
    }
  }
}
    `) as unknown as TypedDocumentString<GuestCandidatesQuery, GuestCandidatesQueryVariables>;
export const CreateEventDocument = new TypedDocumentString(`
    mutation CreateEvent($userId: String!, $input: createEvent_request_Input!) {
  createEvent(userId: $userId, input: $input) {
    data {
      eventId
    }
  }
}
    `) as unknown as TypedDocumentString<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = new TypedDocumentString(`
    mutation UpdateEvent($userId: String!, $eventId: PositiveInt!, $input: updateEvent_request_Input!) {
  updateEvent(userId: $userId, eventId: $eventId, input: $input) {
    data {
      eventId
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateEventMutation, UpdateEventMutationVariables>;
export const UpdateEventStatusDocument = new TypedDocumentString(`
    mutation UpdateEventStatus($userId: String!, $eventId: PositiveInt!, $eventStatus: String!) {
  updateEventStatus(
    userId: $userId
    eventId: $eventId
    input: {eventStatus: $eventStatus}
  ) {
    eventId
    eventStatus
  }
}
    `) as unknown as TypedDocumentString<UpdateEventStatusMutation, UpdateEventStatusMutationVariables>;
export const DeleteEventDocument = new TypedDocumentString(`
    mutation DeleteEvent($userId: String!, $eventId: PositiveInt!) {
  deleteEvent(userId: $userId, eventId: $eventId) {
    eventId
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeleteEventMutation, DeleteEventMutationVariables>;
export const TimelineDocument = new TypedDocumentString(`
    query Timeline($userId: String!, $pageNumber: PositiveInt, $category: FeedCategory, $search: String) {
  getTimeline(
    userId: $userId
    pageNumber: $pageNumber
    pageSize: 8
    category: $category
    search: $search
  ) {
    documents {
      value {
        ...FeedCard
      }
    }
  }
}
    fragment FeedCard on FeedPost {
  postId
  userId
  postName
  postDescription
  postDisplayImage
  postDisplayImageSet
  postSubTag
  postLikes
  postViews
  isLiked
  user {
    userId
    userDisplayName
    userDPUrl
  }
  hereNow {
    count
    faces {
      userId
      userDisplayName
      userDPUrl
    }
  }
}`) as unknown as TypedDocumentString<TimelineQuery, TimelineQueryVariables>;
export const TopViewedDocument = new TypedDocumentString(`
    query TopViewed($userId: String!) {
  getTopViewedPosts(userId: $userId) {
    documents {
      value {
        ...FeedCard
      }
    }
  }
}
    fragment FeedCard on FeedPost {
  postId
  userId
  postName
  postDescription
  postDisplayImage
  postDisplayImageSet
  postSubTag
  postLikes
  postViews
  isLiked
  user {
    userId
    userDisplayName
    userDPUrl
  }
  hereNow {
    count
    faces {
      userId
      userDisplayName
      userDPUrl
    }
  }
}`) as unknown as TypedDocumentString<TopViewedQuery, TopViewedQueryVariables>;
export const TopLikedDocument = new TypedDocumentString(`
    query TopLiked($userId: String!) {
  getTopLikedPosts(userId: $userId) {
    documents {
      value {
        ...FeedCard
      }
    }
  }
}
    fragment FeedCard on FeedPost {
  postId
  userId
  postName
  postDescription
  postDisplayImage
  postDisplayImageSet
  postSubTag
  postLikes
  postViews
  isLiked
  user {
    userId
    userDisplayName
    userDPUrl
  }
  hereNow {
    count
    faces {
      userId
      userDisplayName
      userDPUrl
    }
  }
}`) as unknown as TypedDocumentString<TopLikedQuery, TopLikedQueryVariables>;
export const LiveNowDocument = new TypedDocumentString(`
    query LiveNow($userId: String!) {
  getLiveNowPosts(userId: $userId) {
    documents {
      value {
        ...FeedCard
      }
    }
  }
}
    fragment FeedCard on FeedPost {
  postId
  userId
  postName
  postDescription
  postDisplayImage
  postDisplayImageSet
  postSubTag
  postLikes
  postViews
  isLiked
  user {
    userId
    userDisplayName
    userDPUrl
  }
  hereNow {
    count
    faces {
      userId
      userDisplayName
      userDPUrl
    }
  }
}`) as unknown as TypedDocumentString<LiveNowQuery, LiveNowQueryVariables>;
export const TrendingProfilesDocument = new TypedDocumentString(`
    query TrendingProfiles($userId: String!) {
  getTrendingProfiles(userId: $userId) {
    profiles {
      userId
      userName
      userDisplayName
      userDPUrl
      totalFollowers
      userTotalPods
    }
  }
}
    `) as unknown as TypedDocumentString<TrendingProfilesQuery, TrendingProfilesQueryVariables>;
export const TogglePostLikeDocument = new TypedDocumentString(`
    mutation TogglePostLike($userId: String!, $postId: String!, $liked: Boolean) {
  togglePostLike(userId: $userId, postId: $postId, input: {liked: $liked}) {
    postId
    isLiked
    postLikes
  }
}
    `) as unknown as TypedDocumentString<TogglePostLikeMutation, TogglePostLikeMutationVariables>;
export const RecordPostViewDocument = new TypedDocumentString(`
    mutation RecordPostView($postId: String!) {
  recordPostView(postId: $postId) {
    postId
    postViews
    counted
  }
}
    `) as unknown as TypedDocumentString<RecordPostViewMutation, RecordPostViewMutationVariables>;
export const FrameConfigDocument = new TypedDocumentString(`
    query FrameConfig {
  getFrameConfig {
    podAppUrl
  }
}
    `) as unknown as TypedDocumentString<FrameConfigQuery, FrameConfigQueryVariables>;
export const CreateFrameTokenDocument = new TypedDocumentString(`
    mutation CreateFrameToken($userId: String!) {
  createFrameToken(userId: $userId) {
    token
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateFrameTokenMutation, CreateFrameTokenMutationVariables>;
export const FramePodPictureDocument = new TypedDocumentString(`
    query FramePodPicture($postId: String!) {
  getLivePost(postId: $postId) {
    postDisplayImage
    postDisplayImageSet
  }
}
    `) as unknown as TypedDocumentString<FramePodPictureQuery, FramePodPictureQueryVariables>;
export const InboxDocument = new TypedDocumentString(`
    query Inbox($userId: String!, $cursor: String) {
  getInbox(userId: $userId, cursor: $cursor) {
    nextCursor
    conversations {
      unreadCount
      user {
        userId
        userName
        userDisplayName
        userDPUrl
        online
      }
      lastMessage {
        messageId
        fromMe
        preview
        createdAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<InboxQuery, InboxQueryVariables>;
export const ChatDocument = new TypedDocumentString(`
    query Chat($userId: String!, $otherId: String!, $cursor: String) {
  getChat(userId: $userId, otherId: $otherId, cursor: $cursor) {
    blockedByYou
    partnerLastReadId
    nextCursor
    partner {
      userId
      userName
      userDisplayName
      userDPUrl
      online
    }
    messages {
      messageId
      clientMessageId
      fromMe
      content
      createdAt
      read
      image {
        url
        width
        height
      }
      file {
        url
        name
        size
        type
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChatQuery, ChatQueryVariables>;
export const SendMessageDocument = new TypedDocumentString(`
    mutation SendMessage($userId: String!, $otherId: String!, $input: sendMessage_request_Input) {
  sendMessage(userId: $userId, otherId: $otherId, input: $input) {
    messageId
    clientMessageId
    fromMe
    content
    createdAt
    read
    image {
      url
      width
      height
    }
    file {
      url
      name
      size
      type
    }
  }
}
    `) as unknown as TypedDocumentString<SendMessageMutation, SendMessageMutationVariables>;
export const MarkChatReadDocument = new TypedDocumentString(`
    mutation MarkChatRead($userId: String!, $otherId: String!) {
  markChatRead(userId: $userId, otherId: $otherId) {
    lastReadMessageId
  }
}
    `) as unknown as TypedDocumentString<MarkChatReadMutation, MarkChatReadMutationVariables>;
export const DeleteChatDocument = new TypedDocumentString(`
    mutation DeleteChat($userId: String!, $otherId: String!) {
  deleteChat(userId: $userId, otherId: $otherId) {
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeleteChatMutation, DeleteChatMutationVariables>;
export const BlockFromChatDocument = new TypedDocumentString(`
    mutation BlockFromChat($userId: String!, $blockedUserId: String!) {
  blockUser(userId: $userId, input: {blockedUserId: $blockedUserId}) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<BlockFromChatMutation, BlockFromChatMutationVariables>;
export const PeopleToMessageDocument = new TypedDocumentString(`
    query PeopleToMessage($userId: String!, $cursor: String!, $search: String) {
  getFollowings(userId: $userId, id: $userId, cursor: $cursor, search: $search) {
    followings {
      followingId
      followingName
      followingUserName
      followingDisplayImage
    }
  }
}
    `) as unknown as TypedDocumentString<PeopleToMessageQuery, PeopleToMessageQueryVariables>;
export const StreamTicketDocument = new TypedDocumentString(`
    mutation StreamTicket($userId: String!) {
  createStreamTicket(userId: $userId) {
    ticket
  }
}
    `) as unknown as TypedDocumentString<StreamTicketMutation, StreamTicketMutationVariables>;
export const WatchHereNowDocument = new TypedDocumentString(`
    mutation WatchHereNow($userId: String!, $input: watchHereNow_request_Input!) {
  watchHereNow(userId: $userId, input: $input) {
    watching
  }
}
    `) as unknown as TypedDocumentString<WatchHereNowMutation, WatchHereNowMutationVariables>;
export const UnreadNotificationsDocument = new TypedDocumentString(`
    query UnreadNotifications($userId: String!) {
  getNotifications(userId: $userId) {
    notifications {
      kind
      read
    }
  }
}
    `) as unknown as TypedDocumentString<UnreadNotificationsQuery, UnreadNotificationsQueryVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead($userId: String!, $type: mutationInput_markNotificationsRead_type!) {
  markNotificationsRead(userId: $userId, type: $type) {
    marked
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const VapidPublicKeyDocument = new TypedDocumentString(`
    query VapidPublicKey {
  getVapidPublicKey {
    publicKey
  }
}
    `) as unknown as TypedDocumentString<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>;
export const SubscribePushDocument = new TypedDocumentString(`
    mutation SubscribePush($userId: String!, $input: subscribePush_request_Input!) {
  subscribePush(userId: $userId, input: $input) {
    subscribed
  }
}
    `) as unknown as TypedDocumentString<SubscribePushMutation, SubscribePushMutationVariables>;
export const OnboardingUserDocument = new TypedDocumentString(`
    query OnboardingUser($id: String!) {
  getUser(id: $id) {
    userId
    userName
    userDisplayName
    userDPUrl
    userStatus
    userInterests
    userSocialLinks {
      socialId
      socialName
      socialLink
    }
    userPods {
      podId
      podName
      podDisplayImage
    }
  }
}
    `) as unknown as TypedDocumentString<OnboardingUserQuery, OnboardingUserQueryVariables>;
export const CreateAccountDocument = new TypedDocumentString(`
    mutation CreateAccount($userId: String!, $input: createAccount_request_Input!) {
  createAccount(userId: $userId, input: $input) {
    userId
    userName
    userDisplayName
    userDPUrl
    userStatus
  }
}
    `) as unknown as TypedDocumentString<CreateAccountMutation, CreateAccountMutationVariables>;
export const PodTemplatesDocument = new TypedDocumentString(`
    query PodTemplates {
  listPodTemplates {
    documents {
      value {
        podId
        podName
        podDisplayImage
        podDescription
        podTags
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PodTemplatesQuery, PodTemplatesQueryVariables>;
export const MyPodsDocument = new TypedDocumentString(`
    query MyPods($userId: String!) {
  getUserPosts(userId: $userId) {
    total
    documents {
      value {
        postId
        postName
        postDescription
        postTags
        postSubTag
        postType
        postDisplayImage
        postDisplayImageSet
        podId
        podName
        user {
          userDisplayName
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyPodsQuery, MyPodsQueryVariables>;
export const CreatePodDocument = new TypedDocumentString(`
    mutation CreatePod($userId: String!, $input: NewPost_Input!) {
  createPost(userId: $userId, input: $input) {
    postId
    podId
  }
}
    `) as unknown as TypedDocumentString<CreatePodMutation, CreatePodMutationVariables>;
export const UpdatePodDocument = new TypedDocumentString(`
    mutation UpdatePod($userId: String!, $postId: String!, $input: PostUpdate_Input!) {
  updatePost(userId: $userId, postId: $postId, input: $input) {
    postId
    podId
    postName
    postType
  }
}
    `) as unknown as TypedDocumentString<UpdatePodMutation, UpdatePodMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: String!, $input: updateUser_request_Input!) {
  updateUser(id: $id, input: $input) {
    userId
    userStatus
    userInterests
    userSocialLinks {
      socialId
      socialName
      socialLink
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const SendHelpEmailDocument = new TypedDocumentString(`
    mutation SendHelpEmail($input: sendHelpEmail_request_Input!) {
  sendHelpEmail(input: $input) {
    messageId
    status
  }
}
    `) as unknown as TypedDocumentString<SendHelpEmailMutation, SendHelpEmailMutationVariables>;
export const ProfileToEditDocument = new TypedDocumentString(`
    query ProfileToEdit($id: String!) {
  getUser(id: $id) {
    userId
    userName
    userDisplayName
    userLocation
    userDPUrl
  }
}
    `) as unknown as TypedDocumentString<ProfileToEditQuery, ProfileToEditQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($userId: String!, $input: updateProfile_request_Input!) {
  updateProfile(userId: $userId, input: $input) {
    userId
    userName
    userDisplayName
    userLocation
    userDPUrl
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ProfileDataDocument = new TypedDocumentString(`
    query ProfileData($userId: String!, $otherId: String!) {
  getProfileData(userId: $userId, otherId: $otherId) {
    userData {
      userId
      userName
      userDisplayName
      userDPUrl
      userLocation
      userProfileType
      isPrivate
      userTotalPods
      totalFollowers
      totalFollowings
      followStatus
      followsYou
      isBlocked
      canViewContent
    }
    userPosts {
      total
      documents {
        value {
          postId
          postName
          postDisplayImage
          postDisplayImageSet
          postType
          hereNow {
            count
            faces {
              userId
              userDisplayName
              userDPUrl
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileDataQuery, ProfileDataQueryVariables>;
export const FollowersDocument = new TypedDocumentString(`
    query Followers($userId: String!, $id: String!, $cursor: String!, $search: String) {
  getFollowers(userId: $userId, id: $id, cursor: $cursor, search: $search) {
    nextCursor
    followers {
      followerId
      followerName
      followerUserName
      followerDisplayImage
      totalFollowers
      totalFollowings
      userTotalPods
      followBackStatus
    }
  }
}
    `) as unknown as TypedDocumentString<FollowersQuery, FollowersQueryVariables>;
export const FollowingsDocument = new TypedDocumentString(`
    query Followings($userId: String!, $id: String!, $cursor: String!, $search: String) {
  getFollowings(userId: $userId, id: $id, cursor: $cursor, search: $search) {
    nextCursor
    followings {
      followingId
      followingName
      followingUserName
      followingDisplayImage
      userTotalFollowers
      userTotalFollowings
      userTotalPods
      followingStatus
    }
  }
}
    `) as unknown as TypedDocumentString<FollowingsQuery, FollowingsQueryVariables>;
export const FollowRequestsDocument = new TypedDocumentString(`
    query FollowRequests($userId: String!, $cursor: String, $search: String) {
  getFollowRequests(userId: $userId, cursor: $cursor, search: $search) {
    nextCursor
    requests {
      followerId
      followerName
      followerUserName
      followerDisplayImage
      totalFollowers
      totalFollowings
      userTotalPods
      followBackStatus
    }
  }
}
    `) as unknown as TypedDocumentString<FollowRequestsQuery, FollowRequestsQueryVariables>;
export const FriendSuggestionsDocument = new TypedDocumentString(`
    query FriendSuggestions($userId: String!, $search: String) {
  getFriendSuggestions(userId: $userId, search: $search) {
    suggestions {
      userId
      userName
      userDisplayName
      userDPUrl
      userProfileType
      mutualFollows
      totalFollowers
      userTotalPods
    }
  }
}
    `) as unknown as TypedDocumentString<FriendSuggestionsQuery, FriendSuggestionsQueryVariables>;
export const BlockedUsersDocument = new TypedDocumentString(`
    query BlockedUsers($id: String!) {
  getBlockedUsers(id: $id) {
    users {
      userId
      userName
      userDisplayName
      userDPUrl
    }
  }
}
    `) as unknown as TypedDocumentString<BlockedUsersQuery, BlockedUsersQueryVariables>;
export const SendFollowRequestDocument = new TypedDocumentString(`
    mutation SendFollowRequest($userId: String!, $followingUserId: String!) {
  sendFollowRequest(userId: $userId, input: {followingUserId: $followingUserId}) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<SendFollowRequestMutation, SendFollowRequestMutationVariables>;
export const UnfollowDocument = new TypedDocumentString(`
    mutation Unfollow($userId: String!, $unfollowId: String!) {
  unfollowUser(userId: $userId, input: {unfollowId: $unfollowId}) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<UnfollowMutation, UnfollowMutationVariables>;
export const RemoveFollowerDocument = new TypedDocumentString(`
    mutation RemoveFollower($userId: String!, $followerId: String!) {
  removeFollower(userId: $userId, followerId: $followerId) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<RemoveFollowerMutation, RemoveFollowerMutationVariables>;
export const AcceptFollowRequestDocument = new TypedDocumentString(`
    mutation AcceptFollowRequest($userId: String!, $followerId: String!) {
  acceptFollowRequest(userId: $userId, followerId: $followerId) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<AcceptFollowRequestMutation, AcceptFollowRequestMutationVariables>;
export const DeclineFollowRequestDocument = new TypedDocumentString(`
    mutation DeclineFollowRequest($userId: String!, $followerId: String!) {
  declineFollowRequest(userId: $userId, followerId: $followerId) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<DeclineFollowRequestMutation, DeclineFollowRequestMutationVariables>;
export const BlockUserDocument = new TypedDocumentString(`
    mutation BlockUser($userId: String!, $blockedUserId: String!) {
  blockUser(userId: $userId, input: {blockedUserId: $blockedUserId}) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<BlockUserMutation, BlockUserMutationVariables>;
export const UnblockUserDocument = new TypedDocumentString(`
    mutation UnblockUser($id: String!, $blockedUserId: String!) {
  unblockUser(id: $id, input: {blockedUserId: $blockedUserId}) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<UnblockUserMutation, UnblockUserMutationVariables>;