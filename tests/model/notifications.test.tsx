// @vitest-environment jsdom
/**
 * Model-based test of live notifications: every transition of the notifications chart is driven
 * through the app's own actor (following the session) with a fake EventSource the test controls,
 * and the bottom navigation's green dots are checked in every state.
 */
import { expect, vi, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { notificationsMachine, type LiveNotification, type MessageSignal } from '../../machines/notifications.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

type Snap = SnapshotFrom<typeof notificationsMachine>;

/** The stream as the browser would give it; the test opens, feeds and breaks it. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: MessageEvent) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  static open() {
    return FakeEventSource.all.filter((s) => !s.closed);
  }
}

const FOLLOW: LiveNotification = { notificationId: 7, notificationType: 'New Follower', kind: 'follower', notificationText: 'Ana started following you' };
const MESSAGE: MessageSignal = { notificationId: 9, type: 'New Message', partnerId: 'ana', messageId: 41 };
const INVITE: LiveNotification = { notificationId: 8, notificationType: 'Event Invitation', kind: 'event', notificationText: 'Ana invited you to an event' };
let api: ReturnType<typeof installFakeApi>;
let app: {
  session: typeof import('../../src/app/actors.ts');
  streams: typeof import('../../src/app/streams.ts');
  signals: typeof import('../../src/app/message-signals.ts');
};
let actor: typeof import('../../src/app/notifications.ts').notificationsActor;

async function mount() {
  vi.resetModules();
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = installFakeApi({
    StreamTicket: () => ({ createStreamTicket: { ticket: `t-${FakeEventSource.all.length}` } }),
    UnreadNotifications: () => ({ getNotifications: { notifications: [{ kind: 'event', read: false }] } }),
    MarkNotificationsRead: () => ({ markNotificationsRead: { marked: 1 } }),
  });
  api.holdWhere('UnreadNotifications', () => true);
  app = {
    session: await import('../../src/app/actors.ts'),
    streams: await import('../../src/app/streams.ts'),
    signals: await import('../../src/app/message-signals.ts'),
  };
  actor = (await import('../../src/app/notifications.ts')).notificationsActor;
  const { BottomNav } = await import('../../src/features/navigation/BottomNav.tsx');
  renderRouted(<BottomNav />);
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const dots = (friends: boolean, events: boolean) => {
  expect(within(nav()).getByRole('link', { name: friends ? 'Friends, new followers' : 'Friends' })).toBeTruthy();
  expect(within(nav()).getByRole('link', { name: events ? 'Events, new invitations' : 'Events' })).toBeTruthy();
};
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
/**
 * The dots a path has lit, from its events' literal data: the counts read on connecting, then
 * each live notification; opening Friends or Events puts its dot out; signing out puts both out.
 * A failed count read changes nothing.
 */
function dotsAfter({ events }: ModelStep) {
  let friends = false;
  let invites = false;
  for (const event of events) {
    if (event.type === 'start' || event.type === 'stop') [friends, invites] = [false, false];
    if (event.type === 'xstate.done.actor.loadUnread') {
      const { output } = event as unknown as { output: { follower: number; event: number } };
      [friends, invites] = [output.follower > 0, output.event > 0];
    }
    if (event.type === 'stream.notification') {
      const { notification } = event as unknown as { notification: LiveNotification };
      if (notification.kind === 'follower') friends = true;
      else invites = true;
    }
    if (event.type === 'read') {
      if ((event as { kind?: string }).kind === 'follower') friends = false;
      else invites = false;
    }
  }
  return [friends, invites] as const;
}
const checkDots = (step: ModelStep) => eventually(() => dots(...dotsAfter(step)));

const states = {
  idle: async () => {
    await eventually(() => dots(false, false));
    expect(FakeEventSource.all).toHaveLength(0);
  },
  'live.connecting': async (_s: unknown, step: ModelStep) => {
    await eventually(() => expect(FakeEventSource.open()).toHaveLength(1));
    const url = new URL(FakeEventSource.open()[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/sse-events/bob');
    expect(url.searchParams.get('ticket')).toMatch(/^t-/);
    await checkDots(step);
  },
  'live.connected.counting': async (_s: unknown, step: ModelStep) => {
    expect(FakeEventSource.open()).toHaveLength(1);
    await eventually(() => expect(api.isHeld('UnreadNotifications')).toBe(true));
    await checkDots(step);
  },
  'live.connected.counted': async (_s: unknown, step: ModelStep) => {
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(api.isHeld('UnreadNotifications')).toBe(false);
    await checkDots(step);
  },
  reconnecting: async (_s: unknown, step: ModelStep) => {
    expect(FakeEventSource.open()).toHaveLength(0);
    await checkDots(step);
  },
  closed: async () => {
    await eventually(() => dots(false, false));
    expect(FakeEventSource.open()).toHaveLength(0);
  },
};

const stream = () => FakeEventSource.open()[0]!;

const events = {
  start: () =>
    void act(() =>
      app.session.sessionActor.send({
        type: 'session.started',
        sessionToken: 'token-b',
        user: { userId: 'bob', userLoginId: 'bob@x', userDisplayName: 'Bob', userDPUrl: null, userStatus: 'complete' },
      }),
    ),
  stop: () => void act(() => app.streams.closeAllStreams()),
  // What opening Friends or Events does (useMarkRead): the dot goes out and the server is told.
  read: async (event: { kind: 'follower' | 'event' }) => {
    act(() => actor.send({ type: 'read', kind: event.kind }));
    if (actor.getSnapshot().context.userId)
      await eventually(() =>
        expect(api.calls.findLast((c) => c.operation === 'MarkNotificationsRead')?.variables.type).toBe(
          event.kind === 'event' ? 'Event_Invitation' : 'New_Follower',
        ),
      );
  },
  'stream.opened': async () => {
    await eventually(() => expect(FakeEventSource.open()).toHaveLength(1));
    act(() => stream().emit('connected', { userId: 'bob' }));
  },
  'xstate.done.actor.loadUnread': async (event: { output: { follower: number; event: number } }) => {
    await eventually(() => expect(api.isHeld('UnreadNotifications')).toBe(true));
    const notifications = [
      ...Array(event.output.follower).fill({ kind: 'follower', read: false }),
      ...Array(event.output.event).fill({ kind: 'event', read: false }),
    ];
    await act(async () => api.settle('UnreadNotifications', { getNotifications: { notifications } }));
  },
  // The counts could not be read: the stream stays open and the dots keep what is known.
  'xstate.error.actor.loadUnread': async () => {
    await eventually(() => expect(api.isHeld('UnreadNotifications')).toBe(true));
    await act(async () => api.settle('UnreadNotifications', failure(500, 'Something went wrong on our side. Please try again.')));
    await eventually(() => expect(api.isHeld('UnreadNotifications')).toBe(false));
    expect(FakeEventSource.open()).toHaveLength(1);
  },
  'stream.notification': async (event: { notification: LiveNotification }) => {
    await eventually(() => expect(FakeEventSource.open()).toHaveLength(1));
    act(() => stream().emit('notification', event.notification));
  },
  // A messaging signal lights no dot: it is handed to the open chat and inbox.
  'stream.message': async (event: { signal: MessageSignal }) => {
    await eventually(() => expect(FakeEventSource.open()).toHaveLength(1));
    const heard: MessageSignal[] = [];
    const stop = app.signals.onMessageSignal((signal) => heard.push(signal));
    act(() => stream().emit('message', event.signal));
    stop();
    expect(heard).toEqual([event.signal]);
  },
  'stream.failed': async () => {
    await eventually(() => expect(FakeEventSource.open()).toHaveLength(1));
    act(() => stream().onerror?.());
  },
  // The real back-off (1 s, then 2 s …) elapses and a new stream opens.
  'xstate.after.backoff.notifications.reconnecting': () => eventually(() => expect(FakeEventSource.open()).toHaveLength(1)),
} satisfies Drivers<typeof notificationsMachine>;

const sampleEvents = [
  { type: 'start', userId: 'bob' },
  { type: 'stop' },
  { type: 'read', kind: 'follower' },
  { type: 'stream.opened' },
  { type: 'xstate.done.actor.loadUnread', output: { follower: 0, event: 1 } },
  { type: 'xstate.error.actor.loadUnread', error: new Error('offline') },
  { type: 'stream.notification', notification: FOLLOW },
  { type: 'stream.notification', notification: INVITE },
  { type: 'stream.message', signal: MESSAGE },
  { type: 'stream.failed' },
  { type: 'xstate.after.backoff.notifications.reconnecting' },
];
// What the screen shows depends on the state and which dots are lit.
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} f:${context.unread.follower > 0} e:${context.unread.event > 0} last:${context.lastEventId !== null}`;
};

describeModel('notifications', {
  machine: notificationsMachine,
  mount: () => mount(),
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    app?.streams.closeAllStreams();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
  tests: () => {
    it('resumes after the last notification it saw when the stream comes back', async () => {
      await mount();
      events.start();
      await events['stream.opened']();
      await events['stream.notification']({ notification: FOLLOW });
      await events['stream.failed']();
      await events['xstate.after.backoff.notifications.reconnecting']();
      expect(new URL(stream().url, 'http://x').searchParams.get('lastEventId')).toBe('7');
      await eventually(() => dots(true, false));
    });

    it('keeps the dots it knows when the unread counts cannot be read', async () => {
      await mount();
      events.start();
      await events['stream.opened']();
      await events['stream.notification']({ notification: FOLLOW });
      await events['xstate.error.actor.loadUnread']();
      await eventually(() => dots(true, false));
      expect(actor.getSnapshot().matches({ live: { connected: 'counted' } })).toBe(true);
    });

    it('shows someone followed dropping into the person\'s Pod as a toast, lighting no dot, and hands the stream\'s key to "here now"', async () => {
      await mount();
      events.start();
      await eventually(() => expect(FakeEventSource.open()).toHaveLength(1));
      act(() => stream().emit('connected', { userId: 'bob', lastEventId: 0, streamKey: 'key-1' }));
      const droppedIn: LiveNotification = { notificationId: 10, notificationType: 'Dropped In', kind: 'pod', notificationText: 'Ana dropped into your Pod' };
      act(() => stream().emit('notification', droppedIn));
      await eventually(() => expect(app.session.toastsActor.getSnapshot().context.toasts.map((t) => t.message)).toEqual(['Ana dropped into your Pod']));
      await eventually(() => dots(false, false));
      // A Pod on screen is told to the server with the stream's key.
      const here = await import('../../src/lib/here-now.ts');
      const { renderHook } = await import('@testing-library/react');
      const badge = renderHook(() => here.useHereNow('p1', null));
      await eventually(() =>
        expect(api.calls.find((c) => c.operation === 'WatchHereNow')?.variables).toEqual({ userId: 'bob', input: { streamKey: 'key-1', postIds: ['p1'] } }),
      );
      // Its room's news reaches its badge.
      act(() => stream().emit('here', { pods: [{ postId: 'p1', count: 2, faces: [] }] }));
      expect(badge.result.current).toEqual({ count: 2, faces: [] });
    });

    it('counts a message signal as seen when the stream comes back', async () => {
      await mount();
      events.start();
      await events['stream.opened']();
      await events['stream.message']({ signal: MESSAGE });
      await events['stream.failed']();
      await events['xstate.after.backoff.notifications.reconnecting']();
      expect(new URL(stream().url, 'http://x').searchParams.get('lastEventId')).toBe('9');
      await eventually(() => dots(false, false));
    });
  },
});
