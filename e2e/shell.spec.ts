import { expect, test } from '@playwright/test';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';

for (const viewport of viewports) {
  test(`welcome and sign-in screens at ${viewport.name} width, with no serious accessibility issue`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    for (const [name, path] of [
      ['welcome', '/'],
      ['signin', '/signin'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expectAccessible(page);
      await snapshot(page, testInfo, `${name}-${viewport.name}`);
    }
  });
}

test('the desktop shell shows both side columns only at the large breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Advertise with us' })).toBeVisible();
  // The walkthrough video loads (its notice goes) and can be played.
  await expect(page.getByRole('button', { name: 'Play walkthrough' })).toBeAttached();
  await expect(page.getByText('Loading video...')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: 'Contact Us' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Advertise with us' })).toBeHidden();
});

test('the theme survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(0, 0, 0)');
});
