// @vitest-environment jsdom
/**
 * Model-based test of the new-message sheet: every arrow of the newMessage chart is driven through
 * the real /messages screen (<InboxScreen>) over the fake gateway, whose answers the test releases:
 * the edit icon opens 'New message', the people you follow are read (a search after 300 ms of
 * quiet), shown as rows, as 'No results', or as "You're not following anyone yet."; a failed read
 * shows 'People did not load.' with 'Try again' and never the empty text.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { newMessageMachine } from '../../machines/newMessage.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

const ZOE = { followingId: 'u-zoe', followingName: 'Zoe Quist', followingUserName: 'zoe', followingDisplayImage: null };
const ADA = { followingId: 'u-ada', followingName: 'Ada Brook', followingUserName: 'ada', followingDisplayImage: null };
const NOT_FOLLOWING = "You're not following anyone yet.";
const CONVERSATION = {
  unreadCount: 0,
  user: { userId: 'u-ann', userName: 'ann', userDisplayName: 'Ann Lee', userDPUrl: null, online: false },
  lastMessage: { messageId: 1, fromMe: false, preview: 'Hi there', createdAt: 1_700_000_000 },
};

let api: ReturnType<typeof installFakeApi>;

async function mount() {
  vi.resetModules();
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = installFakeApi({
    Inbox: () => ({ getInbox: { nextCursor: null, conversations: [CONVERSATION] } }),
    PeopleToMessage: () => ({ getFollowings: { followings: [] } }),
  });
  api.holdWhere('PeopleToMessage', () => true);
  const { InboxScreen } = await import('../../src/features/messages/InboxScreen.tsx');
  renderRouted(<InboxScreen />, '/messages');
  await screen.findByRole('list', { name: 'Conversations' });
}

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000 });
const sheet = () => screen.queryByRole('dialog', { name: 'New message' });
const inSheet = () => within(screen.getByRole('dialog', { name: 'New message' }));
const searchBox = () => inSheet().getByRole('searchbox', { name: 'Search people you follow' }) as HTMLInputElement;
const peopleCalls = () => api.calls.filter((c) => c.operation === 'PeopleToMessage');
const rowNames = () =>
  inSheet()
    .queryAllByRole('link', { name: /@/ })
    .map((link) => link.querySelector('strong')!.textContent);

/** The search typed last on this path ('' when none). */
const typed = (step: ModelStep) => (step.events.findLast((e) => e.type === 'query.changed') as { query: string } | undefined)?.query ?? '';
/** The people of the last answer on this path (null before any). */
const lastAnswer = (step: ModelStep) =>
  (step.events.findLast((e) => e.type === 'xstate.done.actor.loadPeople') as { output: (typeof ZOE)[] } | undefined)?.output ?? null;
const namesOf = (people: (typeof ZOE)[]) => people.map((p) => p.followingName);

const states = {
  closed: () =>
    eventually(() => {
      expect(sheet()).toBeNull();
      expect(screen.getByRole('link', { name: /Ann Lee/ })).toBeTruthy();
    }),
  'open.debouncing': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(searchBox().value).toBe(typed(step));
      // No read for what is being typed yet.
      expect(peopleCalls().at(-1)?.variables.search ?? null).not.toBe(typed(step).trim() || null);
    }),
  'open.loading': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(searchBox().value).toBe(typed(step));
      expect(api.isHeld('PeopleToMessage', (v) => v.search === (typed(step).trim() || null))).toBe(true);
      expect(inSheet().queryByText(NOT_FOLLOWING)).toBeNull();
      expect(inSheet().queryByText('People did not load.')).toBeNull();
      if (lastAnswer(step) === null) expect(inSheet().getByRole('progressbar', { name: 'Loading people' })).toBeTruthy();
      else expect(inSheet().queryByRole('progressbar', { name: 'Loading people' })).toBeNull();
    }),
  'open.shown': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      const people = lastAnswer(step)!;
      expect(rowNames()).toEqual(namesOf(people));
      expect(inSheet().queryByRole('progressbar', { name: 'Loading people' })).toBeNull();
      if (people.length > 0) {
        expect(
          inSheet()
            .getByRole('link', { name: /^Zoe Quist/ })
            .getAttribute('href'),
        ).toBe('/chat/u-zoe');
      } else if (typed(step)) {
        expect(inSheet().getByText('No results')).toBeTruthy();
        expect(inSheet().queryByText(NOT_FOLLOWING)).toBeNull();
      } else {
        expect(inSheet().getByText(NOT_FOLLOWING)).toBeTruthy();
        expect(inSheet().getByRole('link', { name: 'Find people on Friends' }).getAttribute('href')).toBe('/friends');
      }
    }),
  'open.failed': () =>
    eventually(() => {
      expect(inSheet().getByRole('alert').textContent).toContain('People did not load.');
      expect(inSheet().getByRole('button', { name: 'Try again' })).toBeTruthy();
      // A failure is not an empty list.
      expect(inSheet().queryByText(NOT_FOLLOWING)).toBeNull();
      expect(inSheet().queryByText('No results')).toBeNull();
      expect(rowNames()).toEqual([]);
    }),
};

const settle = async (value: unknown) => {
  await vi.waitFor(() => expect(api.isHeld('PeopleToMessage')).toBe(true), { timeout: 2000 });
  await act(async () => api.settle('PeopleToMessage', value));
};

const drivers = {
  open: () => fireEvent.click(screen.getByRole('button', { name: 'New message' })),
  close: () => fireEvent.click(inSheet().getByRole('button', { name: 'Close' })),
  'query.changed': (event: { query: string }) => fireEvent.change(searchBox(), { target: { value: event.query } }),
  retry: () => fireEvent.click(inSheet().getByRole('button', { name: 'Try again' })),
  'xstate.after.searchDebounce.newMessage.open.debouncing': (_event: never) => {
    const before = peopleCalls().length;
    return vi.waitFor(() => expect(peopleCalls().length).toBe(before + 1), { timeout: 2000 });
  },
  'xstate.done.actor.loadPeople': (event: { output: (typeof ZOE)[] }) => settle({ getFollowings: { followings: event.output } }),
  'xstate.error.actor.loadPeople': () => settle(failure(503, 'Service Unavailable')),
} satisfies Drivers<typeof newMessageMachine>;

const sampleEvents = (snapshot: { context: { query: string } }): (EventObject & Record<string, unknown>)[] => [
  { type: 'open' },
  { type: 'close' },
  // Typing on: a search, then a longer one (the same text again changes nothing).
  { type: 'query.changed', query: snapshot.context.query === 'zo' ? 'zoe' : 'zo' },
  // Only a search typed can be cleared (an empty box changes nothing).
  ...(snapshot.context.query ? [{ type: 'query.changed', query: '' }] : []),
  { type: 'retry' },
  { type: 'xstate.after.searchDebounce.newMessage.open.debouncing' },
  { type: 'xstate.done.actor.loadPeople', output: [ZOE, ADA] },
  { type: 'xstate.done.actor.loadPeople', output: [] },
  { type: 'xstate.error.actor.loadPeople', error: new Error('503') },
];

describeModel('newMessage', {
  machine: newMessageMachine,
  mount: () => mount(),
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states,
  drivers,
  events: sampleEvents as never,
  // What was typed and read is checked from the path's own events; the state is the value.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
});
