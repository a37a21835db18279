// @vitest-environment jsdom
/**
 * Model-based test of a follow list: every transition of the followList chart is driven through
 * the real /followers screen of the viewer's own followers (cursor pages, debounced search,
 * Remove) over a fake gateway whose pages the test releases.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { followListMachine } from '../../machines/followList.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { FakeIntersectionObserver } from './support/intersection.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

type Snap = SnapshotFrom<typeof followListMachine>;

const row = (id: string, name: string) => ({
  followerId: id,
  followerName: name,
  followerUserName: name.toLowerCase(),
  followerDisplayImage: null,
  totalFollowers: 1,
  totalFollowings: 2,
  userTotalPods: 1,
  followBackStatus: false,
});
const PAGES = { first: { rows: [{ id: 'ana' }], nextCursor: 'c2' }, last: { rows: [{ id: 'bo' }], nextCursor: null } } as const;
const NAMES: Record<string, string> = { ana: 'Ana', bo: 'Bo' };
const answerOf = (page: { rows: readonly { id: string }[]; nextCursor: string | null }) => ({
  getFollowers: { nextCursor: page.nextCursor, followers: page.rows.map((r) => row(r.id, NAMES[r.id]!)) },
});

let api: ReturnType<typeof installFakeApi>;

/** The first page as the app keeps it (src/features/social/reads.ts), for a screen that came with it. */
const keptRow = (id: string) => ({
  id,
  name: NAMES[id]!,
  userName: NAMES[id]!.toLowerCase(),
  image: null,
  followers: 1,
  followings: 2,
  pods: 1,
  status: false as const,
  isPrivate: false,
});

async function mount(input: { firstPage?: { rows: readonly { id: string }[]; nextCursor: string | null } }) {
  vi.resetModules();
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  if (input.firstPage) {
    const { keepRead } = await import('../../src/lib/read-cache.ts');
    keepRead('profile:people:followers:me', { rows: input.firstPage.rows.map((r) => keptRow(r.id)), nextCursor: input.firstPage.nextCursor });
  }
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = installFakeApi({ Followers: () => answerOf(PAGES.first), RemoveFollower: () => ({ removeFollower: { userId: 'ana', status: false } }) });
  api.holdWhere('Followers', () => true);
  api.holdWhere('RemoveFollower', () => true);
  const { FollowListScreen } = await import('../../src/features/social/FollowListScreen.tsx');
  const { Toasts } = await import('../../src/app/Toasts.tsx');
  renderRouted(
    <>
      <FollowListScreen kind="followers" ownerId="me" />
      <Toasts />
    </>,
  );
  await screen.findByRole('heading', { name: 'Followers', level: 1 });
}

const list = () => screen.queryByRole('list', { name: 'Followers' });
const busy = () => document.querySelector('[aria-busy]')!.getAttribute('aria-busy') === 'true';
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000 });
const shownRows = () =>
  list()
    ? within(list()!)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')!.textContent)
    : [];
/**
 * The rows a path leaves listed, from its events' literal pages: each page's people in order since
 * the list last started over (a search after its pause); Ana gone once she is removed.
 */
function rowsAfter({ events, input }: ModelStep) {
  const came = (input as { firstPage?: { rows: readonly { id: string }[] } }).firstPage;
  let names: string[] = came ? came.rows.map((r) => NAMES[r.id]!) : [];
  let search = '';
  for (const event of events) {
    if (event.type === 'search.changed') search = String(event.search);
    if (event.type === 'xstate.after.searchDebounce.followList.debouncing') names = [];
    if (event.type === 'xstate.done.actor.loadPage') names = [...names, ...(event.output as { rows: { id: string }[] }).rows.map((r) => NAMES[r.id]!)];
    if (event.type === 'xstate.done.actor.actOnRow') names = names.filter((name) => name !== 'Ana');
  }
  return { names, search };
}
function checkRows(step: ModelStep) {
  const { names, search } = rowsAfter(step);
  expect(shownRows()).toEqual(names);
  if (names.length === 0) expect(screen.getByText(search.trim() ? 'No results' : 'No followers yet')).toBeTruthy();
}

const states = {
  loading: () =>
    eventually(() => {
      expect(busy()).toBe(true);
      expect(list()).toBeNull();
    }),
  debouncing: () => eventually(() => expect(list()).toBeNull()),
  'ready.more': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(busy()).toBe(false);
      checkRows(step);
    }),
  'ready.loadingMore': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(busy()).toBe(true);
      checkRows(step);
    }),
  'ready.end': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(busy()).toBe(false);
      checkRows(step);
    }),
  acting: () => eventually(() => expect(screen.getByRole('button', { name: 'Remove Ana' })).toHaveProperty('disabled', true)),
  failed: () => eventually(() => expect(screen.getByText('This list did not load.')).toBeTruthy()),
};

const settle = async (operation: string, value: unknown) => {
  await vi.waitFor(() => expect(api.isHeld(operation)).toBe(true), { timeout: 2000 });
  await act(async () => api.settle(operation, value));
};

const reads = () => api.calls.filter((c) => c.operation === 'Followers').length;
let readsBeforeSearch = 0;

const events = {
  'search.changed': (event: { search: string }) => {
    readsBeforeSearch = reads();
    const box = screen.getByRole('searchbox', { name: 'Search followers' }) as HTMLInputElement;
    // Typing the same text again: a person would clear it and type it; the wait restarts either way.
    if (box.value === event.search) fireEvent.change(box, { target: { value: '' } });
    fireEvent.change(box, { target: { value: event.search } });
  },
  // The real 500 ms debounce elapses; then page 1 is asked for with the search text.
  'xstate.after.searchDebounce.followList.debouncing': () =>
    vi.waitFor(
      () => {
        expect(reads()).toBe(readsBeforeSearch + 1);
        expect(api.calls.at(-1)!.variables.search).toBe('an');
      },
      { timeout: 2000 },
    ),
  'end.reached': () => void act(() => FakeIntersectionObserver.reveal()),
  retry: () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'row.action': () => void fireEvent.click(screen.getByRole('button', { name: 'Remove Ana' })),
  'xstate.done.actor.loadPage': (event: { output: (typeof PAGES)[keyof typeof PAGES] }) => settle('Followers', answerOf(event.output)),
  'xstate.error.actor.loadPage': () => settle('Followers', failure(500, 'Something went wrong on our side. Please try again.')),
  'xstate.done.actor.actOnRow': async () => {
    await settle('RemoveFollower', { removeFollower: { userId: 'ana', status: false } });
    await screen.findByText('Follower removed successfully');
  },
  'xstate.error.actor.actOnRow': async () => {
    await settle('RemoveFollower', failure(500, 'Something went wrong on our side. Please try again.'));
    await screen.findByText('That did not work. Please try again.');
  },
} satisfies Drivers<typeof followListMachine>;

const sampleEvents = [
  { type: 'search.changed', search: 'an' },
  { type: 'xstate.after.searchDebounce.followList.debouncing' },
  { type: 'end.reached' },
  { type: 'retry' },
  { type: 'row.action', rowId: 'ana', action: 'remove' },
  { type: 'xstate.done.actor.loadPage', output: PAGES.first },
  { type: 'xstate.done.actor.loadPage', output: PAGES.last },
  { type: 'xstate.error.actor.loadPage', error: new Error('offline') },
  { type: 'xstate.done.actor.actOnRow', output: undefined },
  { type: 'xstate.error.actor.actOnRow', error: new Error('offline') },
];
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  // Which people are listed (not how often a repeated page added them) decides what can happen next.
  return `${JSON.stringify(value)} ${[...new Set(context.rows.map((r) => r.id))].sort().join(',')} ${context.search ? 's' : ''}`;
};

describeModel('followList', {
  machine: followListMachine,
  // A screen that reads its first page, and one that came with it (read moments ago, or with the page the server rendered).
  inputs: { read: {}, came: { firstPage: { rows: [...PAGES.first.rows], nextCursor: PAGES.first.nextCursor } } },
  mount: async (input) => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    await mount(input ?? {});
  },
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    FakeIntersectionObserver.instances.clear();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
});
