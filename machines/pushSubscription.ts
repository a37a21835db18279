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
  meta: {
    guards: {
      unsupported: 'this browser has no service worker or no push',
      alreadySubscribed: 'this browser already subscribed this person',
    },
  },
  states: {
    checking: {
      description: 'Nothing on screen: may this browser subscribe this person?',
      always: [
        { guard: 'unsupported', target: 'unsupported', description: 'No push in this browser: nothing happens' },
        { guard: 'alreadySubscribed', target: 'done', description: 'Already subscribed here: nothing happens' },
        { target: 'subscribing', description: 'Supported and not yet subscribed: subscribe once' },
      ],
    },
    unsupported: { type: 'final', description: 'No service worker or no push here: no push notifications' },
    done: { type: 'final', description: 'Already subscribed in this browser' },
    subscribing: {
      description: 'Registering /sw.js and subscribing; the browser may ask to allow notifications',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        onDone: {
          target: 'saving',
          actions: assign({ subscription: ({ event }) => event.output }),
          description: 'Subscribed in the browser: send it to the server',
        },
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The person refused notifications, or subscribing failed',
        },
      },
    },
    saving: {
      description: 'Nothing on screen: the subscription is sent to the server',
      invoke: {
        id: 'sendSubscription',
        src: 'sendSubscription',
        input: ({ context }) => ({ userId: context.userId, subscription: context.subscription! }),
        onDone: {
          target: 'subscribed',
          actions: { type: 'storeSubscriber', params: ({ context }) => ({ userId: context.userId }) },
          description: "The server has it: this person is stored as this browser's subscriber",
        },
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The server call failed: tried again on the next visit',
        },
      },
    },
    subscribed: { type: 'final', description: 'Subscribed: push notifications can reach this browser' },
    failed: { type: 'final', description: 'Refused or failed: nothing shows; tried again on the next visit' },
  },
});
