/**
 * Voice in live events (issue 20): each person's voice state in an event's room, stored per event
 * and person (live_voice) and told to the room as `voice` news. A person sets their own (in voice,
 * muted) while in the room; the host can mute a guest, which the server records as `hostMuted`.
 * The host mute rule (docs/decisions.md, issue 20):
 * - a host mute sets muted and hostMuted, whether or not the guest is in voice or in the room now;
 * - the guest unmuting themselves in voice (`inVoice: true, muted: false`) clears it: they may;
 * - nothing else clears it: out of voice, `muted: false` leaves them muted; their stream closing
 *   takes them out of voice only. So a rejoin stays muted until they unmute themselves (their
 *   client joins with `muted: true` when the room says hostMuted).
 * Nobody can unmute someone else.
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { httpError } from '../http/errors.ts';
import { noBlockWith } from '../users/relations.ts';
import type { Room } from './access.ts';
import { tellRoom } from './bus.ts';
import type { VoiceState } from '../../shared/live-messages.ts';
import { inRoomNow, PRESENCE_TTL_S } from './presence.ts';

export interface OwnVoice {
  inVoice: boolean;
  muted: boolean;
}

type Row = { userId: string; inVoice: number | null; muted: number | null; hostMuted: number | null };
const asState = (row: Row): VoiceState => ({ userId: row.userId, inVoice: row.inVoice === 1, muted: row.muted === 1, hostMuted: row.hostMuted === 1 });
const flag = (value: boolean) => (value ? 1 : 0);

/** The voice state of everyone in the room now, as the viewer sees it (no one in a block relation with them). */
export async function voiceInRoom(db: Db, eventId: number, viewerId: string): Promise<VoiceState[]> {
  const rows = await db.kysely
    .selectFrom('livePresence')
    .leftJoin('liveVoice', (join) => join.onRef('liveVoice.eventId', '=', 'livePresence.eventId').onRef('liveVoice.userId', '=', 'livePresence.userId'))
    .select(['livePresence.userId', 'liveVoice.inVoice', 'liveVoice.muted', 'liveVoice.hostMuted'])
    .where('livePresence.eventId', '=', eventId)
    .where('livePresence.seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .where(noBlockWith(viewerId, 'livePresence.userId'))
    .orderBy('livePresence.userId')
    .execute();
  return rows.map(asState);
}

/** Sets the caller's own voice state (they must be in the room now), tells the room, and returns it. */
export async function setOwnVoice(db: Db, eventId: number, userId: string, { inVoice, muted }: OwnVoice): Promise<VoiceState> {
  const present = await inRoomNow(db, eventId, userId, [userId]);
  if (!present.has(userId)) throw httpError(409, 'Open the event first: you are not in its room.');
  // Unmuting oneself in voice clears a host mute; muting keeps it; out of voice, a host mute stays.
  const unmutesInVoice = inVoice && !muted;
  const row = await db.kysely
    .insertInto('liveVoice')
    .values({ eventId, userId, inVoice: flag(inVoice), muted: flag(muted), hostMuted: 0, updatedAt: nowSeconds() })
    .onConflict((oc) =>
      oc.columns(['eventId', 'userId']).doUpdateSet((eb) => ({
        inVoice: flag(inVoice),
        muted: muted ? 1 : unmutesInVoice ? 0 : eb.ref('liveVoice.hostMuted'),
        hostMuted: unmutesInVoice ? 0 : eb.ref('liveVoice.hostMuted'),
        updatedAt: nowSeconds(),
      })),
    )
    .returning(['userId', 'inVoice', 'muted', 'hostMuted'])
    .executeTakeFirstOrThrow();
  const state = asState(row);
  await tellRoom(db, eventId, { type: 'voice', ...state });
  return state;
}

/** The host mutes a guest of the event (in the room or not); returns the guest's voice state. */
export async function muteGuest(db: Db, { event, role }: Room, guestId: string): Promise<VoiceState> {
  if (role !== 'host') throw httpError(403, 'Only the host can mute someone.');
  if (guestId === event.hostId) throw httpError(400, 'Mute yourself with your own microphone button.');
  // A guest in a block relation with the host is no longer invited (as eventFor has it).
  const guest = await db.kysely
    .selectFrom('eventGuests')
    .select('userId')
    .where('eventId', '=', event.eventId)
    .where('userId', '=', guestId)
    .where(noBlockWith(event.hostId, 'eventGuests.userId'))
    .executeTakeFirst();
  if (!guest) throw httpError(404, 'No such guest in this event.');
  const row = await db.kysely
    .insertInto('liveVoice')
    .values({ eventId: event.eventId, userId: guestId, inVoice: 0, muted: 1, hostMuted: 1, updatedAt: nowSeconds() })
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ muted: 1, hostMuted: 1, updatedAt: nowSeconds() }))
    .returning(['userId', 'inVoice', 'muted', 'hostMuted'])
    .executeTakeFirstOrThrow();
  const state = asState(row);
  await tellRoom(db, event.eventId, { type: 'voice', ...state });
  return state;
}

/**
 * A stream opening: the person is not in voice yet (a row left by a process that died says
 * otherwise). Returns their stored state, if any, for the room to hear after they join.
 */
export async function voiceOnEntering(db: Db, eventId: number, userId: string): Promise<VoiceState | null> {
  const row = await db.kysely
    .updateTable('liveVoice')
    .set({ inVoice: 0 })
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .returning(['userId', 'inVoice', 'muted', 'hostMuted'])
    .executeTakeFirst();
  return row ? asState(row) : null;
}

/** A stream closing: out of voice; muted and a host mute are kept for their return. */
export async function voiceOnLeaving(db: Db, eventId: number, userId: string) {
  await db.kysely.updateTable('liveVoice').set({ inVoice: 0, updatedAt: nowSeconds() }).where('eventId', '=', eventId).where('userId', '=', userId).execute();
}
