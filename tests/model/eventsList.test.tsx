// @vitest-environment jsdom
/**
 * Model-based test of the /events screen: every arrow of the eventsList chart (tabs, search, a
 * pending event's options menu and its deletion) is driven through the real <EventsScreen> over a
 * fake gateway. The host has one pending event, 'Launch night'; they are invited to 'Book club'.
 * What each state must show comes from the spec's rules, replayed over the path's events
 * (`expectedScreen`), not from the chart.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { eventsListMachine } from '../../machines/eventsList.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

const NOW = Math.floor(Date.now() / 1000);
const event = (eventId: number, eventName: string, hostId: string) => ({
  eventId,
  hostId,
  postId: `post-${hostId}`,
  eventName,
  eventDescription: '',
  eventThumbnail: null,
  startTimestamp: NOW + 86_400,
  endTimestamp: NOW + 90_000,
  eventStatus: 'pending',
  host: { userId: hostId, userDisplayName: hostId === 'me' ? 'Ada' : 'Hana', userDPUrl: null },
  post: { postId: `post-${hostId}`, postName: hostId === 'me' ? "Ada's Pod" : "Hana's Pod", postDisplayImage: '/x.webp' },
  guests: [{ userId: 'bo', userDisplayName: 'Bo', userDPUrl: null }],
});
const HOSTED = [event(7, 'Launch night', 'me')];
const INVITED = [event(9, 'Book club', 'hana')];
const DELETED_TOAST = 'Event deleted';
const FAILED_TOAST = 'The event was not deleted. Please try again.';

let api: ReturnType<typeof installFakeApi>;

async function mount() {
  vi.resetModules();
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = installFakeApi({
    HostedEvents: () => ({ getHostedEvents: { events: HOSTED } }),
    EventInvitations: () => ({ getEventInvitations: { events: INVITED } }),
    DeleteEvent: () => ({ deleteEvent: { eventId: 7, deleted: true } }),
    UnreadNotifications: () => ({ getNotifications: [] }),
    MarkNotificationsRead: () => ({ markNotificationsRead: { marked: 0 } }),
  });
  api.holdWhere('DeleteEvent', () => true);
  const { EventsScreen } = await import('../../src/features/events/EventsScreen.tsx');
  const { Toasts } = await import('../../src/app/Toasts.tsx');
  renderRouted(
    <>
      <EventsScreen />
      <Toasts />
    </>,
  );
  await screen.findByRole('heading', { name: 'Your Event', level: 1 });
  // Both lists are read on arrival.
  await screen.findByRole('heading', { name: 'Launch night', level: 3 });
}

/**
 * The oracle: what the screen shows after the path's events, from the spec's rules. Hosting first;
 * the search filters by name and closing it clears it; 'Delete' asks first, Cancel keeps the
 * event, a done deletion removes it with 'Event deleted', a failed one keeps it and says so.
 */
function expectedScreen(step: ModelStep) {
  const seen = {
    tab: 'Hosting' as 'Hosting' | 'Invited',
    searching: false,
    term: '',
    asking: false,
    deleting: false,
    deleted: false,
    toast: null as string | null,
  };
  for (const { type } of step.events) {
    if (type === 'hosting.chosen') seen.tab = 'Hosting';
    if (type === 'invited.chosen') seen.tab = 'Invited';
    if (type === 'search.toggled') Object.assign(seen, { searching: !seen.searching, term: '' });
    if (type === 'search.changed') seen.term = 'book';
    if (type === 'delete.asked') seen.asking = true;
    if (type === 'delete.cancelled') seen.asking = false;
    if (type === 'delete.confirmed') Object.assign(seen, { asking: false, deleting: true });
    if (type === 'xstate.done.actor.deleteEvent') Object.assign(seen, { deleting: false, deleted: true, toast: DELETED_TOAST });
    if (type === 'xstate.error.actor.deleteEvent') Object.assign(seen, { deleting: false, toast: FAILED_TOAST });
  }
  const all = seen.tab === 'Hosting' ? (seen.deleted ? [] : ['Launch night']) : ['Book club'];
  return { ...seen, listed: all.filter((name) => name.toLowerCase().includes(seen.term)) };
}

const listed = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const dialog = () => screen.queryByRole('dialog', { name: 'Delete this event?' });
const menuButton = () => screen.queryByRole('button', { name: 'Options for Launch night' });
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000 });

/** Opens the options menu of 'Launch night', runs `check` on its items, and closes it again. */
function inMenu(check: (items: { edit: HTMLElement; remove: HTMLButtonElement }) => void) {
  fireEvent.click(menuButton()!);
  const edit = screen.getByRole('link', { name: 'Edit' });
  const remove = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
  check({ edit, remove });
  fireEvent.click(menuButton()!);
  expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
}

function checkTab(step: ModelStep, tab: 'Hosting' | 'Invited') {
  const want = expectedScreen(step);
  expect(want.tab).toBe(tab);
  expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tab', { name: tab === 'Hosting' ? 'Invited' : 'Hosting' }).getAttribute('aria-selected')).toBe('false');
  expect(listed()).toEqual(want.listed);
  if (want.listed.length === 0) {
    const empty = want.term ? 'No results' : tab === 'Hosting' ? 'No Events Yet' : 'No invited events yet.';
    expect(within(screen.getByRole('tabpanel')).getByText(empty)).toBeTruthy();
  }
  if (tab === 'Invited') {
    // Invitations have no options menu (spec §4 Event status); a pending one shows a disabled 'Join Event'.
    expect(screen.queryByRole('button', { name: 'Options for Book club' })).toBeNull();
    if (want.listed.length) expect(screen.getByRole('button', { name: 'Join Event' })).toHaveProperty('disabled', true);
  } else if (want.listed.length) {
    expect(menuButton()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Start Event' })).toBeTruthy();
  }
}

describeModel('eventsList', {
  machine: eventsListMachine,
  mount,
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  serializeState: (s) => `${JSON.stringify(s.value)} ${s.context.search}`,
  // What a person can do: the dialog is modal (nothing behind it answers), and 'Delete' is only in
  // the menu of 'Launch night', on the Hosting tab, when the search does not hide it.
  events: (s) => {
    if (s.matches({ deletion: 'confirming' })) return [{ type: 'delete.confirmed' }, { type: 'delete.cancelled' }];
    const hidden = s.matches({ tab: 'invited' }) || (s.matches({ search: 'open' }) && s.context.search === 'book');
    return [
      { type: 'hosting.chosen' },
      { type: 'invited.chosen' },
      { type: 'search.toggled' },
      { type: 'search.changed', search: 'book' },
      ...(hidden ? [] : [{ type: 'delete.asked', eventId: 7, eventName: 'Launch night' }]),
      { type: 'xstate.done.actor.deleteEvent', output: undefined },
      { type: 'xstate.error.actor.deleteEvent', error: new Error('refused') },
    ];
  },
  states: {
    'tab.hosting': (_s, step) => checkTab(step, 'Hosting'),
    'tab.invited': (_s, step) => checkTab(step, 'Invited'),
    'search.closed': (_s, step) => {
      expect(expectedScreen(step).searching).toBe(false);
      expect(screen.queryByRole('searchbox', { name: 'Search events by name' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Search events' }).getAttribute('aria-expanded')).toBe('false');
    },
    'search.open': (_s, step) => {
      const want = expectedScreen(step);
      expect(want.searching).toBe(true);
      expect((screen.getByRole('searchbox', { name: 'Search events by name' }) as HTMLInputElement).value).toBe(want.term);
      expect(screen.getByRole('button', { name: 'Search events' }).getAttribute('aria-expanded')).toBe('true');
    },
    'deletion.idle': (_s, step) => {
      const want = expectedScreen(step);
      expect(want.asking || want.deleting).toBe(false);
      expect(dialog()).toBeNull();
      if (want.toast) expect(screen.getByText(want.toast)).toBeTruthy();
      if (want.tab === 'Hosting' && want.listed.length)
        inMenu(({ edit, remove }) => {
          expect(edit.getAttribute('href')).toBe('/create-event?eventId=7');
          expect(remove.disabled).toBe(false);
        });
    },
    'deletion.confirming': (_s, step) => {
      expect(expectedScreen(step).asking).toBe(true);
      const open = dialog()!;
      expect(open).not.toBeNull();
      expect(within(open).getByText('Your guests will no longer see “Launch night”.')).toBeTruthy();
      expect(within(open).getByRole('button', { name: 'Delete' })).toBeTruthy();
      expect(within(open).getByRole('button', { name: 'Cancel' })).toBeTruthy();
      expect(api.calls.filter((c) => c.operation === 'DeleteEvent')).toEqual([]);
    },
    'deletion.deleting': async (_s, step) => {
      const want = expectedScreen(step);
      expect(want.deleting).toBe(true);
      expect(dialog()).toBeNull();
      await eventually(() => expect(api.isHeld('DeleteEvent', (v) => v.eventId === 7)).toBe(true));
      if (want.tab === 'Hosting' && want.listed.length) inMenu(({ remove }) => expect(remove.disabled).toBe(true));
    },
  },
  drivers: {
    'hosting.chosen': () => void fireEvent.click(screen.getByRole('tab', { name: 'Hosting' })),
    'invited.chosen': () => void fireEvent.click(screen.getByRole('tab', { name: 'Invited' })),
    'search.toggled': () => void fireEvent.click(screen.getByRole('button', { name: 'Search events' })),
    'search.changed': () => void fireEvent.change(screen.getByRole('searchbox', { name: 'Search events by name' }), { target: { value: 'book' } }),
    'delete.asked': () => {
      fireEvent.click(menuButton()!);
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    },
    'delete.confirmed': () => void fireEvent.click(within(dialog()!).getByRole('button', { name: 'Delete' })),
    'delete.cancelled': () => void fireEvent.click(within(dialog()!).getByRole('button', { name: 'Cancel' })),
    'xstate.done.actor.deleteEvent': async () => {
      await eventually(() => expect(api.isHeld('DeleteEvent')).toBe(true));
      await act(async () => api.settle('DeleteEvent', { deleteEvent: { eventId: 7, deleted: true } }));
      await screen.findByText(DELETED_TOAST);
    },
    'xstate.error.actor.deleteEvent': async () => {
      await eventually(() => expect(api.isHeld('DeleteEvent')).toBe(true));
      await act(async () => api.settle('DeleteEvent', failure(500, 'Something went wrong on our side. Please try again.')));
      await screen.findByText(FAILED_TOAST);
    },
  },
});
