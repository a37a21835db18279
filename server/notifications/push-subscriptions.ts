/**
 * Stored Web Push subscriptions (spec §3 Push subscription): one row per browser endpoint. A
 * subscribe is an upsert by endpoint, so a browser that signs in as someone else moves to them.
 */
import { createECDH } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { nowSeconds } from '../clock.ts';
import { endpointProblem, type PushEndpointPolicy } from './push-endpoint.ts';

export interface PushSubscriptionBody {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The browser's keys must be usable for encryption: a P-256 point and a 16-byte secret. */
function checkKeys(keys: PushSubscriptionBody['keys']) {
  if (!BASE64URL.test(keys.p256dh) || !BASE64URL.test(keys.auth)) throw httpError(400, 'keys.p256dh and keys.auth must be base64url.');
  const point = Buffer.from(keys.p256dh, 'base64url');
  try {
    if (point.length !== 65) throw new Error('not an uncompressed point');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point); // throws for a point that is not on the curve
  } catch {
    throw httpError(400, 'keys.p256dh is not a P-256 public key.');
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) throw httpError(400, 'keys.auth must be 16 bytes.');
}

export async function saveSubscription(db: Db, userId: string, body: PushSubscriptionBody, policy: PushEndpointPolicy) {
  const problem = endpointProblem(body.endpoint, policy);
  if (problem) throw httpError(400, problem);
  checkKeys(body.keys);
  if (body.expirationTime != null && !(body.expirationTime >= 0)) throw httpError(400, 'expirationTime must be milliseconds since the epoch, or null.');
  const row = {
    userId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    expirationTime: body.expirationTime == null ? null : Math.round(body.expirationTime),
    createdAt: nowSeconds(),
  };
  await db.kysely
    .insertInto('pushSubscriptions')
    .values({ endpoint: body.endpoint, ...row })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
    .execute();
  return { subscribed: true };
}

/** Removes the caller's own subscription of this endpoint (idempotent). */
export async function removeSubscription(db: Db, userId: string, endpoint: string) {
  await db.kysely.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).where('userId', '=', userId).execute();
  return { subscribed: false };
}

/** The recipients' live subscriptions; expired ones are deleted on the way. */
export async function subscriptionsOf(db: Db, userIds: string[]) {
  await db.kysely.deleteFrom('pushSubscriptions').where('userId', 'in', userIds).where('expirationTime', '<', Date.now()).execute();
  return db.kysely.selectFrom('pushSubscriptions').select(['endpoint', 'userId', 'p256dh', 'auth']).where('userId', 'in', userIds).execute();
}

/** The push service says this endpoint is gone (404 or 410). */
export async function forgetEndpoint(db: Db, endpoint: string) {
  await db.kysely.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute();
}
