import { expect, test, type Browser, type Page } from '@playwright/test';
import { readyPerson } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';

/**
 * Issue 19 item 15: with every API and GraphQL answer 2 s late, each tab of the bottom navigation
 * (and the inbox, reached from the profile) shows its frame and a skeleton within 100 ms of the
 * tap. The page itself records the tap, the first frame painted with a placeholder and what was on
 * screen then (a loaded machine answers Playwright's round trips too slowly to look from outside).
 */
const DELAY_MS = 2_000;
// page.route does not see what a service worker fetches: the delay must reach every request.
test.use({ serviceWorkers: 'block' });
/**
 * The tap-to-skeleton budget. The work in between is only the page's own (no code or data is
 * fetched, checked below); a machine shared far past its cores can set E2E_TAP_BUDGET_MS higher.
 */
const BUDGET_MS = Number(process.env.E2E_TAP_BUDGET_MS ?? 100);

// A full feed, as on a real server (and as in CI, where earlier specs seeded it): leaving Home
// takes a feed of many cards down, and the budget has to hold then too.
test.beforeAll(async () => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
});

interface Seen {
  tapAt: number;
  seenAt: number;
  nav: boolean;
  status: boolean;
  heading: string | null;
  code: string[];
  shift: number;
}

async function contextFor(browser: Browser, viewport: (typeof viewports)[number]) {
  const phone = viewport.name === 'phone';
  return browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: phone ? 2 : 1,
  });
}

/** In the page: the last tap, the first frame painted with a skeleton after it, and layout shifts since. */
function watchProgress() {
  const w = window as unknown as { progress: Seen };
  w.progress = { tapAt: 0, seenAt: 0, nav: false, status: false, heading: null, code: [], shift: 0 };
  document.addEventListener('click', () => Object.assign(w.progress, { tapAt: performance.now(), seenAt: 0 }), true);
  const look = () => {
    const p = w.progress;
    if (p.tapAt && !p.seenAt && [...document.querySelectorAll('[data-skeleton]')].some((el) => el.getBoundingClientRect().height > 0)) {
      Object.assign(p, {
        seenAt: performance.now(),
        nav: document.querySelector('nav[aria-label="Main"]') !== null,
        status: document.querySelector('[aria-busy="true"] [role="status"][aria-label^="Loading"]') !== null,
        heading: document.querySelector('main h1')?.textContent ?? null,
        // Code asked for between the tap and the skeleton (there should be none: it was preloaded).
        code: performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= p.tapAt && /\.(js|css)$/.test(new URL(e.name).pathname))
          .map((e) => e.name),
        shift: 0,
      });
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) w.progress.shift += entry.value;
  }).observe({ type: 'layout-shift' });
}

const readProgress = (page: Page) => page.evaluate(() => (window as unknown as { progress: Seen }).progress);
const settled = (page: Page) => expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });

for (const viewport of viewports) {
  test(`every tab shows a skeleton within 100 ms of the tap with a slow network, at ${viewport.width} px`, async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const context = await contextFor(browser, viewport);
    const page = await context.newPage();
    await readyPerson(page, `progress.${viewport.name}@example.test`, `Slow${viewport.name}`);
    await page.addInitScript(watchProgress);
    await page.goto('/time-line');
    // The page as served is drawn ahead (no skeleton in it): wait for the app itself and its feed,
    // or the slow answers below would land in the first visit's loads.
    await expect(page.locator('html[data-app="running"]')).toBeAttached({ timeout: 30_000 });
    await settled(page);
    await expect(page.locator('#all-pods-grid article').first()).toBeVisible();
    // The feed comes rendered by the server and the app takes it over at once: the tabs' code,
    // preloaded as their links come into view, is still on its way. A tap this early would wait
    // for it; the budget is for a tap once the screen has settled.
    await page.waitForLoadState('networkidle');
    let delay = DELAY_MS;
    await page.route(
      (url) => url.pathname === '/graphql' || url.pathname.startsWith('/api/'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue().catch(() => {});
      },
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    const steps = [
      { name: 'friends', link: nav.getByRole('link', { name: /^Friends/ }), heading: 'Friends' },
      { name: 'events', link: nav.getByRole('link', { name: /^Events/ }), heading: 'Your Event' },
      { name: 'profile', link: nav.getByRole('link', { name: 'Profile' }), heading: null },
      { name: 'messages', link: nav.getByRole('link', { name: /^Messages/ }), heading: 'Messages' },
    ];
    const tap = (link: (typeof steps)[number]['link']) => (viewport.name === 'phone' ? link.tap() : link.click());
    const figures: string[] = [];
    for (const step of steps) {
      // Home is the feed kept from before (item 12): drawn at once from memory, with every answer
      // still 2 s away. (Checked before the inbox, which has no bottom navigation of its own.)
      if (step.name === 'messages') {
        await tap(nav.getByRole('link', { name: 'Home' }));
        await expect(page.locator('#all-pods-grid article').first()).toBeVisible({ timeout: 1_000 });
        // The window only: a full-page capture lays the page out as tall as the feed, which loads
        // every lazy image and row at once — work no person's tap lands in (210 ms in CI).
        const file = testInfo.outputPath(`${viewport.name}-home-kept.png`);
        await page.screenshot({ path: file });
        await testInfo.attach(`${viewport.name}-home-kept`, { path: file, contentType: 'image/png' });
      }
      await tap(step.link);
      await expect.poll(async () => (await readProgress(page)).seenAt, { timeout: 10_000 }).toBeGreaterThan(0);
      await settled(page);
      const seen = await readProgress(page);
      figures.push(
        `${step.name}: skeleton ${(seen.seenAt - seen.tapAt).toFixed(0)} ms after the tap, layout shift ${seen.shift.toFixed(3)} when the data landed`,
      );
      expect(seen.code, `${step.name}: code fetched before the skeleton`).toEqual([]);
      expect(seen.seenAt - seen.tapAt, `${step.name}: skeleton after the tap`).toBeLessThan(BUDGET_MS);
      // With the skeleton: the frame (the navigation, the screen's heading) and a 'Loading…' status in a busy region.
      expect(seen.status, `${step.name}: a Loading status`).toBe(true);
      // The inbox has no bottom navigation of its own (reached from it, it shows its top bar).
      expect(seen.nav, `${step.name}: the bottom navigation`).toBe(step.name !== 'messages');
      // The screen's own heading, or none while the route's pending screen (same frame) is up.
      if (step.heading && seen.heading !== null) expect(seen.heading).toBe(step.heading);
      // The placeholders had the size of what replaced them.
      expect(seen.shift, `${step.name}: layout shift`).toBeLessThan(0.1);
      await snapshot(page, testInfo, `${viewport.name}-${step.name}-loaded`);
    }
    console.log(`${viewport.width} px\n${figures.join('\n')}`);
    await testInfo.attach('figures', { body: figures.join('\n'), contentType: 'text/plain' });

    // To look at (and check with axe): each screen while its data is on the way. Back from the
    // inbox (it has no bottom navigation) to the feed, read afresh: screens seen moments ago would
    // be drawn from the tab's read cache at once, with no skeleton (src/lib/read-cache.ts).
    await page.goBack();
    await page.reload();
    await expect(page.locator('html[data-app="running"]')).toBeAttached({ timeout: 30_000 });
    await settled(page);
    delay = 60_000;
    await expect(nav).toBeVisible();
    for (const step of steps) {
      await tap(step.link);
      await expect(page.locator('[data-skeleton]').first()).toBeVisible();
      await snapshot(page, testInfo, `${viewport.name}-${step.name}-loading`);
      await expectAccessible(page);
      // The placeholders fit the screen (no sideways scrolling while loading either).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${step.name}: no overflow`).toBe(true);
    }
    await context.close();
  });
}
