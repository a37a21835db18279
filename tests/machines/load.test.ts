/**
 * The load chart (machines/load.ts) on its own: what a screen shows of its read, which reads it
 * asks for (anew or joining one under way) and when it tells `settled`.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loadMachine, selectFailed, selectKey, selectShowsData, type ReadAge } from '../../machines/load.ts';

/** A read whose answers the test gives, one per call, in order. */
function start(age: ReadAge, key = 'profile:ada') {
  const calls: { key: string; again: boolean; resolve: () => void; reject: (error: Error) => void }[] = [];
  const settled = vi.fn();
  const reportFailure = vi.fn();
  const actor = createActor(
    loadMachine.provide({
      actors: {
        read: fromPromise<void, { key: string; again: boolean }>(
          ({ input }) => new Promise<void>((resolve, reject) => calls.push({ ...input, resolve, reject: (error) => reject(error) })),
        ),
      },
      actions: { settled, reportFailure: (_, { error }) => reportFailure((error as Error).message) },
    }),
    { input: { key, age } },
  ).start();
  const answer = async (n = calls.length - 1) => {
    calls[n]!.resolve();
    await vi.waitFor(() => expect(actor.getSnapshot().children).not.toHaveProperty('read'));
  };
  const fail = async (n = calls.length - 1) => {
    calls[n]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(actor.getSnapshot().children).not.toHaveProperty('read'));
  };
  const asked = () => calls.map(({ key: k, again }) => ({ key: k, again }));
  return { actor, calls, asked, settled, reportFailure, answer, fail, state: () => actor.getSnapshot().value };
}

describe('load', () => {
  it('shows a read kept moments ago at once, asks nothing and tells settled', () => {
    const load = start('fresh');
    expect(load.state()).toEqual({ shown: 'idle' });
    expect(selectShowsData(load.actor.getSnapshot())).toBe(true);
    expect(load.asked()).toEqual([]);
    expect(load.settled).toHaveBeenCalledTimes(1);
  });

  it('shows an older kept read at once and reads again behind it, joining a read under way', async () => {
    const load = start('stale');
    expect(load.state()).toEqual({ shown: 'revalidating' });
    expect(selectShowsData(load.actor.getSnapshot())).toBe(true);
    expect(load.asked()).toEqual([{ key: 'profile:ada', again: false }]);
    expect(load.settled).not.toHaveBeenCalled();
    await load.answer();
    expect(load.state()).toEqual({ shown: 'idle' });
    expect(load.settled).toHaveBeenCalledTimes(1);
  });

  it('keeps an older kept read on screen when the read behind it fails', async () => {
    const load = start('stale');
    await load.fail();
    expect(load.state()).toEqual({ shown: 'idle' });
    expect(selectFailed(load.actor.getSnapshot())).toBe(false);
    expect(load.reportFailure).toHaveBeenCalledWith('offline');
    expect(load.settled).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholders without a kept read, then the data', async () => {
    const load = start('none');
    expect(load.state()).toBe('loading');
    expect(selectShowsData(load.actor.getSnapshot())).toBe(false);
    expect(load.asked()).toEqual([{ key: 'profile:ada', again: false }]);
    await load.answer();
    expect(load.state()).toEqual({ shown: 'idle' });
    expect(load.settled).toHaveBeenCalledTimes(1);
  });

  it('says the read failed when there is nothing to show, and tells settled', async () => {
    const load = start('none');
    await load.fail();
    expect(load.state()).toEqual({ failed: 'idle' });
    expect(selectFailed(load.actor.getSnapshot())).toBe(true);
    expect(selectShowsData(load.actor.getSnapshot())).toBe(false);
    expect(load.reportFailure).toHaveBeenCalledWith('offline');
    expect(load.settled).toHaveBeenCalledTimes(1);
  });

  it("reads anew with 'Try again', showing the placeholders again", async () => {
    const load = start('none');
    await load.fail();
    load.actor.send({ type: 'reload' });
    expect(load.state()).toBe('loading');
    expect(load.asked()).toEqual([
      { key: 'profile:ada', again: false },
      { key: 'profile:ada', again: true },
    ]);
    await load.answer();
    expect(load.state()).toEqual({ shown: 'idle' });
    expect(load.settled).toHaveBeenCalledTimes(2);
  });

  it("reads anew with 'Try again' even from a fresh read", () => {
    const load = start('fresh');
    load.actor.send({ type: 'reload' });
    expect(load.state()).toBe('loading');
    expect(load.asked()).toEqual([{ key: 'profile:ada', again: true }]);
  });

  it('keeps the data on screen while pulling to refresh, and after a failed refresh, without telling settled', async () => {
    const load = start('fresh');
    load.actor.send({ type: 'refresh' });
    expect(load.state()).toEqual({ shown: 'refreshing' });
    expect(selectShowsData(load.actor.getSnapshot())).toBe(true);
    expect(load.asked()).toEqual([{ key: 'profile:ada', again: true }]);
    await load.answer();
    expect(load.state()).toEqual({ shown: 'idle' });
    load.actor.send({ type: 'refresh' });
    await load.fail();
    expect(load.state()).toEqual({ shown: 'idle' });
    expect(load.reportFailure).toHaveBeenCalledWith('offline');
    expect(load.settled).toHaveBeenCalledTimes(1);
  });

  it('shows the data after a refresh of a failed read succeeds, and still says it failed when it fails', async () => {
    const load = start('none');
    await load.fail();
    load.actor.send({ type: 'refresh' });
    expect(load.state()).toEqual({ failed: 'refreshing' });
    expect(selectFailed(load.actor.getSnapshot())).toBe(true);
    await load.fail();
    expect(load.state()).toEqual({ failed: 'idle' });
    load.actor.send({ type: 'refresh' });
    await load.answer();
    expect(load.state()).toEqual({ shown: 'idle' });
    expect(load.asked().map((a) => a.again)).toEqual([false, true, true]);
    expect(load.settled).toHaveBeenCalledTimes(1);
  });

  it('asks anew when a refresh comes while a read is under way, since that read began before the change it is for', async () => {
    // A follow made while the page's own data is read again behind it: the count must be read after the follow.
    const refreshing = start('fresh');
    refreshing.actor.send({ type: 'refresh' });
    refreshing.actor.send({ type: 'refresh' });
    expect(refreshing.state()).toEqual({ shown: 'refreshing' });
    expect(refreshing.asked()).toEqual([
      { key: 'profile:ada', again: true },
      { key: 'profile:ada', again: true },
    ]);
    refreshing.calls[0]!.resolve();
    await Promise.resolve();
    expect(refreshing.state()).toEqual({ shown: 'refreshing' });
    await refreshing.answer(1);
    expect(refreshing.state()).toEqual({ shown: 'idle' });

    const revalidating = start('stale');
    revalidating.actor.send({ type: 'refresh' });
    expect(revalidating.state()).toEqual({ shown: 'refreshing' });
    expect(revalidating.asked().map((a) => a.again)).toEqual([false, true]);

    const loading = start('none');
    loading.actor.send({ type: 'refresh' });
    expect(loading.state()).toBe('loading');
    expect(loading.asked().map((a) => a.again)).toEqual([false, true]);
    await loading.answer(1);
    expect(loading.state()).toEqual({ shown: 'idle' });
    expect(loading.settled).toHaveBeenCalledTimes(1);

    const failed = start('none');
    await failed.fail();
    failed.actor.send({ type: 'refresh' });
    failed.actor.send({ type: 'refresh' });
    expect(failed.state()).toEqual({ failed: 'refreshing' });
    expect(failed.asked().map((a) => a.again)).toEqual([false, true, true]);
  });

  it('starts over for another key, and a failure of the old read no longer counts', async () => {
    const load = start('none');
    load.actor.send({ type: 'key.changed', key: 'profile:bo', age: 'none' });
    expect(selectKey(load.actor.getSnapshot())).toBe('profile:bo');
    expect(load.state()).toBe('loading');
    expect(load.asked()).toEqual([
      { key: 'profile:ada', again: false },
      { key: 'profile:bo', again: false },
    ]);
    load.calls[0]!.reject(new Error('offline'));
    await load.answer(1);
    expect(load.state()).toEqual({ shown: 'idle' });
    expect(load.reportFailure).not.toHaveBeenCalled();
    expect(load.settled).toHaveBeenCalledTimes(1);
  });

  it('shows a fresh kept read of the other key at once', () => {
    const load = start('none');
    load.actor.send({ type: 'key.changed', key: 'profile:bo', age: 'fresh' });
    expect(load.state()).toEqual({ shown: 'idle' });
    expect(load.settled).toHaveBeenCalledTimes(1);
  });
});
