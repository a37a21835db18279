import { expect, test, type Page, type Request } from '@playwright/test';
import { follows, person, readyPerson } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';

/**
 * A signed-in screen comes from the server with the person's own data (server/web/signed-in-page.ts),
 * rendered for the page session the app handed over at sign-in: it paints before the app's
 * JavaScript runs. These look at the page before the app runs by holding its entry back.
 */
// page.route does not see what a service worker serves: the app's entry must come from the network to be held back.
test.use({ serviceWorkers: 'block' });
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
const holdTheApp = (page: Page) => page.route(APP_ENTRY, (route) => route.abort());
/** Holds the app's entry back until the returned function is called; then it loads. */
async function holdTheAppUntilReleased(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
const appRunning = async (page: Page) => {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
};

test.beforeAll(async () => {
  await seedE2eFeed({ users: 12, posts: 40, seed: 31, privateShare: 0 });
});

test("a signed-in screen arrives with the person's own data; another tab, or after logout, it shows none of it", async ({ page, context }) => {
  const me = await readyPerson(page, 'pages.ida@example.test', 'Ida Pages');
  // Handed over as the app does at sign-in (the app's own hand-over: the next journey): a cookie
  // no script can read and no other site's request carries.
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'pods_page'))
    .toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

  await holdTheApp(page);
  const response = await page.goto('/profile');
  expect(response?.headers()['cache-control']).toBe('no-store');
  // The person's name and Pod, painted with the HTML, before any of the app's code has run.
  await expect(page.getByRole('heading', { name: 'Ida Pages' })).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('inert', '');

  // The same browser, another tab with no session of its own: the markup is gone before it paints.
  const other = await context.newPage();
  await holdTheApp(other);
  await other.goto('/profile');
  await expect(other.locator('#root')).toBeEmpty();
  await other.unroute(APP_ENTRY);
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/signin$/);
  await other.close();

  // The app takes over and the screen works as ever.
  await page.unroute(APP_ENTRY);
  await page.goto('/profile');
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // Logged out: the cookie is dropped, and the session it held renders nothing any more.
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'pods_page')).toBe(false);
  const afterLogout = await page.request.get('/profile', { headers: { accept: 'text/html', cookie: `pods_page=${me.sessionToken}` } });
  expect(await afterLogout.text()).not.toContain('Ida Pages');
});

test('onboarding sends an unfinished person on from the server: the next step is the page that arrives', async ({ page }) => {
  // Signed in, no account yet: every signed-in page leads to /create-account.
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill('pages.new@example.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/create-account$/);
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'pods_page')).toBe(true);
  // Answered with the screen onboarding sends them to, in the one response, its address put right.
  await holdTheApp(page);
  const events = await page.goto('/events');
  expect(events?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL(/\/create-account$/);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test('a screen that sends a finished person to their feed answers with the feed itself, no redirect on the way', async ({ page }) => {
  await readyPerson(page, 'pages.onward@example.test', 'Onward Pages');
  await holdTheApp(page);
  const response = await page.goto('/pod-templates');
  // One answer, not a redirect and another request: the round trip a phone would wait for is gone.
  expect(response?.request().redirectedFrom()).toBeNull();
  expect(response?.status()).toBe(200);
  // Before any of the app's code runs, the address is the feed's and the feed is on the page.
  await expect(page).toHaveURL(/\/time-line$/);
  await expect(page.locator('#all-pods-grid').getByRole('article').first()).toBeVisible();
  // The app takes it over as the feed.
  await page.unroute(APP_ENTRY);
  await page.goto('/pod-templates');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await expect(page).toHaveURL(/\/time-line$/);
  await expect(page.locator('#all-pods-grid').getByRole('article').first()).toBeVisible();
});

test("the Discover feed arrives with the person's own likes, and the app takes it over where they scrolled it", async ({ page }) => {
  await readyPerson(page, 'pages.feed@example.test', 'Feed Pages');
  await page.goto('/time-line');
  const grid = page.locator('#all-pods-grid');
  const card = grid.getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  const like = (scope: Page) =>
    scope
      .locator('#all-pods-grid')
      .getByRole('article', { name })
      .first()
      .getByRole('button', { name: new RegExp(`^Like `) });
  await expect(like(page)).toHaveAttribute('aria-pressed', 'false');
  await like(page).click();
  await expect(like(page)).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');

  // The app's code held back until the person has scrolled the page the server sent.
  const release = await holdTheAppUntilReleased(page);
  const response = await page.goto('/time-line', { waitUntil: 'commit' });
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(like(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  await page.evaluate(() => window.scrollTo(0, 1200));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(800);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await page.waitForTimeout(500);
  // Taken over in place: same place, same heart, and it answers.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(like(page)).toHaveAttribute('aria-pressed', 'true');
  await like(page).click();
  await expect(like(page)).toHaveAttribute('aria-pressed', 'false');
});

test('a chat and the Pod settings arrive with their data, and work once the app runs', async ({ browser, request }) => {
  const zoe = await person(request, 'pages.zoe@example.test', 'Zoe Pages');
  const context = await browser.newContext();
  const page = await context.newPage();
  await readyPerson(page, 'pages.max@example.test', 'Max Pages');
  await page.goto(`/chat/${zoe.userId}`);
  await page.getByRole('textbox', { name: 'Message Zoe Pages' }).fill('Hello from the server page');
  await page.getByRole('textbox', { name: 'Message Zoe Pages' }).press('Enter');
  await expect(page.getByRole('log').getByText('Hello from the server page')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Painted from the HTML, before any of the app's code has run.
  await holdTheApp(page);
  await page.goto(`/chat/${zoe.userId}`);
  await expect(page.getByRole('log').getByText('Hello from the server page')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.goto('/pod-settings');
  await expect(page.locator('#pod-title')).toHaveValue("Max Pages's Pod");
  await expect(page.locator('main')).toHaveAttribute('inert', '');

  // The app takes over: the chat sends, the settings save.
  await page.unroute(APP_ENTRY);
  await page.goto(`/chat/${zoe.userId}`);
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  await page.getByRole('textbox', { name: 'Message Zoe Pages' }).fill('And from the app');
  await page.getByRole('textbox', { name: 'Message Zoe Pages' }).press('Enter');
  await expect(page.getByRole('log').getByText('And from the app')).toBeVisible();
  await page.goto('/pod-settings');
  await page.locator('#pod-title').fill('Max Lab');
  await page.getByRole('textbox', { name: 'Description' }).fill('Robots and demos');
  await page.getByRole('button', { name: 'Technology' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/pod-live$/);
  await context.close();
});

test('a list the server rendered does not move when the app takes it over (phone width)', async ({ browser, request }) => {
  const bo = await person(request, 'pages.bo@example.test', 'Bo Pages');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const me = await readyPerson(page, 'pages.lists@example.test', 'Lists Pages');
  await follows(bo, me);
  const release = await holdTheAppUntilReleased(page);
  await page.goto('/followers', { waitUntil: 'commit' });
  const row = page.getByRole('list', { name: 'Followers' }).getByRole('listitem').first();
  // The row as the server's page lays it out ('Follow Back' and 'Remove' under the name)...
  await expect(row.getByRole('button', { name: 'Remove Bo Pages' })).toBeVisible();
  const before = await row.boundingBox();
  release();
  await appRunning(page);
  // ...and as the app draws it: the same place and size.
  expect(await row.boundingBox()).toEqual(before);
  await context.close();
});

test("a person's screen from the server is taken over in place: the app hydrates it, it does not draw it again", async ({ browser, request }) => {
  const friend = await person(request, 'pages.kai@example.test', 'Kai Pages');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const me = await readyPerson(page, 'pages.hydrated@example.test', 'Hydra Pages');
  await follows(me, friend);
  for (const [path, shown] of [
    ['/profile', page.getByRole('heading', { name: 'Hydra Pages' })],
    ['/followings', page.getByRole('list', { name: 'Following' }).getByText('Kai Pages')],
    ['/settings/profile', page.getByRole('textbox', { name: 'Name', exact: true })],
    [`/chat/${friend.userId}`, page.getByRole('textbox', { name: 'Message Kai Pages' })],
  ] as const) {
    const release = await holdTheAppUntilReleased(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(shown).toBeVisible();
    // The elements the page painted with, remembered before the app runs.
    await page.evaluate(() => Object.assign(window, { painted: [...document.querySelectorAll('main *')] }));
    release();
    await appRunning(page);
    const kept = await page.evaluate(() => {
      const painted = (window as unknown as { painted: Element[] }).painted;
      return { all: painted.length, kept: painted.filter((element) => element.isConnected).length };
    });
    expect(kept.all, path).toBeGreaterThan(10);
    expect(kept.kept, `${path}: elements still on the page once the app runs`).toBe(kept.all);
    await page.unroute(APP_ENTRY);
  }
  await context.close();
});

test('every page goes out compressed: a screen rendered for the person, at build time, and the shell (404) for an address that is no page', async ({
  page,
}) => {
  const me = await readyPerson(page, 'pages.zip@example.test', 'Zip Pages');
  const cookie = `pods_page=${me.sessionToken}`;
  for (const [path, headers] of [
    ['/profile', { cookie }],
    ['/signin', {}],
    ['/settings/about', {}],
    ['/no-such-screen', {}],
  ] as const) {
    const response = await page.request.get(path, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...headers } });
    expect(response.status(), path).toBe(path === '/no-such-screen' ? 404 : 200);
    expect(response.headers()['content-encoding'], path).toMatch(/^(br|gzip)$/);
    expect(await response.text(), path).toContain('<div id="root">');
  }
  // Anything but a page is still not found.
  const asset = await page.request.get('/assets/no-such-file.js');
  expect(asset.status()).toBe(404);
  const api = await page.request.get('/api/no-such-thing', { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(404);
});

test('a page brings its styles with it: taking it over, the app asks for no stylesheet the page already holds', async ({ page }) => {
  await readyPerson(page, 'pages.styles@example.test', 'Styles Pages');
  // A stylesheet asked for again lands after the page's own rules and, while the screen's own is
  // still on its way, the shared one's rules win for a frame (the heading at the form's size).
  for (const path of ['/create-event', '/profile', '/pricing']) {
    const stylesheets: string[] = [];
    // The page's own requests: the service worker's precache (installing after the first visit,
    // late on a loaded machine) fetches every stylesheet, for offline use, not for this page.
    const listener = (request: Request) => {
      if (!request.serviceWorker() && new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
    };
    // The page before is left first: its own late requests (a tab's code preloaded) are not this page's.
    await page.goto('about:blank');
    page.on('request', listener);
    await page.goto(path);
    await appRunning(page);
    await page.waitForLoadState('networkidle');
    page.off('request', listener);
    const inline = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent).join(''));
    expect(inline.length, path).toBeGreaterThan(1000);
    // Stylesheets for screens still to come (the tabs, preloaded) may come; none the page holds.
    const held = [];
    for (const url of stylesheets) if (inline.includes((await (await page.request.get(url)).text()).trim())) held.push(new URL(url).pathname);
    expect(held, path).toEqual([]);
  }
});
