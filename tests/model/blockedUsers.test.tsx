// @vitest-environment jsdom
/**
 * Model-based test of the blocked users list: every transition of the blockedUsers chart is
 * driven through the real /settings/blocked-users screen over a fake gateway whose answers the
 * test releases: search, Unblock ('User Unblocked'), 'No Blocked Users', failures.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { blockedUsersMachine } from '../../machines/blockedUsers.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

type Snap = SnapshotFrom<typeof blockedUsersMachine>;
const USERS = [
  { userId: 'bo', userName: 'bo', userDisplayName: 'Bo', userDPUrl: null },
  { userId: 'cy', userName: 'cy', userDisplayName: 'Cy', userDPUrl: null },
];

let api: ReturnType<typeof installFakeApi>;

async function mount() {
  vi.resetModules();
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = installFakeApi({ BlockedUsers: () => ({ getBlockedUsers: { users: USERS } }), UnblockUser: () => ({ unblockUser: { userId: 'bo', status: false } }) });
  api.holdWhere('BlockedUsers', () => true);
  api.holdWhere('UnblockUser', () => true);
  const { BlockedUsersScreen } = await import('../../src/features/social/BlockedUsersScreen.tsx');
  const { Toasts } = await import('../../src/app/Toasts.tsx');
  renderRouted(
    <>
      <BlockedUsersScreen />
      <Toasts />
    </>,
  );
  await screen.findByRole('heading', { name: 'Blocked Users', level: 1 });
}

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000 });
const list = () => screen.queryByRole('list', { name: 'Blocked users' });
/** The names a path leaves listed: Bo and Cy as loaded, less Bo once unblocked; 'b' finds Bo only. */
function listedAfter({ events }: ModelStep) {
  const users = events.some((event) => event.type === 'xstate.done.actor.unblockUser') ? ['Cy'] : ['Bo', 'Cy'];
  const search = (events.findLast((event) => event.type === 'search.changed') as { search?: string } | undefined)?.search ?? '';
  return { users, visible: search === 'b' ? users.filter((name) => name === 'Bo') : users };
}
function checkList(step: ModelStep) {
  const { users, visible } = listedAfter(step);
  expect(
    list()
      ? within(list()!)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('strong')!.textContent)
      : [],
  ).toEqual(visible);
  if (users.length === 0) expect(screen.getByText('No Blocked Users')).toBeTruthy();
  else if (visible.length === 0) expect(screen.getByText('No results')).toBeTruthy();
}

const states = {
  loading: () => eventually(() => expect(screen.getByText('Loading…')).toBeTruthy()),
  ready: (_s: unknown, step: ModelStep) =>
    eventually(() => {
      checkList(step);
      for (const button of screen.queryAllByRole('button', { name: /^Unblock / })) expect(button).toHaveProperty('disabled', false);
    }),
  unblocking: (_s: unknown, step: ModelStep) =>
    eventually(() => {
      checkList(step);
      expect(screen.getByRole('button', { name: 'Unblock Bo' })).toHaveProperty('disabled', true);
    }),
  failed: () => eventually(() => expect(screen.getByText('The list did not load.')).toBeTruthy()),
};

const settle = async (operation: string, value: unknown) => {
  await vi.waitFor(() => expect(api.isHeld(operation)).toBe(true), { timeout: 2000 });
  await act(async () => api.settle(operation, value));
};

const events = {
  'search.changed': (event: { search: string }) => {
    const box = screen.getByRole('searchbox', { name: 'Search blocked users' }) as HTMLInputElement;
    if (box.value === event.search) fireEvent.change(box, { target: { value: `${event.search} ` } });
    fireEvent.change(box, { target: { value: event.search } });
  },
  unblock: () => void fireEvent.click(screen.getByRole('button', { name: 'Unblock Bo' })),
  retry: () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'xstate.done.actor.loadBlocked': () => settle('BlockedUsers', { getBlockedUsers: { users: USERS } }),
  'xstate.error.actor.loadBlocked': () => settle('BlockedUsers', failure(500, 'Something went wrong on our side. Please try again.')),
  'xstate.done.actor.unblockUser': async () => {
    await settle('UnblockUser', { unblockUser: { userId: 'bo', status: false } });
    await screen.findByText('User Unblocked');
  },
  'xstate.error.actor.unblockUser': async () => {
    await settle('UnblockUser', failure(500, 'Something went wrong on our side. Please try again.'));
    await screen.findByText('That did not work. Please try again.');
  },
} satisfies Drivers<typeof blockedUsersMachine>;

const sampleEvents = [
  { type: 'search.changed', search: 'b' },
  { type: 'search.changed', search: '' },
  { type: 'unblock', userId: 'bo' },
  { type: 'retry' },
  { type: 'xstate.done.actor.loadBlocked', output: USERS },
  { type: 'xstate.error.actor.loadBlocked', error: new Error('offline') },
  { type: 'xstate.done.actor.unblockUser', output: undefined },
  { type: 'xstate.error.actor.unblockUser', error: new Error('offline') },
];
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} ${context.users.map((u) => u.userId).join(',')} ${context.search}`;
};

describeModel('blockedUsers', {
  machine: blockedUsersMachine,
  mount: () => mount(),
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
});
