/**
 * A fake of the network under the app: `fetch` answers GraphQL requests to /graphql the way the
 * gateway does, so the real API client, its 401 handling and the session machine's effects run.
 */
import { vi } from 'vitest';

type Body = { query: string; variables?: Record<string, unknown> };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = (field: string) =>
  json({
    errors: [{ message: 'Upstream HTTP Error: 401', path: [field], extensions: { code: 'DOWNSTREAM_SERVICE_ERROR', response: { status: 401 } } }],
    data: { [field]: null },
  });

export function installFakeGateway(user: { userId: string; userDisplayName: string | null; userDPUrl: string | null; userStatus: string }) {
  const state = { tokenValid: true, pendingLogout: null as null | ((response: Response) => void) };
  const calls: { operation: string; authorization: string | null }[] = [];
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    const operation = /(query|mutation)\s+(\w+)/.exec(body.query)?.[2] ?? 'anonymous';
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ operation, authorization });
    if (operation === 'OnboardingUser') {
      // A complete user with a username, a pod and interests: onboarding leaves them where they are.
      const full = {
        userName: 'ada',
        userInterests: ['all'],
        userSocialLinks: [],
        userPods: [{ podId: 'studio-loft', podName: 'Studio Loft', podDisplayImage: '' }],
        ...user,
      };
      return state.tokenValid ? json({ data: { getUser: full } }) : unauthorized('getUser');
    }
    if (operation === 'ExpireSession') return new Promise<Response>((resolve) => (state.pendingLogout = resolve));
    return json({ errors: [{ message: `No fake for ${operation}` }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    revokeToken: () => void (state.tokenValid = false),
    finishLogout: (ok: boolean) => {
      state.pendingLogout?.(ok ? json({ data: { updateSession: { sessionStatus: 'expired' } } }) : json({ error: 'Internal Server Error' }, 500));
      state.pendingLogout = null;
    },
  };
}
