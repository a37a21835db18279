import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { readyPerson } from './support/people.ts';
import { firstPodId, openPodApp, podAppOrigin } from './support/pod-app.ts';

/**
 * Issue 17 item 9: the app's pages carry a strict Content-Security-Policy (no inline script but
 * the hashed ones), nothing may frame them but the app itself, and the pod app only the app.
 * Every screen must still run under the policy: any violation, in the page or its frames, fails.
 */
declare global {
  interface Window {
    cspViolations?: string[];
  }
}

function watchForViolations(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  void page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
    );
  });
  return async () => [...seen, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

const appRunning = (page: Page) => expect(page.locator('html[data-app="running"]')).toBeAttached();

test('public pages send a strict CSP with frame-ancestors and run without a violation', async ({ page }) => {
  const violations = watchForViolations(page);
  for (const path of ['/', '/signin', '/pricing', '/coming-soon', '/settings/about', '/settings/privacy', '/time-line', '/no-such-page']) {
    const response = await page.goto(path);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'self'");
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy, path).not.toContain('unsafe-inline;');
    expect(policy, path).toContain("object-src 'none'");
    expect(response!.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
    await appRunning(page);
    expect(await violations(), path).toEqual([]);
  }
});

test('signed-in screens and the framed pod app run without a violation; the pod app may be framed only by the app', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchForViolations(page);
  const person = await readyPerson(page, 'csp.person@example.test', 'Cyrus');
  for (const path of [
    '/time-line',
    '/settings',
    '/settings/profile',
    '/settings/help',
    '/events',
    '/create-event',
    '/profile',
    '/friends',
    '/messages',
    '/pod-templates',
  ]) {
    await page.goto(path);
    await appRunning(page);
    expect(await violations(), path).toEqual([]);
  }
  const pod = await openPodApp(page, person, await firstPodId(page, person));
  await expect(pod.getByRole('list', { name: 'Items in this Pod' })).toBeAttached({ timeout: 60_000 });
  expect(await violations()).toEqual([]);
  const podPage = await page.request.get(`${podAppOrigin}/`, { headers: { accept: 'text/html' } });
  // Its pages sandbox themselves (the host's iframe carries no sandbox attribute: shared/pod-app-sandbox.ts).
  const podPolicy = podPage.headers()['content-security-policy'] ?? '';
  expect(podPolicy).toContain(`frame-ancestors ${new URL(baseURL).origin}; sandbox allow-scripts allow-forms allow-popups allow-downloads allow-same-origin`);
  // Issue 49 item 16: a full policy of its own, under which the Pod above ran without a violation.
  expect(podPolicy).toMatch(/default-src 'self'; script-src 'self'[^;]*; /);
  expect(podPolicy).toContain("object-src 'none'");
});

test('another site cannot frame /settings', async ({ page }) => {
  // The pod app's origin plays the other site: a real page on another local origin (a public
  // one would be refused for framing a local address whatever the app says).
  await page.goto(`${podAppOrigin}/`);
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    document.body.append(frame);
  }, `${baseURL}/settings`);
  // Chromium shows its error page in a frame it refused to fill.
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  expect(page.frames().filter((frame) => frame.url().startsWith(baseURL))).toEqual([]);
});
