/**
 * The app-wide live notifications actor: it follows the session (starts when someone is signed
 * in, stops on logout or a 401) and its side effects are provided here.
 */
import { createActor } from '../lib/machine-hooks.ts';
import { notificationsMachine } from '../../machines/notifications.ts';
import { announce, liveStream, loadUnread, markRead } from '../features/notifications/stream.ts';
import { startPush } from '../features/notifications/push.ts';
import { sessionActor, showToast } from './actors.ts';
import { registerStream } from './streams.ts';
import { relayMessageSignal } from './message-signals.ts';
import { outdateReads } from '../lib/read-cache.ts';

export const notificationsActor = createActor(
  notificationsMachine.provide({
    actors: { stream: liveStream, loadUnread },
    actions: {
      // What the news changes is read again next time it is shown (src/lib/read-cache.ts): a
      // follower changes the profiles' counts, an invitation the events, a message the inbox.
      announce: (_, { notification }) => {
        if (notification.kind !== 'pod') outdateReads(notification.kind === 'follower' ? 'profile' : 'event');
        // Someone followed dropped into the person's Pod (issue 46): no dot tells of it, a toast does.
        else showToast(notification.notificationText);
        announce(notification);
      },
      relayMessage: (_, { signal }) => {
        outdateReads('inbox');
        relayMessageSignal(signal);
      },
      markRead: ({ context }, { kind }) => {
        if (context.userId) void markRead(context.userId, kind).catch((error: unknown) => console.error('Mark read', error));
      },
    },
  }),
).start();

registerStream(() => notificationsActor.send({ type: 'stop' }));

let current: string | null = null;
const follow = (session: ReturnType<typeof sessionActor.getSnapshot>) => {
  const userId = session.matches({ auth: 'signedIn' }) ? (session.context.user?.userId ?? null) : null;
  if (userId === current) return;
  current = userId;
  if (userId) {
    notificationsActor.send({ type: 'start', userId });
    startPush(userId);
  } else notificationsActor.send({ type: 'stop' });
};
follow(sessionActor.getSnapshot());
sessionActor.subscribe(follow);
