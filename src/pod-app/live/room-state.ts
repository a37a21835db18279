/**
 * The live room as the live event app knows it: who is present and where, the chat, and the
 * connection. A pure reducer over the stream's news (snapshot, joined, left, moved, chat, ended)
 * and the connection's own changes; the view renders whatever it returns.
 */
import type { ChatMessage, Participant } from '../../../server/live/bus.ts';

export type { ChatMessage, Participant };

export type Connection = 'connecting' | 'live' | 'reconnecting' | 'ended';

export interface RoomState {
  hostId: string | null;
  /** The host first, then everyone else by name. */
  people: Participant[];
  /** Oldest first, each message once. */
  messages: ChatMessage[];
  connection: Connection;
}

export type RoomNews =
  /** GET room, before the stream is open: who is there and the chat, still connecting. */
  | { type: 'room'; hostId: string; participants: Participant[]; messages: ChatMessage[] }
  | { type: 'snapshot'; hostId: string; participants: Participant[]; messages: ChatMessage[] }
  | { type: 'joined'; participant: Participant }
  | { type: 'left'; userId: string }
  | { type: 'moved'; userId: string; x: number; y: number; z: number; yaw: number }
  | { type: 'chat'; message: ChatMessage }
  | { type: 'dropped' }
  | { type: 'ended' };

export const MESSAGES_KEPT = 200;

export const initialRoom: RoomState = { hostId: null, people: [], messages: [], connection: 'connecting' };

export const displayName = (person: { userDisplayName: string | null }) => person.userDisplayName ?? 'Someone';

const ordered = (people: Participant[]) =>
  [...people].sort((a, b) => (a.role === b.role ? displayName(a).localeCompare(displayName(b)) || a.userId.localeCompare(b.userId) : a.role === 'host' ? -1 : 1));

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
        connection: news.type === 'snapshot' ? 'live' : state.connection,
      };
    case 'joined':
      return { ...state, people: ordered([...state.people.filter((p) => p.userId !== news.participant.userId), news.participant]) };
    case 'left':
      return { ...state, people: state.people.filter((p) => p.userId !== news.userId) };
    case 'moved': {
      if (!state.people.some((p) => p.userId === news.userId)) return state;
      const { userId, x, y, z, yaw } = news;
      return { ...state, people: state.people.map((p) => (p.userId === userId ? { ...p, x, y, z, yaw } : p)) };
    }
    case 'chat':
      return { ...state, messages: withMessage(state.messages, news.message) };
    case 'dropped':
      return { ...state, connection: 'reconnecting' };
    case 'ended':
      return { ...state, connection: 'ended' };
  }
}
