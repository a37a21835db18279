/**
 * Web Push (spec §4, §7 Push subscription): the VAPID public key the browser subscribes with,
 * and storing or removing the caller's subscription. Pushes themselves go out from push.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import type { VapidKeys } from '../auth/server-keys.ts';
import type { PushEndpointPolicy } from './push-endpoint.ts';
import { removeSubscription, saveSubscription, type PushSubscriptionBody } from './push-subscriptions.ts';

const userParam = { type: 'object', required: ['userId'], properties: { userId: { type: 'string' } } } as const;
// Formats and lengths (an https URL of a public host, base64url keys) are checked in push-subscriptions.ts: a
// pattern or length here would turn these fields into opaque custom scalars in the GraphQL gateway.
const base64url = { type: 'string', description: 'base64url' } as const;
const endpoint = { type: 'string', description: "The push service's http(s) URL for this browser" } as const;
const subscribed = { 200: { type: 'object', required: ['subscribed'], properties: { subscribed: { type: 'boolean' } } } } as const;

export function pushRoutes(db: Db, keys: VapidKeys, policy: PushEndpointPolicy) {
  return async (app: FastifyInstance) => {
    const guard = [requireSession(db), requireSelf('userId')];

    app.get(
      '/notifications/vapid-public-key',
      {
        schema: {
          operationId: 'getVapidPublicKey',
          tags: ['notifications'],
          summary: "The server's VAPID public key (the applicationServerKey to subscribe with)",
          response: { 200: { type: 'object', required: ['publicKey'], properties: { publicKey: { type: 'string' } } } },
        },
      },
      () => ({ publicKey: keys.publicKey }),
    );

    app.post<{ Params: { userId: string }; Body: PushSubscriptionBody }>(
      '/notifications/subscribe/:userId',
      {
        preHandler: guard,
        schema: {
          operationId: 'subscribePush',
          tags: ['notifications'],
          summary: "Store this browser's push subscription for you (subscribing an endpoint again moves it to you)",
          params: userParam,
          body: {
            type: 'object',
            required: ['endpoint', 'keys'],
            properties: {
              endpoint,
              expirationTime: { type: ['number', 'null'], description: 'Milliseconds since the epoch, or null' },
              keys: { type: 'object', required: ['p256dh', 'auth'], properties: { p256dh: base64url, auth: base64url } },
            },
          },
          response: subscribed,
        },
      },
      (request) => saveSubscription(db, request.params.userId, request.body, policy),
    );

    app.delete<{ Params: { userId: string }; Body: { endpoint: string } }>(
      '/notifications/subscribe/:userId',
      {
        preHandler: guard,
        schema: {
          operationId: 'unsubscribePush',
          tags: ['notifications'],
          summary: 'Remove your push subscription of this endpoint (idempotent)',
          params: userParam,
          body: { type: 'object', required: ['endpoint'], properties: { endpoint } },
          response: subscribed,
        },
      },
      (request) => removeSubscription(db, request.params.userId, request.body.endpoint),
    );
  };
}
