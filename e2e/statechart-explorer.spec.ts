import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Issue 22 item 4: the statechart explorer (docs/statecharts/site/, built by `npm run docs`) at
 * /statecharts on the running app and from the files alone. A product owner walks onboarding from
 * its start to its end and the event lifecycle through a failed and a resolved save, deciding the
 * rules and stepping back; every page is free of accessibility issues.
 */

const now = (page: Page) => page.locator('#sim-root .now');
const current = (page: Page) => page.locator('svg.chart .state.current');

/** The highlighted state, and the Now panel's name, screen and description. */
async function expectState(page: Page, state: string, route: string | null, description: string) {
  await expect(current(page)).toHaveCount(1);
  await expect(current(page)).toHaveAttribute('data-state', state);
  await expect(now(page).locator('h4')).toHaveText(state.split('.').pop()!);
  await expect(now(page).locator('.desc')).toHaveText(description);
  await expect(now(page).locator('dd').first()).toHaveText(route ?? 'none of its own');
}
const press = (page: Page, name: string) => page.locator('#sim-root').getByRole('button', { name, exact: true }).click();
const rule = (page: Page, words: string) => page.locator('#sim-root').getByRole('checkbox', { name: words });

async function expectNoAxeIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    // Kept with the test's results for people to look at; the spec runs at the phone's size.
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the index lists the charts by screen and opens a chart', async ({ page }, testInfo) => {
  await page.goto('/statecharts');
  await expect(page).toHaveURL(/\/statecharts\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '/signin' })).toBeVisible();
  await expectNoAxeIssues(page);
  await shoot(page, testInfo, 'index');
  await page.getByRole('link', { name: 'onboarding', exact: true }).click();
  await expect(page).toHaveURL(/\/statecharts\/onboarding\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'onboarding' })).toBeVisible();
});

test('walks onboarding from its start to its end, and steps back', async ({ page }, testInfo) => {
  await page.goto('/statecharts/onboarding.html');
  await expectState(page, 'arriving', null, 'The app is opening a page and has not yet read who is signed in');
  await expectNoAxeIssues(page);

  await rule(page, 'nobody is signed in').check();
  await press(page, 'route.entered');
  await expectState(page, 'signedOut', '/signin', "'Sign In' with Google or Apple");

  await rule(page, 'nobody is signed in').uncheck();
  await rule(page, 'signed in, but no account yet (no username)').check();
  await press(page, 'route.entered');
  await expectState(page, 'creatingAccount', '/create-account', "The profile form: Name, Username, Location, picture, profile type, 'Register Now'");

  await press(page, 'account.created');
  await expectState(page, 'choosingTemplate', '/pod-templates', "'Create Your POD': the template grid, search and 'Continue'");
  await expect(page.locator('#sim-root .history li').last()).toContainText('ran goToPodTemplates');
  // The arrow just taken is drawn in the accent colour.
  await expect(page.locator('svg.chart .edge.taken')).toHaveAttribute('data-transition', 'creatingAccount:0');

  await press(page, 'pod.chosen');
  await expectState(page, 'podChosen', '/pod-templates', "The dialog 'Pod Selected. You're Good to Go!' with 'Start Editing' and 'Explore Now'");

  await press(page, 'exploring.chosen');
  await expectState(page, 'choosingInterests', '/interests-selection', "'Tell Us What You Love!': interest chips and 'Continue'");
  await shoot(page, testInfo, 'onboarding');

  await press(page, 'interests.saved');
  await expectState(page, 'complete', '/time-line', 'Onboarded: the feed and every other screen are open');
  await expect(now(page)).toContainText('§2 Discover feed');
  await expectNoAxeIssues(page);

  // Back one step, then back to the second step of the history.
  await press(page, 'Step back');
  await expectState(page, 'choosingInterests', '/interests-selection', "'Tell Us What You Love!': interest chips and 'Continue'");
  await page.locator('#sim-root .history li').nth(1).getByRole('button', { name: 'Back to here' }).click();
  await expectState(page, 'signedOut', '/signin', "'Sign In' with Google or Apple");
  await expect(page.locator('#sim-root .history li')).toHaveCount(2);
});

test('walks the event lifecycle: pending → starting, a failed and a resolved save, started → finished', async ({ page }, testInfo) => {
  await page.goto('/statecharts/eventLifecycle.html');
  await expectState(page, 'pending', '/events', "Host: 'Start Event'. Invitee: 'Join Event', disabled");
  await expect(page.locator('#sim-root').getByRole('button', { name: 'start', exact: true })).toBeDisabled();

  await rule(page, 'the viewer hosts the event').check();
  await press(page, 'start');
  await expectState(page, 'starting', '/events', "Host: 'Start Event', disabled while the start is saved");
  await expect(page.locator('#sim-root')).toContainText('saveStatus is running');
  await shoot(page, testInfo, 'event-lifecycle');

  await press(page, 'Fail saveStatus');
  await expectState(page, 'pending', '/events', "Host: 'Start Event'. Invitee: 'Join Event', disabled");
  await expect(page.locator('#sim-root .history li').last()).toContainText('failed: saveStatus → pending · ran reportFailure');

  await press(page, 'start');
  await press(page, 'Resolve saveStatus');
  await expectState(page, 'started', '/events', "'Live'. Host: 'Rejoin' (opens the live event). Invitee: 'Join'");
  await expect(page.locator('#sim-root .history li').last()).toContainText('done: saveStatus → started · ran openLiveEvent');

  // An hour later: the clock ticks, and the passing 'deciding' state finds the event finished.
  await rule(page, 'started more than 1 hour ago (or already finished)').check();
  await press(page, 'clock.ticked');
  await expectState(page, 'finished', '/events', "'Event Ended', disabled");
  await expect(now(page)).toContainText('The chart has ended here');
  await expect(page.locator('#sim-root').getByRole('button', { name: 'clock.ticked' })).toHaveCount(0);
  await expectNoAxeIssues(page);

  await press(page, 'Step back');
  await expectState(page, 'started', '/events', "'Live'. Host: 'Rejoin' (opens the live event). Invitee: 'Join'");
});

test('opens from the files alone (file://), with no server', async ({ page }) => {
  await page.goto(pathToFileURL(resolve('docs/statecharts/site/index.html')).href);
  await page.getByRole('link', { name: 'onboarding', exact: true }).click();
  await expectState(page, 'arriving', null, 'The app is opening a page and has not yet read who is signed in');
  await rule(page, 'nobody is signed in').check();
  await press(page, 'route.entered');
  await expectState(page, 'signedOut', '/signin', "'Sign In' with Google or Apple");
});
