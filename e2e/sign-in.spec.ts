import { expect, test } from '@playwright/test';
import { readSession, signInAs } from './support/sign-in.ts';
import { readyPerson } from './support/people.ts';
import { markUserComplete } from './support/database.ts';

const SESSION_EXPIRED = 'You session has been expired. Please sign in again to continue.';

test('a new user signs in with the first provider and lands on /create-account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Get started now by connecting with your Google or Apple account.')).toBeVisible();

  await signInAs(page, 'new.google@example.test', 'Google');
  await expect(page).toHaveURL(/\/create-account$/);
  const session = await readSession(page);
  expect(session.sessionToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
});

test('a new user signs in with the second provider and lands on /create-account', async ({ page }) => {
  await signInAs(page, 'new.apple@example.test', 'Apple');
  await expect(page).toHaveURL(/\/create-account$/);
});

test('a complete user lands on /time-line', async ({ page, context }) => {
  await signInAs(page, 'complete@example.test');
  await expect(page).toHaveURL(/\/create-account$/);
  const { userId } = await readSession(page);
  await markUserComplete(userId!);

  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signInAs(page, 'complete@example.test');
  await expect(page).toHaveURL(/\/time-line$/);
  await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible();
});

test('a token revoked elsewhere sends the open tab to /signin with the expiry toast', async ({ page, request }) => {
  await signInAs(page, 'revoked@example.test');
  await expect(page).toHaveURL(/\/create-account$/);
  const { userId, sessionToken } = await readSession(page);

  // Another device logs this session out: the server closes its live stream, and the tab's next
  // call (the stream's reconnection) is refused.
  const revoke = await request.post(`/api/users/update-session/${userId}`, {
    headers: { authorization: `Bearer ${sessionToken}` },
    data: { sessionStatus: 'expired' },
  });
  expect(revoke.ok()).toBe(true);

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  expect((await readSession(page)).sessionToken).toBeNull();
});

test('opening a screen with an expired session draws the sign-in screen, not the screen with its failed loads', async ({ page, request }) => {
  const person = await readyPerson(page, 'expired.reload@example.test', 'Elin');
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Your Event', level: 1 })).toBeVisible();
  // The tab leaves the app first (its session stays in the tab's storage), so the open screen can
  // not notice the logout itself; the next load finds the stored token refused.
  await page.goto('about:blank');
  const revoke = await request.post(`/api/users/update-session/${person.userId}`, {
    headers: { authorization: `Bearer ${person.sessionToken}` },
    data: { sessionStatus: 'expired' },
  });
  expect(revoke.ok()).toBe(true);

  await page.goto('/events');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expect(page.getByText('Your events did not load.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Event', level: 1 })).toHaveCount(0);
});

test('pages that need a session redirect to /signin without one', async ({ page }) => {
  await page.goto('/friends');
  await expect(page).toHaveURL(/\/signin$/);
});
