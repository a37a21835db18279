/**
 * The live room's stream: a single-use ticket, then Server-Sent Events. EventSource would retry
 * with the spent ticket, so a dropped stream is closed here and reopened with a fresh ticket
 * (backing off up to 10 s); the server's snapshot on reopening brings the room up to date. A
 * refusal (the event ended, or you are not in it) stops for good.
 */
import * as z from 'zod/mini';
import { ApiError } from '../api.ts';
import type { RoomNews } from './room-state.ts';
import { CONNECTION_ID_MAX, type VoiceSignal } from '../../shared/live-messages.ts';
import { avatarSchema } from '../../shared/avatar.ts';
import { REACTION_EMOJI, type ReactionEmoji } from '../../shared/reactions.ts';

/** Voice signals addressed to this person (server/live/signals.ts): for the voice mesh, not the room's state. */
export const SIGNAL_EVENT = 'signal';
/** Emoji reactions (server/live/reactions.ts): shown for a moment, not kept in the room's state. */
export const REACTION_EVENT = 'reaction';
export const STREAM_EVENTS = ['snapshot', 'joined', 'left', 'moved', 'chat', 'voice', 'avatar', 'screen', 'ended'] as const;
const RETRY_MS = [1_000, 2_000, 4_000, 10_000];

const participant = z.object({
  userId: z.string(),
  userDisplayName: z.nullable(z.string()),
  userDPUrl: z.nullable(z.string()),
  role: z.enum(['host', 'guest']),
  x: z.number(),
  y: z.number(),
  z: z.number(),
  yaw: z.number(),
  avatar: avatarSchema,
  avatarChosen: z.boolean(),
});
const message = z.object({ messageId: z.number(), userId: z.string(), userDisplayName: z.nullable(z.string()), text: z.string(), createdAt: z.number() });
const voice = z.object({ userId: z.string(), inVoice: z.boolean(), muted: z.boolean(), hostMuted: z.boolean() });
const screen = z.nullable(z.object({ itemId: z.string(), kind: z.enum(['image', 'video', 'embed']), url: z.string() }));
/** A schema whose parsed value is turned into room news. */
const news = <S extends z.ZodMiniType, N extends RoomNews>(schema: S, toNews: (value: z.output<S>) => N) => z.pipe(schema, z.transform(toNews));
const schemas = {
  snapshot: news(
    z.object({
      hostId: z.string(),
      participants: z.array(participant),
      messages: z.array(message),
      voice: z.array(voice),
      screen: z.optional(screen),
      // A Pod room's (an event's has none of these).
      selfId: z.optional(z.string()),
      canTalk: z.optional(z.boolean()),
      visitorKey: z.optional(z.string()),
      peers: z.optional(z.array(z.string())),
    }),
    (v) => ({ type: 'snapshot' as const, ...v }),
  ),
  joined: news(participant, (p) => ({ type: 'joined' as const, participant: p })),
  left: news(z.object({ userId: z.string() }), ({ userId }) => ({ type: 'left' as const, userId })),
  moved: news(z.pick(participant, { userId: true, x: true, y: true, z: true, yaw: true }), (m) => ({ type: 'moved' as const, ...m })),
  chat: news(message, (m) => ({ type: 'chat' as const, message: m })),
  voice: news(voice, (v) => ({ type: 'voice' as const, ...v })),
  avatar: news(z.object({ userId: z.string(), avatar: avatarSchema }), (a) => ({ type: 'avatar' as const, ...a })),
  screen: news(z.object({ screen }), (s) => ({ type: 'screen' as const, ...s })),
  ended: news(z.unknown(), () => ({ type: 'ended' as const })),
} satisfies Record<(typeof STREAM_EVENTS)[number], z.ZodMiniType<RoomNews, unknown>>;

const text = (max: number) => z.string().check(z.maxLength(max));
const connection = z.optional(text(CONNECTION_ID_MAX));
const signalSchema = z.union([
  z.object({ from: z.string(), connection, for: connection, description: z.object({ type: z.enum(['offer', 'answer']), sdp: text(6000) }) }),
  z.object({
    from: z.string(),
    connection,
    for: connection,
    candidate: z.object({
      candidate: text(1000),
      sdpMid: z.nullable(text(64)),
      sdpMLineIndex: z.nullable(z.int()),
      usernameFragment: z.nullable(text(256)),
    }),
  }),
]);

/** A `signal` event: who sent it and the signal, or null when it does not parse. */
export function signalFromEvent(data: string): { from: string; signal: VoiceSignal } | null {
  try {
    const parsed = signalSchema.safeParse(JSON.parse(data));
    if (!parsed.success) return null;
    const { from, connection, for: addressee, ...signal } = parsed.data;
    return { from, signal: { ...signal, ...(connection ? { connection } : {}), ...(addressee ? { for: addressee } : {}) } };
  } catch {
    return null;
  }
}

const reactionSchema = z.object({ userId: z.string(), emoji: z.enum(REACTION_EMOJI) });

/** A `reaction` event: who reacted with which emoji, or null when it does not parse. */
export function reactionFromEvent(data: string): { userId: string; emoji: ReactionEmoji } | null {
  try {
    const parsed = reactionSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whom this person's voice connects to in a Pod room (the server picks them). */
export const PEERS_EVENT = 'peers';
/** A Pod room sent this person out (the owner removed them, changed who may drop in, or an event began); the stream ends. */
export const CLOSED_EVENT = 'closed';
const peersSchema = z.object({ userIds: z.array(z.string()) });
const closedSchema = z.object({ reason: z.enum(['closed', 'removed', 'eventOn']), message: z.string() });
export type RoomClosed = z.infer<typeof closedSchema>;

/** A `peers` event's people, or null when it does not parse. */
export function peersFromEvent(data: string): string[] | null {
  try {
    const parsed = peersSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.userIds : null;
  } catch {
    return null;
  }
}

/** A `closed` event: why, in the room's words, or null when it does not parse. */
export function closedFromEvent(data: string): RoomClosed | null {
  try {
    const parsed = closedSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A stream event as room news, or null when it does not parse. */
export function newsFromEvent(name: string, data: string): RoomNews | null {
  if (!(STREAM_EVENTS as readonly string[]).includes(name)) return null;
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = schemas[name as (typeof STREAM_EVENTS)[number]].safeParse(body);
  return parsed.success ? parsed.data : null;
}

export interface RoomStreamOptions {
  /** The stream's address for a ticket. */
  url: (ticket: string) => string;
  ticket: () => Promise<string>;
  onNews: (news: RoomNews) => void;
  /** A voice signal for this person. */
  onSignal?: (from: string, signal: VoiceSignal) => void;
  /** Someone in the room (oneself too) reacted. */
  onReaction?: (userId: string, emoji: ReactionEmoji) => void;
  /** The server refused the room (ended, not started, not invited): no more retries. */
  onRefused: (error: ApiError) => void;
  /** Whom this person's voice connects to now (a Pod room). */
  onPeers?: (userIds: string[]) => void;
  /** A Pod room sent this person out: the stream has stopped. */
  onClosed?: (closed: RoomClosed) => void;
  /**
   * The stream dropped: with this, the stream stops and says so instead of reopening by itself
   * (a Pod room's visit, machines/roomVisit.ts, decides when to ask for the room again).
   */
  onLost?: () => void;
}

export function openRoomStream({ url, ticket, onNews, onSignal, onReaction, onRefused, onPeers, onClosed, onLost }: RoomStreamOptions) {
  let source: EventSource | null = null;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    if (onLost) {
      stop();
      return onLost();
    }
    onNews({ type: 'dropped' });
    timer = setTimeout(connect, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
    failures++;
  };

  async function connect() {
    if (stopped) return;
    let pass: string;
    try {
      pass = await ticket();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409 || error.status === 403)) {
        stop();
        return onRefused(error);
      }
      return retry();
    }
    if (stopped) return;
    const next = new EventSource(url(pass));
    source = next;
    for (const name of STREAM_EVENTS) {
      next.addEventListener(name, (event) => {
        const news = newsFromEvent(name, (event as MessageEvent<string>).data);
        if (!news || stopped) return;
        if (news.type === 'snapshot') failures = 0;
        onNews(news);
        if (news.type === 'ended') stop();
      });
    }
    next.addEventListener(SIGNAL_EVENT, (event) => {
      const signal = signalFromEvent((event as MessageEvent<string>).data);
      if (signal && !stopped) onSignal?.(signal.from, signal.signal);
    });
    next.addEventListener(REACTION_EVENT, (event) => {
      const reaction = reactionFromEvent((event as MessageEvent<string>).data);
      if (reaction && !stopped) onReaction?.(reaction.userId, reaction.emoji);
    });
    next.addEventListener(PEERS_EVENT, (event) => {
      const peers = peersFromEvent((event as MessageEvent<string>).data);
      if (peers && !stopped) onPeers?.(peers);
    });
    next.addEventListener(CLOSED_EVENT, (event) => {
      const closed = closedFromEvent((event as MessageEvent<string>).data);
      if (!closed || stopped) return;
      stop();
      onClosed?.(closed);
    });
    next.onerror = () => {
      next.close();
      if (source === next) source = null;
      retry();
    };
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  }

  void connect();
  return { stop };
}
