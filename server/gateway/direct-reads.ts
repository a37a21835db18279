/**
 * Reads a REST route also offers to the gateway in process (server/gateway/direct-fields.mjs):
 * the same guard and the same code, called with the GraphQL field's arguments and the caller's
 * Authorization header, so the hottest fields skip Mesh's REST transport.
 */
import type { FastifyInstance } from 'fastify';
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

/** A route's check as a plain function: the Authorization header and the path's ids → the caller's id. */
export type Authorize = (authorization: string | undefined, params: Record<string, unknown>) => Promise<string>;

/**
 * Offers `read` as the field `name`: the route's own check runs on the field's Authorization
 * header and arguments (the path's ids among them), then the read runs for the caller.
 */
export function offerDirectly<Args extends Record<string, unknown>>(
  app: FastifyInstance,
  name: DirectFieldName,
  authorize: Authorize,
  read: (callerId: string, args: Args) => Promise<unknown>,
) {
  app.directFields.set(name, async (args, authorization) => read(await authorize(authorization, args), args as Args));
}
