/**
 * eventLifecycle's card (spec §4 Event status): the label and whether it can be pressed, the
 * status saved when time decides it, the start saved as started-{now}, and the failure reported.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { eventLifecycleMachine, selectAction, selectLive, type EventStatus, type EventRole } from '../../machines/eventLifecycle.ts';

const T0 = 1_800_000_000;
const pending = { eventStatus: 'pending' as EventStatus, startTimestamp: T0, endTimestamp: T0 + 3600 };

function start(role: EventRole, now: number, event = pending, save: () => Promise<void> = async () => {}) {
  const effects = { persistStatus: vi.fn(), openLiveEvent: vi.fn(), reportFailure: vi.fn() };
  const saveStatus = vi.fn((_input: { eventStatus: EventStatus }) => save());
  const machine = eventLifecycleMachine.provide({
    actions: effects,
    actors: { saveStatus: fromPromise(({ input }: { input: { eventStatus: EventStatus } }) => saveStatus(input)) },
  });
  const actor = createActor(machine, { input: { event, role, now } }).start();
  return { actor, effects, saveStatus };
}

describe('eventLifecycle card', () => {
  it("pending: the host sees 'Start Event' enabled, an invitee a disabled 'Join Event'", () => {
    expect(selectAction(start('host', T0 - 60).actor.getSnapshot())).toEqual({ label: 'Start Event', enabled: true });
    expect(selectAction(start('invitee', T0 - 60).actor.getSnapshot())).toEqual({ label: 'Join Event', enabled: false });
  });

  it("started: the card says 'Live'; the host sees 'Rejoin', an invitee 'Join', both enabled", () => {
    const started = { ...pending, eventStatus: `started-${T0}` as EventStatus };
    expect(selectAction(start('host', T0 + 60, started).actor.getSnapshot())).toEqual({ label: 'Rejoin', enabled: true });
    expect(selectAction(start('invitee', T0 + 60, started).actor.getSnapshot())).toEqual({ label: 'Join', enabled: true });
    expect(selectLive(start('host', T0 + 60, started).actor.getSnapshot())).toBe(true);
    expect(selectLive(start('invitee', T0 + 60, started).actor.getSnapshot())).toBe(true);
    expect(selectLive(start('host', T0 - 60).actor.getSnapshot())).toBe(false);
  });

  it("while the start is saved, 'Start Event' is disabled; the status saved is started-{now}", () => {
    const { actor, saveStatus } = start('host', T0 - 60, pending, () => new Promise(() => {}));
    actor.send({ type: 'start' });
    expect(selectAction(actor.getSnapshot())).toEqual({ label: 'Start Event', enabled: false });
    expect(saveStatus).toHaveBeenCalledWith({ eventStatus: `started-${T0 - 60}` });
  });

  it("a failed start reports the error and shows 'Start Event' again", async () => {
    const failure = new Error('offline');
    const { actor, effects } = start('host', T0 - 60, pending, async () => Promise.reject(failure));
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(effects.reportFailure).toHaveBeenCalledTimes(1);
    expect(effects.reportFailure.mock.calls[0]![1]).toEqual({ error: failure });
    expect(effects.openLiveEvent).not.toHaveBeenCalled();
  });

  it("expired: 'Event Expired' for good, saved as expired", () => {
    for (const role of ['host', 'invitee'] as const) {
      const { actor, effects } = start(role, T0 + 3601);
      expect(selectAction(actor.getSnapshot())).toEqual({ label: 'Event Expired', enabled: false });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context.event.eventStatus).toBe('expired');
      expect(effects.persistStatus).toHaveBeenCalledTimes(1);
      expect(effects.persistStatus.mock.calls[0]![1]).toEqual({ eventStatus: 'expired' });
    }
  });

  it("finished: 'Event Ended' for good, saved as finished", () => {
    const started = { ...pending, eventStatus: `started-${T0}` as EventStatus };
    for (const role of ['host', 'invitee'] as const) {
      const { actor, effects } = start(role, T0 + 3601, started);
      expect(selectAction(actor.getSnapshot())).toEqual({ label: 'Event Ended', enabled: false });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context.event.eventStatus).toBe('finished');
      expect(effects.persistStatus).toHaveBeenCalledTimes(1);
      expect(effects.persistStatus.mock.calls[0]![1]).toEqual({ eventStatus: 'finished' });
    }
  });

  it('a pending event expires when the clock passes its end: saved once as expired', () => {
    const { actor, effects } = start('invitee', T0 - 60);
    actor.send({ type: 'clock.ticked', now: T0 + 3601 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.persistStatus.mock.calls.map((call) => call[1])).toEqual([{ eventStatus: 'expired' }]);
  });
});
