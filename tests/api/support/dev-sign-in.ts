/** Signs in through the development issuer as the app and a browser would (the API tests, and e2e/support/people.ts over HTTP). */
import { arriveAtSignIn, finishSignIn, startSignIn, type ProviderId, type Server } from './sign-in-flow.ts';

export { getNonce } from './sign-in-flow.ts';

/** The development issuer's consent: its form posted with the given email. */
export async function approveAtDevIssuer(app: Server, url: URL, email: string) {
  const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), email });
  const response = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return response.statusCode === 302 ? { location: String(response.headers.location) } : { html: response.body };
}

export interface SignedIn {
  sessionToken: string;
  user: { userId: string; userEmail: string; userLoginID: string; userStatus: string };
}

export async function signInWithDev(app: Server, email: string, provider: ProviderId = 'google'): Promise<SignedIn> {
  const { pending, url } = await startSignIn(app, provider);
  const response = await finishSignIn(app, pending, await arriveAtSignIn(app, await approveAtDevIssuer(app, url, email)));
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<SignedIn>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
