/**
 * The signed-in person's live notifications (spec §4 Live notifications).
 *
 * - `idle`: nobody signed in; `closed`: the person logged out (the stream is shut).
 * - `live.connecting`: a stream is being opened (a fresh single-use ticket, then the event
 *   stream, resuming after the last notification id seen); `live.connected`: it said `connected`;
 *   `counting` reads the server's unread counts once per connection (what was missed is also
 *   replayed on the stream), then `counted`.
 *   'New Follower' lights the green dot on Friends, 'Event Invitation' the one on Events, and a
 *   browser notification is shown when allowed.
 * - `reconnecting`: the stream dropped or could not open; it is opened again after a back-off
 *   (1 s, 2 s, 4 s … at most 30 s), asking for what was missed since the last id.
 * Opening Friends or Events marks that kind read: its dot goes out and the server is told.
 * Messaging signals (a new message, a read receipt) are relayed to the open chat and inbox.
 */
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';

export type NotificationKind = 'follower' | 'event';
export interface LiveNotification {
  notificationId: number;
  notificationType: 'New Follower' | 'Event Invitation' | 'Dropped In';
  /** 'pod': someone the person follows dropped into their Pod (issue 46): announced, no dot. */
  kind: NotificationKind | 'pod';
  notificationText: string;
}

/** A messaging signal on the same stream: a new message from, or a read receipt by, `partnerId`. */
export interface MessageSignal {
  notificationId: number;
  type: 'New Message' | 'Message Read';
  partnerId: string;
  messageId: number;
}

export type StreamMessage =
  | { type: 'stream.opened' }
  | { type: 'stream.message'; signal: MessageSignal }
  | { type: 'stream.notification'; notification: LiveNotification }
  | { type: 'stream.failed' };

export type NotificationsEvent = { type: 'start'; userId: string } | { type: 'stop' } | { type: 'read'; kind: NotificationKind } | StreamMessage;

export const MAX_BACKOFF_MS = 30_000;
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS);

interface Context {
  userId: string | null;
  lastEventId: number | null;
  attempt: number;
  unread: Record<NotificationKind, number>;
}

export const notificationsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as NotificationsEvent,
  },
  actors: {
    stream: fromCallback<StreamMessage, { userId: string; lastEventId: number | null }>(() => {
      throw new Error('stream is provided by the app');
    }),
    loadUnread: fromPromise<Record<NotificationKind, number>, { userId: string }>(async () => {
      throw new Error('loadUnread is provided by the app');
    }),
  },
  delays: {
    backoff: ({ context }) => backoffMs(context.attempt),
  },
  actions: {
    remember: assign(({ event }) => (event.type === 'start' ? { userId: event.userId, attempt: 0, lastEventId: null, unread: { follower: 0, event: 0 } } : {})),
    connected: assign({ attempt: 0 }),
    countUnread: assign((_, unread: Record<NotificationKind, number>) => ({ unread })),
    add: assign(({ context, event }) => {
      if (event.type !== 'stream.notification') return {};
      const { kind, notificationId } = event.notification;
      if (kind === 'pod') return { lastEventId: notificationId };
      return { lastEventId: notificationId, unread: { ...context.unread, [kind]: context.unread[kind] + 1 } };
    }),
    clear: assign(({ context, event }) => (event.type === 'read' ? { unread: { ...context.unread, [event.kind]: 0 } } : {})),
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    noteSignal: assign(({ event }) => (event.type === 'stream.message' ? { lastEventId: event.signal.notificationId } : {})),
    /** Hands a messaging signal to whoever listens (the open chat, the inbox). */
    relayMessage: (_, _params: { signal: MessageSignal }) => {},
    forget: assign({ userId: null, lastEventId: null, attempt: 0, unread: { follower: 0, event: 0 } }),
    /** A browser notification (asks for permission when undecided). */
    announce: (_, _params: { notification: LiveNotification }) => {},
    markRead: (_, _params: { kind: NotificationKind }) => {},
  },
}).createMachine({
  id: 'notifications',
  context: { userId: null, lastEventId: null, attempt: 0, unread: { follower: 0, event: 0 } },
  initial: 'idle',
  on: {
    stop: { target: '.closed', actions: 'forget', description: 'Logging out (or a 401) closes the stream and puts the dots out' },
  },
  states: {
    idle: {
      description: 'Nobody signed in: no green dots',
      on: { start: { target: 'live', actions: 'remember', description: 'Someone signs in: the live stream opens' } },
    },
    live: {
      description: 'Signed in: the live stream is open or opening',
      invoke: {
        id: 'stream',
        src: 'stream',
        input: ({ context }) => ({ userId: context.userId!, lastEventId: context.lastEventId }),
      },
      initial: 'connecting',
      on: {
        'stream.failed': { target: 'reconnecting', description: 'The stream dropped or could not open' },
        'stream.notification': {
          actions: ['add', { type: 'announce', params: ({ event }) => ({ notification: event.notification }) }],
          description: "'New Follower' lights Friends' dot, 'Event Invitation' Events'; a browser notification if allowed",
        },
        'stream.message': {
          actions: ['noteSignal', { type: 'relayMessage', params: ({ event }) => ({ signal: event.signal }) }],
          description: 'A new message or read receipt is passed to the open chat and the inbox',
        },
        read: {
          actions: ['clear', { type: 'markRead', params: ({ event }) => ({ kind: event.kind }) }],
          description: 'Opening Friends or Events puts its green dot out and marks that kind read',
        },
      },
      states: {
        connecting: {
          description: 'The stream is opening; the dots show what is known so far',
          on: { 'stream.opened': { target: 'connected', actions: 'connected', description: "The stream said 'connected'" } },
        },
        connected: {
          description: 'The stream is open: new followers and invitations arrive live',
          initial: 'counting',
          states: {
            counting: {
              description: 'The unread counts are being read from the server',
              invoke: {
                id: 'loadUnread',
                src: 'loadUnread',
                input: ({ context }) => ({ userId: context.userId! }),
                onDone: {
                  target: 'counted',
                  actions: { type: 'countUnread', params: ({ event }) => event.output },
                  description: 'The unread counts light the green dots',
                },
                onError: { target: 'counted', description: 'Counts not read: the dots keep what is known' },
              },
            },
            counted: { description: 'Green dots on Friends and Events show what is unread' },
          },
        },
      },
    },
    reconnecting: {
      description: 'The stream dropped: it reopens after 1 s, 2 s, 4 s … at most 30 s; the dots stay',
      after: { backoff: { target: 'live', actions: 'nextAttempt', description: 'After the wait the stream opens again, asking for what was missed' } },
      on: {
        read: {
          actions: ['clear', { type: 'markRead', params: ({ event }) => ({ kind: event.kind }) }],
          description: 'Opening Friends or Events puts its green dot out and marks that kind read',
        },
      },
    },
    closed: {
      description: 'Logged out: the stream is closed, no green dots',
      on: { start: { target: 'live', actions: 'remember', description: 'Someone signs in again: the live stream opens' } },
    },
  },
});

type Snapshot = SnapshotFrom<typeof notificationsMachine>;
export const selectDots = (s: Snapshot) => ({ friends: s.context.unread.follower > 0, events: s.context.unread.event > 0 });
