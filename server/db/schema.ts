/** Table types for Kysely (camelCase here; snake_case in the database via CamelCasePlugin). */
import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  userId: string;
  loginId: string;
  email: string;
  userName: string | null;
  userNameLower: string | null;
  displayName: string | null;
  dpUrl: string | null;
  location: string | null;
  profileType: Generated<string>;
  status: Generated<string>;
  interests: Generated<string>;
  socialLinks: Generated<string>;
  pods: Generated<string>;
  createdAt: number;
  /** The chosen avatar as JSON (0015-avatars.ts); null until chosen. */
  avatar: Generated<string | null>;
}

export interface SessionsTable {
  tokenHash: string;
  userId: string;
  status: Generated<string>;
  createdAt: number;
  expiresAt: number;
}

export interface SignInNoncesTable {
  nonceHash: string;
  expiresAt: number;
}

export interface PodTemplatesTable {
  podId: string;
  name: string;
  description: string;
  displayImage: string;
  tags: string;
  scene: string;
  createdAt: number;
}

export interface PostsTable {
  postId: string;
  userId: string;
  postType: Generated<string>;
  postName: string;
  postDescription: Generated<string>;
  postTags: Generated<string>;
  postSubTag: string;
  postDisplayImage: string;
  /** The Pod's own picture as a ready `srcset` (0025-pod-pictures.ts); null for the template's stock picture. */
  postDisplayImageSet: string | null;
  podId: string;
  podName: string;
  postLikes: Generated<number>;
  postViews: Generated<number>;
  postAssets: string;
  contentFlags: Generated<number>;
  /** 1 when the author's profile is private (kept by triggers; the feed index holds it). */
  authorPrivate: Generated<number>;
  /** Whom the owner lets drop in (shared/drop-in.ts DropInSetting). */
  dropIn: Generated<string>;
  createdAt: number;
  updatedAt: number;
}

export interface PostLikesTable {
  postId: string;
  userId: string;
  createdAt: number;
}

export type PostViewsTable = PostLikesTable;

export interface FollowsTable {
  followerId: string;
  followingId: string;
  status: Generated<string>;
  createdAt: number;
}

export interface BlocksTable {
  blockerId: string;
  blockedId: string;
  createdAt: number;
}

export interface PostCategoriesTable {
  category: string;
  postId: string;
  postType: string;
  createdAt: number;
}

export interface NotificationsTable {
  notificationId: Generated<number>;
  userId: string;
  actorId: string;
  type: string;
  entityId: string | null;
  createdAt: number;
  readAt: number | null;
}

export interface StreamTicketsTable {
  ticketHash: string;
  userId: string;
  /** The stored hash of the session the ticket was issued for. */
  sessionHash: string;
  /** 'notifications' or 'room:{room key}' (server/live/room-key.ts): the one stream it opens. */
  purpose: string;
  expiresAt: number;
}

export interface PushSubscriptionsTable {
  endpoint: string;
  userId: string;
  p256dh: string;
  auth: string;
  /** Milliseconds since the epoch; bigint, so PostgreSQL reads it back as text. */
  expirationTime: ColumnType<number | string | null, number | null, number | null>;
  createdAt: number;
}

export interface EventsTable {
  eventId: Generated<number>;
  hostId: string;
  postId: string;
  eventName: string;
  eventDescription: Generated<string>;
  eventThumbnail: string | null;
  startTimestamp: number;
  endTimestamp: number;
  eventStatus: Generated<string>;
  createdAt: number;
  updatedAt: number;
}

export interface EventGuestsTable {
  eventId: number;
  userId: string;
}

/** Who is in a room now (0024-rooms.ts): `room` is `event:{id}` or `pod:{postId}`, `userId` a person's id or a visitor's `visitor-{uuid}`. */
export interface RoomPresenceTable {
  room: string;
  userId: string;
  x: Generated<number>;
  y: Generated<number>;
  z: Generated<number>;
  yaw: Generated<number>;
  /** Milliseconds; bigint, so PostgreSQL reads it back as text. */
  movedAt: ColumnType<number | string, number | undefined, number>;
  seenAt: number;
  /** The stream that holds the person's place. */
  streamId: Generated<string>;
  /** A signed-out visitor's network (addressKey), to bound the streams one network holds; null for people. */
  address: Generated<string | null>;
}

/** Voice state per person per room (0024-rooms.ts); the flags are 0 or 1. */
export interface RoomVoiceTable {
  room: string;
  userId: string;
  inVoice: Generated<number>;
  muted: Generated<number>;
  hostMuted: Generated<number>;
  updatedAt: number;
}

export interface RoomMessagesTable {
  messageId: Generated<number>;
  room: string;
  userId: string;
  text: string;
  createdAt: number;
}

/** A Pod room's proximity voice pairs now: a JSON list of shared/voice-neighbours.ts pair keys. */
export interface RoomVoicePairsTable {
  room: string;
  pairs: string;
  updatedAt: number;
}

/** What a room's main screen shows (0026-room-screens.ts): one of its Pod's image, video or web page items. */
export interface RoomScreensTable {
  room: string;
  itemId: string;
  updatedAt: number;
}

/** Whom a Pod's owner removed from its room, until when (epoch seconds). */
export interface RoomRemovalsTable {
  postId: string;
  userId: string;
  until: number;
}

export interface EmailOutboxTable {
  messageId: Generated<number>;
  name: string;
  email: string;
  topic: string;
  message: string;
  createdAt: number;
  attempts: Generated<number>;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
}

export interface MessagesTable {
  messageId: Generated<number>;
  conversationKey: string;
  senderId: string;
  recipientId: string;
  clientId: string;
  content: Generated<string>;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  fileKey: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileType: string | null;
  createdAt: number;
}

export interface ConversationsTable {
  userId: string;
  otherId: string;
  lastMessageId: Generated<number>;
  lastReadId: Generated<number>;
  clearedId: Generated<number>;
}

export interface PresenceTable {
  userId: string;
  processId: string;
  seenAt: number;
}

/** Secret keys made once and shared by every server process (server/auth/server-keys.ts). */
export interface ServerKeysTable {
  name: string;
  /** The key as JSON, in the shape its DATA_DIR/keys/{name}.json file had. */
  value: string;
  createdAt: number;
}

/** Rate limit counters shared by the server processes on PostgreSQL (server/http/rate-limit-store.ts). */
export interface RateLimitCountsTable {
  key: string;
  count: number;
  /** Epoch milliseconds; PostgreSQL returns a bigint as a string. */
  windowEnd: ColumnType<number | string, number, number>;
}

/** Single-use codes any server process can redeem (server/auth/one-time-codes.ts). */
export interface OneTimeCodesTable {
  codeHash: string;
  purpose: string;
  /** What the code was issued for, as JSON. */
  value: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  signInNonces: SignInNoncesTable;
  podTemplates: PodTemplatesTable;
  posts: PostsTable;
  postLikes: PostLikesTable;
  postViews: PostViewsTable;
  follows: FollowsTable;
  blocks: BlocksTable;
  postCategories: PostCategoriesTable;
  notifications: NotificationsTable;
  streamTickets: StreamTicketsTable;
  pushSubscriptions: PushSubscriptionsTable;
  events: EventsTable;
  eventGuests: EventGuestsTable;
  roomPresence: RoomPresenceTable;
  roomMessages: RoomMessagesTable;
  roomVoice: RoomVoiceTable;
  roomRemovals: RoomRemovalsTable;
  roomVoicePairs: RoomVoicePairsTable;
  roomScreens: RoomScreensTable;
  emailOutbox: EmailOutboxTable;
  messages: MessagesTable;
  conversations: ConversationsTable;
  presence: PresenceTable;
  serverKeys: ServerKeysTable;
  rateLimitCounts: RateLimitCountsTable;
  oneTimeCodes: OneTimeCodesTable;
}
