import { expect, test, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { openAndSettle, publicRoutes, signedInRoutes, withParams } from './support/routes.ts';
import { seriousViolations, viewports } from './support/screens.ts';
import { seedE2eFeed } from './support/seed.ts';

/**
 * Every route of the route tree, signed out and signed in, checked twice: once in the light theme
 * on a phone, once in the dark theme in a desktop window. Each time:
 * - Issue 19 item 16: axe-core finds no serious or critical issue, in either theme. The theme is
 *   the person's choice saved under `theme` (dark by default); 'system' follows
 *   prefers-color-scheme, so each pass saves 'system' and emulates the scheme, as a phone set to
 *   light or dark would ask.
 * - Issue 19 defect 1: no screen lays out wider than the phone or the window (the feed's rows once
 *   widened the page to thousands of pixels, pushing the bottom navigation off the first screen).
 *   The phone has mobile emulation on, where a too-wide page makes the browser zoom the whole
 *   layout out.
 * One visit of each route serves both checks (they were two specs visiting every route twice
 * each; CI's time, docs/testing.md).
 */
test.beforeAll(async () => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
});

const [phone, desktop] = viewports;
const passes = [
  { scheme: 'light', viewport: phone },
  { scheme: 'dark', viewport: desktop },
] as const;

/** How wide the page is laid out against the width it has (a vertical scrollbar takes its own). */
const widthOf = (page: Page) => page.evaluate(() => ({ laidOut: document.documentElement.scrollWidth, visible: document.documentElement.clientWidth }));

for (const { scheme, viewport } of passes) {
  test(`every route in the ${scheme} theme at ${viewport.width} px: no serious accessibility issue, none wider than the screen`, async ({ browser }) => {
    test.setTimeout(600_000);
    expect(publicRoutes.length + signedInRoutes.length).toBeGreaterThan(25);
    const onPhone = viewport === phone;
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: onPhone,
      hasTouch: onPhone,
      deviceScaleFactor: onPhone ? 3 : 1,
      colorScheme: scheme,
    });
    await context.addInitScript(() => localStorage.setItem('theme', 'system'));
    const page = await context.newPage();
    const issues: string[] = [];
    const wide: string[] = [];
    const check = async (path: string, who: string) => {
      await openAndSettle(page, withParams(path));
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const { laidOut, visible } = await widthOf(page);
      if (laidOut > visible || visible > viewport.width) wide.push(`${path} (${who}): ${laidOut} px laid out, ${visible} px visible`);
      for (const issue of await seriousViolations(page)) issues.push(`${path} (${who}) → ${new URL(page.url()).pathname}: ${issue}`);
    };
    for (const route of publicRoutes) await check(route, 'signed out');
    const person = await readyPerson(page, `themes.${scheme}@example.test`, `Theme${scheme}`);
    for (const route of signedInRoutes) await check(route, person.name);
    expect(issues, 'serious or critical accessibility issues').toEqual([]);
    expect(wide, 'routes wider than the screen').toEqual([]);
    await context.close();
  });
}
