import { expect, test, type Page } from '@playwright/test';

/**
 * Signed-in screens arrive with their shell (scripts/prerender.ts): frame, headings and skeletons
 * that paint before the app's JavaScript. These look at the page before the app runs, by holding
 * its entry back.
 */
// page.route does not see what a service worker serves: the app's entry must come from the network to be held back.
test.use({ serviceWorkers: 'block' });
async function holdTheApp(page: Page) {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
}

test('a signed-in screen paints its shell before the app runs, and the shell takes no input', async ({ page }) => {
  await page.goto('/signin');
  await page.evaluate(() => {
    sessionStorage.setItem('sessionToken', 'held');
    sessionStorage.setItem('userId', 'held');
    sessionStorage.setItem('userStatus', 'complete');
  });
  await holdTheApp(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  // A tap on a placeholder control changes nothing (the app would draw over it and lose it).
  await page.getByText('Light', { exact: true }).click({ force: true });
  await expect(page.locator('main input[value="light"]')).not.toBeChecked();
});

test('a signed-in screen opened signed out never shows its shell, and the app sends the visitor to sign in', async ({ page }) => {
  await holdTheApp(page);
  await page.goto('/events');
  await expect(page.locator('#root')).toBeHidden();
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});
