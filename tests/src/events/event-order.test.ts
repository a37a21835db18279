/** Issue 19 item 16: upcoming events are listed before ended ones (src/features/events/order.ts). */
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../../src/features/events/order.ts';

const NOW = 1_800_000_000;
const event = (eventId: number, eventStatus: string, startsIn: number) => ({
  eventId,
  eventStatus,
  startTimestamp: NOW + startsIn,
  endTimestamp: NOW + startsIn + 3600,
});

describe('the order of an events list', () => {
  it('puts a live event first, then upcoming ones soonest first, then ended ones latest first', () => {
    const list = [
      event(1, 'finished', -86_400),
      event(2, 'pending', 7200),
      event(3, 'expired', -7200 - 3600),
      event(4, `started-${NOW - 600}`, -600),
      event(5, 'pending', 600),
      event(6, 'finished', -3 * 86_400),
    ];
    expect(orderEvents(list, NOW).map((e) => e.eventId)).toEqual([4, 5, 2, 3, 1, 6]);
  });

  it('reads the status at the given time: a pending event past its end counts as ended', () => {
    const overdue = event(1, 'pending', -2 * 3600);
    const later = event(2, 'pending', 3600);
    expect(orderEvents([overdue, later], NOW).map((e) => e.eventId)).toEqual([2, 1]);
    // A live event over its hour is finished.
    const long = event(3, `started-${NOW - 4000}`, -4000);
    expect(orderEvents([long, later], NOW).map((e) => e.eventId)).toEqual([2, 3]);
  });

  it('leaves the list it was given as it was', () => {
    const list = [event(1, 'finished', -86_400), event(2, 'pending', 600)];
    orderEvents(list, NOW);
    expect(list.map((e) => e.eventId)).toEqual([1, 2]);
  });
});
