/**
 * The host removes someone from their room (issue 46 for a Pod, issue 50 for an event): the person
 * is sent out at once (`removed` to their stream) and cannot come back to the Pod's room for 24
 * hours (`roomRemovals`, which a Pod's room asks; an event's room is in its Pod). What else a
 * removal does is the room's own: an event's guest is also taken off its guest list, so the event
 * no longer lists them and its room no longer lets them in. A signed-out visitor has no account to
 * hold a removal: they are sent out, and may come back signed in.
 */
import type { Db } from '../db/database.ts';
import { REMOVAL_S } from '../../shared/drop-in.ts';
import { nowSeconds } from '../clock.ts';
import { httpError } from '../http/errors.ts';
import { tellRoom } from './bus.ts';
import { isVisitor, type Room } from './room-key.ts';

export interface RemovalKind {
  /** Refusing anyone but the host (403). */
  hostOnly: string;
  /** Refusing the host's removing themselves (400). */
  notYourself: string;
  /** Whom the host may remove: an event's guests, or a person or visitor in a Pod's room. */
  mayBeRemoved: (guestId: string) => Promise<boolean>;
  /** What else the removal does in this kind of room (an event's guest list). */
  takeOff?: (guestId: string) => Promise<void>;
}

export async function removeFromRoom(db: Db, room: Room, guestId: string, kind: RemovalKind) {
  if (room.role !== 'host') throw httpError(403, kind.hostOnly);
  if (guestId === room.hostId) throw httpError(400, kind.notYourself);
  if (!(await kind.mayBeRemoved(guestId))) throw httpError(404, 'No such person in this room.');
  const until = nowSeconds() + REMOVAL_S;
  if (!isVisitor(guestId)) {
    await db.kysely
      .insertInto('roomRemovals')
      .values({ postId: room.podId, userId: guestId, until })
      .onConflict((oc) => oc.columns(['postId', 'userId']).doUpdateSet({ until }))
      .execute();
  }
  await kind.takeOff?.(guestId);
  await tellRoom(db, room.key, { type: 'removed', userId: guestId });
  return { guestId, until };
}
