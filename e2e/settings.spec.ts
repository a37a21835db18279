import { expect, test, type Page } from '@playwright/test';
import { person, readyPerson } from './support/people.ts';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';
import { startSmtpSink } from '../tests/api/support/smtp-sink.ts';

const portraitJpg = 'e2e/fixtures/portrait.jpg';
const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name, exact: true });

test('edit profile: nothing changed, a taken username, then a new name and picture saved', async ({ page, request }, testInfo) => {
  const taken = await person(request, 'settings.taken@example.test', 'Taken');
  await readyPerson(page, 'settings.edit@example.test', 'Edna');

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Edna');
  await expect(field(page, 'Username')).toHaveValue('edna');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please update at least one field before saving.');

  await field(page, 'Username').fill(taken.name.toLowerCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#account-username-error')).toHaveText('Username is already taken');

  await field(page, 'Username').fill('edna');
  await field(page, 'Name').fill('Edna M.');
  const before = await page.getByRole('img', { name: 'Your profile picture' }).getAttribute('src');
  await page.locator('#profile-picture').setInputFiles(portraitJpg);
  await expect(page.getByRole('img', { name: 'Your new profile picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Updated' });
  await expect(dialog.getByText('You have successfully updated your profile!')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  const picture = page.getByRole('img', { name: 'Your profile picture' });
  await expect(picture).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
  expect(await picture.getAttribute('src')).not.toBe(before);
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Saved on the server: a reload shows the new name and picture.
  await page.reload();
  await expect(field(page, 'Name')).toHaveValue('Edna M.');
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', (await picture.getAttribute('src'))!);
  await snapshot(page, testInfo, 'edit-profile-phone');
});

test('help form: errors per field, then sent through a real SMTP server and back', async ({ page }, testInfo) => {
  const smtp = await startSmtpSink(Number(process.env.E2E_SMTP_PORT));
  try {
    await readyPerson(page, 'settings.help@example.test', 'Helga');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Topic')).toHaveValue('Advertisements & Branding');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await field(page, 'Name').fill('Hana');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await expect(page.getByText('Email is required')).toBeVisible();
    await field(page, 'Email').fill('hana@example.test');
    await page.getByLabel('Topic').selectOption({ label: 'Privacy & Safety' });
    await field(page, 'Message').fill('How do I make my Pod private?');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await snapshot(page, testInfo, 'help-filled-phone');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').getByText('Form submitted successfully!')).toBeVisible();
    // Back where the person came from.
    await expect(page).toHaveURL(/\/settings$/);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    expect(smtp.received[0]!.to).toEqual(['support@pods.test']);
    expect(smtp.received[0]!.raw).toContain('How do I make my Pod private?');
    expect(smtp.received[0]!.raw).toContain('Friends & Social Features');
  } finally {
    await smtp.close();
  }
});

test('the theme choice applies at once and survives a reload', async ({ page }) => {
  await readyPerson(page, 'settings.theme@example.test', 'Theo');
  await page.goto('/settings');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('radio', { name: 'System' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('settings, edit profile and help: no serious accessibility issue at both widths', async ({ page }, testInfo) => {
  // Eleven axe-core runs: more than the default minute on a busy 2-core machine.
  test.slow();
  await readyPerson(page, 'settings.axe@example.test', 'Axel');
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const { path, title } of [
      { path: '/settings', title: 'Settings' },
      { path: '/settings/profile', title: 'Edit Profile' },
      { path: '/settings/help', title: 'Help' },
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      if (path === '/settings/profile') await expect(field(page, 'Name')).toHaveValue('Axel');
      await expectAccessible(page);
      await snapshot(page, testInfo, `${path.slice(1).replace('/', '-')}-${viewport.name}`);
    }
    // Errors and the light theme are checked too.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Light' }).check();
  for (const path of ['/settings', '/settings/profile', '/settings/help']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  await snapshot(page, testInfo, 'help-light-desktop');
});
