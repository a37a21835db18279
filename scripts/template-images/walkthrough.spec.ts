/**
 * The walkthrough video's raw footage (`npm run walkthrough`, scripts/make-walkthrough.ts): the
 * real app on a phone while a person uses it — the Discover feed, walking through a Pod in 3D,
 * planning an event, their profile — as the browser's own screencast (every frame it draws, with
 * its time; Playwright's video recorder needs an ffmpeg it downloads). Waits (sign-in, loading in a
 * software renderer) are left out: the spec writes the frames and the moments worth keeping to
 * $WALKTHROUGH_OUT/recording.json, and the script cuts and joins them.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readyPerson } from '../../e2e/support/people.ts';
import { seedE2eFeed } from '../../e2e/support/seed.ts';

const out = process.env.WALKTHROUGH_OUT ?? '/tmp/pods-walkthrough';
/** The video's frame: portrait, as the desktop shell's right column shows it (360×640). */
export const WALKTHROUGH_SIZE = { width: 360, height: 640 };

/** Eases the page down by `pixels` over `ms`, as a thumb's flick would. */
async function glide(page: Page, pixels: number, ms: number) {
  const steps = Math.round(ms / 40);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, pixels / steps);
    await page.waitForTimeout(40);
  }
}

/** Holds a drag from the element's centre by (dx, dy) for `ms` (the joystick, or a look around). */
async function hold(page: Page, box: { x: number; y: number; width: number; height: number }, dx: number, dy: number, ms: number) {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

test.use({ viewport: WALKTHROUGH_SIZE, deviceScaleFactor: 1 });

test('record the walkthrough', async ({ browser }) => {
  await seedE2eFeed({ users: 40, posts: 120, seed: 7, privateShare: 0 });
  const context = await browser.newContext({ viewport: WALKTHROUGH_SIZE, isMobile: true, hasTouch: true, colorScheme: 'dark' });
  const page = await context.newPage();
  // Times are the screencast's: seconds since the epoch.
  const frames: { file: string; at: number }[] = [];
  const cuts: [number, number][] = [];
  const now = () => Date.now() / 1000;
  let from = 0;
  const keepFromNow = () => {
    from = now();
  };
  const keepUntilNow = () => {
    cuts.push([from, now()]);
  };
  mkdirSync(join(out, 'frames'), { recursive: true });
  const cdp = await context.newCDPSession(page);
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    const file = join(out, 'frames', `${String(frames.length).padStart(5, '0')}.jpg`);
    writeFileSync(file, Buffer.from(data, 'base64'));
    frames.push({ file, at: metadata.timestamp ?? now() });
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 90, maxWidth: WALKTHROUGH_SIZE.width, maxHeight: WALKTHROUGH_SIZE.height });

  await readyPerson(page, 'maya.walkthrough@example.test', 'Maya');

  // The Discover feed: a glance, then down through the rows.
  await page.goto('/time-line');
  await expect(page.getByRole('heading', { name: 'Top Viewed Pods' })).toBeVisible();
  await page.waitForTimeout(600);
  keepFromNow();
  await page.waitForTimeout(900);
  await glide(page, 900, 2200);
  await page.waitForTimeout(400);
  keepUntilNow();

  // Into someone's Pod: walk forward, look around.
  const card = page.locator('#all-pods-grid article').filter({ hasNotText: 'Maya' }).first().locator('a[href*="postId="]:not([aria-hidden="true"])').first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  const pod = page.frameLocator('iframe[title="3d-app"]');
  await pod.locator('body[data-pod-ready="true"]').waitFor({ timeout: 120_000 });
  await page.waitForTimeout(1500);
  keepFromNow();
  await page.waitForTimeout(700);
  const joystick = await pod.locator('.joystick').boundingBox();
  const view = await pod.locator('canvas').first().boundingBox();
  if (!joystick || !view) throw new Error('the Pod has no joystick or view');
  await hold(page, joystick, 0, -40, 1800);
  await hold(page, { ...view, height: view.height / 2 }, -90, 0, 600);
  await page.waitForTimeout(900);
  keepUntilNow();

  // Planning an event: a name and a day.
  await page.goto('/create-event');
  const name = page.getByLabel('Event name');
  await expect(name).toBeVisible();
  await page.waitForTimeout(500);
  keepFromNow();
  await name.pressSequentially('Launch party', { delay: 90 });
  await page.waitForTimeout(500);
  await glide(page, 300, 800);
  await page.waitForTimeout(900);
  keepUntilNow();

  // Their profile and Pods.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Maya' })).toBeVisible();
  await page.waitForTimeout(800);
  keepFromNow();
  await page.waitForTimeout(2200);
  keepUntilNow();

  await cdp.send('Page.stopScreencast');
  await context.close();
  writeFileSync(join(out, 'recording.json'), JSON.stringify({ frames, cuts }, null, 2));
});
