// @vitest-environment jsdom
/**
 * "Here now" in the page (src/lib/here-now.ts, issue 46 item 5): a badge shows what its read said
 * until the notification stream speaks of its Pod; the Pods on screen are told to the server a
 * moment after they change and again with each new stream key, at most 60, the newest; news of a
 * Pod no badge shows is dropped, and a closed stream's word is forgotten.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

type Module = typeof import('../../../src/lib/here-now.ts');
let here: Module;
const sent: { streamKey: string; postIds: string[] }[] = [];

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  here = await import('../../../src/lib/here-now.ts');
  sent.length = 0;
  here.provideHereSender(async (streamKey, postIds) => void sent.push({ streamKey, postIds }));
});
afterEach(() => vi.useRealTimers());

const two = { count: 2, faces: [{ userId: 'ada', userDisplayName: 'Ada', userDPUrl: null }] };

it("shows the read's count, then the stream's, and nothing for an empty room", async () => {
  const { result, rerender } = renderHook(({ postId }) => here.useHereNow(postId, postId === 'p1' ? two : null), { initialProps: { postId: 'p1' } });
  expect(result.current).toEqual(two);
  act(() => here.publishHere([{ postId: 'p1', count: 3, faces: [] }]));
  expect(result.current).toEqual({ count: 3, faces: [] });
  act(() => here.publishHere([{ postId: 'p1', count: 0, faces: [] }]));
  expect(result.current).toBeNull();
  // The stream closed: what it said may be old by the time it is back, so the read counts again.
  act(() => here.setHereStreamKey(null));
  expect(result.current).toEqual(two);
  rerender({ postId: 'p2' });
  expect(result.current).toBeNull();
});

it('tells the server the Pods on screen once the stream has a key, after they settle, and again with a new key', async () => {
  const first = renderHook(() => here.useHereNow('p1', null));
  renderHook(() => here.useHereNow('p2', null));
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(sent).toEqual([]);
  here.setHereStreamKey('k1');
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(sent).toEqual([{ streamKey: 'k1', postIds: ['p1', 'p2'] }]);
  first.unmount();
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(sent.at(-1)).toEqual({ streamKey: 'k1', postIds: ['p2'] });
  // Nothing changed: nothing sent.
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(sent).toHaveLength(2);
  here.setHereStreamKey('k2');
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(sent.at(-1)).toEqual({ streamKey: 'k2', postIds: ['p2'] });
});

it('watches at most 60 Pods, the newest on screen, and keeps a Pod shown twice until both go', async () => {
  here.setHereStreamKey('k');
  const hooks = Array.from({ length: 65 }, (_, i) => renderHook(() => here.useHereNow(`p${i}`, null)));
  const again = renderHook(() => here.useHereNow('p64', null));
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(sent.at(-1)!.postIds).toHaveLength(here.MAX_WATCHED);
  expect(sent.at(-1)!.postIds[0]).toBe('p5');
  hooks[64]!.unmount();
  act(() => here.publishHere([{ postId: 'p64', count: 1, faces: [] }]));
  expect(again.result.current).toEqual({ count: 1, faces: [] });
  // News of a Pod nobody shows is dropped.
  again.unmount();
  act(() => here.publishHere([{ postId: 'p64', count: 4, faces: [] }]));
  expect(renderHook(() => here.useHereNow('p64', null)).result.current).toBeNull();
});
