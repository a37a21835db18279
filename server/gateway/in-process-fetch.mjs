// @ts-check
/**
 * The gateway's fetch (`customFetch` in .meshrc.yaml): calls to this process's own REST API go
 * through Fastify's `inject` (no socket, no HTTP parsing); anything else uses the platform fetch.
 *
 * Plain JavaScript on purpose: the built gateway (.mesh/) imports this file with Node itself, also
 * where no TypeScript loader runs (Vitest loads .mesh/ natively). The server registers its app on
 * a global symbol, so every copy of this module sees it.
 */
const REGISTRY = Symbol.for('pods.gateway.inProcessApi');

/** @param {{ inject: Function }} app @param {string} apiOrigin */
export function serveInProcess(app, apiOrigin) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[REGISTRY] = { app, apiOrigin };
}

/** @param {unknown} body @returns {body is { entries(): Iterable<[string, unknown]> }} */
function isForm(body) {
  return (
    typeof body === 'object' &&
    body !== null &&
    !(body instanceof FormData) &&
    typeof (/** @type {{ entries?: unknown }} */ (body).entries) === 'function' &&
    body.constructor?.name?.includes('FormData')
  );
}

/** @param {{ entries(): Iterable<[string, unknown]> }} form */
async function toPlatformForm(form) {
  const copy = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else {
      const file = /** @type {{ arrayBuffer(): Promise<ArrayBuffer>, type?: string, name?: string }} */ (value);
      copy.append(name, new Blob([await file.arrayBuffer()], { type: file.type ?? '' }), file.name ?? name);
    }
  }
  return copy;
}

/**
 * The address of the client the gateway serves: Fastify's `request.ip` of the GraphQL request in
 * Mesh's context (the connection's address, or the one a trusted proxy named; see TRUST_PROXY).
 * It becomes the in-process request's own address, so the REST API's limits see the client and
 * not this process. Taken from the context, never from a header a client could write.
 * @param {unknown} context @returns {string | undefined}
 */
function clientAddress(context) {
  const ip = /** @type {{ req?: { ip?: unknown } } | undefined} */ (context)?.req?.ip;
  return typeof ip === 'string' && ip ? ip : undefined;
}

/**
 * Mesh calls this with its GraphQL context third.
 * @param {string | URL | Request} input @param {RequestInit} [init] @param {unknown} [context] @returns {Promise<Response>}
 */
export async function fetch(input, init, context) {
  const headers = new Headers(init?.headers);
  let body = init?.body;
  if (isForm(body)) {
    // Mesh builds forms with its own FormData class, which the platform Request cannot encode:
    // copy it into a platform FormData and let Request write the content type with its boundary.
    body = await toPlatformForm(body);
    headers.delete('content-type');
  }
  const request = input instanceof Request ? input : new Request(input, { ...init, headers, body });
  const registered = /** @type {{ app: { inject: Function }, apiOrigin: string } | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (globalThis)[REGISTRY]
  );
  const apiOrigin = registered?.apiOrigin || process.env.PODS_API_ORIGIN || '';
  if (!registered || !apiOrigin || !request.url.startsWith(`${apiOrigin}/`)) return globalThis.fetch(request);
  const url = new URL(request.url);
  const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const sent = Object.fromEntries(request.headers.entries());
  // The client's address travels as the request's own address; a forwarded header here could only
  // have been written by someone else (and a trusted-proxy setting would believe it).
  for (const name of Object.keys(sent)) if (name.startsWith('x-forwarded-') || name === 'forwarded') delete sent[name];
  const remoteAddress = clientAddress(context);
  const answer = await registered.app.inject({
    method: request.method,
    url: `${url.pathname}${url.search}`,
    headers: sent,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(payload ? { payload } : {}),
  });
  const answered = new Headers();
  for (const [key, value] of Object.entries(answer.headers)) {
    if (value !== undefined) answered.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode, headers: answered });
}
