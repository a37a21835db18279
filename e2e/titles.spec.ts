/**
 * Issue 19, items 14 and 16: every screen has its own document title (tabs, history, bookmarks and
 * screen readers name it), the screens rendered ahead carry it in their HTML already, and the
 * 404 page says what happened and links home.
 */
import { expect, test } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { firstPodId } from './support/pod-app.ts';
import { baseURL } from '../playwright.config.ts';

const running = 'html[data-app="running"]';

test('each screen names itself in the title, before and after the app runs', async ({ page, request }) => {
  const publicScreens: [string, string][] = [
    ['/', 'Welcome · Pods'],
    ['/signin', 'Sign in · Pods'],
    ['/pricing', 'Pricing · Pods'],
    ['/settings/about', 'About · Pods'],
    ['/time-line', 'Discover · Pods'],
  ];
  for (const [path, title] of publicScreens) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    await page.goto(path);
    await expect(page.locator(running)).toBeAttached({ timeout: 30_000 });
    await expect(page, path).toHaveTitle(title);
  }

  // An address that is no page answers 404 (with the app and noindex); a page answers its HTML to any client (*/*).
  const missing = await request.get('/no-such-page', { headers: { accept: '*/*' } });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('text/html');
  expect(missing.headers()['x-robots-tag']).toBe('noindex');
  for (const path of ['/signin', '/pricing', '/settings/about', '/3d-app']) {
    const answer = await request.get(path, { headers: { accept: '*/*' } });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toContain('text/html');
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Pods');
  await page.getByRole('link', { name: 'Go to Discover' }).click();
  await expect(page).toHaveURL(/\/time-line$/);
  await expect(page).toHaveTitle('Discover · Pods');

  await readyPerson(page, 'titles@example.test', 'Tia');
  for (const [path, title] of [
    ['/events', 'Events · Pods'],
    ['/messages', 'Messages · Pods'],
    ['/settings', 'Settings · Pods'],
    ['/friends', 'Friends · Pods'],
  ] as const) {
    // The shell the server sends before the app runs names the screen too (/settings said 'Pods').
    const shell = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(shell, path).toContain(`<title>${title}</title>`);
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

// Issue 49 item 15: a search result or a link preview says what each screen is, and a public Pod has one address.
test('each screen describes itself, and a public Pod names its canonical address', async ({ page, request }) => {
  const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const served = new Map<string, string | undefined>();
  for (const path of ['/', '/signin', '/pricing', '/settings/about', '/settings/privacy', '/settings/help', '/time-line', '/events', '/settings']) {
    served.set(path, description(await (await request.get(path, { headers: { accept: 'text/html' } })).text()));
  }
  expect(new Set(served.values()).size, JSON.stringify([...served])).toBe(served.size);
  expect(served.get('/pricing')).toMatch(/plan/i);
  // The running app says the same of the screen it navigates to.
  await page.goto('/signin');
  await expect(page.locator(running)).toBeAttached({ timeout: 30_000 });
  await page.goto('/settings/about');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', served.get('/settings/about')!);

  const owner = await readyPerson(page, 'canonical@example.test', 'Cato');
  const postId = await firstPodId(page, owner);
  const canonical = `${baseURL}/?postId=${postId}`;
  for (const path of [`/?postId=${postId}`, `/3d-app?postId=${postId}`]) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html, path).toContain(`<link rel="canonical" href="${canonical}" />`);
  }
});
