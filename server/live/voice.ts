/**
 * Voice in rooms (issue 20, issue 46): each person's voice state in a room, stored per room and
 * person (room_voice) and told to the room as `voice` news. A person sets their own (in voice,
 * muted) while in the room; the host (a Pod's owner in its room) can mute someone, which the
 * server records as `hostMuted`.
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
import type { Room, RoomKey } from './room-key.ts';
import { tellRoom } from './bus.ts';
import type { VoiceState } from '../../shared/live-messages.ts';
import { inRoomNow, PRESENCE_TTL_S, requirePresent } from './presence.ts';
import { repairVoice } from './voice-pairs.ts';

export interface OwnVoice {
  inVoice: boolean;
  muted: boolean;
}

type Row = { userId: string; inVoice: number | null; muted: number | null; hostMuted: number | null };
const asState = (row: Row): VoiceState => ({ userId: row.userId, inVoice: row.inVoice === 1, muted: row.muted === 1, hostMuted: row.hostMuted === 1 });
const flag = (value: boolean) => (value ? 1 : 0);

/** The voice state of everyone in the room now, as the viewer sees it (no one in a block relation with them). */
export async function voiceInRoom(db: Db, room: RoomKey, viewerId: string): Promise<VoiceState[]> {
  const rows = await db.kysely
    .selectFrom('roomPresence')
    .leftJoin('roomVoice', (join) => join.onRef('roomVoice.room', '=', 'roomPresence.room').onRef('roomVoice.userId', '=', 'roomPresence.userId'))
    .select(['roomPresence.userId', 'roomVoice.inVoice', 'roomVoice.muted', 'roomVoice.hostMuted'])
    .where('roomPresence.room', '=', room)
    .where('roomPresence.seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .where(noBlockWith(viewerId, 'roomPresence.userId'))
    .orderBy('roomPresence.userId')
    .execute();
  return rows.map(asState);
}

/** Sets the caller's own voice state (they must be in the room now), tells the room, and returns it. */
export async function setOwnVoice(db: Db, room: RoomKey, userId: string, { inVoice, muted }: OwnVoice): Promise<VoiceState> {
  await requirePresent(db, room, userId);
  // Unmuting oneself in voice clears a host mute; muting keeps it; out of voice, a host mute stays.
  const unmutesInVoice = inVoice && !muted;
  const row = await db.kysely
    .insertInto('roomVoice')
    .values({ room, userId, inVoice: flag(inVoice), muted: flag(muted), hostMuted: 0, updatedAt: nowSeconds() })
    .onConflict((oc) =>
      oc.columns(['room', 'userId']).doUpdateSet((eb) => ({
        inVoice: flag(inVoice),
        muted: muted ? 1 : unmutesInVoice ? 0 : eb.ref('roomVoice.hostMuted'),
        hostMuted: unmutesInVoice ? 0 : eb.ref('roomVoice.hostMuted'),
        updatedAt: nowSeconds(),
      })),
    )
    .returning(['userId', 'inVoice', 'muted', 'hostMuted'])
    .executeTakeFirstOrThrow();
  const state = asState(row);
  await tellRoom(db, room, { type: 'voice', ...state });
  await repairVoice(db, room);
  return state;
}

/**
 * The host mutes someone of the room; returns their voice state. `mayBeMuted` says who that can
 * be: an event's guests (in the room or not), or whoever is in a Pod's room now.
 */
export async function muteGuest(db: Db, { key, hostId, role }: Room, guestId: string, mayBeMuted: (guestId: string) => Promise<boolean>): Promise<VoiceState> {
  if (role !== 'host') throw httpError(403, 'Only the host can mute someone.');
  if (guestId === hostId) throw httpError(400, 'Mute yourself with your own microphone button.');
  if (!(await mayBeMuted(guestId))) throw httpError(404, 'No such guest in this room.');
  const row = await db.kysely
    .insertInto('roomVoice')
    .values({ room: key, userId: guestId, inVoice: 0, muted: 1, hostMuted: 1, updatedAt: nowSeconds() })
    .onConflict((oc) => oc.columns(['room', 'userId']).doUpdateSet({ muted: 1, hostMuted: 1, updatedAt: nowSeconds() }))
    .returning(['userId', 'inVoice', 'muted', 'hostMuted'])
    .executeTakeFirstOrThrow();
  const state = asState(row);
  await tellRoom(db, key, { type: 'voice', ...state });
  return state;
}

/** An event's guest (not in a block relation with the host, as eventFor has it) may be muted by the host. */
export const eventGuest = (db: Db, eventId: number, hostId: string) => async (guestId: string) =>
  (await db.kysely
    .selectFrom('eventGuests')
    .select('userId')
    .where('eventId', '=', eventId)
    .where('userId', '=', guestId)
    .where(noBlockWith(hostId, 'eventGuests.userId'))
    .executeTakeFirst()) !== undefined;

/** Whoever is in a Pod's room now (and the owner sees) may be muted by its owner. */
export const presentGuest = (db: Db, room: Room) => async (guestId: string) => (await inRoomNow(db, room.key, room.hostId, [guestId])).has(guestId);

/**
 * A stream opening: the person is not in voice yet (a row left by a process that died says
 * otherwise). Returns their stored state, if any, for the room to hear after they join.
 */
export async function voiceOnEntering(db: Db, room: RoomKey, userId: string): Promise<VoiceState | null> {
  const row = await db.kysely
    .updateTable('roomVoice')
    .set({ inVoice: 0 })
    .where('room', '=', room)
    .where('userId', '=', userId)
    .returning(['userId', 'inVoice', 'muted', 'hostMuted'])
    .executeTakeFirst();
  return row ? asState(row) : null;
}

/** A stream closing: out of voice; muted and a host mute are kept for their return. */
export async function voiceOnLeaving(db: Db, room: RoomKey, userId: string) {
  await db.kysely.updateTable('roomVoice').set({ inVoice: 0, updatedAt: nowSeconds() }).where('room', '=', room).where('userId', '=', userId).execute();
}

/** A Pod room everyone left: its voice states go with it (an event's stay with the event). */
export async function forgetVoice(db: Db, room: RoomKey) {
  await db.kysely.deleteFrom('roomVoice').where('room', '=', room).execute();
}
