/**
 * A sign-in as the app runs it, against whichever issuer the server is configured with: the app's
 * own authorization request (src/features/auth/oidc.ts), the provider's answer, then our server.
 *
 * Written against `Server`, the one request function it needs: the API tests pass their Fastify
 * app (app.inject); the journeys pass the running server over HTTP (e2e/support/people.ts), and
 * the measuring scripts the same through fetch (overFetch).
 */
import { authorizationUrl, readAuthorizationResponse, randomString, type PendingRequest, type ProviderInfo } from '../../../src/features/auth/oidc.ts';

export type ProviderId = 'google' | 'apple';

/** A request as Fastify's inject takes it: a path on the server; a string payload goes as it is, an object as JSON. */
export interface ServerRequest {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Record<string, unknown>;
}
/** Its answer, as inject gives it; redirects are not followed. */
export interface ServerAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json<T = unknown>(): T;
}
/** Whatever answers the server's requests: a Fastify app, or e2e's client of the running server. */
export interface Server {
  inject(request: ServerRequest): Promise<ServerAnswer>;
}

/** The running server at `origin` through fetch (scripts that measure the built app: scripts/lib/dev-person.ts). */
export function overFetch(origin: string): Server {
  return {
    async inject({ method = 'GET', url, headers = {}, payload }) {
      const json = payload !== undefined && typeof payload !== 'string';
      const response = await fetch(new URL(url, origin), {
        method,
        headers: json ? { 'content-type': 'application/json', ...headers } : headers,
        body: json ? JSON.stringify(payload) : payload,
        redirect: 'manual',
      });
      const body = await response.text();
      return { statusCode: response.status, headers: Object.fromEntries(response.headers), body, json: <T>() => JSON.parse(body) as T };
    },
  };
}

/** The provider's answer to an approved request: a redirect (query) or a page that posts a form. */
export interface ProviderAnswer {
  location?: string;
  html?: string;
}

export async function getNonce(app: Server) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/nonce' });
  return response.json<{ nonce: string }>().nonce;
}

export async function providerInfo(app: Server, id: ProviderId) {
  const { providers } = (await app.inject({ url: '/api/auth/providers' })).json<{ providers: ProviderInfo[] }>();
  const info = providers.find((p) => p.id === id);
  if (!info) throw new Error(`${id} is not offered`);
  return info;
}

/** The app's authorization request: its pending state and the URL it sends the browser to. */
export async function startSignIn(app: Server, id: ProviderId) {
  const info = await providerInfo(app, id);
  const pending: PendingRequest = { provider: id, state: randomString(), nonce: await getNonce(app), codeVerifier: randomString(48) };
  return { info, pending, url: new URL(await authorizationUrl(info, pending)) };
}

/** What a form_post page would POST: its action and hidden fields. */
export function formPostOf(html: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`not a form_post page: ${html.slice(0, 200)}`);
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [unescape(name!), unescape(value!)]),
  );
  return { action: unescape(action), fields };
}

/** The browser's part after the provider answered: form_post goes through our server first. */
export async function arriveAtSignIn(app: Server, answer: ProviderAnswer) {
  let location = answer.location;
  if (answer.html) {
    const { action, fields } = formPostOf(answer.html);
    const posted = await app.inject({
      method: 'POST',
      url: new URL(action).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    if (posted.statusCode !== 303) throw new Error(`the callback answered ${posted.statusCode} ${posted.body}`);
    location = String(posted.headers.location);
  }
  if (!location) throw new Error('the provider did not answer');
  return new URL(location);
}

/** The app's last step: the sign-in call the answer in /signin's URL leads to. */
export function finishSignIn(app: Server, pending: PendingRequest, signinUrl: URL) {
  const answer = readAuthorizationResponse(signinUrl.search, pending);
  const params = answer?.params ?? {};
  if (params.state !== pending.state) throw new Error(`state mismatch: ${signinUrl}`);
  return pending.provider === 'google'
    ? app.inject({ method: 'POST', url: '/api/users', payload: { code: params.code ?? '', codeVerifier: pending.codeVerifier } })
    : app.inject({ method: 'POST', url: '/api/users/apple-signin', payload: { signInCode: params.sign_in_code ?? '', nonce: pending.nonce } });
}
