/**
 * What happens in a room (an event's or a Pod's, room-key.ts), told to every stream in it: someone
 * joined or left, moved, said something, reacted, changed their voice state, the host ended the
 * event, put something on the main screen, or the owner changed who may be there. SQLite
 * (one process): an in-process emitter. PostgreSQL (several processes): a NOTIFY on one channel of
 * the schema, relayed by each process to its own streams (the relay delivers to this process too,
 * so nothing is emitted locally there).
 */
import { EventEmitter } from 'node:events';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database.ts';
import { listenPostgres, notifyPostgres } from '../db/listen.ts';
import type { Avatar } from '../../shared/avatar.ts';
import type { ChatMessage, Participant, ScreenItem, VoiceSignal, VoiceState } from '../../shared/live-messages.ts';
import type { RoomKey } from './room-key.ts';

export const LIVE_CHANNEL = 'pods_live';

export type RoomNews =
  | { type: 'joined'; participant: Participant }
  | { type: 'left'; userId: string }
  | { type: 'moved'; userId: string; x: number; y: number; z: number; yaw: number }
  | { type: 'chat'; message: ChatMessage }
  | { type: 'ended' }
  /** Someone's voice state changed (they joined or left voice, muted or unmuted, or the host muted them). */
  | ({ type: 'voice' } & VoiceState)
  /** Someone chose a new avatar (server/users/avatar-routes.ts). */
  | { type: 'avatar'; userId: string; avatar: Avatar }
  /** An emoji reaction (reactions.ts): shown above the sender for a moment, never stored. */
  | { type: 'reaction'; userId: string; emoji: string }
  /** WebRTC signalling (signals.ts): told only to the stream of `to`. */
  | { type: 'signal'; from: string; to: string; signal: VoiceSignal }
  /** A block between these two (not told to clients): each one's stream stops showing the other. */
  | { type: 'separated'; userIds: [string, string] }
  /** Who may be here changed (the owner's setting, a removal; not told to clients): each stream asks again. */
  | { type: 'recheck' }
  /** A Pod room's proximity voice pairs changed (voice-pairs.ts): each stream tells its person their peers. */
  | { type: 'voicePairs'; pairs: string[] }
  /** The host put one of the Pod's items on the room's main screen, or cleared it (main-screen.ts). */
  | { type: 'screen'; screen: ScreenItem | null }
  /** The owner removed this person (not told to clients): their stream says so and ends. */
  | { type: 'removed'; userId: string };

type Envelope = RoomNews & { room: RoomKey };

const local = new EventEmitter();
local.setMaxListeners(0);

export async function tellRoom(db: Db, room: RoomKey, news: RoomNews) {
  const envelope: Envelope = { ...news, room };
  if (db.kysely.getExecutor().adapter instanceof PostgresAdapter) {
    await notifyPostgres(db, LIVE_CHANNEL, JSON.stringify(envelope));
    return;
  }
  setImmediate(() => local.emit(room, envelope));
}

/** Calls `listener` with each piece of news of this room (in this process); returns the unsubscribe. */
export function listenToRoom(room: RoomKey, listener: (news: RoomNews) => void) {
  const relay = ({ room: _room, ...news }: Envelope) => listener(news as RoomNews);
  local.on(room, relay);
  return () => void local.off(room, relay);
}

/** PostgreSQL: relays every process's room news to this process's streams. */
export function relayPostgresRooms(db: Db, log: (message: string, error?: unknown) => void) {
  return listenPostgres(
    db,
    LIVE_CHANNEL,
    (payload) => {
      const envelope = JSON.parse(payload) as Envelope;
      local.emit(envelope.room, envelope);
    },
    log,
  );
}
