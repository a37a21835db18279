import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';

// Every static page is public: these tests never sign in.
const pages = [
  { name: 'about', path: '/settings/about', title: 'About Us', back: { name: 'Back to Settings', href: '/settings' } },
  { name: 'privacy', path: '/settings/privacy', title: 'Privacy Policy', back: { name: 'Back to Settings', href: '/settings' } },
  { name: 'coming-soon', path: '/coming-soon', title: 'Explore What’s Coming', back: { name: 'Back to Profile', href: '/profile' } },
  { name: 'pricing', path: '/pricing', title: 'Pricing & Plans', back: { name: 'Back to Profile', href: '/profile' } },
] as const;

const sectionTitles = (page: Page) => page.getByRole('heading', { level: 2 });

for (const viewport of viewports) {
  test(`static pages at ${viewport.name} width: one h1, a back link, no serious accessibility issue`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    for (const { name, path, title, back } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('link', { name: back.name, exact: true })).toHaveAttribute('href', back.href);
      if (viewport.name === 'desktop') await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();
      await expectAccessible(page);
      await snapshot(page, testInfo, `${name}-${viewport.name}`);
    }
  });
}

test('About Us says what Pods is, who makes it and how to reach support', async ({ page }) => {
  await page.goto('/settings/about');
  await expect(page.getByText('A Pod is a small 3D space that you build from a template, right on your phone.')).toBeVisible();
  for (const feature of ['Build a Pod', 'Share it', 'Follow people', 'Host live events']) await expect(page.getByText(feature, { exact: true })).toBeVisible();
  await expect(page.getByText('one-hour live event inside your Pod')).toBeVisible();
  await expect(sectionTitles(page)).toHaveText(['What Pods is', 'What you can do', 'Who makes Pods', 'Contact']);
  await expect(page.getByRole('link', { name: 'support@pods.example' })).toHaveAttribute('href', 'mailto:support@pods.example');
});

test('the Privacy Policy has its date and the eight sections in order', async ({ page }) => {
  await page.goto('/settings/privacy');
  await expect(page.getByText('Last updated: April 2025', { exact: true })).toBeVisible();
  await expect(sectionTitles(page)).toHaveText([
    'What We Collect',
    'How We Use Your Data',
    'Control & Privacy Settings',
    'Data & Cookie Preferences',
    'Data Storage & Security',
    "Children's Privacy",
    'Changes',
    'Contact',
  ]);
  const children = page.getByRole('region', { name: "Children's Privacy" });
  await expect(children).toContainText('Pods is not for children under 13');
  const contact = page.getByRole('region', { name: 'Contact', exact: true });
  await expect(contact.getByRole('link', { name: 'support@pods.example' })).toHaveAttribute('href', 'mailto:support@pods.example');
});

test('Explore What’s Coming lists core features, use cases and upcoming features', async ({ page }) => {
  await page.goto('/coming-soon');
  await expect(sectionTitles(page)).toHaveText(['Core features', 'Use cases', 'Upcoming features']);
  const listed = (section: string) => page.getByRole('region', { name: section }).locator('li strong');
  await expect(listed('Core features')).toHaveText([
    '3D personal spaces',
    'Custom content embeds',
    'Real-time interaction',
    'Model and texture customization',
    'Pod profile management',
    'Event hosting',
  ]);
  await expect(listed('Upcoming features')).toHaveText([
    'Multiplayer mode',
    'Public event halls',
    'AI assistant builder',
    'Blockchain integration',
    'Native token utility',
    'AI-powered pod generation',
  ]);
  await expect(listed('Use cases')).toHaveCount(4);
});

test('Pricing & Plans shows three monthly plans; Choose plan says paid plans are coming soon and charges nothing', async ({ page }, testInfo) => {
  await page.goto('/pricing');
  const plans = page
    .getByRole('list', { name: 'Plans' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(plans).toHaveCount(3);
  const plan = (name: string) => plans.filter({ has: page.getByRole('heading', { name, exact: true }) });
  for (const [name, price] of [
    ['Starter', '$19'],
    ['Professional', '$30'],
    ['Enterprise', '$49'],
  ] as const) {
    await expect(plan(name).getByText(price, { exact: true })).toBeVisible();
    await expect(plan(name).getByText('per month')).toBeVisible();
    await expect(plan(name).getByRole('button', { name: 'Choose plan' })).toBeVisible();
  }
  const message = 'Paid plans are coming soon. Nothing has been charged.';
  await expect(page.getByText(message)).toHaveCount(0);

  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/(api|graphql)\b/.test(new URL(request.url()).pathname)) calls.push(request.url());
  });
  await plan('Professional').getByRole('button', { name: 'Choose plan' }).click();
  await expect(plan('Professional').getByRole('status')).toHaveText(message);
  await plan('Starter').getByRole('button', { name: 'Choose plan' }).click();
  await expect(plan('Starter').getByRole('status')).toHaveText(message);
  await expect(plan('Professional').getByRole('status')).toHaveText('');
  expect(calls).toEqual([]);
  await expectAccessible(page);
  await snapshot(page, testInfo, 'pricing-chosen-phone');
});

test('the public screens are in the first response: they show without JavaScript, and the app takes over without moving them', async ({ browser, baseURL }) => {
  const screens = [
    { path: '/', heading: 'Welcome to Pods, your 3D social hub' },
    { path: '/signin', heading: 'Sign In' },
    { path: '/3d-app', heading: 'Pod not found' },
    { path: '/settings/help', heading: 'Help' },
    ...pages.map(({ path, title }) => ({ path, heading: title })),
  ];
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const withScript = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const still = await noScript.newPage();
    const live = await withScript.newPage();
    for (const { path, heading } of screens) {
      await still.goto(path);
      const staticHeading = still.getByRole('heading', { level: 1 });
      await expect(staticHeading).toHaveText(heading);
      await live.goto(path);
      await live.waitForLoadState('networkidle');
      await expect(live.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await live.getByRole('heading', { level: 1 }).boundingBox()).toEqual(await staticHeading.boundingBox());
    }
  } finally {
    await noScript.close();
    await withScript.close();
  }
});

test('the welcome logo loop plays with a pause button, and stays still for people who ask for less motion', async ({ browser }) => {
  const videoPaused = (page: Page) => page.locator('video').evaluate((v) => (v as HTMLVideoElement).paused);
  const moving = await browser.newContext();
  const page = await moving.newPage();
  await page.goto('/');
  await expect(page.locator('html[data-app="running"]')).toBeAttached({ timeout: 30_000 });
  const pause = page.getByRole('button', { name: 'Pause the animation' });
  await expect(pause).toBeVisible();
  expect(await videoPaused(page)).toBe(false);
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play the animation' })).toBeVisible();
  expect(await videoPaused(page)).toBe(true);
  await moving.close();

  const still = await browser.newContext({ reducedMotion: 'reduce' });
  const calm = await still.newPage();
  await calm.goto('/');
  await expect(calm.locator('html[data-app="running"]')).toBeAttached({ timeout: 30_000 });
  await expect(calm.getByRole('button', { name: 'Play the animation' })).toBeVisible();
  await calm.waitForTimeout(500);
  expect(await videoPaused(calm)).toBe(true);
  await still.close();
});

test('the help form is in the first response, takes no keystroke before the app runs, and takes input once it does', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/settings/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await page.goto('/settings/help');
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await page.getByLabel('Name').fill('Ida');
  await expect(page.getByLabel('Name')).toHaveValue('Ida');
});
