/**
 * The live room as the live event app knows it: who is present and where, their voice states, the
 * chat, what the main screen shows, and the connection. A pure reducer over the stream's news
 * (snapshot, joined, left, moved, chat, voice, avatar, screen, ended) and the connection's own changes; the view renders whatever it returns.
 */
import type { ChatMessage, Participant, ScreenItem, VoiceState } from '../../shared/live-messages.ts';

export type { ChatMessage, Participant, ScreenItem, VoiceState };

/** `out`: a Pod's room that let this person out (full, closed, removed): no one shows until they are let in again. */
export type Connection = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'out';

export interface RoomState {
  hostId: string | null;
  /** The host first, then everyone else by name. */
  people: Participant[];
  /** Oldest first, each message once. */
  messages: ChatMessage[];
  /** The voice state of people present, by userId (someone missing: not in voice, not muted; see voiceOf). */
  voice: Record<string, VoiceState>;
  /** What the host put on the main screen (null: the room as its Pod is saved). */
  screen: ScreenItem | null;
  connection: Connection;
}

export type RoomNews =
  /** GET room, before the stream is open: who is there and the chat, still connecting (`voice` replaces the voice states when given). */
  | { type: 'room'; hostId: string; participants: Participant[]; messages: ChatMessage[]; voice?: VoiceState[] }
  | ({ type: 'snapshot'; hostId: string; participants: Participant[]; messages: ChatMessage[]; voice: VoiceState[]; screen?: ScreenItem | null } & PodRoomSelf)
  | { type: 'joined'; participant: Participant }
  | { type: 'left'; userId: string }
  | { type: 'moved'; userId: string; x: number; y: number; z: number; yaw: number }
  | { type: 'chat'; message: ChatMessage }
  /** Someone present joined or left voice, muted or unmuted, or the host muted them. */
  | ({ type: 'voice' } & VoiceState)
  /** Someone present chose a new avatar. */
  | { type: 'avatar'; userId: string; avatar: Participant['avatar'] }
  /** The host put one of the Pod's items on the main screen, or cleared it. */
  | { type: 'screen'; screen: ScreenItem | null }
  | { type: 'dropped' }
  /** A Pod's room let this person out (full, closed, removed, left): everyone else goes. */
  | { type: 'out' }
  | { type: 'ended' };

/** What a Pod room's snapshot says of the person it is for (an event's says none of it). */
export interface PodRoomSelf {
  /** Their id in the room (a signed-out visitor's is `visitor-…`). */
  selfId?: string;
  /** False for a signed-out visitor: no chat, reactions or voice. */
  canTalk?: boolean;
  /** A visitor's key for their moves. */
  visitorKey?: string;
  /** Whom their voice connects to (the server picks the nearest). */
  peers?: string[];
}

export const MESSAGES_KEPT = 200;

export const initialRoom: RoomState = { hostId: null, people: [], messages: [], voice: {}, screen: null, connection: 'connecting' };

export const displayName = (person: { userDisplayName: string | null }) => person.userDisplayName ?? 'Someone';

/** Someone's voice state; not in voice and not muted when nothing was told of it. */
export const voiceOf = (state: RoomState, userId: string): VoiceState => state.voice[userId] ?? { userId, inVoice: false, muted: false, hostMuted: false };

const byUser = (states: VoiceState[]) =>
  Object.fromEntries(states.map((v) => [v.userId, { userId: v.userId, inVoice: v.inVoice, muted: v.muted, hostMuted: v.hostMuted }]));

const ordered = (people: Participant[]) =>
  [...people].sort((a, b) =>
    a.role === b.role ? displayName(a).localeCompare(displayName(b)) || a.userId.localeCompare(b.userId) : a.role === 'host' ? -1 : 1,
  );

const withMessage = (messages: ChatMessage[], message: ChatMessage) => {
  if (messages.some((m) => m.messageId === message.messageId)) return messages;
  const next = [...messages, message].sort((a, b) => a.messageId - b.messageId);
  return next.length > MESSAGES_KEPT ? next.slice(next.length - MESSAGES_KEPT) : next;
};

export function reduceRoom(state: RoomState, news: RoomNews): RoomState {
  if (state.connection === 'ended') return state;
  switch (news.type) {
    case 'room':
    case 'snapshot':
      return {
        hostId: news.hostId,
        people: ordered(news.participants),
        messages: news.messages.reduce(withMessage, state.messages),
        voice: news.voice ? byUser(news.voice) : state.voice,
        screen: news.type === 'snapshot' ? (news.screen ?? null) : state.screen,
        connection: news.type === 'snapshot' ? 'live' : state.connection,
      };
    case 'joined':
      return { ...state, people: ordered([...state.people.filter((p) => p.userId !== news.participant.userId), news.participant]) };
    case 'left': {
      const { [news.userId]: _gone, ...voice } = state.voice;
      return { ...state, people: state.people.filter((p) => p.userId !== news.userId), voice };
    }
    case 'voice': {
      // Told of someone not here (a host mute of an absent guest): their snapshot or joining brings it.
      if (!state.people.some((p) => p.userId === news.userId)) return state;
      const { type: _type, ...voice } = news;
      return { ...state, voice: { ...state.voice, [news.userId]: voice } };
    }
    case 'moved': {
      if (!state.people.some((p) => p.userId === news.userId)) return state;
      const { userId, x, y, z, yaw } = news;
      return { ...state, people: state.people.map((p) => (p.userId === userId ? { ...p, x, y, z, yaw } : p)) };
    }
    case 'avatar': {
      if (!state.people.some((p) => p.userId === news.userId)) return state;
      return { ...state, people: state.people.map((p) => (p.userId === news.userId ? { ...p, avatar: news.avatar, avatarChosen: true } : p)) };
    }
    case 'chat':
      return { ...state, messages: withMessage(state.messages, news.message) };
    case 'screen':
      return { ...state, screen: news.screen };
    case 'dropped':
      return { ...state, connection: 'reconnecting' };
    case 'out':
      return { ...state, people: [], voice: {}, screen: null, connection: 'out' };
    case 'ended':
      return { ...state, connection: 'ended' };
  }
}
