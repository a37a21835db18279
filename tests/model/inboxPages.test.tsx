// @vitest-environment jsdom
/**
 * Model-based test of the inbox's pages: every arrow of the inboxPages chart is driven through the
 * real /messages screen (<InboxScreen>) over the fake gateway, whose answers the test releases:
 * 'Show older conversations' puts the next page below ('Loading...' meanwhile), a failure says
 * 'Older conversations did not load.' with 'Try again', and a message from the live stream reads
 * the first page again and puts it on top, the older conversations shown staying below.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { inboxPagesMachine } from '../../machines/inboxPages.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

const person = (userId: string, name: string, preview: string) => ({
  unreadCount: 0,
  user: { userId, userName: userId, userDisplayName: name, userDPUrl: null, online: false },
  lastMessage: { messageId: 1, fromMe: false, preview, createdAt: 1_700_000_000 },
});
const ANN = person('ann', 'Ann Lee', 'Hi there');
const BEN = person('ben', 'Ben Ode', 'See you');
const OLGA = person('olga', 'Olga Ray', 'Long ago');
const FAY = person('fay', 'Fay Nun', 'Just now');

let api: ReturnType<typeof installFakeApi>;
let relay: (signal: never) => void;
let holding = false;

async function mount() {
  vi.resetModules();
  holding = false;
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = installFakeApi({ Inbox: () => ({ getInbox: { nextCursor: '2', conversations: [ANN, BEN] } }) });
  // The first read is answered at once; every later one waits for the test.
  api.holdWhere('Inbox', () => holding);
  const { InboxScreen } = await import('../../src/features/messages/InboxScreen.tsx');
  relay = (await import('../../src/app/message-signals.ts')).relayMessageSignal as never;
  renderRouted(<InboxScreen />, '/messages');
  await screen.findByRole('list', { name: 'Conversations' });
  holding = true;
}

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000 });
const names = () =>
  within(screen.getByRole('list', { name: 'Conversations' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('strong')!.textContent);
const olderButton = () => screen.getByRole('button', { name: /Show older conversations|Loading\.\.\.|Try again/ }) as HTMLButtonElement;
const done = (step: ModelStep, type: string) => step.events.some((e) => e.type === type);

/**
 * The rows this path should show, literally. A fresh first page alone replaces the one page shown;
 * once an older page is shown (before or after), it stays below the fresh first page.
 */
function expectedRows(step: ModelStep) {
  const fresh = done(step, 'xstate.done.actor.loadFirst');
  if (done(step, 'xstate.done.actor.loadOlder')) return fresh ? ['Fay Nun', 'Ann Lee', 'Ben Ode', 'Olga Ray'] : ['Ann Lee', 'Ben Ode', 'Olga Ray'];
  return fresh ? ['Fay Nun', 'Ann Lee'] : ['Ann Lee', 'Ben Ode'];
}

const states = {
  'older.idle': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(names()).toEqual(expectedRows(step));
      expect(olderButton().textContent).toBe('Show older conversations');
      expect(olderButton().disabled).toBe(false);
      expect(screen.queryByText('Older conversations did not load.')).toBeNull();
    }),
  'older.loading': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(names()).toEqual(expectedRows(step));
      expect(olderButton().textContent).toBe('Loading...');
      expect(olderButton().disabled).toBe(true);
      expect(api.isHeld('Inbox', (v) => v.cursor === '2')).toBe(true);
    }),
  'older.failed': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(names()).toEqual(expectedRows(step));
      expect(screen.getByRole('alert').textContent).toBe('Older conversations did not load.');
      expect(olderButton().textContent).toBe('Try again');
    }),
  'latest.idle': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(names()).toEqual(expectedRows(step));
      expect(api.isHeld('Inbox', (v) => !v.cursor)).toBe(false);
    }),
  'latest.reading': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(names()).toEqual(expectedRows(step));
      expect(api.isHeld('Inbox', (v) => !v.cursor)).toBe(true);
    }),
};

const settle = async (match: (v: Record<string, unknown>) => boolean, value: unknown) => {
  await vi.waitFor(() => expect(api.isHeld('Inbox', match)).toBe(true), { timeout: 2000 });
  await act(async () => api.settle('Inbox', value, match));
};
const older = (v: Record<string, unknown>) => v.cursor === '2';
const first = (v: Record<string, unknown>) => !v.cursor;

const drivers = {
  'older.requested': () => fireEvent.click(olderButton()),
  'message.received': () => act(() => relay({ type: 'message', partnerId: 'fay' } as never)),
  // Still older ones exist after this page: the button stays.
  'xstate.done.actor.loadOlder': () => settle(older, { getInbox: { nextCursor: '2', conversations: [BEN, OLGA] } }),
  'xstate.error.actor.loadOlder': () => settle(older, failure(503, 'Service Unavailable')),
  'xstate.done.actor.loadFirst': () => settle(first, { getInbox: { nextCursor: '2', conversations: [FAY, ANN] } }),
  'xstate.error.actor.loadFirst': () => settle(first, failure(503, 'Service Unavailable')),
} satisfies Drivers<typeof inboxPagesMachine>;

const sampleEvents = [
  { type: 'older.requested', cursor: '2' },
  { type: 'message.received' },
  { type: 'xstate.done.actor.loadOlder', output: { conversations: [], nextCursor: '2' } },
  { type: 'xstate.error.actor.loadOlder', error: new Error('503') },
  { type: 'xstate.done.actor.loadFirst', output: { conversations: [], nextCursor: '2' } },
  { type: 'xstate.error.actor.loadFirst', error: new Error('503') },
];

describeModel('inboxPages', {
  machine: inboxPagesMachine,
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
  events: sampleEvents,
  // The pages counted are seen in the rows, checked from the path's own events.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
});
