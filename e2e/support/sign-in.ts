import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Server } from '../../tests/api/support/sign-in-flow.ts';

export type Provider = 'Google' | 'Apple';

/**
 * Signs in through the development OIDC issuer, as a person would, with the given email. /signin
 * sends someone already signed in on to the feed, so a tab that was signed in forgets its session
 * first (signing in again, or as a second person, on one page). Only the journeys about signing in
 * and onboarding walk it; the rest start signed in (readyPerson in people.ts).
 */
export async function signInAs(page: Page, email: string, provider: Provider = 'Google') {
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
  await page.goto('/signin');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The session the app keeps in sessionStorage (spec §3). */
export async function readSession(page: Page) {
  return page.evaluate(() => ({
    userId: sessionStorage.getItem('userId'),
    sessionToken: sessionStorage.getItem('sessionToken'),
  }));
}

/**
 * The running server as the sign-in flow of the API tests takes it (tests/api/support/sign-in-flow.ts):
 * the same requests a browser makes, over HTTP with the page's own request context, so cookies
 * land in the browser context. Redirects are not followed: the flow reads them.
 */
export function overHttp(request: APIRequestContext): Server {
  return {
    async inject({ method = 'GET', url, headers, payload }) {
      const response = await request.fetch(url, { method, headers, data: payload, maxRedirects: 0 });
      const body = await response.text();
      return { statusCode: response.status(), headers: response.headers(), body, json: <T>() => JSON.parse(body) as T };
    },
  };
}

/** What the app stores for a session (src/lib/storage.ts storeSession) once a person has signed in. */
export interface StoredSession {
  sessionToken: string;
  userId: string;
  userLoginId: string;
  userStatus: 'new' | 'complete';
  userDisplayName?: string;
}

/**
 * The tab starts signed in: the session in its sessionStorage, as the app leaves it at sign-in, and
 * the page session cookie the app hands the server then (src/app/page-session.ts). sessionStorage
 * belongs to the tab and the origin and storageState does not carry it, so it is written from a
 * small document of the app's origin (the favicon: none of the app's code runs) before the journey
 * opens its first screen; a tab that had a session forgets it first.
 */
export async function startSignedIn(page: Page, session: StoredSession) {
  const cookie = await page.request.post('/api/session/page-cookie', { headers: { authorization: `Bearer ${session.sessionToken}` } });
  expect(cookie.status(), await cookie.text()).toBe(204);
  await page.goto('/favicon.svg');
  await page.evaluate((values) => {
    sessionStorage.clear();
    for (const [key, value] of Object.entries(values)) if (value !== undefined) sessionStorage.setItem(key, value);
  }, session);
}
