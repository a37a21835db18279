/**
 * Web Push for 'New Follower', 'Event Invitation' and 'Dropped In' notifications: once the rows have committed,
 * each recipient's subscriptions get an encrypted, VAPID-signed push ({ title, body, url, type }).
 * web-push builds the request (aes128gcm payload, TTL, Authorization); push-endpoint.ts delivers
 * it to public https hosts only. An endpoint answered 404 or 410 is deleted; any other failure
 * (a refused host included) is logged and never reaches the follow or event save that caused it.
 */
import webpush from 'web-push';
import type { Db } from '../db/database.ts';
import type { NewNotification, NotificationType } from './store.ts';
import type { VapidKeys } from '../auth/server-keys.ts';
import { forgetEndpoint, subscriptionsOf } from './push-subscriptions.ts';
import { postToEndpoint, type PushEndpointPolicy } from './push-endpoint.ts';

const PUSHED: Partial<Record<NotificationType, { url: (row: NewNotification) => string; text: (actor: string) => string }>> = {
  'New Follower': { url: () => '/friends', text: (actor) => `${actor} started following you` },
  'Event Invitation': { url: () => '/events', text: (actor) => `${actor} invited you to an event` },
  'Dropped In': { url: (row) => `/3d-app?postId=${encodeURIComponent(row.entityId ?? '')}`, text: (actor) => `${actor} dropped into your Pod` },
};

/** A day: a follow or an invitation older than that is not worth waking a phone for. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

type Log = (message: string, error?: unknown) => void;

interface Pusher {
  keys: VapidKeys;
  log: Log;
  policy: PushEndpointPolicy;
  inFlight: Set<Promise<void>>;
}

/** Per database (so each app in one process signs with its own keys); unset: nothing is pushed. */
const pushers = new WeakMap<Db, Pusher>();

/** Turns pushing on for this database; stop() waits for deliveries under way (call it before closing the database). */
export function startPushing(db: Db, keys: VapidKeys, log: Log, policy: PushEndpointPolicy = {}) {
  const pusher: Pusher = { keys, log, policy, inFlight: new Set() };
  pushers.set(db, pusher);
  return {
    async stop() {
      if (pushers.get(db) === pusher) pushers.delete(db);
      await Promise.allSettled([...pusher.inFlight]);
    },
  };
}

/** Call only after the transaction that wrote the rows has committed; returns at once. */
export function pushAfterCommit(db: Db, rows: NewNotification[]) {
  const pusher = pushers.get(db);
  const pushed = rows.filter((row) => PUSHED[row.type]);
  if (!pusher || pushed.length === 0) return;
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendPushes(db, pusher, pushed))
    .catch((error: unknown) => pusher.log('Web Push: sending failed', error))
    .finally(() => pusher.inFlight.delete(job));
  pusher.inFlight.add(job);
}

async function actorNames(db: Db, actorIds: string[]) {
  const rows = await db.kysely.selectFrom('users').select(['userId', 'displayName', 'userName']).where('userId', 'in', actorIds).execute();
  return new Map(rows.map((row) => [row.userId, row.displayName ?? row.userName ?? 'Someone']));
}

async function sendPushes(db: Db, pusher: Pusher, rows: NewNotification[]) {
  const subscriptions = await subscriptionsOf(db, [...new Set(rows.map((row) => row.userId))]);
  if (subscriptions.length === 0) return;
  const names = await actorNames(db, [...new Set(rows.map((row) => row.actorId))]);
  const deliveries = rows.flatMap((row) => {
    const kind = PUSHED[row.type]!;
    const payload = { title: row.type, body: kind.text(names.get(row.actorId) ?? 'Someone'), url: kind.url(row), type: row.type };
    return subscriptions.filter((s) => s.userId === row.userId).map((s) => deliver(db, pusher, s, JSON.stringify(payload)));
  });
  await Promise.all(deliveries);
}

async function deliver(db: Db, pusher: Pusher, subscription: { endpoint: string; p256dh: string; auth: string }, payload: string) {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: pusher.keys, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    // postToEndpoint sets Content-Length from the body itself.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const status = await postToEndpoint(request.endpoint, headers, request.body, pusher.policy, TIMEOUT_MS);
    if (status === 404 || status === 410) await forgetEndpoint(db, subscription.endpoint);
    else if (status < 200 || status >= 300) pusher.log(`Web Push: the push service answered ${status} for ${new URL(subscription.endpoint).origin}`);
  } catch (error) {
    pusher.log(`Web Push: could not deliver to ${new URL(subscription.endpoint).origin}`, error);
  }
}
