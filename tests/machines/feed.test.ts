import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  FEED_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  createFeedMachine,
  feedMachine,
  selectCanLoadMore,
  selectFailed,
  selectIsLoadingFirst,
  selectIsLoadingMore,
  withFirstPage,
  type FeedQuery,
} from '../../machines/feed.ts';
import { call } from './support/calls.ts';

const page = (from: number, size: number) => Array.from({ length: size }, (_, i) => `post${from + i}`);

function start(input: { category: string; search?: string } = { category: 'all-pods' }) {
  const loadPage = call<string[], FeedQuery>();
  const effects = { reportFailure: vi.fn() };
  const machine = createFeedMachine<string>().provide({ actors: { loadPage: loadPage.logic }, actions: effects });
  const actor = createActor(machine, { input }).start();
  const posts = () => actor.getSnapshot().context.posts;
  return { actor, loadPage, effects, posts, machine };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('feed (spec §4 Feed: page size 8, more while a full page returns)', () => {
  it('the spec constants: 8 a page, search after 500 ms', () => {
    expect(FEED_PAGE_SIZE).toBe(8);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(feedMachine.id).toBe('feed');
  });

  it('loads page 1 of the category, then more while full pages return', async () => {
    const { actor, loadPage, posts } = start({ category: 'business' });
    expect(selectIsLoadingFirst(actor.getSnapshot())).toBe(true);
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ category: 'business', search: '', pageNumber: 1, posts: [], failed: false });
    expect(loadPage.inputs).toEqual([{ category: 'business', search: '', pageNumber: 1 }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadPage']);
    await loadPage.resolve(page(1, 8));
    expect(actor.getSnapshot().value).toEqual({ ready: 'more' });
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(true);
    expect(selectIsLoadingFirst(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'end.reached' });
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadMore']);
    expect(loadPage.inputs.at(-1)).toEqual({ category: 'business', search: '', pageNumber: 2 });
    await loadPage.resolve(page(9, 8));
    expect(actor.getSnapshot().value).toEqual({ ready: 'more' });
    actor.send({ type: 'end.reached' });
    expect(loadPage.inputs.at(-1)).toEqual({ category: 'business', search: '', pageNumber: 3 });
    await loadPage.resolve(page(17, 7));
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
    expect(posts()).toEqual(page(1, 23));
    actor.send({ type: 'end.reached' });
    expect(loadPage.count).toBe(3);
  });

  it('a short first page is all there is; an empty one too', async () => {
    const { actor, loadPage, posts } = start();
    await loadPage.resolve(page(1, 7));
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(posts()).toEqual(page(1, 7));
    expect(selectFailed(actor.getSnapshot())).toBe(false);
  });

  it('a failed first page ends pagination; Try again starts over from page 1', async () => {
    const { actor, loadPage, effects, posts } = start();
    const error = new Error('offline');
    await loadPage.reject(error);
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(selectFailed(actor.getSnapshot())).toBe(true);
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(selectFailed(actor.getSnapshot())).toBe(false);
    expect(loadPage.inputs.at(-1)).toEqual({ category: 'all-pods', search: '', pageNumber: 1 });
    await loadPage.resolve(page(1, 8));
    expect(posts()).toEqual(page(1, 8));
  });

  it('a failed next page ends pagination but keeps the Pods; Try again starts over', async () => {
    const { actor, loadPage, effects, posts } = start();
    await loadPage.resolve(page(1, 8));
    actor.send({ type: 'end.reached' });
    const failure = new Error('offline');
    await loadPage.reject(failure);
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(false);
    expect(selectFailed(actor.getSnapshot())).toBe(true);
    expect(posts()).toEqual(page(1, 8));
    expect(effects.reportFailure).toHaveBeenCalledTimes(1);
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error: failure });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.pageNumber).toBe(1);
    expect(posts()).toEqual([]);
    expect(loadPage.inputs.at(-1)).toEqual({ category: 'all-pods', search: '', pageNumber: 1 });
  });

  it("'Try again' does nothing when nothing failed", async () => {
    const { actor, loadPage } = start();
    await loadPage.resolve(page(1, 3));
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'end' });
    expect(loadPage.count).toBe(1);
  });

  it('a tab change resets to page 1 of that category', async () => {
    const { actor, loadPage, posts } = start();
    await loadPage.resolve(page(1, 8));
    actor.send({ type: 'end.reached' });
    await loadPage.reject(new Error('x'));
    actor.send({ type: 'category.selected', category: 'design' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({ category: 'design', pageNumber: 1, posts: [], failed: false });
    expect(loadPage.inputs.at(-1)).toEqual({ category: 'design', search: '', pageNumber: 1 });
    await loadPage.resolve(page(50, 2));
    expect(posts()).toEqual(page(50, 2));
  });

  it('search runs 500 ms after the last keystroke, from page 1', async () => {
    const { actor, loadPage, posts } = start({ category: 'all-pods', search: 'old' });
    expect(loadPage.inputs[0]).toEqual({ category: 'all-pods', search: 'old', pageNumber: 1 });
    await loadPage.resolve(page(1, 8));
    actor.send({ type: 'end.reached' });
    await loadPage.resolve(page(9, 8));
    actor.send({ type: 'search.changed', search: 'cas' });
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(selectIsLoadingFirst(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    actor.send({ type: 'search.changed', search: 'castle' });
    await vi.advanceTimersByTimeAsync(499);
    expect(loadPage.count).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadPage.inputs.at(-1)).toEqual({ category: 'all-pods', search: 'castle', pageNumber: 1 });
    expect(posts()).toEqual([]);
    expect(actor.getSnapshot().context.failed).toBe(false);
  });

  it('a first page that came with the screen starts where its load would have led', () => {
    const { machine } = start();
    const full = withFirstPage(machine, 'technology', page(1, 8));
    expect(full.value).toEqual({ ready: 'more' });
    expect(full.context).toEqual({ category: 'technology', search: '', pageNumber: 1, posts: page(1, 8), failed: false });
    expect(withFirstPage(machine, 'technology', page(1, 7)).value).toEqual({ ready: 'end' });
  });
});
