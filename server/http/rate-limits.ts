/**
 * Rate limits (@fastify/rate-limit), one way for every route: a limit counts per person when the
 * route's guard found a session, per client address otherwise, and a refusal is a 429
 * `{ error, message }` saying when to try again (with Retry-After). The numbers are in README.md's
 * Limits table; each is far above what a person using the app needs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import ipaddr from 'ipaddr.js';
import type { Db } from '../db/database.ts';
import { httpError } from './errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

export interface Limit {
  max: number;
  timeWindow: '1 second' | '1 minute' | '1 hour';
  /** What is counted, as the refusal names it: "Too many {what}." */
  what: string;
}

export const LIMITS = {
  help: { max: 5, timeWindow: '1 minute', what: 'messages' },
  signIn: { max: 60, timeWindow: '1 minute', what: 'sign-in attempts' },
  signInNonce: { max: 60, timeWindow: '1 minute', what: 'sign-in requests' },
  streamTicket: { max: 30, timeWindow: '1 minute', what: 'stream tickets' },
  frameToken: { max: 60, timeWindow: '1 minute', what: 'frame tokens' },
  liveChat: { max: 30, timeWindow: '1 minute', what: 'chat messages' },
  // A voice connection takes two descriptions and a few candidates; five of them, and restarts.
  liveSignal: { max: 600, timeWindow: '1 minute', what: 'voice signals' },
  // Joining and leaving voice, muting and unmuting, and the host's mutes: a click each.
  liveVoice: { max: 60, timeWindow: '1 minute', what: 'voice changes' },
  // The host puts something on the main screen or clears it: a click each.
  roomScreen: { max: 60, timeWindow: '1 minute', what: 'main screen changes' },
  // Choosing an avatar is a click on Save; a few retries at most.
  avatar: { max: 30, timeWindow: '1 minute', what: 'avatar changes' },
  // A tap each; a few a second is an enthusiastic person, more a flood everyone would have to watch.
  liveReaction: { max: 3, timeWindow: '1 second', what: 'reactions' },
  podMedia: { max: 20, timeWindow: '1 minute', what: 'uploads' },
  // The pod app sends a new render when the owner saves their Pod: a few an hour.
  podPicture: { max: 30, timeWindow: '1 hour', what: 'Pod pictures' },
  // A page names the Pods it shows as it opens or its list changes (issue 46): a few a minute.
  hereNowWatch: { max: 60, timeWindow: '1 minute', what: 'lists of Pods to watch' },
} as const satisfies Record<string, Limit>;

/**
 * The client's address as a limit key. One IPv6 subscriber usually holds a whole /64, so an
 * address there stands for its /64; an IPv4-mapped IPv6 address is its IPv4 address.
 */
export function addressKey(ip: string) {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/** The person when a guard resolved a session (callerId), the client's address otherwise. */
export function limitKey(request: FastifyRequest) {
  return request.callerId ? `person:${request.callerId}` : `address:${addressKey(request.ip)}`;
}

/** The route `config` that applies `limit` to it. */
export function limitedTo(limit: Limit): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      // After the route's own preHandlers (its session guard), so the key can be the person.
      hook: 'preHandler',
      keyGenerator: limitKey,
      errorResponseBuilder: (_request, context) => httpError(context.statusCode, `Too many ${limit.what}. Please try again in ${context.after}.`),
    },
  };
}

/**
 * Registers the limiter once for the whole app; routes opt in with `config: limitedTo(…)`. On
 * PostgreSQL the counts live in the database, shared by every server process on it; on SQLite
 * (one process) in memory. A store error lets the request through (rate-limit-store.ts says why).
 */
export async function installRateLimits(app: FastifyInstance, db: Db) {
  const store = db.dialect === 'postgres' ? databaseRateLimitStore(db, (message, error) => app.log.warn({ err: error }, message)) : undefined;
  await app.register(rateLimit, { global: false, skipOnError: true, ...(store ? { store } : {}) });
}
