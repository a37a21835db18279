/**
 * The number of unread messages the navigation shows: the sum over the inbox's first page (the
 * conversations with the newest messages), read when a navigation appears, each time the live
 * stream (re)connects (a message sent before it was open sends no signal), and on every message
 * signal. The last count is kept so a new screen shows it at once.
 */
import { useEffect, useState } from 'react';
import { onMessageSignal } from '../../app/message-signals.ts';
import { storedSessionToken } from '../../lib/storage.ts';
import type { InboxPage } from './api.ts';

/** Unread messages over a page of conversations. */
export const unreadIn = (page: Pick<InboxPage, 'conversations'>) => page.conversations.reduce((sum, c) => sum + c.unreadCount, 0);

let lastCount = 0;
const watchers = new Set<(count: number) => void>();

function refresh() {
  if (!storedSessionToken()) {
    lastCount = 0;
    return;
  }
  // The GraphQL client loads with the first read, not with the navigation (first-route budget).
  import('./api.ts')
    .then(({ loadInbox }) => loadInbox())
    .then(
      (page) => {
        lastCount = unreadIn(page);
        for (const watcher of watchers) watcher(lastCount);
      },
      () => {}, // The badge is a hint: a failed read keeps the last count.
    );
}

export function useUnreadMessages() {
  const [count, setCount] = useState(() => (storedSessionToken() ? lastCount : 0));
  useEffect(() => {
    watchers.add(setCount);
    refresh();
    const stop = onMessageSignal(refresh);
    let live = true;
    let stopWatchingStream = () => {};
    void import('../../app/notifications.ts').then(({ notificationsActor }) => {
      if (!live) return;
      let connected = notificationsActor.getSnapshot().matches({ live: 'connected' });
      stopWatchingStream = notificationsActor.subscribe((snapshot) => {
        const now = snapshot.matches({ live: 'connected' });
        if (now && !connected) refresh();
        connected = now;
      }).unsubscribe;
    });
    return () => {
      live = false;
      watchers.delete(setCount);
      stop();
      stopWatchingStream();
    };
  }, []);
  return count;
}
