/**
 * The live stream behind the notifications machine: trades the session for a single-use ticket,
 * opens the event stream (resuming after the last id seen), and reports what it hears; "here now"
 * news (who is in the Pods on screen, issue 46) goes straight to src/lib/here-now.ts. On any
 * error it closes (a used ticket can not be retried) and lets the machine reconnect.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { LiveNotification, MessageSignal, NotificationKind, StreamMessage } from '../../../machines/notifications.ts';
import { gql } from '../../lib/api/client.ts';
import { MarkNotificationsReadMutation, StreamTicketMutation, UnreadNotificationsQuery, WatchHereNowMutation } from './documents.ts';
import { provideHereSender, publishHere, setHereStreamKey } from '../../lib/here-now.ts';

/** The server's unread counts by kind (read on each connection; what was missed is replayed too). */
export const loadUnread = fromPromise(({ input }: { input: { userId: string } }) => unreadCounts(input.userId));

async function unreadCounts(userId: string) {
  const list = (await gql(UnreadNotificationsQuery, { userId })).getNotifications?.notifications ?? [];
  const unread = (kind: NotificationKind) => list.filter((n) => n && !n.read && n.kind === kind).length;
  return { follower: unread('follower'), event: unread('event') };
}

export const liveStream = fromCallback<StreamMessage, { userId: string; lastEventId: number | null }>(({ input, sendBack }) => {
  let source: EventSource | null = null;
  let stopped = false;
  void (async () => {
    try {
      const ticket = (await gql(StreamTicketMutation, { userId: input.userId })).createStreamTicket?.ticket;
      if (!ticket || stopped) throw new Error('no stream ticket');
      const query = new URLSearchParams({ ticket, ...(input.lastEventId !== null ? { lastEventId: String(input.lastEventId) } : {}) });
      source = new EventSource(`/api/sse-events/${encodeURIComponent(input.userId)}?${query}`);
      source.addEventListener('connected', (message) => {
        // "Here now" (issue 46): the stream's key, with which the page says which Pods it shows.
        const { streamKey } = JSON.parse((message as MessageEvent<string>).data) as { streamKey?: string };
        provideHereSender((key, postIds) => gql(WatchHereNowMutation, { userId: input.userId, input: { streamKey: key, postIds } }));
        setHereStreamKey(streamKey ?? null);
        sendBack({ type: 'stream.opened' });
      });
      source.addEventListener('here', (message) =>
        publishHere((JSON.parse((message as MessageEvent<string>).data) as { pods: Parameters<typeof publishHere>[0] }).pods),
      );
      source.addEventListener('notification', (message) => {
        const notification = JSON.parse((message as MessageEvent<string>).data) as LiveNotification;
        sendBack({ type: 'stream.notification', notification });
      });
      source.addEventListener('message', (message) => {
        const signal = JSON.parse((message as MessageEvent<string>).data) as MessageSignal;
        sendBack({ type: 'stream.message', signal });
      });
      source.onerror = () => {
        source?.close();
        setHereStreamKey(null);
        if (!stopped) sendBack({ type: 'stream.failed' });
      };
    } catch {
      if (!stopped) sendBack({ type: 'stream.failed' });
    }
  })();
  return () => {
    stopped = true;
    source?.close();
    setHereStreamKey(null);
  };
});

export async function markRead(userId: string, kind: NotificationKind) {
  await gql(MarkNotificationsReadMutation, { userId, type: kind === 'event' ? 'Event_Invitation' : 'New_Follower' });
}

/** A browser notification when allowed; asks once when the person has not decided. */
export function announce(notification: LiveNotification) {
  if (typeof Notification === 'undefined') return;
  const show = () => new Notification(notification.notificationType, { body: notification.notificationText, tag: `pods-${notification.notificationId}` });
  if (Notification.permission === 'granted') show();
  else if (Notification.permission === 'default') void Notification.requestPermission().then((answer) => answer === 'granted' && show());
}
