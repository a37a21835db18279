import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** Every route of the generated route tree: the public ones (opened signed out) and the signed-in ones (under _authed, plus the feed). */
const routeIds = [
  ...readFileSync('src/routeTree.gen.ts', 'utf8')
    .match(/export interface FileRoutesById \{([^}]*)\}/)![1]!
    .matchAll(/^\s*'([^']+)':/gm),
].map(([, id]) => id!);
const pathOf = (id: string) => id.replace(/^\/_authed/, '').replace(/\/$/, '') || '/';
export const publicRoutes = routeIds.filter((id) => id !== '/_authed' && !id.startsWith('/_authed/')).map(pathOf);
export const signedInRoutes = ['/time-line', ...routeIds.filter((id) => id.startsWith('/_authed/')).map(pathOf)];
/** Fills a route's parameters with a seeded person (seedE2eFeed with seed 9). */
export const withParams = (path: string) => path.replace('$userId', 'seed9-u1').replace(/^\/other-profile$/, '/other-profile?otherUserId=seed9-u1');

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
  await page.waitForTimeout(300);
}
