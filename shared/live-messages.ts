/**
 * What a live event's room tells its members (issue 20), as both sides see it: the people present,
 * the chat, each person's voice state, the WebRTC signals one member relays to another, and the ICE
 * servers for voice. Declared once here; the server (server/live/*, server/config.ts) sends them
 * and the live event app (pod-app/live/*) reads them.
 */
import type { Avatar } from './avatar.ts';

export interface Participant {
  userId: string;
  userDisplayName: string | null;
  userDPUrl: string | null;
  role: 'host' | 'guest';
  x: number;
  y: number;
  z: number;
  yaw: number;
  /** Their avatar (shared/avatar.ts): the one they chose, or the one their id gives. */
  avatar: Avatar;
  /** Whether they chose it (the live event app asks someone who has not). */
  avatarChosen: boolean;
}

export interface ChatMessage {
  messageId: number;
  userId: string;
  userDisplayName: string | null;
  text: string;
  createdAt: number;
}

/** A person's voice in the room (server/live/voice.ts): in voice now, muted, and muted by the host. */
export interface VoiceState {
  userId: string;
  inVoice: boolean;
  muted: boolean;
  hostMuted: boolean;
}

/**
 * A WebRTC signal one member sends another through the server's relay (server/live/signals.ts).
 * `connection` names the sender's connection it comes from and `for` the addressee's it answers
 * (once known), so a signal left over from a closed connection is not taken for a new one's.
 */
export type VoiceSignal = (
  | { description: { type: 'offer' | 'answer'; sdp: string } }
  | { candidate: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null; usernameFragment: string | null } }
) & { connection?: string; for?: string };

/** The longest connection name a signal may carry. */
export const CONNECTION_ID_MAX = 36;

/**
 * One ICE server as RTCPeerConnection takes it (STUN or TURN), its addresses always a list; TURN
 * needs its username and credential (server/config.ts checks ICE_SERVERS).
 */
export interface IceServer {
  urls: string[];
  username?: string | undefined;
  credential?: string | undefined;
}

/** What a room's main screen shows (server/live/main-screen.ts): one of its Pod's own pictures, videos or web pages. */
export interface ScreenItem {
  itemId: string;
  kind: 'image' | 'video' | 'embed';
  url: string;
}
