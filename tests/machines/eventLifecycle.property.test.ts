/**
 * Property tests of the event lifecycle over random clocks: whatever the times, the chart agrees
 * with `statusAt` (the rule the server applies on read), time only moves an event forward along
 * pending → started → finished / pending → expired, and only the right role can act.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise } from 'xstate';
import {
  EVENT_DURATION_S,
  eventLifecycleMachine,
  selectAction,
  startedAt,
  statusAt,
  type EventStatus,
  type EventTiming,
} from '../../machines/eventLifecycle.ts';

const T0 = 1_800_000_000;
const timing = fc
  .record({ start: fc.integer({ min: T0, max: T0 + 10 * 86_400 }), startedAfter: fc.option(fc.integer({ min: -600, max: 7200 }), { nil: null }) })
  .map(({ start, startedAfter }): EventTiming => ({
    startTimestamp: start,
    endTimestamp: start + EVENT_DURATION_S,
    eventStatus: startedAfter === null ? 'pending' : (`started-${start + startedAfter}` as EventStatus),
  }));
const clock = (event: EventTiming) => fc.integer({ min: event.startTimestamp - 86_400, max: event.endTimestamp + 3 * 86_400 });
const role = fc.constantFrom('host' as const, 'invitee' as const);

const rank = (status: string) => (status === 'pending' ? 0 : startedAt(status) !== null ? 1 : 2);

function start(event: EventTiming, who: 'host' | 'invitee', now: number) {
  const opened: number[] = [];
  const machine = eventLifecycleMachine.provide({
    actors: { saveStatus: fromPromise(async () => {}) },
    actions: { openLiveEvent: () => void opened.push(1), persistStatus: () => {} },
  });
  const actor = createActor(machine, { input: { event, role: who, now } });
  actor.start();
  return { actor, opened };
}

describe('eventLifecycle over random clocks', () => {
  it('lands where statusAt says, for any event and any time', () => {
    fc.assert(
      fc.property(
        timing.chain((event) => fc.tuple(fc.constant(event), clock(event), role)),
        ([event, now, who]) => {
          const { actor } = start(event, who, now);
          const expected = statusAt(event, now);
          const state = actor.getSnapshot();
          if (expected === 'expired') expect(state.value).toBe('expired');
          else if (expected === 'finished') expect(state.value).toBe('finished');
          else if (startedAt(expected) !== null) expect(state.value).toBe('started');
          else expect(state.value).toBe('pending');
          actor.stop();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('only moves forward as the clock ticks, ending in Event Ended or Event Expired', () => {
    fc.assert(
      fc.property(
        timing.chain((event) => fc.tuple(fc.constant(event), fc.array(clock(event), { minLength: 1, maxLength: 12 }), role)),
        ([event, times, who]) => {
          const sorted = [...times].sort((a, b) => a - b);
          const { actor } = start(event, who, sorted[0]!);
          let last = rank(actor.getSnapshot().context.event.eventStatus);
          for (const now of sorted.slice(1)) {
            actor.send({ type: 'clock.ticked', now });
            const current = rank(actor.getSnapshot().context.event.eventStatus);
            expect(current).toBeGreaterThanOrEqual(last);
            last = current;
          }
          actor.send({ type: 'clock.ticked', now: event.endTimestamp + 2 * 86_400 });
          expect(['Event Ended', 'Event Expired']).toContain(selectAction(actor.getSnapshot()).label);
          actor.stop();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lets only the host start and only an invitee join, and only while the event can be entered', async () => {
    await fc.assert(
      fc.asyncProperty(
        timing.chain((event) => fc.tuple(fc.constant(event), clock(event), role)),
        async ([event, now, who]) => {
          const { actor, opened } = start(event, who, now);
          const before = statusAt(event, now);
          actor.send({ type: who === 'host' ? 'start' : 'join' });
          await new Promise((resolve) => setTimeout(resolve, 0));
          const open = before === 'pending' ? who === 'host' : startedAt(before) !== null;
          expect(opened.length > 0).toBe(open);
          // A host's start keeps an existing start time.
          if (who === 'host' && startedAt(before) !== null) expect(actor.getSnapshot().context.event.eventStatus).toBe(before);
          actor.stop();
        },
      ),
      { numRuns: 300 },
    );
  });
});
