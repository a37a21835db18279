/** A `fetch` answered by this Fastify app in-process (for the development issuer, which lives here). */
import type { FastifyInstance, InjectOptions } from 'fastify';

export const injectFetch =
  (app: FastifyInstance): typeof fetch =>
  async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(init.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
