/**
 * Changing events, with every rule enforced here (spec §4–§6): only the host edits, starts or
 * deletes; only pending events are edited or deleted; a start is never in the past; a host has at
 * most 3 pending events; guests are the host's followers or followings; status moves only along
 * the chart (pending → started-{epoch} → finished, pending → expired), with time applied first.
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { httpError } from '../http/errors.ts';
import type { BlobStore } from '../blobs/store.ts';
import { storePrivateImage } from '../uploads/images.ts';
import { startedAt } from '../../shared/event-rules.ts';
import { notifyingTransaction } from '../notifications/after-commit.ts';
import { eventFor, pendingCount } from './repository.ts';
import { checkGuests } from './guests.ts';
import { EVENT_REFUSALS, MAX_PENDING_EVENTS, type EventForm } from './rules.ts';

async function checkOwnPod(db: Db, hostId: string, postId: string) {
  const post = await db.kysely.selectFrom('posts').select('userId').where('postId', '=', postId).executeTakeFirst();
  if (!post || post.userId !== hostId) throw httpError(400, 'Please select one of your own Pods.');
}

/** Loads an event its host may change; anyone else gets 404 or 403. */
async function hostedEvent(db: Db, hostId: string, eventId: number) {
  const event = await eventFor(db, hostId, eventId);
  if (event.hostId !== hostId) throw httpError(403, EVENT_REFUSALS.notHost);
  return event;
}

export async function createEvent(db: Db, blobs: BlobStore, hostId: string, form: EventForm, thumbnail: Buffer | null) {
  const now = nowSeconds();
  if (form.startTimestamp < now) throw httpError(400, 'The event can not start in the past.');
  await checkOwnPod(db, hostId, form.postId);
  await checkGuests(db, hostId, form.guests);
  if ((await pendingCount(db, hostId)) >= MAX_PENDING_EVENTS) throw httpError(409, EVENT_REFUSALS.pendingLimit);
  const eventThumbnail = thumbnail ? await storePrivateImage(blobs, thumbnail) : null;
  const eventId = await notifyingTransaction(db, async (trx, notify) => {
    const { eventId } = await trx
      .insertInto('events')
      .values({
        hostId,
        postId: form.postId,
        eventName: form.eventName,
        eventDescription: form.eventDescription,
        eventThumbnail,
        startTimestamp: form.startTimestamp,
        endTimestamp: form.endTimestamp,
        eventStatus: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning('eventId')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('eventGuests')
      .values(form.guests.map((userId) => ({ eventId, userId })))
      .execute();
    await notify(form.guests.map((userId) => ({ userId, actorId: hostId, type: 'Event Invitation', entityId: String(eventId) })));
    return eventId;
  });
  return { data: { eventId } };
}

export async function updateEvent(db: Db, blobs: BlobStore, hostId: string, eventId: number, form: EventForm, thumbnail: Buffer | null) {
  const event = await hostedEvent(db, hostId, eventId);
  if (event.eventStatus !== 'pending') throw httpError(409, EVENT_REFUSALS.notPending);
  const now = nowSeconds();
  if (form.startTimestamp !== event.startTimestamp && form.startTimestamp < now) throw httpError(400, 'The event can not start in the past.');
  await checkOwnPod(db, hostId, form.postId);
  await checkGuests(db, hostId, form.guests);
  const eventThumbnail = thumbnail ? await storePrivateImage(blobs, thumbnail) : event.eventThumbnail;
  const before = new Set(event.guests.map((g) => g.userId));
  await notifyingTransaction(db, async (trx, notify) => {
    await trx
      .updateTable('events')
      .set({
        postId: form.postId,
        eventName: form.eventName,
        eventDescription: form.eventDescription,
        eventThumbnail,
        startTimestamp: form.startTimestamp,
        endTimestamp: form.endTimestamp,
        updatedAt: now,
      })
      .where('eventId', '=', eventId)
      .execute();
    await trx.deleteFrom('eventGuests').where('eventId', '=', eventId).execute();
    await trx
      .insertInto('eventGuests')
      .values(form.guests.map((userId) => ({ eventId, userId })))
      .execute();
    const added = form.guests.filter((userId) => !before.has(userId));
    await notify(added.map((userId) => ({ userId, actorId: hostId, type: 'Event Invitation', entityId: String(eventId) })));
  });
  return { data: { eventId } };
}

/**
 * The host starts an event: pending (and not expired) becomes started-{now}; an event already
 * started keeps its start. Finished and expired events can not start again.
 */
export async function startEvent(db: Db, hostId: string, eventId: number) {
  const event = await hostedEvent(db, hostId, eventId);
  if (event.eventStatus === 'finished') throw httpError(409, 'This event has ended.');
  if (event.eventStatus === 'expired') throw httpError(409, 'This event has expired.');
  if (startedAt(event.eventStatus) !== null) return event;
  const now = nowSeconds();
  const status = `started-${now}`;
  const changed = await db.kysely
    .updateTable('events')
    .set({ eventStatus: status, updatedAt: now })
    .where('eventId', '=', eventId)
    .where('eventStatus', '=', 'pending')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return eventFor(db, hostId, eventId);
  return { ...event, eventStatus: status };
}

/** The host ends a started event for everyone: it becomes finished before its hour is over. */
export async function endEvent(db: Db, hostId: string, eventId: number) {
  const event = await hostedEvent(db, hostId, eventId);
  if (event.eventStatus === 'finished') return event;
  if (startedAt(event.eventStatus) === null) throw httpError(409, 'Only a started event can be ended.');
  await db.kysely
    .updateTable('events')
    .set({ eventStatus: 'finished', updatedAt: nowSeconds() })
    .where('eventId', '=', eventId)
    .where('eventStatus', '=', event.eventStatus)
    .execute();
  return { ...event, eventStatus: 'finished' };
}

/** An invitee joins: only a guest, only while the event is started. */
export async function joinEvent(db: Db, userId: string, eventId: number) {
  const event = await eventFor(db, userId, eventId);
  if (event.hostId === userId) throw httpError(403, 'The host starts the event; guests join it.');
  if (event.eventStatus === 'pending') throw httpError(409, 'This event has not started yet.');
  if (event.eventStatus === 'finished') throw httpError(409, 'This event has ended.');
  if (event.eventStatus === 'expired') throw httpError(409, 'This event has expired.');
  return event;
}

/** The status call of the spec: 'started…' starts; 'finished'/'expired' are accepted only when time says so. */
export async function updateEventStatus(db: Db, userId: string, eventId: number, wanted: string) {
  if (wanted === 'started' || startedAt(wanted) !== null) return startEvent(db, userId, eventId);
  const event = await eventFor(db, userId, eventId);
  if (wanted === event.eventStatus) return event;
  throw httpError(409, `This event is ${event.eventStatus.startsWith('started') ? 'started' : event.eventStatus}; it can not become ${wanted} now.`);
}

export async function deleteEvent(db: Db, hostId: string, eventId: number) {
  const event = await hostedEvent(db, hostId, eventId);
  if (event.eventStatus !== 'pending') throw httpError(409, 'Only pending events can be deleted.');
  await db.kysely.deleteFrom('events').where('eventId', '=', eventId).execute();
  return { eventId, deleted: true };
}
