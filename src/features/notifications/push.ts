/** Web Push in this browser: the pushSubscription machine's side effects. */
import { fromPromise } from 'xstate';
import { createActor } from '../../lib/machine-hooks.ts';
import { pushSubscriptionMachine } from '../../../machines/pushSubscription.ts';
import { gql } from '../../lib/api/client.ts';
import { LOCAL_KEYS } from '../../lib/storage.ts';
import { SERVICE_WORKER_URL } from '../../app/service-worker.ts';
import { SubscribePushMutation, VapidPublicKeyQuery } from './documents.ts';

export const pushSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;

const keyBytes = (base64url: string) => {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

async function subscribe(): Promise<PushSubscriptionJSON> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { updateViaCache: 'none' });
  const publicKey = (await gql(VapidPublicKeyQuery)).getVapidPublicKey?.publicKey;
  if (!publicKey) throw new Error('no VAPID key');
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON();
}

async function sendSubscription({ userId, subscription }: { userId: string; subscription: PushSubscriptionJSON }) {
  await gql(SubscribePushMutation, {
    userId,
    input: {
      endpoint: subscription.endpoint ?? '',
      expirationTime: subscription.expirationTime ?? null,
      keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
    },
  });
}

/** Runs the subscription flow once for this person in this browser. */
export function startPush(userId: string) {
  return createActor(
    pushSubscriptionMachine.provide({
      actors: { subscribe: fromPromise(subscribe), sendSubscription: fromPromise(({ input }) => sendSubscription(input)) },
      actions: {
        storeSubscriber: (_, { userId: subscriber }) => localStorage.setItem(LOCAL_KEYS.subscriberId, subscriber),
        reportFailure: (_, { error }) => console.error('Push subscription', error),
      },
    }),
    { input: { userId, supported: pushSupported(), subscriberId: localStorage.getItem(LOCAL_KEYS.subscriberId) } },
  ).start();
}
