/**
 * What a person typed into /create-event and has not saved: kept for the tab's life
 * (src/lib/drafts.ts), so a reload shows it again; one draft for a new event and one for each
 * event being edited. The thumbnail is a file and is not kept (it is chosen again).
 */
import type { GuestCandidate } from '../../../machines/guestSelection.ts';
import { readDraft } from '../../lib/drafts.ts';
import type { EventCard } from './api.ts';
import { startOfToday } from './EventDateField.tsx';

export interface EventDraft {
  eventName: string;
  eventDescription: string;
  postId: string | null;
  /** The chosen day's midnight, epoch milliseconds. */
  day: number;
  /** The start time, minutes after midnight, or null when not set. */
  minutes: number | null;
  guests: GuestCandidate[];
}

export const eventDraftKey = (eventId: number | null) => (eventId ? `event:${eventId}` : 'event:new');

const isGuest = (value: unknown): value is GuestCandidate =>
  typeof value === 'object' && value !== null && typeof (value as GuestCandidate).userId === 'string';

const isEventDraft = (value: unknown): value is EventDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as EventDraft;
  return (
    typeof draft.eventName === 'string' &&
    typeof draft.eventDescription === 'string' &&
    (draft.postId === null || typeof draft.postId === 'string') &&
    Number.isFinite(draft.day) &&
    (draft.minutes === null || Number.isInteger(draft.minutes)) &&
    Array.isArray(draft.guests) &&
    draft.guests.every(isGuest)
  );
};

const minutesOfDay = (epochSeconds: number) => {
  const date = new Date(epochSeconds * 1000);
  return date.getHours() * 60 + date.getMinutes();
};
const dayOf = (epochSeconds: number) => {
  const date = new Date(epochSeconds * 1000);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

/** What the form starts from: the tab's draft if there is one, else the event being edited, else nothing; and whether it was a draft. */
export function startingValues(existing: EventCard | null): { values: EventDraft; restored: boolean } {
  const draft = readDraft(eventDraftKey(existing?.eventId ?? null), isEventDraft);
  // A draft's day may have passed since: the date picker offers no past day.
  if (draft) return { values: { ...draft, day: Math.max(draft.day, startOfToday().getTime()) }, restored: true };
  return {
    restored: false,
    values: {
      eventName: existing?.eventName ?? '',
      eventDescription: existing?.eventDescription ?? '',
      postId: existing?.postId ?? null,
      day: existing ? dayOf(existing.startTimestamp) : startOfToday().getTime(),
      minutes: existing ? minutesOfDay(existing.startTimestamp) : null,
      guests: (existing?.guests ?? []).flatMap((g) =>
        g ? [{ userId: g.userId, displayName: g.userDisplayName ?? null, displayImage: g.userDPUrl ?? null, totalPods: 0, type: 'following' as const }] : [],
      ),
    },
  };
}

export { minutesOfDay };
