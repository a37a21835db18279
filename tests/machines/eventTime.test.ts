import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  EVENT_DURATION_MINUTES,
  TIME_STEP_MINUTES,
  eventTimeMachine,
  formatMinutes,
  selectDraftEnd,
  selectTimestamps,
  toStep,
} from '../../machines/eventTime.ts';

const start = (minutes: number | null, suggested = 600) => createActor(eventTimeMachine, { input: { minutes, suggested } }).start();
const day = 1_700_000_000;

describe("'Set Event Time' (spec §2 /create-event: 5-minute steps, the end 1 hour after the start)", () => {
  it('steps of 5 minutes, one hour long', () => {
    expect(TIME_STEP_MINUTES).toBe(5);
    expect(EVENT_DURATION_MINUTES).toBe(60);
    expect([0, 1, 4, 5, 6, 599, 1436, 1439].map(toStep)).toEqual([0, 5, 5, 5, 10, 600, 1440 % 1440, 0]);
  });

  it('no time yet: unset, and no timestamps', () => {
    const actor = start(null);
    expect(eventTimeMachine.id).toBe('eventTime');
    expect(actor.getSnapshot().value).toEqual({ closed: 'unset' });
    expect(selectTimestamps(actor.getSnapshot(), day)).toBeNull();
    expect(actor.getSnapshot().context).toEqual({ minutes: null, draft: 0, suggested: 600 });
  });

  it('an existing start (editing) is set, on the 5-minute grid', () => {
    const actor = start(601);
    expect(actor.getSnapshot().value).toEqual({ closed: 'set' });
    expect(actor.getSnapshot().context.minutes).toBe(605);
    expect(selectTimestamps(actor.getSnapshot(), day)).toEqual({ startTimestamp: day + 605 * 60, endTimestamp: day + 605 * 60 + 3600 });
  });

  it('opening starts the draft at the next step from now, or at the time already set', () => {
    const fresh = start(null, 601);
    fresh.send({ type: 'open' });
    expect(fresh.getSnapshot().value).toBe('editing');
    expect(fresh.getSnapshot().context.draft).toBe(605);
    const editing = start(720, 601);
    editing.send({ type: 'open' });
    expect(editing.getSnapshot().context.draft).toBe(720);
  });

  it('picking a start rounds it up to 5 minutes and moves the end to one hour later', () => {
    const actor = start(null);
    actor.send({ type: 'open' });
    actor.send({ type: 'draft.changed', minutes: 842 });
    expect(actor.getSnapshot().context.draft).toBe(845);
    expect(selectDraftEnd(actor.getSnapshot())).toBe(905);
    actor.send({ type: 'draft.changed', minutes: 1410 });
    expect(selectDraftEnd(actor.getSnapshot())).toBe(30);
  });

  it("'Set Time' keeps the draft; 'Cancel' drops it", () => {
    const actor = start(null);
    actor.send({ type: 'open' });
    actor.send({ type: 'draft.changed', minutes: 845 });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toEqual({ closed: 'unset' });
    expect(actor.getSnapshot().context.minutes).toBeNull();
    actor.send({ type: 'open' });
    actor.send({ type: 'draft.changed', minutes: 845 });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toEqual({ closed: 'set' });
    expect(actor.getSnapshot().context.minutes).toBe(845);
    actor.send({ type: 'draft.changed', minutes: 100 });
    expect(actor.getSnapshot().context.draft).toBe(845);
  });

  it('formats a minute of the day as HH:MM', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(605)).toBe('10:05');
    expect(formatMinutes(1439)).toBe('23:59');
  });
});
