/**
 * A fake gateway for screen tests: `fetch` to /graphql is answered per operation name by the
 * test's handlers, in the gateway's own shapes (data, or an error carrying the REST status).
 * Multipart uploads are read like the gateway reads them (operations + map + files).
 * `hold(operation)` keeps the next call pending until the test settles it, so a test can look at
 * the screen while a call is in flight.
 */
import { vi } from 'vitest';

export interface ApiFailure {
  status: number;
  message: string;
}
type Handler = (variables: Record<string, unknown>, files: File[]) => unknown;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
export const failure = (status: number, message: string): ApiFailure => ({ status, message });
const isFailure = (value: unknown): value is ApiFailure => typeof value === 'object' && value !== null && 'status' in value && 'message' in value && Object.keys(value).length === 2;

export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: { operation: string; variables: Record<string, unknown>; files: File[] }[] = [];
  const held = new Map<string, { resolve: (answer: unknown) => void }>();
  const holding = new Set<string>();

  const answer = (operation: string, field: string, value: unknown) =>
    isFailure(value)
      ? json({ errors: [{ message: `Upstream HTTP Error: ${value.status}`, path: [field], extensions: { code: 'DOWNSTREAM_SERVICE_ERROR', response: { status: value.status, body: { error: 'Error', message: value.message } } } }], data: { [field]: null } })
      : json({ data: value });

  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    // Static files (the default picture): a body made with the page's own Blob, as a browser would.
    if (!String(url).endsWith('/graphql')) return { ok: true, status: 200, blob: async () => new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' }) } as unknown as Response;
    let body: { query: string; variables?: Record<string, unknown> };
    const files: File[] = [];
    if (init?.body instanceof FormData) {
      body = JSON.parse(String(init.body.get('operations')));
      for (const [key, value] of init.body.entries()) if (key !== 'operations' && key !== 'map' && value instanceof Blob) files.push(value as File);
    } else {
      body = JSON.parse(String(init?.body));
    }
    const operation = /(query|mutation)\s+(\w+)/.exec(body.query)?.[2] ?? 'anonymous';
    const field = /\{\s*(\w+)/.exec(body.query.slice(body.query.indexOf('{')))?.[1] ?? 'data';
    const variables = body.variables ?? {};
    calls.push({ operation, variables, files });
    const handler = handlers[operation];
    if (!handler) return json({ errors: [{ message: `No fake for ${operation}` }] });
    if (holding.has(operation)) {
      holding.delete(operation);
      const settled = await new Promise<unknown>((resolve) => held.set(operation, { resolve }));
      return answer(operation, field, settled);
    }
    try {
      return answer(operation, field, await handler(variables, files));
    } catch (error) {
      return answer(operation, field, error);
    }
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    /** The next call of `operation` waits for `settle`. */
    hold: (operation: string) => void holding.add(operation),
    isHeld: (operation: string) => held.has(operation),
    /** Answers a held call with data (or an ApiFailure). */
    settle(operation: string, value: unknown) {
      const pending = held.get(operation);
      if (!pending) throw new Error(`No held call of ${operation}`);
      held.delete(operation);
      pending.resolve(value);
    },
  };
}
