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
const isFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && 'status' in value && 'message' in value && Object.keys(value).length === 2;

export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: { operation: string; variables: Record<string, unknown>; files: File[] }[] = [];
  const held = new Map<string, { variables: Record<string, unknown>; resolve: (answer: unknown) => void }[]>();
  const holding = new Map<string, number>();
  const holdRules: { operation: string; match: (variables: Record<string, unknown>) => boolean }[] = [];

  const answer = (operation: string, field: string, value: unknown) =>
    isFailure(value)
      ? json({
          errors: [
            {
              message: `Upstream HTTP Error: ${value.status}`,
              path: [field],
              extensions: { code: 'DOWNSTREAM_SERVICE_ERROR', response: { status: value.status, body: { error: 'Error', message: value.message } } },
            },
          ],
          data: { [field]: null },
        })
      : json({ data: value });

  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    // Static files (the default picture): a body made with the page's own Blob, as a browser would.
    if (!String(url).endsWith('/graphql'))
      return { ok: true, status: 200, blob: async () => new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' }) } as unknown as Response;
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
    const holds = holding.get(operation) ?? 0;
    const ruled = holdRules.some((rule) => rule.operation === operation && rule.match(variables));
    if (holds > 0 || ruled) {
      if (!ruled) holding.set(operation, holds - 1);
      const settled = await new Promise<unknown>((resolve) => held.set(operation, [...(held.get(operation) ?? []), { variables, resolve }]));
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
    /** The next `count` calls of `operation` wait for `settle`. */
    hold: (operation: string, count = 1) => void holding.set(operation, (holding.get(operation) ?? 0) + count),
    /** Every call of `operation` that `match` accepts waits for `settle`. */
    holdWhere: (operation: string, match: (variables: Record<string, unknown>) => boolean) => void holdRules.push({ operation, match }),
    isHeld: (operation: string, match?: (variables: Record<string, unknown>) => boolean) =>
      (held.get(operation) ?? []).some((call) => !match || match(call.variables)),
    /** Answers the newest held call of `operation` (that `match` accepts) with data or an ApiFailure. */
    settle(operation: string, value: unknown, match?: (variables: Record<string, unknown>) => boolean) {
      const queue = held.get(operation) ?? [];
      const index = queue.findLastIndex((call) => !match || match(call.variables));
      if (index === -1) throw new Error(`No held call of ${operation}`);
      const [call] = queue.splice(index, 1);
      call!.resolve(value);
    },
  };
}
