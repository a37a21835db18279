/**
 * A person signed in over HTTP through the development issuer (the flow the API tests run through
 * inject, tests/api/support/dev-sign-in.ts) and made ready as onboarding leaves them
 * (e2e/support/people.ts): an account, interests, and the Pods asked for. For scripts that measure
 * the running app.
 */
import { signInWithDev } from '../../tests/api/support/dev-sign-in.ts';
import { overFetch } from '../../tests/api/support/sign-in-flow.ts';

export interface DevPerson {
  userId: string;
  userLoginId: string;
  userDisplayName: string;
  sessionToken: string;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signInDevPerson(baseUrl: string, email: string, name: string): Promise<DevPerson> {
  // The sign-in the API tests and the journeys run (tests/api/support/sign-in-flow.ts), through fetch.
  const signedIn = await signInWithDev(overFetch(baseUrl), email);
  const person = { userId: signedIn.user.userId, userLoginId: signedIn.user.userLoginID, userDisplayName: name, sessionToken: signedIn.sessionToken };
  const form = new FormData();
  form.set('userName', `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}${Date.now().toString(36)}`);
  form.set('userDisplayName', name);
  form.set('userProfileType', 'public');
  await json(await fetch(`${baseUrl}/api/users/create-username/${person.userId}`, { method: 'PUT', headers: bearer(person), body: form }));
  await json(await call(baseUrl, person, 'PUT', `/api/users/${person.userId}`, { userInterests: ['technology'] }));
  return person;
}

const bearer = (person: DevPerson) => ({ authorization: `Bearer ${person.sessionToken}` });

export const call = (baseUrl: string, person: DevPerson, method: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method, headers: { ...bearer(person), 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Makes the person's Pod (the body as the app posts it; one a person) and answers its id. */
export async function makePod(baseUrl: string, person: DevPerson, pod: unknown): Promise<string> {
  return (await json<{ postId: string }>(await call(baseUrl, person, 'POST', `/api/posts/${person.userId}`, pod))).postId;
}

/** Puts other things in the person's Pod (postAssets as the app saves them). */
export async function setPodAssets(baseUrl: string, person: DevPerson, postId: string, postAssets: unknown) {
  await json(await call(baseUrl, person, 'PUT', `/api/posts/${person.userId}/${postId}`, { postAssets }));
}

/** A script run before any of the page's own: the person's session where the app keeps it. */
export function devSessionScript(person: DevPerson, origin: string) {
  const entries = {
    sessionToken: person.sessionToken,
    userId: person.userId,
    userLoginId: person.userLoginId,
    userDisplayName: person.userDisplayName,
    userStatus: 'complete',
  };
  return `if (location.origin === ${JSON.stringify(origin)}) for (const [key, value] of Object.entries(${JSON.stringify(entries)})) sessionStorage.setItem(key, value);`;
}
