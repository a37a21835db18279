// @vitest-environment jsdom
/**
 * The API client before the app's edge has loaded (the pod app's screen, /3d-app, loads no
 * app-wide actor): its requests carry the stored session's token, and a 401 then reaches the
 * session once the edge connects.
 */
import { afterEach, expect, it, vi } from 'vitest';
import type { TypedDocumentString } from '../../../src/gql/graphql.ts';

const query = { toString: () => 'query FrameToken { frameToken { token } }' } as unknown as TypedDocumentString<unknown, Record<string, never>>;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function stubGateway(status: number) {
  const authorizations: (string | null)[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    authorizations.push(new Headers(init?.headers).get('authorization'));
    return new Response(
      JSON.stringify(
        status === 200
          ? { data: { frameToken: { token: 't' } } }
          : { errors: [{ message: 'Upstream HTTP Error: 401', extensions: { response: { status: 401 } } }] },
      ),
      { status, headers: { 'content-type': 'application/json' } },
    );
  });
  return authorizations;
}

it('sends the stored session token before the app-wide actors have loaded', async () => {
  vi.resetModules();
  sessionStorage.setItem('userId', 'u1');
  sessionStorage.setItem('sessionToken', 'token-1');
  const authorizations = stubGateway(200);
  const { gql } = await import('../../../src/lib/api/client.ts');
  await gql(query);
  expect(authorizations).toEqual(['Bearer token-1']);
});

it('keeps a 401 that came before the edge for the session to hear when it connects', async () => {
  vi.resetModules();
  sessionStorage.setItem('userId', 'u1');
  sessionStorage.setItem('sessionToken', 'revoked');
  stubGateway(401);
  const { gql } = await import('../../../src/lib/api/client.ts');
  const { connectSession } = await import('../../../src/lib/api/session-link.ts');
  await expect(gql(query)).rejects.toThrow();
  const onUnauthorized = vi.fn();
  connectSession({ token: () => null, onUnauthorized });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});
