/**
 * Request guards: a valid session, and a path user id that is the caller's own. Each check is a
 * plain function of the Authorization header (and the path's ids) that answers who the caller is
 * (`callerFrom`, `ensureSelf`); the route preHandlers wrap them, and the gateway's direct fields
 * (server/gateway/direct-reads.ts) call them as they are.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { isFrameTokenShaped, type FrameTokens } from './frame-tokens.ts';
import { resolveSessionHash, sessionKey } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    callerId: string;
    /** The session token, or '' when the caller came with a frame token. */
    sessionToken: string;
    /** The stored hash of the caller's session (also for frame tokens). */
    sessionHash: string;
  }
  interface FastifyInstance {
    frameTokens: FrameTokens;
  }
}

export interface SessionOptions {
  /**
   * Also accept a frame token (the pod app frames' short-lived token). Only routes the frames
   * need opt in; everywhere else a frame token is refused like any unknown token.
   */
  frameToken?: boolean;
}

export const SIGN_IN = 'A valid session is required. Please sign in.';

/**
 * What a guard asks of the caller: the OpenAPI document derives each operation's `security` from
 * its route's guards (server/http/openapi.ts), so the document cannot drift from what is enforced.
 */
export type SessionNeed = 'required' | 'optional';
const sessionNeeds = new WeakMap<object, SessionNeed>();

/** Records what `guard` asks; composite guards (a guest or a session) declare themselves with it. */
export function declareSessionNeed<T extends object>(guard: T, need: SessionNeed): T {
  sessionNeeds.set(guard, need);
  return guard;
}

/** The strongest need among a route's preHandlers, or null when none reads a session. */
export function sessionNeedOf(preHandler: unknown): SessionNeed | null {
  const guards: unknown[] = Array.isArray(preHandler) ? preHandler : [preHandler];
  const found = guards.flatMap((guard) => (typeof guard === 'function' && sessionNeeds.has(guard) ? [sessionNeeds.get(guard)!] : []));
  return found.includes('required') ? 'required' : (found[0] ?? null);
}

/** Who a request comes from. */
export interface Caller {
  callerId: string;
  /** The session token, or '' when the caller came with a frame token. */
  sessionToken: string;
  /** The stored hash of the caller's session (also for frame tokens). */
  sessionHash: string;
}

/** The caller an Authorization header names, or a 401. */
export async function callerFrom(
  db: Db,
  frameTokens: FrameTokens,
  authorization: string | undefined,
  { frameToken = false }: SessionOptions = {},
): Promise<Caller> {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw httpError(401, SIGN_IN);
  if (isFrameTokenShaped(token)) {
    if (!frameToken) throw httpError(401, SIGN_IN);
    const claims = await frameTokens.verify(token);
    // The frame token lives only as long as the session it was made for.
    const userId = claims ? await resolveSessionHash(db, claims.sessionHash) : null;
    if (!claims || userId !== claims.userId) throw httpError(401, SIGN_IN);
    return { callerId: userId, sessionToken: '', sessionHash: claims.sessionHash };
  }
  // Hashed once (and remembered for tokens seen lately): the key of the session and of its cache.
  const sessionHash = sessionKey(token);
  const userId = await resolveSessionHash(db, sessionHash);
  if (!userId) throw httpError(401, SIGN_IN);
  return { callerId: userId, sessionToken: token, sessionHash };
}

/** A path's user id must be the caller's own, or a 403. */
export function ensureSelf(callerId: string, userId: unknown) {
  if (userId !== callerId) throw httpError(403, 'You can only act on your own account.');
}

export function requireSession(db: Db, options: SessionOptions = {}) {
  return declareSessionNeed(async (request: FastifyRequest) => {
    Object.assign(request, await callerFrom(db, request.server.frameTokens, request.headers.authorization, options));
  }, 'required');
}

export function requireSelf(param: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => ensureSelf(request.callerId, (request.params as Record<string, unknown>)[param]);
}

/** Reads a session when one is sent (callerId stays empty otherwise); a bad token is still a 401. */
export function optionalSession(db: Db, options: SessionOptions = {}) {
  const required = requireSession(db, options);
  return declareSessionNeed(async (request: FastifyRequest) => {
    request.callerId = '';
    if (request.headers.authorization) await required(request);
  }, 'optional');
}
