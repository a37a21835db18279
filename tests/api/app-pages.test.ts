/** Issue 49 item 14: which addresses are the app's pages (server/web/app-routes.ts), from the route list the build writes. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { appPages } from '../../server/web/app-routes.ts';

const routes = (paths: string[]) => {
  const file = join(mkdtempSync(join(tmpdir(), 'pods-routes-')), 'routes.json');
  writeFileSync(file, JSON.stringify(paths));
  return appPages(file);
};

it("knows the route tree's pages, a path parameter as one segment, a trailing slash allowed", () => {
  const isPage = routes(['/', '/3d-app', '/chat/$userId', '/settings', '/settings/about']);
  for (const page of ['/', '/3d-app', '/3d-app/', '/chat/u1', '/settings', '/settings/', '/settings/about']) expect(isPage(page), page).toBe(true);
  for (const other of ['/no-such-page', '/chat', '/chat/u1/more', '/settings/nope', '/3d-apps', '/.env']) expect(isPage(other), other).toBe(false);
});

it('takes every address as a page when no build says which are', () => {
  expect(appPages(join(tmpdir(), 'no-such-dir', 'routes.json'))('/anything')).toBe(true);
});
