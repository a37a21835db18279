/** Session tokens: random, stored hashed, 30 days, revocable. */
import type { Db } from '../db/database.ts';
import { hashToken, nowSeconds, randomToken } from './tokens.ts';
import { announceSessionEnd, onAnySessionEnd, onSessionEnd } from './session-ends.ts';

const SESSION_LIFETIME_S = 30 * 24 * 3600;

export async function issueSession({ kysely }: Db, userId: string) {
  const token = randomToken(32);
  const now = nowSeconds();
  await kysely
    .insertInto('sessions')
    .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt: now + SESSION_LIFETIME_S })
    .execute();
  return token;
}

/**
 * Resolved sessions are remembered for a few seconds, so a burst of requests reads the sessions
 * table once. Logout forgets at once in every process: this one directly, the others when its
 * session-end signal arrives (PostgreSQL deployments; at worst SESSION_CACHE_MS later if it is lost).
 */
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
const cache = new Map<string, { userId: string; until: number }>();
onAnySessionEnd((key) => cache.delete(key));

/** The user id a token belongs to, or null when it is unknown, expired or revoked. */
export const resolveSession = (db: Db, token: string) => resolveSessionHash(db, sessionKey(token));

/**
 * A token's hash (the cache's and the table's key), remembered for the tokens seen lately: hashing
 * took ~3% of a cached feed read (docs/performance.md, issue 23). Only the hash is remembered, and
 * only under the token that hashes to it, so nothing here says whether a session is active.
 * Equal to `hashToken(token)`: the guards use it as the request's session hash too.
 */
const hashes = new Map<string, string>();
export function sessionKey(token: string) {
  let key = hashes.get(token);
  if (key === undefined) {
    key = hashToken(token);
    if (hashes.size >= SESSION_CACHE_MAX) hashes.delete(hashes.keys().next().value!);
    hashes.set(token, key);
  }
  return key;
}

/** The user id of the session stored under `key` (its token's hash), or null when it is not active. */
export async function resolveSessionHash(db: Db, key: string) {
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.userId;
  const userId = await lookupSession(db, key);
  if (userId) {
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { userId, until: Date.now() + SESSION_CACHE_MS });
  } else {
    cache.delete(key);
  }
  return userId;
}

/** The user id of the session stored under `tokenHash` if it is active now, read from the table (never the cache). */
export async function lookupSession({ kysely }: Db, tokenHash: string) {
  const row = await kysely
    .selectFrom('sessions')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('status', '=', 'active')
    .where('expiresAt', '>', nowSeconds())
    .executeTakeFirst();
  return row?.userId ?? null;
}

/** Ends a session (logout): it is refused from now on, and the streams opened with it close. */
export async function expireSession(db: Db, token: string) {
  const key = hashToken(token);
  cache.delete(key);
  await db.kysely.updateTable('sessions').set({ status: 'expired' }).where('tokenHash', '=', key).execute();
  await announceSessionEnd(db, key);
}

/**
 * Calls `onEnd` once this session of `userId` ends, also when it ended just before: the table is
 * read again after subscribing, so a logout between a stream's ticket check and its subscription
 * is not missed. Returns the unsubscribe.
 */
export function untilSessionEnds(db: Db, sessionHash: string, userId: string, onEnd: () => void, log: (error: unknown) => void) {
  const stop = onSessionEnd(sessionHash, onEnd);
  lookupSession(db, sessionHash).then((active) => {
    if (active === userId) return;
    stop();
    onEnd();
  }, log);
  return stop;
}
