import { expect, test, type Page } from '@playwright/test';
import { readSession, signInAs } from './sign-in.ts';
import { withE2eDatabase } from './database.ts';
import { defaultPod } from '../../src/features/onboarding/default-pod.ts';

export interface Person {
  userId: string;
  sessionToken: string;
  name: string;
}

/**
 * Signs a person in through the UI, then finishes onboarding through the same REST calls the app
 * makes (account, first Pod, interests), so journeys past onboarding start on a real account.
 */
export async function readyPerson(page: Page, email: string, name: string, profileType: 'public' | 'private' = 'public'): Promise<Person> {
  // A retry (or a --repeat-each run) signs in as someone new: the first attempt's account already exists.
  const retry = test.info().retry + test.info().repeatEachIndex * 10;
  await signInAs(page, retry ? email.replace('@', `.r${retry}@`) : email);
  await expect(page).toHaveURL(/\/create-account$/);
  const { userId, sessionToken } = await readSession(page);
  if (!userId || !sessionToken) throw new Error('no session after sign-in');
  const headers = { authorization: `Bearer ${sessionToken}` };
  const account = await page.request.put(`/api/users/create-username/${userId}`, {
    headers,
    multipart: { userName: `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}${retry ? `r${retry}` : ''}`, userDisplayName: name, userProfileType: profileType },
  });
  expect(account.status(), await account.text()).toBe(200);
  const pod = await page.request.post(`/api/posts/${userId}`, { headers, data: defaultPod('studio-loft', name) });
  expect(pod.status(), await pod.text()).toBe(200);
  const interests = await page.request.put(`/api/users/${userId}`, { headers, data: { userInterests: ['technology'] } });
  expect(interests.status(), await interests.text()).toBe(200);
  await page.evaluate((displayName) => sessionStorage.setItem('userDisplayName', displayName), name);
  return { userId, sessionToken, name };
}

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
