import { expect, type Page } from '@playwright/test';

export type Provider = 'Google' | 'Apple';

/**
 * Signs in through the development OIDC issuer, as a person would, with the given email. /signin
 * sends someone already signed in on to the feed, so a tab that was signed in forgets its session
 * first (signing in again, or as a second person, on one page).
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
