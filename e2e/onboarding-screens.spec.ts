import { expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';

for (const viewport of viewports) {
  test(`onboarding screens and dialogs at ${viewport.name} width, with no serious accessibility issue`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const look = async (name: string) => {
      await expectAccessible(page);
      await snapshot(page, testInfo, `${name}-${viewport.name}`);
    };
    // A retry signs in as someone new (the first attempt's account already exists).
    await signInAs(page, `screens.${viewport.name}${testInfo.retry ? `.r${testInfo.retry}` : ''}@example.test`);
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await look('create-account-errors');
    await page.getByLabel('Name', { exact: true }).fill('Sam');
    await page.getByLabel('Username').fill(`sam.${viewport.name}`);
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Account Created' })).toBeVisible();
    await look('create-account-dialog');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Create Your POD' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pod templates' }).getByRole('button').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Search templates' }).fill('st');
    await look('pod-templates-suggestions');
    await page.getByRole('combobox', { name: 'Search templates' }).press('Enter');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: "Pod Selected. You're Good to Go!" })).toBeVisible();
    await look('pod-templates-dialog');
    await page.getByRole('button', { name: 'Explore Now' }).click();

    await expect(page.getByRole('heading', { name: 'Tell Us What You Love!' })).toBeVisible();
    await page.getByRole('button', { name: 'Gaming' }).click();
    await look('interests');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Your pod is ready!' })).toBeVisible();
    await look('interests-dialog');
    await page.getByRole('button', { name: 'Go to Feed' }).click();

    await page.goto('/social-media-links');
    await expect(page.getByRole('heading', { name: 'Add Social Media Links' })).toBeVisible();
    await expect(page.getByLabel('Facebook username')).toBeVisible();
    await expect(page.getByLabel('YouTube username')).toBeVisible();
    await page.getByRole('button', { name: 'Add platform' }).click();
    const sheet = page.getByRole('dialog', { name: 'Select Social Media Platform' });
    await expect(sheet.getByRole('button', { name: 'Added Facebook' })).toBeDisabled();
    await look('social-links-sheet');
    await sheet.getByLabel('Search platforms').fill('zzz');
    await expect(sheet.getByText('No platforms found')).toBeVisible();
    await sheet.getByLabel('Search platforms').fill('insta');
    await sheet.getByRole('button', { name: 'Add Instagram' }).click();
    await expect(sheet.getByRole('button', { name: 'Added Instagram' })).toBeDisabled();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Instagram username').fill(`sam.${viewport.name}`);
    await look('social-links');
    // Back (opened directly, so no screen to go back to) goes to the profile; what was typed waits for the return.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/social-media-links');
    await expect(page.getByLabel('Instagram username')).toHaveValue(`sam.${viewport.name}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Continue opens the person's own Pod (podId names it), not a 'Pod not found'.
    await expect(page).toHaveURL(/\/3d-app\/?\?podId=/);
    const pod = page.frameLocator('iframe[title="3d-app"]');
    await expect(pod.getByRole('heading', { name: "Sam's Pod" })).toBeVisible({ timeout: 60_000 });

    await page.goto('/pod-settings');
    await expect(page.getByLabel('Title')).toHaveValue("Sam's Pod");
    await look('pod-settings-details');
    await page.getByRole('tab', { name: 'Privacy & Access' }).click();
    await look('pod-settings-privacy');
    await page.goto('/pod-live');
    await expect(page.getByRole('heading', { name: "Sam's Pod" })).toBeVisible();
    await look('pod-live');
  });
}
