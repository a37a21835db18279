/**
 * Reads a REST route also offers to the gateway in process (server/gateway/direct-fields.mjs):
 * the same guard and the same code, called with the GraphQL field's arguments and the caller's
 * Authorization header, so the hottest fields skip Mesh's REST transport.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DIRECT_FIELDS } from './direct-fields.mjs';

export type DirectFieldName = (typeof DIRECT_FIELDS)[number];
export type DirectRead = (args: Record<string, unknown>, authorization: string | undefined) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    directFields: Map<DirectFieldName, DirectRead>;
  }
}

export function decorateDirectFields(app: FastifyInstance) {
  app.decorate('directFields', new Map<DirectFieldName, DirectRead>());
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Offers `read` as the field `name`: the route's guard runs on a request carrying only what it
 * reads (the Authorization header and the path's userId), then the read runs for the caller.
 */
export function offerDirectly<Args extends Record<string, unknown>>(app: FastifyInstance, name: DirectFieldName, guard: Guard, read: (callerId: string, args: Args) => Promise<unknown>) {
  app.directFields.set(name, async (args, authorization) => {
    const request = { server: app, headers: authorization ? { authorization } : {}, params: { userId: args.userId } } as unknown as FastifyRequest;
    await guard(request, undefined as unknown as FastifyReply);
    return read(request.callerId, args as Args);
  });
}
