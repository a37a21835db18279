/**
 * The /events chart (machines/eventsList.ts) on its own, from the spec (§2 /events, §4 Event
 * status: 'Pending events can be edited or deleted via an options menu'): the tabs, the search,
 * and a deletion asked first, then done or failed.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { eventsListMachine, selectAsked, selectAskedName, selectCanDelete, selectSearch, selectSearching, selectTab } from '../../machines/eventsList.ts';

function start() {
  const deletes: { eventId: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  const effects = { removeFromList: vi.fn(), announceDeleted: vi.fn(), reportFailure: vi.fn() };
  const actor = createActor(
    eventsListMachine.provide({
      actors: {
        deleteEvent: fromPromise<void, { eventId: number }>(
          ({ input }) => new Promise<void>((resolve, reject) => deletes.push({ eventId: input.eventId, resolve, reject })),
        ),
      },
      actions: {
        removeFromList: (_, { eventId }) => effects.removeFromList(eventId),
        announceDeleted: effects.announceDeleted,
        reportFailure: (_, { error }) => effects.reportFailure((error as Error).message),
      },
    }),
  ).start();
  const snap = () => actor.getSnapshot();
  const settle = async (outcome: 'done' | 'failed') => {
    if (outcome === 'done') deletes.at(-1)!.resolve();
    else deletes.at(-1)!.reject(new Error('refused'));
    await vi.waitFor(() => expect(snap().matches({ deletion: 'idle' })).toBe(true));
  };
  return { actor, snap, deletes, effects, settle };
}

describe('eventsList', () => {
  it('opens on Hosting, without a search, ready to delete', () => {
    const { snap } = start();
    expect(snap().value).toEqual({ tab: 'hosting', search: 'closed', deletion: 'idle' });
    expect(selectTab(snap())).toBe('hosting');
    expect(selectSearching(snap())).toBe(false);
    expect(selectCanDelete(snap())).toBe(true);
  });

  it('switches between Hosting and Invited', () => {
    const { actor, snap } = start();
    actor.send({ type: 'invited.chosen' });
    expect(selectTab(snap())).toBe('invited');
    actor.send({ type: 'invited.chosen' });
    expect(selectTab(snap())).toBe('invited');
    actor.send({ type: 'hosting.chosen' });
    expect(selectTab(snap())).toBe('hosting');
  });

  it('filters while the search is open, and clears it when closed', () => {
    const { actor, snap } = start();
    actor.send({ type: 'search.changed', search: 'launch' });
    expect(selectSearch(snap())).toBe('');
    actor.send({ type: 'search.toggled' });
    actor.send({ type: 'search.changed', search: 'launch' });
    expect(selectSearching(snap())).toBe(true);
    expect(selectSearch(snap())).toBe('launch');
    actor.send({ type: 'invited.chosen' });
    expect(selectSearch(snap())).toBe('launch');
    actor.send({ type: 'search.toggled' });
    expect(selectSearching(snap())).toBe(false);
    expect(snap().context.search).toBe('');
  });

  it("asks 'Delete this event?' first; Cancel keeps the event and calls nothing", () => {
    const { actor, snap, deletes, effects } = start();
    actor.send({ type: 'delete.asked', eventId: 7, eventName: 'Launch night' });
    expect(snap().matches({ deletion: 'confirming' })).toBe(true);
    expect(selectAsked(snap())).toEqual({ eventId: 7, eventName: 'Launch night' });
    expect(selectAskedName(snap())).toBe('Launch night');
    actor.send({ type: 'delete.cancelled' });
    expect(snap().matches({ deletion: 'idle' })).toBe(true);
    expect(selectAsked(snap())).toBeNull();
    expect(deletes).toEqual([]);
    expect(effects.removeFromList).not.toHaveBeenCalled();
    expect(effects.announceDeleted).not.toHaveBeenCalled();
  });

  it("deletes the confirmed event: it leaves the list, with 'Event deleted'", async () => {
    const { actor, snap, deletes, effects, settle } = start();
    actor.send({ type: 'delete.asked', eventId: 7, eventName: 'Launch night' });
    actor.send({ type: 'delete.confirmed' });
    expect(snap().matches({ deletion: 'deleting' })).toBe(true);
    expect(selectAsked(snap())).toBeNull();
    expect(selectCanDelete(snap())).toBe(false);
    expect(deletes.map((d) => d.eventId)).toEqual([7]);
    expect(effects.removeFromList).not.toHaveBeenCalled();
    await settle('done');
    expect(effects.removeFromList).toHaveBeenCalledExactlyOnceWith(7);
    expect(effects.announceDeleted).toHaveBeenCalledTimes(1);
    expect(effects.reportFailure).not.toHaveBeenCalled();
    expect(selectCanDelete(snap())).toBe(true);
  });

  it('keeps the event when the deletion fails, and says so', async () => {
    const { actor, deletes, effects, settle } = start();
    actor.send({ type: 'delete.asked', eventId: 7, eventName: 'Launch night' });
    actor.send({ type: 'delete.confirmed' });
    await settle('failed');
    expect(effects.reportFailure).toHaveBeenCalledExactlyOnceWith('refused');
    expect(effects.removeFromList).not.toHaveBeenCalled();
    expect(effects.announceDeleted).not.toHaveBeenCalled();
    // It can be asked again.
    actor.send({ type: 'delete.asked', eventId: 7, eventName: 'Launch night' });
    actor.send({ type: 'delete.confirmed' });
    expect(deletes.map((d) => d.eventId)).toEqual([7, 7]);
  });

  it('lets one deletion go at a time', () => {
    const { actor, snap, deletes } = start();
    actor.send({ type: 'delete.asked', eventId: 7, eventName: 'Launch night' });
    actor.send({ type: 'delete.confirmed' });
    actor.send({ type: 'delete.asked', eventId: 8, eventName: 'Open studio' });
    expect(snap().matches({ deletion: 'deleting' })).toBe(true);
    expect(deletes.map((d) => d.eventId)).toEqual([7]);
  });
});
