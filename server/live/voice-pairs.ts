/**
 * Proximity voice in a Pod's room (issue 46 item 2): the server picks who connects voice to whom
 * (shared/voice-neighbours.ts voicePairs: the nearest, at most 5 each, within hearing, never across
 * a block), keeps the room's pairs (room_voice_pairs), tells the room when they change
 * (`voicePairs` news; each stream tells its person their own peers), and relays voice signals only
 * within them. Asked again whenever someone in voice moves, joins or leaves voice or the room, or
 * a block is made. An event's room (at most six people) keeps its full mesh and has no pairs.
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { pairKey, voicePairs } from '../../shared/voice-neighbours.ts';
import { tellRoom } from './bus.ts';
import { PRESENCE_TTL_S } from './presence.ts';
import type { RoomKey } from './room-key.ts';

export const hasVoicePairs = (room: RoomKey) => room.startsWith('pod:');

/** The room's pairs as last decided (pair keys). */
export async function currentPairs(db: Db, room: RoomKey): Promise<Set<string>> {
  const row = await db.kysely.selectFrom('roomVoicePairs').select('pairs').where('room', '=', room).executeTakeFirst();
  return new Set(row ? (JSON.parse(row.pairs) as string[]) : []);
}

/** Whether these two are paired for voice in the room now (an event's room pairs everyone). */
export async function paired(db: Db, room: RoomKey, a: string, b: string) {
  return !hasVoicePairs(room) || (await currentPairs(db, room)).has(pairKey(a, b));
}

/** Decides the room's pairs again from where everyone in voice stands; tells the room when they changed. */
export async function repairVoice(db: Db, room: RoomKey) {
  if (!hasVoicePairs(room)) return;
  const people = await db.kysely
    .selectFrom('roomPresence')
    .innerJoin('roomVoice', (join) => join.onRef('roomVoice.room', '=', 'roomPresence.room').onRef('roomVoice.userId', '=', 'roomPresence.userId'))
    .select(['roomPresence.userId', 'roomPresence.x', 'roomPresence.z'])
    .where('roomPresence.room', '=', room)
    .where('roomPresence.seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .where('roomVoice.inVoice', '=', 1)
    .execute();
  const ids = people.map((p) => p.userId);
  const blocks =
    ids.length < 2
      ? []
      : await db.kysely.selectFrom('blocks').select(['blockerId', 'blockedId']).where('blockerId', 'in', ids).where('blockedId', 'in', ids).execute();
  const blocked = new Set(blocks.map((b) => pairKey(b.blockerId, b.blockedId)));
  const before = await currentPairs(db, room);
  const after = voicePairs(people, (a, b) => blocked.has(pairKey(a, b)), before);
  if (after.size === before.size && [...after].every((key) => before.has(key))) return;
  const pairs = [...after].sort();
  await db.kysely
    .insertInto('roomVoicePairs')
    .values({ room, pairs: JSON.stringify(pairs), updatedAt: nowSeconds() })
    .onConflict((oc) => oc.column('room').doUpdateSet({ pairs: JSON.stringify(pairs), updatedAt: nowSeconds() }))
    .execute();
  await tellRoom(db, room, { type: 'voicePairs', pairs });
}

/** A Pod room everyone left: its pairs go with it. */
export async function forgetPairs(db: Db, room: RoomKey) {
  await db.kysely.deleteFrom('roomVoicePairs').where('room', '=', room).execute();
}

const pending = new Map<RoomKey, ReturnType<typeof setTimeout>>();
export const REPAIR_AFTER_MOVE_MS = 250;

/**
 * After a move: decides the pairs again at most every REPAIR_AFTER_MOVE_MS per room in this
 * process (24 people walking send up to 240 moves a second; the pairs follow within a moment).
 */
export function repairVoiceSoon(db: Db, room: RoomKey, log: (error: unknown) => void) {
  if (!hasVoicePairs(room) || pending.has(room)) return;
  const timer = setTimeout(() => {
    pending.delete(room);
    repairVoice(db, room).catch(log);
  }, REPAIR_AFTER_MOVE_MS);
  timer.unref();
  pending.set(room, timer);
}
