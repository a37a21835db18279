import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { overHttp, startSignedIn } from './sign-in.ts';
import { withE2eDatabase } from './database.ts';
import { signInWithDev } from '../../tests/api/support/dev-sign-in.ts';
import { defaultPod } from '../../src/features/onboarding/default-pod.ts';

export interface Person {
  userId: string;
  sessionToken: string;
  name: string;
}

/**
 * A person past onboarding, made over HTTP: signed in through the development issuer with the
 * requests a browser makes (the API tests' flow, tests/api/support/dev-sign-in.ts), then the
 * onboarding steps through the REST calls the app makes (account, first Pod, interests). The page
 * then starts signed in as them, as a tab that signed in has it; its first screen is the
 * journey's to open. Signing in and onboarding through the UI are their own journeys
 * (sign-in.spec.ts, onboarding.spec.ts, onboarding-screens.spec.ts).
 */
export async function readyPerson(
  page: Page,
  email: string,
  name: string,
  profileType: 'public' | 'private' = 'public',
  template = 'studio-loft',
): Promise<Person> {
  const { loginId, ...made } = await madePerson(page.request, email, name, profileType, template);
  // The first Pod completed the account (server/posts/repository.ts), as a sign-in now would find it.
  await startSignedIn(page, { sessionToken: made.sessionToken, userId: made.userId, userLoginId: loginId, userStatus: 'complete', userDisplayName: name });
  return made;
}

/**
 * A person past onboarding who opens no screen in the journey (someone to follow, invite or
 * write to): made over HTTP as readyPerson makes one, with no browser tab. `request` is the
 * test's own (the `request` fixture) or a page's.
 */
export async function person(request: APIRequestContext, email: string, name: string, profileType: 'public' | 'private' = 'public'): Promise<Person> {
  const { loginId: _, ...made } = await madePerson(request, email, name, profileType);
  return made;
}

/** `template`: the first Pod's template (the studio loft unless a journey needs another room). */
async function madePerson(request: APIRequestContext, email: string, name: string, profileType: 'public' | 'private', template = 'studio-loft') {
  const retry = attempt();
  const { sessionToken, user } = await signInWithDev(overHttp(request), freshEmail(email));
  const { userId } = user;
  const headers = { authorization: `Bearer ${sessionToken}` };
  const account = await request.put(`/api/users/create-username/${userId}`, {
    headers,
    multipart: { userName: `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}${retry ? `r${retry}` : ''}`, userDisplayName: name, userProfileType: profileType },
  });
  expect(account.status(), await account.text()).toBe(200);
  const pod = await request.post(`/api/posts/${userId}`, { headers, data: defaultPod(template, name) });
  expect(pod.status(), await pod.text()).toBe(200);
  const interests = await request.put(`/api/users/${userId}`, { headers, data: { userInterests: ['technology'] } });
  expect(interests.status(), await interests.text()).toBe(200);
  return { userId, sessionToken, name, loginId: user.userLoginID };
}

/**
 * Someone who has just signed in for the first time (no account yet, onboarding ahead), made over
 * HTTP as readyPerson does; the page starts signed in as them.
 */
export async function newlySignedIn(page: Page, email: string): Promise<Pick<Person, 'userId' | 'sessionToken'>> {
  const { sessionToken, user } = await signInWithDev(overHttp(page.request), freshEmail(email));
  await startSignedIn(page, { sessionToken, userId: user.userId, userLoginId: user.userLoginID, userStatus: 'new' });
  return { userId: user.userId, sessionToken };
}

// A retry (or a --repeat-each run) signs in as someone new: the first attempt's account already exists.
const attempt = () => test.info().retry + test.info().repeatEachIndex * 10;
const freshEmail = (email: string) => (attempt() ? email.replace('@', `.r${attempt()}@`) : email);

/** Test setup only: an accepted follow written straight into the e2e server's database. */
export function follows(follower: Person, following: Person) {
  return withE2eDatabase(({ kysely }) =>
    kysely
      .insertInto('follows')
      .values({ followerId: follower.userId, followingId: following.userId, status: 'accepted', createdAt: Math.floor(Date.now() / 1000) })
      .onConflict((conflict) => conflict.doNothing())
      .execute(),
  );
}
