// @vitest-environment jsdom
/**
 * Model-based test of choosing guests: every transition of the guestSelection chart is driven
 * through the real /create-event screen (the 'Add guests' sheet, the chips on the form, the
 * removal question) over a fake gateway whose candidate list the test releases.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { guestSelectionMachine } from '../../machines/guestSelection.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { guestSelectionScenarios } from '../scenarios/guestSelection.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { CANDIDATES, mountCreateEvent, sheet } from './support/create-event.tsx';

type Snap = SnapshotFrom<typeof guestSelectionMachine>;
const GUS = CANDIDATES[0]!;

let api: ReturnType<typeof installFakeApi>;
const question = () => screen.queryByRole('dialog', { name: 'Remove this person?' });
const chips = () => screen.queryByRole('list', { name: 'Chosen guests' });
const openSheet = () => sheet()!;

/** The guests a path has chosen: Gus once added, none once his removal is confirmed. */
const chosenAfter = ({ events }: ModelStep) =>
  events.reduce<string[]>((chosen, event) => (event.type === 'guest.added' ? ['Gus'] : event.type === 'confirm' ? [] : chosen), []);
/** What the search box holds: the last search typed since the sheet was last opened. */
const searchAfter = ({ events }: ModelStep) =>
  events.reduce((search, event) => (event.type === 'search.changed' ? String(event.search) : event.type === 'sheet.closed' ? '' : search), '');
/** What the candidate list ended as: loaded, failed, or still asked for. */
const candidatesAfter = ({ events }: ModelStep) =>
  events.reduce<'loading' | 'ready' | 'failed'>(
    (list, event) =>
      event.type === 'xstate.done.actor.loadCandidates'
        ? 'ready'
        : event.type === 'xstate.error.actor.loadCandidates'
          ? 'failed'
          : event.type === 'retry'
            ? 'loading'
            : list,
    'loading',
  );

function checkChips(step: ModelStep) {
  const chosen = chosenAfter(step);
  if (chosen.length === 0) expect(chips()).toBeNull();
  else
    expect(
      within(chips()!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(chosen);
  expect(screen.getByText(`(${chosen.length}/5)`)).toBeTruthy();
}
function checkSheet(step: ModelStep) {
  const open = openSheet();
  const chosen = chosenAfter(step);
  expect(within(open).getByText(`${chosen.length}/5`)).toBeTruthy();
  const search = within(open).getByRole('searchbox', { name: 'Search guests' }) as HTMLInputElement;
  expect(search.placeholder).toBe('Search guests ...');
  expect(search.value).toBe(searchAfter(step));
  if (candidatesAfter(step) === 'ready') {
    // Both candidates match '' and 'gu' matches Gus only.
    const names = searchAfter(step) === 'gu' ? ['Gus'] : ['Gus', 'Ivy'];
    for (const name of names) expect(within(open).getByRole('button', { name: `${chosen.includes(name) ? 'Remove' : 'Add'} ${name}` })).toBeTruthy();
    expect(within(open).queryAllByText(/^Pods: \d+$/)).toHaveLength(names.length);
  }
}

const states = {
  'candidates.loading': async () => {
    await vi.waitFor(() => expect(api.isHeld('GuestCandidates')).toBe(true));
    const open = sheet();
    if (open) {
      expect(within(open).getByRole('progressbar', { name: 'Loading people' })).toBeTruthy();
      expect(within(open).getByRole('searchbox', { name: 'Search guests' })).toHaveProperty('disabled', true);
      expect(within(open).queryByRole('button', { name: 'Try again' })).toBeNull();
    }
  },
  'candidates.ready': () => {
    expect(api.isHeld('GuestCandidates')).toBe(false);
    const open = sheet();
    if (open) {
      expect(within(open).getByRole('searchbox', { name: 'Search guests' })).toHaveProperty('disabled', false);
      expect(within(open).queryByRole('progressbar', { name: 'Loading people' })).toBeNull();
      expect(within(open).queryByRole('button', { name: 'Try again' })).toBeNull();
    }
  },
  'candidates.failed': () => {
    expect(api.isHeld('GuestCandidates')).toBe(false);
    const open = sheet();
    if (open) {
      expect(within(open).getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(within(open).getByRole('searchbox', { name: 'Search guests' })).toHaveProperty('disabled', true);
      expect(within(open).queryByRole('progressbar', { name: 'Loading people' })).toBeNull();
      expect(within(open).queryAllByText(/^Pods: \d+$/)).toHaveLength(0);
    }
  },
  'sheet.closed.idle': (_s: unknown, step: ModelStep) => {
    expect(sheet()).toBeNull();
    expect(question()).toBeNull();
    checkChips(step);
  },
  'sheet.closed.confirmingRemove': () => {
    expect(sheet()).toBeNull();
    expect(within(question()!).getByText('Are you sure you want to Remove Gus?')).toBeTruthy();
  },
  'sheet.open.idle': (_s: unknown, step: ModelStep) => {
    expect(question()).toBeNull();
    checkSheet(step);
    checkChips(step);
  },
  'sheet.open.confirmingRemove': (_s: unknown, step: ModelStep) => {
    checkSheet(step);
    expect(within(question()!).getByText('Are you sure you want to Remove Gus?')).toBeTruthy();
  },
};

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
} satisfies Drivers<typeof guestSelectionMachine>;

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

describeModel('guestSelection', {
  scenarios: guestSelectionScenarios,
  machine: guestSelectionMachine,
  input: INPUT,
  mount: async () => {
    ({ api } = await mountCreateEvent({ holdCandidates: true }));
  },
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
});
