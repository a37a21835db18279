import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_DURATION_MS, selectToasts, toastsMachine } from '../../machines/toasts.ts';

describe('toasts', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  // The toast area says it is on screen when it mounts (Toasts.tsx); most tests start there.
  const start = ({ areaShown = true } = {}) => {
    const actor = createActor(toastsMachine).start();
    if (areaShown) actor.send({ type: 'area.shown' });
    return actor;
  };
  const messages = (actor: ReturnType<typeof start>) => selectToasts(actor.getSnapshot()).map((t) => t.message);

  it('shows a toast and removes it after 2000 ms', () => {
    const actor = start();
    actor.send({ type: 'toast.shown', message: 'User Followed' });
    expect(messages(actor)).toEqual(['User Followed']);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(messages(actor)).toEqual(['User Followed']);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual([]);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('expires several toasts each on its own clock', () => {
    const actor = start();
    actor.send({ type: 'toast.shown', message: 'first' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'toast.shown', message: 'second', kind: 'error' });
    vi.advanceTimersByTime(1000);
    expect(messages(actor)).toEqual(['second']);
    expect(selectToasts(actor.getSnapshot())[0]?.kind).toBe('error');
    vi.advanceTimersByTime(1000);
    expect(messages(actor)).toEqual([]);
  });

  it('removes a dismissed toast at once and cancels its timer', () => {
    const actor = start();
    actor.send({ type: 'toast.shown', message: 'a' });
    actor.send({ type: 'toast.shown', message: 'b' });
    const [first] = selectToasts(actor.getSnapshot());
    actor.send({ type: 'toast.dismissed', id: first!.id });
    expect(messages(actor)).toEqual(['b']);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(messages(actor)).toEqual([]);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('gives a toast raised before the toast area is on screen its full 2000 ms once it shows', () => {
    // The area is loaded lazily: a toast raised during the first load must not expire unseen.
    const actor = start({ areaShown: false });
    actor.send({ type: 'toast.shown', message: 'You session has been expired. Please sign in again to continue.' });
    vi.advanceTimersByTime(5000);
    expect(messages(actor)).toHaveLength(1);
    actor.send({ type: 'area.shown' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(messages(actor)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual([]);
  });

  it('starts each clock once, however often the area says it is on screen', () => {
    const actor = start();
    actor.send({ type: 'toast.shown', message: 'a' });
    vi.advanceTimersByTime(1500);
    actor.send({ type: 'area.shown' });
    vi.advanceTimersByTime(500);
    expect(messages(actor)).toEqual([]);
  });

  it('gives each toast its own id and kind (info by default)', () => {
    const actor = start();
    expect(toastsMachine.id).toBe('toasts');
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'toast.shown', message: 'a' });
    actor.send({ type: 'toast.shown', message: 'b', kind: 'success' });
    actor.send({ type: 'toast.shown', message: 'c', kind: 'error' });
    expect(selectToasts(actor.getSnapshot())).toEqual([
      { id: 'toast-1', message: 'a', kind: 'info' },
      { id: 'toast-2', message: 'b', kind: 'success' },
      { id: 'toast-3', message: 'c', kind: 'error' },
    ]);
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('dismissing the last toast empties the area and cancels its clock', () => {
    const actor = start();
    actor.send({ type: 'toast.shown', message: 'a' });
    actor.send({ type: 'toast.dismissed', id: 'toast-1' });
    expect(messages(actor)).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
    // Its clock was cancelled: a new toast is not cut short by the old one's timer.
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'toast.shown', message: 'b' });
    vi.advanceTimersByTime(1000);
    expect(messages(actor)).toEqual(['b']);
  });

  it('a dismissed toast that is not the last leaves the others showing, and its clock is cancelled', () => {
    const actor = start();
    actor.send({ type: 'toast.shown', message: 'a' });
    vi.advanceTimersByTime(1500);
    actor.send({ type: 'toast.shown', message: 'b' });
    actor.send({ type: 'toast.dismissed', id: 'toast-1' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(messages(actor)).toEqual(['b']);
    vi.advanceTimersByTime(1999);
    expect(messages(actor)).toEqual(['b']);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('a toast that expires while another shows leaves the area showing', () => {
    const actor = start();
    actor.send({ type: 'toast.shown', message: 'a' });
    actor.send({ type: 'toast.shown', message: 'b' });
    actor.send({ type: 'toast.expired', id: 'toast-2' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(messages(actor)).toEqual(['a']);
    // An id that is not on screen does not empty the area.
    actor.send({ type: 'toast.expired', id: 'toast-9' });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'toast.dismissed', id: 'toast-9' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(messages(actor)).toEqual(['a']);
  });
});
