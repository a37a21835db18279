// @vitest-environment jsdom
/**
 * Issue 21, item 1: reads are kept, keyed by what they read, instead of asked again on every
 * mount. A second mount within the freshness window asks nothing; two mounts at once ask once; a
 * mount after it shows the kept data at once and reads again behind it; `reload` still shows the
 * loading state; `update` changes what is kept; another viewer starts afresh.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

type UseLoad = typeof import('../../../src/lib/use-load.ts').useLoad;
let useLoad: UseLoad;
let FRESH_FOR_MS: number;

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'] });
  sessionStorage.setItem('userId', 'u1');
  ({ useLoad } = await import('../../../src/lib/use-load.ts'));
  ({ FRESH_FOR_MS } = await import('../../../src/lib/read-cache.ts'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

/** A loader whose answers the test gives, one per call. */
function loader() {
  const answers: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => answers.push({ resolve, reject })));
  const answer = (value: string, call = answers.length - 1) => act(async () => answers[call]!.resolve(value));
  const fail = (call = answers.length - 1) => act(async () => answers[call]!.reject(new Error('offline')));
  return { load, answer, fail };
}

function Thing({ label, load }: { label: string; load: () => Promise<string> }) {
  const thing = useLoad('thing:1', load);
  return (
    <section aria-label={label}>
      <output>{thing.failed ? 'failed' : (thing.data ?? 'loading')}</output>
      <button type="button" onClick={thing.reload}>
        Reload
      </button>
      <button type="button" onClick={() => thing.update((data) => `${data}!`)}>
        Update
      </button>
    </section>
  );
}
const shown = (label = 'A') => screen.getByRole('region', { name: label }).querySelector('output')!.textContent;
const mount = (load: () => Promise<string>, ...labels: string[]) =>
  render(
    <>
      {(labels.length ? labels : ['A']).map((label) => (
        <Thing key={label} label={label} load={load} />
      ))}
    </>,
  );

it('asks nothing again when mounted a second time within the freshness window', async () => {
  const { load, answer } = loader();
  const first = mount(load);
  expect(shown()).toBe('loading');
  await answer('one');
  expect(shown()).toBe('one');
  first.unmount();

  vi.setSystemTime(Date.now() + FRESH_FOR_MS - 1000);
  mount(load);
  expect(shown()).toBe('one');
  await act(async () => {});
  expect(load).toHaveBeenCalledTimes(1);
});

it('asks once for two mounts at the same time, and shows the answer in both', async () => {
  const { load, answer } = loader();
  mount(load, 'A', 'B');
  expect([shown('A'), shown('B')]).toEqual(['loading', 'loading']);
  await answer('one');
  expect([shown('A'), shown('B')]).toEqual(['one', 'one']);
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows what was kept at once after the window, and reads again behind it', async () => {
  const { load, answer } = loader();
  const first = mount(load);
  await answer('one');
  first.unmount();

  vi.setSystemTime(Date.now() + FRESH_FOR_MS + 1000);
  mount(load);
  expect(shown()).toBe('one');
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  expect(shown()).toBe('one');
  await answer('two');
  expect(shown()).toBe('two');
});

it('keeps showing what was kept when the read behind it fails', async () => {
  const { load, answer, fail } = loader();
  const first = mount(load);
  await answer('one');
  first.unmount();

  vi.setSystemTime(Date.now() + FRESH_FOR_MS + 1000);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mount(load);
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  await fail();
  expect(shown()).toBe('one');
});

it('still shows the loading state on reload, and asks even when fresh', async () => {
  const { load, answer } = loader();
  mount(load);
  await answer('one');
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(shown()).toBe('loading');
  expect(load).toHaveBeenCalledTimes(2);
  await answer('two');
  expect(shown()).toBe('two');
});

it('keeps what `update` changed for the next mount', async () => {
  const { load, answer } = loader();
  const first = mount(load);
  await answer('one');
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(shown()).toBe('one!');
  first.unmount();

  mount(load);
  expect(shown()).toBe('one!');
  expect(load).toHaveBeenCalledTimes(1);
});

it('starts afresh for another viewer', async () => {
  const { load, answer } = loader();
  const first = mount(load);
  await answer('one');
  first.unmount();

  sessionStorage.setItem('userId', 'u2');
  mount(load);
  expect(shown()).toBe('loading');
  expect(load).toHaveBeenCalledTimes(2);
  await answer('theirs');
  expect(shown()).toBe('theirs');
});

it('reads again, showing the loading state, once a change outdates what was kept', async () => {
  const { load, answer } = loader();
  const { outdateReads } = await import('../../../src/lib/read-cache.ts');
  const first = mount(load);
  await answer('one');
  first.unmount();

  outdateReads('thing:');
  mount(load);
  expect(shown()).toBe('loading');
  expect(load).toHaveBeenCalledTimes(2);
  await answer('two');
  expect(shown()).toBe('two');
});
