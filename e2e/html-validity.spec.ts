import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seedE2eFeed } from './support/seed.ts';
import { javaAvailable, vnuErrors } from './support/vnu.ts';

/**
 * Issue 19 item 16: the Nu HTML Checker (vnu) finds no error on any public route — in the HTML
 * the server sends, in the page as the app has drawn it, and in the pages rendered at build time
 * (dist/). Java is needed (.ci/run installs it); only outside CI does its absence skip the test.
 */
const routeIds = [
  ...readFileSync('src/routeTree.gen.ts', 'utf8')
    .match(/export interface FileRoutesById \{([^}]*)\}/)![1]!
    .matchAll(/^\s*'([^']+)':/gm),
].map(([, id]) => id!);
const publicPaths = routeIds.filter((id) => id !== '/_authed' && !id.startsWith('/_authed/')).map((id) => id.replace(/\/$/, '') || '/');
/** Where a route needs a query to show its screen, and the not-found page. */
const extraPaths = ['/3d-app?postId=seed7-p0', '/?postId=seed7-p0', '/no-such-page'];

test.beforeAll(async () => {
  await seedE2eFeed({ users: 8, posts: 12, seed: 7, privateShare: 0 });
});

async function drawn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-app="running"]')).toBeAttached({ timeout: 30_000 });
  await expect.poll(() => page.locator('[aria-busy="true"], [aria-label^="Loading"]').count(), { timeout: 30_000 }).toBe(0);
  return `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
}

test('the Nu HTML Checker finds no error on any public route', async ({ page, request }) => {
  test.skip(!javaAvailable() && !process.env.CI, 'No Java runtime here: the Nu HTML Checker cannot run (CI installs default-jre-headless)');
  test.setTimeout(240_000);
  const pages: Record<string, string> = {};
  for (const path of [...publicPaths, ...extraPaths]) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.headers()['content-type'], path).toContain('text/html');
    pages[`served ${path}`] = await response.text();
    pages[`drawn ${path}`] = await drawn(page, path);
  }
  // The development sign-in page (the e2e server's provider).
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  pages['served development sign-in'] = await (await request.get(page.url(), { headers: { accept: 'text/html' } })).text();
  // The build's own pages.
  const prerendered = join('dist', 'prerendered');
  for (const file of existsSync(prerendered) ? readdirSync(prerendered) : []) pages[`dist/prerendered/${file}`] = readFileSync(join(prerendered, file), 'utf8');
  pages['dist/index.html'] = readFileSync('dist/index.html', 'utf8');

  const errors = vnuErrors(pages);
  console.log(`vnu checked ${Object.keys(pages).length} documents: ${errors.length} errors`);
  expect(errors.map((e) => `${e.page}:${e.line ?? '?'} ${e.message} ${e.extract ?? ''}`)).toEqual([]);
});
