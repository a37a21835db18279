// @ts-check
/**
 * Mesh `additionalResolvers` for the app's hottest reads, the Discover feed. Their REST routes also
 * register the same code with the app (`app.directFields`, see server/posts/feed-routes.ts), and
 * these fields call it in process instead of going through Mesh's REST transport, which costs about
 * a millisecond a request (docs/performance.md). The schema still comes from the OpenAPI document,
 * the guards and queries are the routes' own, and a REST error keeps the shape Mesh gives it
 * (`extensions.response.status` and `.body`). The gateway only runs inside the server, which
 * always offers these reads; a missing one is a wiring bug, answered as such.
 *
 * Plain JavaScript for the same reason as in-process-fetch.mjs: the built gateway imports it with
 * Node itself.
 */
import { STATUS_CODES } from 'node:http';
import { GraphQLError } from 'graphql';

/** The Query fields served directly: the feed's reads. */
export const DIRECT_FIELDS = /** @type {const} */ (['getTimeline', 'getTopViewedPosts', 'getTopLikedPosts', 'getTrendingProfiles']);

/** @param {unknown} error */
function asGraphQLError(error) {
  const status = /** @type {{ statusCode?: unknown }} */ (error)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return error;
  const message = error instanceof Error ? error.message : String(error);
  const statusText = STATUS_CODES[status] ?? 'Error';
  return new GraphQLError(`${statusText}: ${message}`, {
    extensions: { code: statusText.toUpperCase().replaceAll(' ', '_'), response: { status, statusText, body: { error: statusText, message } } },
  });
}

/** @param {typeof DIRECT_FIELDS[number]} name */
function direct(name) {
  /** @type {(root: unknown, args: Record<string, unknown>, context: any) => Promise<unknown>} */
  return async (_root, args, context) => {
    /** @type {Map<string, (args: Record<string, unknown>, authorization: string | undefined) => Promise<unknown>> | undefined} */
    const reads = context.req?.server?.directFields;
    const read = reads?.get(name);
    if (!read) throw new Error(`The gateway has no in-process read for ${name}.`);
    try {
      return await read(args, context.req.headers?.authorization);
    } catch (error) {
      throw asGraphQLError(error);
    }
  };
}

export const resolvers = { Query: Object.fromEntries(DIRECT_FIELDS.map((name) => [name, direct(name)])) };
