/**
 * The new-message sheet (machines/newMessage.ts) on its own: it reads the people you follow when it
 * opens, waits 300 ms after typing before searching, and a failed read is a failure with
 * 'Try again' (not "You're not following anyone yet.").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  newMessageMachine,
  selectIsOpen,
  selectLoadFailed,
  selectPeople,
  selectShowsSpinner,
  SEARCH_DEBOUNCE_MS,
  type PersonToMessage,
} from '../../machines/newMessage.ts';

const zoe: PersonToMessage = { followingId: 'u-zoe', followingName: 'Zoe', followingUserName: 'zoe', followingDisplayImage: null };
const ada: PersonToMessage = { followingId: 'u-ada', followingName: 'Ada', followingUserName: 'ada', followingDisplayImage: null };

function start(loadPeople: (search: string) => Promise<PersonToMessage[]>) {
  const load = vi.fn(loadPeople);
  const logError = vi.fn();
  const actor = createActor(
    newMessageMachine.provide({ actors: { loadPeople: fromPromise(({ input }) => load(input.search)) }, actions: { logError: (_, e) => logError(e) } }),
  ).start();
  return { actor, load, logError, snapshot: () => actor.getSnapshot() };
}

describe('newMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is closed until the edit icon opens it; then it reads everyone you follow at once', async () => {
    const { actor, load, snapshot } = start(() => Promise.resolve([zoe, ada]));
    expect(snapshot().value).toBe('closed');
    expect(selectIsOpen(snapshot())).toBe(false);
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'open' });
    expect(selectIsOpen(snapshot())).toBe(true);
    expect(snapshot().value).toEqual({ open: 'loading' });
    expect(selectShowsSpinner(snapshot())).toBe(true);
    expect(load).toHaveBeenCalledWith('');
    await vi.advanceTimersByTimeAsync(0);
    expect(snapshot().value).toEqual({ open: 'shown' });
    expect(selectShowsSpinner(snapshot())).toBe(false);
    expect(selectPeople(snapshot())).toEqual([zoe, ada]);
  });

  it('shows an empty list (not a failure) when you follow nobody', async () => {
    const { actor, snapshot } = start(() => Promise.resolve([]));
    actor.send({ type: 'open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPeople(snapshot())).toEqual([]);
    expect(selectLoadFailed(snapshot())).toBe(false);
  });

  it("fails (logged) when the read fails, showing no list at all; 'Try again' reads again", async () => {
    const { actor, load, logError, snapshot } = start(
      vi.fn<(s: string) => Promise<PersonToMessage[]>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([zoe]),
    );
    actor.send({ type: 'open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snapshot().value).toEqual({ open: 'failed' });
    expect(selectLoadFailed(snapshot())).toBe(true);
    expect(selectPeople(snapshot())).toBeNull();
    expect(selectShowsSpinner(snapshot())).toBe(false);
    expect(logError).toHaveBeenCalledWith(new Error('offline'));
    actor.send({ type: 'retry' });
    expect(snapshot().value).toEqual({ open: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(selectPeople(snapshot())).toEqual([zoe]);
  });

  it('waits 300 ms after the last keystroke, then searches with the trimmed text', async () => {
    const { actor, load, snapshot } = start((search) => Promise.resolve(search ? [zoe] : [zoe, ada]));
    actor.send({ type: 'open' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'query.changed', query: 'z' });
    actor.send({ type: 'query.changed', query: 'zo ' });
    expect(snapshot().value).toEqual({ open: 'debouncing' });
    expect(snapshot().context.query).toBe('zo ');
    // The rows shown so far stay while typing.
    expect(selectPeople(snapshot())).toEqual([zoe, ada]);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('zo');
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPeople(snapshot())).toEqual([zoe]);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('reads everyone at once when the search is cleared, dropping a search on its way', async () => {
    const resolvers: ((people: PersonToMessage[]) => void)[] = [];
    const { actor, load, snapshot } = start(() => new Promise((resolve) => resolvers.push(resolve)));
    actor.send({ type: 'open' });
    actor.send({ type: 'query.changed', query: 'z' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(load).toHaveBeenLastCalledWith('z');
    actor.send({ type: 'query.changed', query: '' });
    expect(snapshot().value).toEqual({ open: 'loading' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenLastCalledWith('');
    resolvers[1]!([zoe]);
    await vi.advanceTimersByTimeAsync(0);
    expect(snapshot().value).toEqual({ open: 'loading' });
    resolvers[2]!([zoe, ada]);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPeople(snapshot())).toEqual([zoe, ada]);
  });

  it('closes from any of its states, keeping the search for the next time, and reads again on opening', async () => {
    const { actor, load, snapshot } = start(() => Promise.resolve([zoe]));
    actor.send({ type: 'open' });
    actor.send({ type: 'query.changed', query: 'zo' });
    actor.send({ type: 'close' });
    expect(snapshot().value).toBe('closed');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'open' });
    expect(snapshot().context.query).toBe('zo');
    expect(load).toHaveBeenLastCalledWith('zo');
  });
});
