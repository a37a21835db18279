import { expect, type Page } from '@playwright/test';
import { withPerson } from '../../scripts/lib/app-routes.ts';

export { publicRoutes, signedInRoutes } from '../../scripts/lib/app-routes.ts';
/** Fills a route's parameters with a seeded person (seedE2eFeed with seed 9). */
export const withParams = (path: string) => withPerson(path, 'seed9-u1');

/** Opens a route and waits until its data is in (no busy region, no loader) and the app runs. */
export async function openAndSettle(page: Page, path: string) {
  // Some routes send the person elsewhere at once (signed out, or already onboarded): settle where they land.
  await page.goto(path).catch((error: Error) => {
    if (!/ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
  });
  await page.waitForLoadState('load');
  await expect(page.locator('html[data-app="running"]')).toBeAttached({ timeout: 30_000 });
  // The signed-in app keeps a notification stream open, so the network never idles: wait for the loaders to go.
  await expect.poll(() => page.locator('[aria-busy="true"], [aria-label^="Loading"]').count(), { timeout: 30_000 }).toBe(0);
  // Drawn and still: a frame after the loaders went, and no fade or slide halfway (a colour caught
  // mid-transition reads as low contrast). Spinners and other endless animations do not count.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        return document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity).length;
      }),
    )
    .toBe(0);
}
