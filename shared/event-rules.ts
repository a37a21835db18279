/**
 * An event's rules that the server applies and the screens show (spec §4 Event status, §5 Create
 * event rules, §9): its length, its name and guest limits, and its status at a given time. The
 * server (server/events) and the machines (machines/eventLifecycle.ts, eventSave.ts) read them here.
 */

export const EVENT_NAME_MAX = 20;
export const MAX_GUESTS = 5;
/** Free plan (spec §6, §9): at most 3 pending events per host; creating is disabled beyond. */
export const MAX_PENDING_EVENTS = 3;

/** Why a form cannot be saved whatever is typed: the server answers these, and the screen says them up front. */
export const EVENT_REFUSALS = {
  pendingLimit: `You can have at most ${MAX_PENDING_EVENTS} pending events.`,
  notHost: 'Only the host can change this event.',
  notPending: 'Only pending events can be edited.',
} as const;

/** Someone the host may invite: a follower, someone they follow, or both (spec §5). */
export interface GuestCandidate {
  userId: string;
  displayName: string | null;
  displayImage: string | null;
  totalPods: number;
  type: 'follower' | 'following' | 'both';
}

export const EVENT_DURATION_S = 3600;

export type EventStatus = 'pending' | `started-${number}` | 'finished' | 'expired';

export interface EventTiming {
  eventStatus: EventStatus;
  startTimestamp: number;
  endTimestamp: number;
}

/** When a started event started (epoch seconds), or null. */
export function startedAt(status: string): number | null {
  const match = /^started-(\d+)$/.exec(status);
  return match ? Number(match[1]) : null;
}

/** The status an event has at `now` (epoch seconds): pending past its end is expired; started over an hour ago is finished. */
export function statusAt(event: EventTiming, now: number): EventStatus {
  if (event.eventStatus === 'pending') return now > event.endTimestamp ? 'expired' : 'pending';
  const started = startedAt(event.eventStatus);
  if (started !== null) return now > started + EVENT_DURATION_S ? 'finished' : event.eventStatus;
  return event.eventStatus;
}
