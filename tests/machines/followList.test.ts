import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  createFollowListMachine,
  followListMachine,
  selectFailed,
  selectLoading,
  selectLoadingMore,
  type ListPage,
  type RowAction,
} from '../../machines/followList.ts';
import { call } from './support/calls.ts';

type Row = { id: string; name: string };
const row = (id: string): Row => ({ id, name: `Person ${id}` });

function start(firstPage?: ListPage<Row>) {
  const loadPage = call<ListPage<Row>, { search: string; cursor: string | null }>();
  const actOnRow = call<void, { rowId: string; action: RowAction }>();
  const effects = { announceDone: vi.fn(), reportFailure: vi.fn() };
  const machine = createFollowListMachine<Row>().provide({ actors: { loadPage: loadPage.logic, actOnRow: actOnRow.logic }, actions: effects });
  const actor = createActor(machine, { input: firstPage ? { firstPage } : {} }).start();
  const rows = () => actor.getSnapshot().context.rows.map((r) => r.id);
  return { actor, loadPage, actOnRow, effects, rows };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('follow lists (followers, followings, follow requests)', () => {
  it('reads page 1 for an empty search, then shows it', async () => {
    const { actor, loadPage, rows } = start();
    expect(followListMachine.id).toBe('followList');
    expect(selectLoading(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ search: '', rows: [], cursor: null, acting: null, cameWithFirstPage: false });
    expect(loadPage.inputs).toEqual([{ search: '', cursor: null }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadPage']);
    await loadPage.resolve({ rows: [row('a'), row('b')], nextCursor: null });
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(selectLoading(actor.getSnapshot())).toBe(false);
    expect(rows()).toEqual(['a', 'b']);
  });

  it('a list that came with its first page opens on it, reads nothing, and reads on from its cursor', async () => {
    const { actor, loadPage, rows } = start({ rows: [row('a')], nextCursor: 'c1' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'more' });
    expect(rows()).toEqual(['a']);
    expect(loadPage.inputs).toEqual([]);
    actor.send({ type: 'end.reached' });
    expect(loadPage.inputs).toEqual([{ search: '', cursor: 'c1' }]);
  });

  it('an empty first page that came with the list shows the list empty at once', () => {
    const { actor, loadPage } = start({ rows: [], nextCursor: null });
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(loadPage.inputs).toEqual([]);
  });

  it('with a cursor there is more: reaching the end reads the next page and adds it below', async () => {
    const { actor, loadPage, rows } = start();
    await loadPage.resolve({ rows: [row('a')], nextCursor: 'c1' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'more' });
    expect(selectLoadingMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'end.reached' });
    expect(selectLoadingMore(actor.getSnapshot())).toBe(true);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadPage']);
    expect(loadPage.inputs.at(-1)).toEqual({ search: '', cursor: 'c1' });
    await loadPage.resolve({ rows: [row('b')], nextCursor: 'c2' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'more' });
    expect(actor.getSnapshot().context.cursor).toBe('c2');
    actor.send({ type: 'end.reached' });
    await loadPage.resolve({ rows: [row('c')], nextCursor: null });
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(rows()).toEqual(['a', 'b', 'c']);
    expect(actor.getSnapshot().context.cursor).toBeNull();
    actor.send({ type: 'end.reached' });
    expect(loadPage.count).toBe(3);
  });

  it('a failed next page ends the list there with a toast; what was shown stays', async () => {
    const { actor, loadPage, effects, rows } = start();
    await loadPage.resolve({ rows: [row('a')], nextCursor: 'c1' });
    actor.send({ type: 'end.reached' });
    const error = new Error('offline');
    await loadPage.reject(error);
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(actor.getSnapshot().context.cursor).toBeNull();
    expect(rows()).toEqual(['a']);
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
  });

  it("a failed first page says so, and 'Try again' reads it again", async () => {
    const { actor, loadPage, effects } = start();
    const error = new Error('500');
    await loadPage.reject(error);
    expect(selectFailed(actor.getSnapshot())).toBe(true);
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
    actor.send({ type: 'retry' });
    expect(selectLoading(actor.getSnapshot())).toBe(true);
    expect(loadPage.count).toBe(2);
    await loadPage.resolve({ rows: [], nextCursor: null });
    expect(selectFailed(actor.getSnapshot())).toBe(false);
  });

  it('search waits 500 ms after the last keystroke, then starts again from page 1', async () => {
    const { actor, loadPage, rows } = start();
    await loadPage.resolve({ rows: [row('a'), row('b')], nextCursor: 'c1' });
    actor.send({ type: 'search.changed', search: 'ad' });
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(selectLoading(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    actor.send({ type: 'search.changed', search: 'ada' });
    await vi.advanceTimersByTimeAsync(499);
    expect(loadPage.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadPage.inputs.at(-1)).toEqual({ search: 'ada', cursor: null });
    expect(rows()).toEqual([]);
    expect(actor.getSnapshot().context.cursor).toBeNull();
    await loadPage.resolve({ rows: [row('z')], nextCursor: null });
    expect(rows()).toEqual(['z']);
  });

  it('a row action (Remove, Accept, Decline) takes the row away once done, with a toast', async () => {
    const { actor, loadPage, actOnRow, effects, rows } = start();
    await loadPage.resolve({ rows: [row('a'), row('b')], nextCursor: 'c1' });
    actor.send({ type: 'row.action', rowId: 'b', action: 'remove' });
    expect(actor.getSnapshot().value).toBe('acting');
    expect(actor.getSnapshot().context.acting).toEqual({ rowId: 'b', action: 'remove' });
    expect(actOnRow.inputs).toEqual([{ rowId: 'b', action: 'remove' }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['actOnRow']);
    await actOnRow.resolve();
    expect(effects.announceDone).toHaveBeenCalledWith(expect.anything(), { action: 'remove' });
    expect(rows()).toEqual(['a']);
    expect(actor.getSnapshot().context.acting).toBeNull();
    // Back in the list, still with more to read.
    expect(actor.getSnapshot().value).toEqual({ ready: 'more' });
  });

  it('a failed row action keeps the row and says so', async () => {
    const { actor, loadPage, actOnRow, effects, rows } = start();
    await loadPage.resolve({ rows: [row('a')], nextCursor: null });
    actor.send({ type: 'row.action', rowId: 'a', action: 'accept' });
    const error = new Error('nope');
    await actOnRow.reject(error);
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(rows()).toEqual(['a']);
    expect(actor.getSnapshot().context.acting).toBeNull();
    expect(effects.announceDone).not.toHaveBeenCalled();
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
  });

  it('ignores an action on a row that is not in the list', async () => {
    const { actor, loadPage, actOnRow } = start();
    await loadPage.resolve({ rows: [row('a')], nextCursor: null });
    actor.send({ type: 'row.action', rowId: 'zz', action: 'decline' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(actOnRow.count).toBe(0);
  });
});
