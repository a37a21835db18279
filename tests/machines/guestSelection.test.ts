/**
 * guestSelection's selectors and rules (spec §2 /create-event 'Add guests', §5 Create event): the
 * search, the counter n/5, the name in the removal question, removing one guest only, and the
 * failure reported when the people do not load.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  guestSelectionMachine,
  selectCounter,
  selectRemovingName,
  selectSearchEnabled,
  selectVisibleCandidates,
  type GuestCandidate,
} from '../../machines/guestSelection.ts';

const person = (userId: string, displayName: string | null): GuestCandidate => ({ userId, displayName, displayImage: null, totalPods: 1, type: 'follower' });
const ada = person('ada', 'Ada Lovelace');
const gus = person('gus', 'Gus');
const nameless = person('x', null);

function start(selected: GuestCandidate[], load: () => Promise<GuestCandidate[]> = async () => [ada, gus, nameless]) {
  const effects = { reportFailure: vi.fn() };
  const machine = guestSelectionMachine.provide({ actions: effects, actors: { loadCandidates: fromPromise(() => load()) } });
  return { actor: createActor(machine, { input: { selected } }).start(), effects };
}

describe('guestSelection', () => {
  it('the search is disabled until the people load, and filters them by name, ignoring case and spaces', async () => {
    const { actor } = start([]);
    expect(selectSearchEnabled(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches({ candidates: 'ready' }));
    expect(selectSearchEnabled(actor.getSnapshot())).toBe(true);
    expect(selectVisibleCandidates(actor.getSnapshot())).toEqual([ada, gus, nameless]);
    actor.send({ type: 'sheet.opened' });
    actor.send({ type: 'search.changed', search: '  LOVE ' });
    expect(selectVisibleCandidates(actor.getSnapshot())).toEqual([ada]);
    actor.send({ type: 'search.changed', search: 'gu' });
    expect(selectVisibleCandidates(actor.getSnapshot())).toEqual([gus]);
    actor.send({ type: 'search.changed', search: 'here' });
    expect(selectVisibleCandidates(actor.getSnapshot())).toEqual([]);
  });

  it('typing is taken only in the open sheet', async () => {
    const { actor } = start([]);
    await waitFor(actor, (s) => s.matches({ candidates: 'ready' }));
    actor.send({ type: 'search.changed', search: 'Ada' });
    expect(actor.getSnapshot().context.search).toBe('');
  });

  it("the counter reads 'n/5'", () => {
    expect(selectCounter(start([]).actor.getSnapshot())).toBe('0/5');
    expect(selectCounter(start([ada, gus]).actor.getSnapshot())).toBe('2/5');
  });

  it("the question names the guest ('Are you sure you want to Remove Gus?'), or 'this person' without a name", async () => {
    const { actor } = start([gus, nameless]);
    expect(selectRemovingName(actor.getSnapshot())).toBe('this person');
    actor.send({ type: 'guest.removeRequested', userId: 'gus' });
    expect(selectRemovingName(actor.getSnapshot())).toBe('Gus');
    actor.send({ type: 'dismiss' });
    actor.send({ type: 'guest.removeRequested', userId: 'x' });
    expect(selectRemovingName(actor.getSnapshot())).toBe('this person');
  });

  it('confirming removes that guest only', () => {
    const { actor } = start([ada, gus]);
    actor.send({ type: 'guest.removeRequested', userId: 'gus' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.selected).toEqual([ada]);
    expect(actor.getSnapshot().context.removing).toBeNull();
  });

  it('removing someone who is not a guest asks nothing, on the form or in the sheet', () => {
    const { actor } = start([ada]);
    actor.send({ type: 'guest.removeRequested', userId: 'gus' });
    expect(actor.getSnapshot().matches({ sheet: { closed: 'idle' } })).toBe(true);
    actor.send({ type: 'sheet.opened' });
    actor.send({ type: 'guest.removeRequested', userId: 'gus' });
    expect(actor.getSnapshot().matches({ sheet: { open: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.removing).toBeNull();
  });

  it("a failed load reports the error; 'Try again' works only in the open sheet", async () => {
    const failure = new Error('offline');
    const load = vi.fn(async () => Promise.reject<GuestCandidate[]>(failure));
    const { actor, effects } = start([], load);
    await waitFor(actor, (s) => s.matches({ candidates: 'failed' }));
    expect(effects.reportFailure).toHaveBeenCalledTimes(1);
    expect(effects.reportFailure.mock.calls[0]![1]).toEqual({ error: failure });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().matches({ candidates: 'failed' })).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'sheet.opened' });
    actor.send({ type: 'retry' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
