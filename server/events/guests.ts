/**
 * Who a host may invite (spec §6: guests come only from the host's followers and followings):
 * people in an accepted follow either way, without a block either way, merged into one row each
 * with `type` follower, following or both. A block withdraws the invitations between the two.
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { httpError } from '../http/errors.ts';
import { addNotifications, withdrawAll, type NewNotification } from '../notifications/store.ts';
import { nowSeconds } from '../clock.ts';

import type { GuestCandidate } from '../../shared/event-rules.ts';

export type { GuestCandidate };

async function connections(db: Db, hostId: string, onlyIds?: string[]) {
  let query = db.kysely
    .selectFrom('follows')
    .select(['followerId', 'followingId'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('followerId', '=', hostId), eb('followingId', '=', hostId)]));
  if (onlyIds) query = query.where((eb) => eb.or([eb('followerId', 'in', onlyIds), eb('followingId', 'in', onlyIds)]));
  const rows = await query.execute();
  const type = new Map<string, GuestCandidate['type']>();
  for (const row of rows) {
    const [other, kind] = row.followerId === hostId ? [row.followingId, 'following' as const] : [row.followerId, 'follower' as const];
    const known = type.get(other);
    type.set(other, known && known !== kind ? 'both' : kind);
  }
  if (type.size === 0) return type;
  const blocked = await db.kysely
    .selectFrom('blocks')
    .select(['blockerId', 'blockedId'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blockerId', '=', hostId), eb('blockedId', 'in', [...type.keys()])]),
        eb.and([eb('blockedId', '=', hostId), eb('blockerId', 'in', [...type.keys()])]),
      ]),
    )
    .execute();
  for (const row of blocked) type.delete(row.blockerId === hostId ? row.blockedId : row.blockerId);
  return type;
}

/** The merged follower/following list, by name. */
export async function guestCandidates(db: Db, hostId: string): Promise<GuestCandidate[]> {
  const type = await connections(db, hostId);
  if (type.size === 0) return [];
  const users = await db.kysely
    .selectFrom('users')
    .select(['userId', 'displayName', 'dpUrl', 'pods'])
    .where('userId', 'in', [...type.keys()])
    .orderBy(sql`lower(coalesce(display_name, ''))`)
    .orderBy('userId')
    .execute();
  return users.map((u) => ({
    userId: u.userId,
    displayName: u.displayName,
    displayImage: u.dpUrl,
    totalPods: (JSON.parse(u.pods) as unknown[]).length,
    type: type.get(u.userId)!,
  }));
}

/** Refuses guests who are not the host's followers or followings (or are the host). */
export async function checkGuests(db: Db, hostId: string, guestIds: string[]) {
  if (guestIds.includes(hostId)) throw httpError(400, 'You can not invite yourself.');
  const allowed = await connections(db, hostId, guestIds);
  const stranger = guestIds.find((id) => !allowed.has(id));
  if (stranger) throw httpError(400, 'Guests must be people who follow you or whom you follow.');
}

/**
 * Withdraws every invitation between the blocker and the person blocked (either one the host, the
 * other the guest) with its notification. When the blocker was a guest, the host is told about each
 * of their events still to come that the block took a guest from: 'Event Guest Left', or 'Event
 * Without Guests' when nobody is left. The notice names the event, not the guest (it comes from the
 * host's own account: a notification from someone in a block relation is never shown).
 */
export async function withdrawInvitationsBetween(trx: Kysely<Database>, blockerId: string, blockedId: string) {
  for (const [hostId, guestId] of [
    [blockerId, blockedId],
    [blockedId, blockerId],
  ] as const) {
    const comingEvents =
      guestId === blockerId
        ? await trx
            .selectFrom('eventGuests')
            .innerJoin('events', 'events.eventId', 'eventGuests.eventId')
            .select('events.eventId')
            .where('eventGuests.userId', '=', guestId)
            .where('events.hostId', '=', hostId)
            .where('events.eventStatus', '=', 'pending')
            .where('events.endTimestamp', '>', nowSeconds())
            .execute()
        : [];
    await trx
      .deleteFrom('eventGuests')
      .where('userId', '=', guestId)
      .where('eventId', 'in', trx.selectFrom('events').select('eventId').where('hostId', '=', hostId))
      .execute();
    await withdrawAll(trx, guestId, hostId, ['Event Invitation']);
    await addNotifications(
      trx,
      await guestLeftNotices(
        trx,
        hostId,
        comingEvents.map((e) => e.eventId),
      ),
    );
  }
}

async function guestLeftNotices(trx: Kysely<Database>, hostId: string, eventIds: number[]): Promise<NewNotification[]> {
  if (eventIds.length === 0) return [];
  const left = await trx
    .selectFrom('eventGuests')
    .select(['eventId', (eb) => eb.fn.countAll<number>().as('guests')])
    .where('eventId', 'in', eventIds)
    .groupBy('eventId')
    .execute();
  const guestsLeft = new Map(left.map((row) => [row.eventId, Number(row.guests)]));
  return eventIds.map((eventId) => ({
    userId: hostId,
    actorId: hostId,
    type: guestsLeft.get(eventId) ? 'Event Guest Left' : 'Event Without Guests',
    entityId: String(eventId),
  }));
}
