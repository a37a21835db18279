import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';
import { viewports } from './support/screens.ts';

/**
 * Issue 19 defect 1: no screen may lay out wider than the phone or the window (the feed's rows
 * once widened the page to thousands of pixels, pushing the bottom navigation off the first
 * screen). Every route of the route tree is opened signed out and signed in, with the phone's
 * mobile emulation on, where a too-wide page makes the browser zoom the whole layout out.
 */
const routeIds = [...readFileSync('src/routeTree.gen.ts', 'utf8').match(/export interface FileRoutesById \{([^}]*)\}/)![1]!.matchAll(/^\s*'([^']+)':/gm)].map(([, id]) => id!);
const pathOf = (id: string) => id.replace(/^\/_authed/, '').replace(/\/$/, '') || '/';
/** Public screens are measured signed out; the signed-in ones (under _authed) and the feed signed in. */
const publicRoutes = routeIds.filter((id) => id !== '/_authed' && !id.startsWith('/_authed/')).map(pathOf);
const signedInRoutes = ['/time-line', ...routeIds.filter((id) => id.startsWith('/_authed/')).map(pathOf)];
const withParams = (path: string) => path.replace('$userId', 'seed9-u1').replace(/^\/other-profile$/, '/other-profile?otherUserId=seed9-u1');

test.beforeAll(async () => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
});

async function widthOf(page: Page, path: string) {
  // Some routes send the person elsewhere at once (signed out, or already onboarded): measure where they land.
  await page.goto(path).catch((error: Error) => {
    if (!/ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
  });
  await page.waitForLoadState('load');
  await expect(page.locator('html[data-app="running"]')).toBeAttached({ timeout: 30_000 });
  // Let data arrive (the feed's rows are what overflowed) before measuring; the signed-in app
  // keeps a notification stream open, so the network never idles.
  await expect.poll(() => page.locator('[aria-busy="true"], [aria-label^="Loading"]').count(), { timeout: 30_000 }).toBe(0);
  await page.waitForTimeout(300);
  // A vertical scrollbar takes its width from the layout: compare with the width left beside it.
  return page.evaluate(() => ({ laidOut: document.documentElement.scrollWidth, visible: document.documentElement.clientWidth }));
}

async function contextFor(browser: Browser, viewport: (typeof viewports)[number]) {
  const phone = viewport.name === 'phone';
  return browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 3 : 1 });
}

for (const viewport of viewports) {
  test(`no route is wider than the screen at ${viewport.width} px, signed out and signed in`, async ({ browser }) => {
    test.setTimeout(480_000);
    expect(publicRoutes.length + signedInRoutes.length).toBeGreaterThan(25);
    const context = await contextFor(browser, viewport);
    const page = await context.newPage();
    const wide: string[] = [];
    const check = async (path: string, who: string) => {
      const { laidOut, visible } = await widthOf(page, withParams(path));
      if (laidOut > visible || visible > viewport.width) wide.push(`${path} (${who}): ${laidOut} px laid out, ${visible} px visible`);
    };
    for (const route of publicRoutes) await check(route, 'signed out');
    const person = await readyPerson(page, `overflow.${viewport.name}@example.test`, `Wide${viewport.name}`);
    for (const route of signedInRoutes) await check(route, person.name);
    expect(wide).toEqual([]);
    await context.close();
  });
}
