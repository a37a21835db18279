// @vitest-environment jsdom
/**
 * Issue 23, item 2: a route's loader asks for its screen's reads while the screen's code is still
 * coming (prefetchReads); the screen's own read joins the one under way instead of asking again,
 * shows its answer or its failure, and a fresh kept read is not asked again.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

type UseLoad = typeof import('../../../src/lib/use-load.ts').useLoad;
type PrefetchReads = typeof import('../../../src/lib/read-cache.ts').prefetchReads;
let useLoad: UseLoad;
let prefetchReads: PrefetchReads;

beforeEach(async () => {
  vi.resetModules();
  sessionStorage.setItem('userId', 'u1');
  ({ useLoad } = await import('../../../src/lib/use-load.ts'));
  ({ prefetchReads } = await import('../../../src/lib/read-cache.ts'));
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function deferredLoad() {
  let settle!: { resolve: (value: string) => void; reject: (error: Error) => void };
  const load = vi.fn(() => new Promise<string>((resolve, reject) => (settle = { resolve, reject })));
  return { load, answer: (value: string) => act(async () => settle.resolve(value)), fail: () => act(async () => settle.reject(new Error('offline'))) };
}

function Screen({ load }: { load: () => Promise<string> }) {
  const thing = useLoad('thing:1', load);
  return <output>{thing.failed ? 'failed' : (thing.data ?? 'loading')}</output>;
}

it('the screen joins the read its route started, and shows its answer', async () => {
  const { load, answer } = deferredLoad();
  prefetchReads({ key: 'thing:1', load });
  expect(load).toHaveBeenCalledTimes(1);
  render(<Screen load={load} />);
  expect(screen.getByRole('status').textContent).toBe('loading');
  await answer('the list');
  expect(screen.getByRole('status').textContent).toBe('the list');
  expect(load).toHaveBeenCalledTimes(1);
});

it('a failed prefetch is the screen’s to show, and nothing is left unhandled', async () => {
  const { load, fail } = deferredLoad();
  prefetchReads({ key: 'thing:1', load });
  render(<Screen load={load} />);
  await fail();
  expect(screen.getByRole('status').textContent).toBe('failed');
  expect(load).toHaveBeenCalledTimes(1);
});

it('a fresh kept read is not asked for again', async () => {
  const { load, answer } = deferredLoad();
  prefetchReads({ key: 'thing:1', load });
  await answer('kept');
  prefetchReads({ key: 'thing:1', load });
  render(<Screen load={load} />);
  expect(screen.getByRole('status').textContent).toBe('kept');
  expect(load).toHaveBeenCalledTimes(1);
});

it('a read that came with the page shows at once, and is read again behind it once', async () => {
  const { keepPageRead } = await import('../../../src/lib/read-cache.ts');
  keepPageRead('thing:1', 'from the page');
  const { load, answer } = deferredLoad();
  render(<Screen load={load} />);
  expect(screen.getByRole('status').textContent).toBe('from the page');
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await answer('read again');
  expect(screen.getByRole('status').textContent).toBe('read again');
  cleanup();
  render(<Screen load={load} />);
  expect(load).toHaveBeenCalledTimes(1);
});
