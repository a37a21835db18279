import { expect, test, type Browser, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';
import { openAndSettle, publicRoutes, signedInRoutes, withParams } from './support/routes.ts';
import { viewports } from './support/screens.ts';

/**
 * Issue 19 defect 1: no screen may lay out wider than the phone or the window (the feed's rows
 * once widened the page to thousands of pixels, pushing the bottom navigation off the first
 * screen). Every route of the route tree is opened signed out and signed in, with the phone's
 * mobile emulation on, where a too-wide page makes the browser zoom the whole layout out.
 */
test.beforeAll(async () => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
});

async function widthOf(page: Page, path: string) {
  await openAndSettle(page, path);
  // A vertical scrollbar takes its width from the layout: compare with the width left beside it.
  return page.evaluate(() => ({ laidOut: document.documentElement.scrollWidth, visible: document.documentElement.clientWidth }));
}

async function contextFor(browser: Browser, viewport: (typeof viewports)[number]) {
  const phone = viewport.name === 'phone';
  return browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: phone ? 3 : 1,
  });
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
