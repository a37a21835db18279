/** Request guards: a valid session, and a path user id that is the caller's own. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { resolveSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    callerId: string;
    sessionToken: string;
  }
}

export function requireSession(db: Db) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    const userId = token ? await resolveSession(db, token) : null;
    if (!token || !userId) throw httpError(401, 'A valid session is required. Please sign in.');
    request.callerId = userId;
    request.sessionToken = token;
  };
}

export function requireSelf(param: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const value = (request.params as Record<string, string>)[param];
    if (value !== request.callerId) throw httpError(403, 'You can only act on your own account.');
  };
}

/** Reads a session when one is sent (callerId stays empty otherwise); a bad token is still a 401. */
export function optionalSession(db: Db) {
  const required = requireSession(db);
  return async (request: FastifyRequest) => {
    request.callerId = '';
    if (request.headers.authorization) await required(request);
  };
}
