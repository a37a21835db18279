// @vitest-environment jsdom
/**
 * Model-based test of choosing guests: every transition of the guestSelection chart is driven
 * through the real /create-event screen (the 'Add guests' sheet, the chips on the form, the
 * removal question) over a fake gateway whose candidate list the test releases.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { guestSelectionMachine, type GuestSelectionEvent } from '../../machines/guestSelection.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';
import { CANDIDATES, mountCreateEvent, sheet } from './support/create-event.tsx';

type Snap = SnapshotFrom<typeof guestSelectionMachine>;
type DriverEvent = GuestSelectionEvent['type'] | 'xstate.done.actor.loadCandidates' | 'xstate.error.actor.loadCandidates';
const GUS = CANDIDATES[0]!;

let api: ReturnType<typeof installFakeApi>;
const question = () => screen.queryByRole('dialog', { name: 'Remove this person?' });
const chips = () => screen.queryByRole('list', { name: 'Chosen guests' });
const openSheet = () => sheet()!;

function checkChips(s: Snap) {
  const chosen = s.context.selected.map((g) => g.displayName);
  if (chosen.length === 0) expect(chips()).toBeNull();
  else
    expect(
      within(chips()!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(chosen);
  expect(screen.getByText(`(${s.context.selected.length}/5)`)).toBeTruthy();
}
function checkSheet(s: Snap) {
  const open = openSheet();
  expect(within(open).getByText(`${s.context.selected.length}/5`)).toBeTruthy();
  const search = within(open).getByRole('searchbox', { name: 'Search guests' }) as HTMLInputElement;
  expect(search.placeholder).toBe('Search guests ...');
  expect(search.value).toBe(s.context.search);
  expect(search.disabled).toBe(!s.matches({ candidates: 'ready' }));
  if (s.matches({ candidates: 'loading' })) expect(within(open).getByRole('progressbar', { name: 'Loading people' })).toBeTruthy();
  if (s.matches({ candidates: 'failed' })) expect(within(open).getByRole('button', { name: 'Try again' })).toBeTruthy();
  if (s.matches({ candidates: 'ready' })) {
    const term = s.context.search.toLowerCase();
    const names = CANDIDATES.filter((c) => c.displayName.toLowerCase().includes(term)).map((c) => c.displayName);
    for (const name of names) {
      const chosen = s.context.selected.some((g) => g.displayName === name);
      expect(within(open).getByRole('button', { name: `${chosen ? 'Remove' : 'Add'} ${name}` })).toBeTruthy();
    }
    expect(within(open).queryAllByText(/^Pods: \d+$/)).toHaveLength(names.length);
  }
}

const states = {
  'candidates.loading': () => {},
  'candidates.ready': () => {},
  'candidates.failed': () => {},
  'sheet.closed.idle': (s: Snap) => {
    expect(sheet()).toBeNull();
    expect(question()).toBeNull();
    checkChips(s);
  },
  'sheet.closed.confirmingRemove': (s: Snap) => {
    expect(sheet()).toBeNull();
    expect(
      within(question()!).getByText(`Are you sure you want to Remove ${s.context.selected.find((g) => g.userId === s.context.removing)!.displayName}?`),
    ).toBeTruthy();
  },
  'sheet.open.idle': (s: Snap) => {
    expect(question()).toBeNull();
    checkSheet(s);
    checkChips(s);
  },
  'sheet.open.confirmingRemove': (s: Snap) => {
    checkSheet(s);
    expect(question()).toBeTruthy();
  },
} satisfies Record<string, (snapshot: Snap) => void>;

const settle = async (value: unknown) => {
  await vi.waitFor(() => expect(api.isHeld('GuestCandidates')).toBe(true));
  await act(async () => api.settle('GuestCandidates', value));
};

const events = {
  'sheet.opened': () => void fireEvent.click(screen.getByRole('button', { name: 'Add guests' })),
  'sheet.closed': () => void fireEvent.click(within(openSheet()).getByRole('button', { name: 'Close' })),
  'search.changed': (event: { search: string }) =>
    void fireEvent.change(within(openSheet()).getByRole('searchbox', { name: 'Search guests' }), { target: { value: event.search } }),
  'guest.added': (event: { guest: { displayName: string } }) =>
    void fireEvent.click(within(openSheet()).getByRole('button', { name: `Add ${event.guest.displayName}` })),
  'guest.removeRequested': () => {
    const place = sheet() ?? chips()!;
    fireEvent.click(within(place).getByRole('button', { name: `Remove ${GUS.displayName}` }));
  },
  confirm: () => void fireEvent.click(within(question()!).getByRole('button', { name: 'Confirm' })),
  dismiss: () => void fireEvent.click(within(question()!).getByRole('button', { name: 'Cancel' })),
  retry: () => {
    api.hold('GuestCandidates');
    fireEvent.click(within(openSheet()).getByRole('button', { name: 'Try again' }));
  },
  'xstate.done.actor.loadCandidates': () => settle({ getGuestCandidates: { candidates: CANDIDATES } }),
  'xstate.error.actor.loadCandidates': () => settle(failure(500, 'Something went wrong on our side. Please try again.')),
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;

const sampleEvents = [
  { type: 'sheet.opened' },
  { type: 'sheet.closed' },
  { type: 'search.changed', search: 'gu' },
  { type: 'guest.added', guest: GUS },
  { type: 'guest.removeRequested', userId: GUS.userId },
  { type: 'confirm' },
  { type: 'dismiss' },
  { type: 'retry' },
  { type: 'xstate.done.actor.loadCandidates', output: CANDIDATES },
  { type: 'xstate.error.actor.loadCandidates', error: new Error('offline') },
];
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} ${context.selected.length}`;
};
const INPUT = { selected: [] };
const model = new TestModel(guestSelectionMachine, { input: INPUT, stateMatcher, events: sampleEvents as never, serializeState } as never);
const leaves = leafStates(guestSelectionMachine);
const { edges, paths } = transitionCoveringPaths(model, serializeState);
const visited = new Set<string>();
const taken = new Set<string>();

describe('guestSelection model', () => {
  beforeAll(installJsdomPlatform);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it.each(paths.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence }) => {
    ({ api } = await mountCreateEvent({ holdCandidates: true }));
    const checked = await runPath(guestSelectionMachine, INPUT, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('guestSelection', leaves, visited, edges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
