/**
 * The order of every events list: what is live now first, then what is still to come (soonest
 * first), then what has ended (most recent first).
 */
import { statusAt, type EventStatus } from '../../../machines/eventLifecycle.ts';

interface Orderable {
  eventId: number;
  eventStatus: string;
  startTimestamp: number;
  endTimestamp: number;
}

const rank = (status: EventStatus) => (status.startsWith('started-') ? 0 : status === 'pending' ? 1 : 2);

export function orderEvents<T extends Orderable>(events: readonly T[], now: number): T[] {
  const keyed = events.map((event) => ({ event, rank: rank(statusAt({ ...event, eventStatus: event.eventStatus as EventStatus }, now)) }));
  return keyed
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.rank === 2 ? b.event.endTimestamp - a.event.endTimestamp : a.event.startTimestamp - b.event.startTimestamp) ||
        a.event.eventId - b.event.eventId,
    )
    .map(({ event }) => event);
}
