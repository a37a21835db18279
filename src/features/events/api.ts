/** The events screens' calls. */
import type { EventCardFragment } from '../../gql/graphql.ts';
import type { GuestCandidate } from '../../../machines/guestSelection.ts';
import type { EventForm } from '../../../machines/eventSave.ts';
import { gql, gqlUpload } from '../../lib/api/client.ts';
import { outdateReads, outdating } from '../../lib/read-cache.ts';
import { currentUserId } from '../../lib/storage.ts';
import { MyPodsQuery } from '../onboarding/documents.ts';
import {
  CreateEventMutation,
  DeleteEventMutation,
  EventInvitationsQuery,
  EventQuery,
  GuestCandidatesQuery,
  HostedEventsQuery,
  UpdateEventMutation,
  UpdateEventStatusMutation,
} from './documents.ts';

export type EventCard = EventCardFragment;

export const loadHostedEvents = async (): Promise<EventCard[]> =>
  ((await gql(HostedEventsQuery, { userId: currentUserId() })).getHostedEvents?.events ?? []).flatMap((e) => (e ? [e] : []));
export const loadInvitations = async (): Promise<EventCard[]> =>
  ((await gql(EventInvitationsQuery, { userId: currentUserId() })).getEventInvitations?.events ?? []).flatMap((e) => (e ? [e] : []));
/** One event; an answer without it (no such event, or not the viewer's) is a failed read, not one still loading. */
export const loadEvent = async (eventId: number) => {
  const event = (await gql(EventQuery, { userId: currentUserId(), eventId })).getEvent;
  if (!event) throw new Error(`No event ${eventId}`);
  return event;
};

export const loadGuestCandidates = async (): Promise<GuestCandidate[]> =>
  ((await gql(GuestCandidatesQuery, { userId: currentUserId() })).getGuestCandidates?.candidates ?? []).flatMap((c) =>
    c
      ? [
          {
            userId: c.userId,
            displayName: c.displayName ?? null,
            displayImage: c.displayImage ?? null,
            totalPods: c.totalPods,
            type: c.type as GuestCandidate['type'],
          },
        ]
      : [],
  );

export async function loadMyPods() {
  const pods = (await gql(MyPodsQuery, { userId: currentUserId() })).getUserPosts;
  return (pods?.documents ?? []).flatMap((d) => (d?.value ? [d.value] : []));
}

/** What an event's change touches: the hosted and invited lists and the event ('events:…', 'event:<id>'). */
const EVENT_READS = ['event'];

/** A change made elsewhere (a live event ended) touched the events: their reads are read again next. */
export const outdateEventReads = () => EVENT_READS.forEach((prefix) => outdateReads(prefix));

/** Creates or (with `eventId`) updates; answers the event id. The thumbnail goes as a file part. */
export async function saveEvent(form: EventForm, thumbnail: File | null, eventId: number | null): Promise<string> {
  const input = {
    postId: form.postId ?? '',
    eventName: form.eventName.trim(),
    eventDescription: form.eventDescription.trim(),
    startTimestamp: form.startTimestamp ?? 0,
    endTimestamp: form.endTimestamp ?? 0,
    guests: JSON.stringify(form.guests.map((userId) => ({ userId }))),
  };
  const userId = currentUserId();
  const files: Record<string, Blob> = thumbnail ? { 'input.eventThumbnail': thumbnail } : {};
  const saved = eventId
    ? (await outdating(EVENT_READS, gqlUpload(UpdateEventMutation, { userId, eventId, input: { ...input, eventThumbnail: null } }, files))).updateEvent
    : (await outdating(EVENT_READS, gqlUpload(CreateEventMutation, { userId, input: { ...input, eventThumbnail: null } }, files))).createEvent;
  return String(saved?.data.eventId ?? '');
}

export const startEvent = async (eventId: number) => {
  await outdating(EVENT_READS, gql(UpdateEventStatusMutation, { userId: currentUserId(), eventId, eventStatus: 'started' }));
};
/** Saves what time decided (expired, finished); the server applies the same rule on its own. */
export const persistEventStatus = async (eventId: number, eventStatus: string) => {
  await gql(UpdateEventStatusMutation, { userId: currentUserId(), eventId, eventStatus });
};
export const deleteEvent = async (eventId: number) => {
  await outdating(EVENT_READS, gql(DeleteEventMutation, { userId: currentUserId(), eventId }));
};

/** Where Start/Join goes (spec /live-event). */
export const liveEventHref = (event: Pick<EventCard, 'hostId' | 'eventId' | 'postId'>) =>
  `/live-event/?userId=${encodeURIComponent(currentUserId())}&hostId=${encodeURIComponent(event.hostId)}&eventId=${event.eventId}&postId=${encodeURIComponent(event.postId)}`;
