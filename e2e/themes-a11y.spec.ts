import { expect, test } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { openAndSettle, publicRoutes, signedInRoutes, withParams } from './support/routes.ts';
import { seriousViolations } from './support/screens.ts';
import { seedE2eFeed } from './support/seed.ts';

/**
 * Issue 19 item 16: axe-core finds no serious or critical issue on any route in either theme.
 * The theme is the person's choice saved under `theme` (dark by default); 'system' follows
 * prefers-color-scheme, so each run saves 'system' and emulates the scheme, as a phone set to
 * light or dark would ask.
 */
test.beforeAll(async () => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`every route in the ${scheme} theme has no serious accessibility issue`, async ({ browser }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: scheme });
    await context.addInitScript(() => localStorage.setItem('theme', 'system'));
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (path: string, who: string) => {
      await openAndSettle(page, withParams(path));
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      for (const issue of await seriousViolations(page)) found.push(`${path} (${who}) → ${new URL(page.url()).pathname}: ${issue}`);
    };
    for (const route of publicRoutes) await check(route, 'signed out');
    const person = await readyPerson(page, `themes.${scheme}@example.test`, `Theme${scheme}`);
    for (const route of signedInRoutes) await check(route, person.name);
    expect(found).toEqual([]);
    await context.close();
  });
}
