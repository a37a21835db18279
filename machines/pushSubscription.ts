/**
 * Web Push for the signed-in person (spec §4 Push subscription): once per user, and only where a
 * service worker and push are supported, the app registers /sw.js, subscribes with the server's
 * key, sends the subscription, then stores the user id as the subscriber.
 *
 * - `unsupported`: no service worker or no push here; nothing happens.
 * - `done`: this browser already subscribed this person (the stored subscriber id matches).
 * - `subscribing`: registering the worker and subscribing (the browser may ask for permission).
 * - `saving`: sending the subscription to the server.
 * - `subscribed`: stored; `failed`: refused or failed (tried again on the next visit).
 */
import { assign, fromPromise, setup } from 'xstate';

export interface PushInput {
  userId: string;
  supported: boolean;
  subscriberId: string | null;
}

export const pushSubscriptionMachine = setup({
  types: {
    context: {} as PushInput & { subscription: PushSubscriptionJSON | null },
    input: {} as PushInput,
  },
  actors: {
    subscribe: fromPromise<PushSubscriptionJSON>(async () => {
      throw new Error('subscribe is provided by the app');
    }),
    sendSubscription: fromPromise<void, { userId: string; subscription: PushSubscriptionJSON }>(async () => {
      throw new Error('sendSubscription is provided by the app');
    }),
  },
  actions: {
    storeSubscriber: (_, _params: { userId: string }) => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    unsupported: ({ context }) => !context.supported,
    alreadySubscribed: ({ context }) => context.subscriberId === context.userId,
  },
}).createMachine({
  id: 'pushSubscription',
  context: ({ input }) => ({ ...input, subscription: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'unsupported', target: 'unsupported' }, { guard: 'alreadySubscribed', target: 'done' }, { target: 'subscribing' }],
    },
    unsupported: { type: 'final' },
    done: { type: 'final' },
    subscribing: {
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        onDone: { target: 'saving', actions: assign({ subscription: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saving: {
      invoke: {
        id: 'sendSubscription',
        src: 'sendSubscription',
        input: ({ context }) => ({ userId: context.userId, subscription: context.subscription! }),
        onDone: { target: 'subscribed', actions: { type: 'storeSubscriber', params: ({ context }) => ({ userId: context.userId }) } },
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    subscribed: { type: 'final' },
    failed: { type: 'final' },
  },
});
