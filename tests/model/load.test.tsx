// @vitest-environment jsdom
/**
 * Model-based test of a screen's read: every arrow of the load chart is driven through useLoad
 * (src/lib/use-load.ts) and the real read cache, in a screen that shows what the screens using it
 * show — placeholders, '… did not load.' with 'Try again', or the data — for a read never made, one
 * kept moments ago and one kept from earlier. The reads are answered by the test, one at a time.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { loadMachine, type ReadAge } from '../../machines/load.ts';
import { describeModel, type ModelStep } from './support/model-test.ts';

type UseLoad = typeof import('../../src/lib/use-load.ts').useLoad;

const KEPT = 'Ada (kept)';
const READ = 'Ada Lovelace';

/** The reads asked of the server, each answered (or failed) by the test. */
let reads: { key: string; resolve: (value: string) => void; reject: (error: Error) => void; settled: boolean }[] = [];
let settledCount = 0;
let rerender: (key: string) => void;
let keys = 0;

function Profile({ useLoad, dataKey }: { useLoad: UseLoad; dataKey: string }) {
  const profile = useLoad(
    dataKey,
    () =>
      new Promise<string>((resolve, reject) => {
        reads.push({ key: dataKey, resolve, reject, settled: false });
      }),
    { settled: () => void (settledCount += 1) },
  );
  return (
    <section aria-label="Profile" aria-busy={profile.data === null && !profile.failed}>
      {profile.data === null && !profile.failed && <p role="status">Loading profile…</p>}
      {profile.failed && (
        <>
          <p>Your profile did not load.</p>
          <button type="button" onClick={profile.reload}>
            Try again
          </button>
        </>
      )}
      {profile.data !== null && <h1>{profile.data}</h1>}
      <button type="button" onClick={profile.reload}>
        Reload
      </button>
      <button type="button" onClick={profile.refresh}>
        Pull to refresh
      </button>
    </section>
  );
}

async function mount(input: { key: string; age: ReadAge }) {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'] });
  sessionStorage.setItem('userId', 'me');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  reads = [];
  settledCount = 0;
  keys = 1;
  const { useLoad } = await import('../../src/lib/use-load.ts');
  const { keepRead, FRESH_FOR_MS } = await import('../../src/lib/read-cache.ts');
  if (input.age !== 'none') keepRead(input.key, KEPT);
  if (input.age === 'stale') vi.setSystemTime(Date.now() + FRESH_FOR_MS + 1000);
  const view = render(<Profile useLoad={useLoad} dataKey={input.key} />);
  rerender = (key) => view.rerender(<Profile useLoad={useLoad} dataKey={key} />);
}

const pending = () => reads.filter((r) => !r.settled);
const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent ?? null;
/**
 * The oracle, from useLoad's rules (not from the chart): what the screen shows after these events.
 * Placeholders without a kept read; the kept read at once; 'Try again' and another (never read)
 * key show the placeholders; an answer shows the data; a failure shows '… did not load.' only
 * when there was nothing on screen (a failed refresh or read behind keeps what is shown).
 */
type View = 'placeholders' | 'failed' | typeof KEPT | typeof READ;
function expectedView(step: ModelStep): View {
  let view: View = (step.input as { age: ReadAge }).age === 'none' ? 'placeholders' : KEPT;
  for (const event of step.events) {
    if (event.type === 'reload' || event.type === 'key.changed') view = 'placeholders';
    if (event.type === 'xstate.done.actor.read') view = READ;
    if (event.type === 'xstate.error.actor.read' && view === 'placeholders') view = 'failed';
  }
  return view;
}
/** The newest read asked, settled by the test (older ones were left behind by a reload or another key). */
async function settle(outcome: 'answer' | 'fail') {
  const read = reads.at(-1)!;
  expect(read.settled, 'a read is on its way').toBe(false);
  read.settled = true;
  await act(async () => (outcome === 'answer' ? read.resolve(READ) : read.reject(new Error('offline'))));
}

const placeholders = (step: ModelStep) => {
  expect(expectedView(step)).toBe('placeholders');
  expect(screen.getByRole('status').textContent).toBe('Loading profile…');
  expect(screen.getByRole('region', { name: 'Profile' }).getAttribute('aria-busy')).toBe('true');
  expect(heading()).toBeNull();
  expect(screen.queryByText('Your profile did not load.')).toBeNull();
};
const shows = (step: ModelStep) => {
  expect(heading()).toBe(expectedView(step));
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByText('Your profile did not load.')).toBeNull();
  expect(screen.getByRole('region', { name: 'Profile' }).getAttribute('aria-busy')).toBe('false');
};
const saysFailed = (step: ModelStep) => {
  expect(expectedView(step)).toBe('failed');
  expect(screen.getByText('Your profile did not load.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(heading()).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
};

const SAMPLE_EVENTS = [
  { type: 'reload' },
  { type: 'refresh' },
  { type: 'key.changed', key: 'profile:2', age: 'none' },
  { type: 'xstate.done.actor.read', output: undefined },
  { type: 'xstate.error.actor.read', error: new Error('offline') },
];

describeModel('load', {
  machine: loadMachine,
  inputs: {
    'never read': { key: 'profile:1', age: 'none' },
    'read moments ago': { key: 'profile:1', age: 'fresh' },
    'read earlier': { key: 'profile:1', age: 'stale' },
  },
  mount,
  afterEach: () => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  serializeState: (s) => JSON.stringify(s.value),
  events: SAMPLE_EVENTS,
  states: {
    loading: (_s, step) => {
      placeholders(step);
      expect(pending().length).toBeGreaterThan(0);
    },
    'shown.idle': (_s, step) => {
      shows(step);
      // Only the arrival with a read kept moments ago asks nothing at all.
      if (step.events.length === 0) expect(reads).toEqual([]);
    },
    'shown.revalidating': (_s, step) => {
      shows(step);
      expect(heading()).toBe(KEPT);
      expect(reads.map((r) => r.key)).toEqual(['profile:1']);
    },
    'shown.refreshing': (_s, step) => {
      shows(step);
      expect(reads.at(-1)!.settled).toBe(false);
    },
    'failed.idle': (_s, step) => saysFailed(step),
    'failed.refreshing': (_s, step) => {
      saysFailed(step);
      expect(reads.at(-1)!.settled).toBe(false);
    },
  },
  drivers: {
    reload: () => void fireEvent.click(screen.getByRole('button', { name: 'Reload' })),
    refresh: () => void fireEvent.click(screen.getByRole('button', { name: 'Pull to refresh' })),
    'key.changed': () => {
      keys += 1;
      act(() => rerender(`profile:${keys}`));
      expect(reads.at(-1)!.key).toBe(`profile:${keys}`);
    },
    'xstate.done.actor.read': () => settle('answer'),
    'xstate.error.actor.read': () => settle('fail'),
  },
});
