import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { follows, readyPerson, type Person } from './support/people.ts';
import { expectAccessible, snapshot } from './support/screens.ts';
import { avatarChooser, createEvent, liveApp, peopleList, skipAvatarChooser } from './support/live.ts';
import { drawPodSmall } from './support/pod-app.ts';

/** The live event app's frame (for what a locator can not do). */
const liveFrame = (page: Page) => page.frame({ url: /\/live\.html/ })!;

interface Seen {
  userId: string;
  emoji: string;
  left: number;
  top: number;
  visibility: string;
}
type Watched = Window & { podsSeen?: Seen[]; podsWatch?: MutationObserver };

/**
 * Starts recording the reactions the page's room shows (who, which emoji, where in px, hidden or
 * not), each read as it is added; answers a wait for the first one.
 */
async function watchReactions(page: Page) {
  const frame = liveFrame(page);
  await frame.evaluate(() => {
    const watched = window as Watched;
    watched.podsWatch?.disconnect();
    const seen: Seen[] = (watched.podsSeen = []);
    watched.podsWatch = new MutationObserver((records) => {
      for (const added of records.flatMap((record) => [...record.addedNodes])) {
        if (!(added instanceof HTMLElement)) continue;
        const box = added.getBoundingClientRect();
        seen.push({ userId: added.dataset.userId!, emoji: added.textContent!, left: box.left, top: box.top, visibility: added.style.visibility });
      }
    });
    watched.podsWatch.observe(document.querySelector('.reactions-layer')!, { childList: true });
  });
  return async () => (await frame.waitForFunction(() => (window as Watched).podsSeen![0], undefined, { timeout: 15_000 })).jsonValue();
}

/** What a person's People panel says of where `person` is: 'Near you' or 'Across the room'. */
const placeOf = (app: FrameLocator, person: Person) => peopleList(app).locator(`li[data-user-id="${person.userId}"] .place`);

test("host and guest meet in the live event: each sees the other near them, the avatar the guest chooses, reactions, moves and chat arrive live, the host's name opens their profile, and the end returns the guest to /events (Invited)", async ({
  browser,
}, testInfo) => {
  // Generous: two WebGL pages in software rendering on a shared two-core machine.
  test.setTimeout(900_000);
  // Both start on a phone (two WebGL pages in software rendering are heavy); the host's page
  // turns desktop-wide at the end.
  const hostContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await Promise.all([drawPodSmall(hostContext), drawPodSmall(guestContext)]);
  const hostPage = await hostContext.newPage();
  const guestPage = await guestContext.newPage();
  const host = await readyPerson(hostPage, 'live.ingmar@example.test', 'Ingmar');
  const guest = await readyPerson(guestPage, 'live.solveig@example.test', 'Solveig');
  await follows(guest, host);
  const { eventId, postId } = await createEvent(hostPage, host, [guest], 'Aurora evening');

  // Before the host starts it, the guest's live event says so, with a way back.
  await guestPage.goto(`/live-event?userId=${guest.userId}&hostId=${host.userId}&eventId=${eventId}&postId=${postId}`);
  const early = liveApp(guestPage);
  await expect(early.getByRole('alert').getByText('This event has not started yet.')).toBeVisible({ timeout: 30_000 });
  await early.getByRole('button', { name: 'Back to events' }).click();
  await expect(guestPage).toHaveURL(/\/events\?tab=invited$/);

  // The host starts the event from /events and is in the room.
  await hostPage.goto('/events');
  await hostPage.getByRole('article', { name: 'Aurora evening' }).getByRole('button', { name: 'Start Event' }).click();
  await expect(hostPage).toHaveURL(/\/live-event/);
  const hostApp = liveApp(hostPage);
  // Someone who never chose an avatar is asked on joining; the host leaves it for later.
  await skipAvatarChooser(hostApp);
  await hostApp.getByRole('button', { name: /^People/ }).click({ timeout: 60_000 });
  await expect(peopleList(hostApp).getByText('Ingmar (you)')).toBeVisible();
  await expect(hostApp.getByRole('button', { name: 'End event' })).toBeVisible();

  // The guest joins from the invitation.
  await guestPage.goto('/events');
  await guestPage.getByRole('tab', { name: 'Invited' }).click();
  await guestPage.getByRole('article', { name: 'Aurora evening' }).getByRole('button', { name: 'Join' }).click();
  await expect(guestPage).toHaveURL(/\/live-event/);
  const guestApp = liveApp(guestPage);
  // The guest chooses an avatar (a shape and a colour tapped, the accessory with the arrow keys), previewed, then saved.
  const chooser = avatarChooser(guestApp);
  await expect(chooser).toBeVisible({ timeout: 120_000 });
  await chooser.getByText('Robot', { exact: true }).click();
  await chooser.getByText('Pink', { exact: true }).click();
  await chooser.getByText('Glasses', { exact: true }).click();
  await guestPage.keyboard.press('ArrowRight');
  await expect(chooser.getByRole('radio', { name: 'Headphones' })).toBeChecked();
  await expect(chooser.getByText('Pink robot with headphones')).toBeVisible();
  await guestApp.locator('body[data-pod-ready="true"]').waitFor();
  await expectAccessible(guestPage);
  await snapshot(guestPage, testInfo, 'avatar-chooser-phone');
  await chooser.getByRole('button', { name: 'Save' }).click();
  await expect(chooser).toBeHidden();
  // The host sees it beside the guest's name, without a reload.
  const guestRow = peopleList(hostApp).locator(`li[data-user-id="${guest.userId}"]`);
  await expect(guestRow.locator('.swatch svg')).toHaveAttribute('data-avatar', 'robot pink headphones', { timeout: 30_000 });
  await expect(guestRow).toContainText('Pink robot with headphones');
  // On a phone the panels start closed, out of the room's way; the list is still there for screen readers.
  // (The room opens in software WebGL on a shared two-core machine: as long a wait as the host's.)
  await expect(guestApp.getByRole('button', { name: /^People/ })).toHaveAttribute('aria-expanded', 'false', { timeout: 30_000 });
  await guestApp.getByRole('button', { name: /^People/ }).click();
  await expect(peopleList(guestApp).getByText('Ingmar', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(peopleList(guestApp).getByText('Solveig (you)')).toBeVisible();
  await expect(peopleList(hostApp).getByText('Solveig', { exact: true })).toBeVisible();
  await expect(guestApp.getByRole('button', { name: 'End event' })).toHaveCount(0);

  // The People panel says who is near, not where: both just arrived, a few steps apart.
  await expect(placeOf(hostApp, guest)).toHaveText('Near you', { timeout: 30_000 });
  await expect(placeOf(guestApp, host)).toHaveText('Near you', { timeout: 30_000 });
  await expect(peopleList(guestApp).locator(`li[data-user-id="${host.userId}"] .role`)).toHaveText('Host');
  await expect(peopleList(hostApp)).not.toContainText(/at x|\d/);

  // The guest reacts: the host sees it over the guest's avatar for a moment (2.5 s: recorded as it
  // comes, a poll could miss it on a slow machine), and hears it announced.
  const hostSaw = await watchReactions(hostPage);
  await guestApp.getByRole('button', { name: 'React' }).click();
  await guestApp.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Applause' }).click();
  await expect(hostApp.locator('[aria-live="polite"]').getByText('Solveig reacted 👏')).toBeAttached();
  const seen = (await hostSaw())!;
  expect(seen).toMatchObject({ userId: guest.userId, emoji: '👏', visibility: '' });
  // Projected from the guest's avatar (in front of the host, who faces the circle the guest stands
  // on; on a narrow phone it may lie left or right of the picture), above eye level: over their head.
  expect(Number.isFinite(seen.left)).toBe(true);
  expect(seen.top).toBeGreaterThan(0);
  expect(seen.top).toBeLessThan(844 / 2);
  await expect(guestApp.locator('[aria-live="polite"]').getByText('You reacted 👏')).toBeAttached();
  await expect(hostApp.locator(`.reaction[data-user-id="${guest.userId}"]`)).toHaveCount(0, { timeout: 10_000 });

  // Pictures with a reaction showing and the People panel open: the guest's phone (the host's
  // reaction), the host wide (the guest's). The rise is held part-way, so the picture shows it.
  await hostApp.locator('body[data-pod-ready="true"]').waitFor();
  await guestApp.locator('body[data-pod-ready="true"]').waitFor();
  // A loaded machine can take longer than the 2.5 s a reaction shows to take a picture: for the
  // pictures only, each is held (its rise paused part-way, its 2.5 s made 20 s).
  for (const page of [hostPage, guestPage]) {
    // A constructed style sheet: the pod app's policy allows no <style> but its own (server/web/csp.ts).
    await liveFrame(page).evaluate(() => {
      const held = new CSSStyleSheet();
      held.replaceSync('.reaction-emoji { animation-delay: -0.6s !important; animation-play-state: paused !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, held];
    });
    await liveFrame(page).evaluate(() => {
      const original = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
        original(handler, ms === 2500 ? 20_000 : ms, ...rest)) as typeof setTimeout;
    });
  }
  const guestSees = await watchReactions(guestPage);
  await hostApp.getByRole('button', { name: 'React' }).click();
  await hostApp.getByRole('button', { name: 'Celebrate' }).click();
  await guestSees();
  await snapshot(guestPage, testInfo, 'live-reaction-phone');
  await hostApp.getByRole('button', { name: 'React' }).click(); // closes the tray
  await hostPage.setViewportSize({ width: 1440, height: 900 });
  await expect(peopleList(hostApp)).toBeVisible();
  const hostSees = await watchReactions(hostPage);
  await guestApp.getByRole('button', { name: 'Love' }).click();
  await hostSees();
  await snapshot(hostPage, testInfo, 'live-reaction-desktop');
  await hostPage.setViewportSize({ width: 390, height: 844 });
  await guestApp.getByRole('button', { name: 'React' }).click(); // closes the tray

  // The guest walks (keyboard) away across the room, and the host sees it. The guest walks on
  // (towards the host and past them); if a wall stops that, back the other way (one way has room).
  await guestApp.getByRole('button', { name: /^People/ }).click(); // closes the panel
  // (A tap on the room away from the host, who stands ahead: a tap on them opens their profile.)
  await guestApp.locator('canvas.webgl').click({ position: { x: 30, y: 200 } });
  for (const key of ['w', 's']) {
    await guestPage.keyboard.down(key);
    const away = await expect(placeOf(guestApp, host))
      .toHaveText('Across the room', { timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    await guestPage.keyboard.up(key);
    if (away) break;
  }
  await expect(placeOf(guestApp, host)).toHaveText('Across the room');
  await expect(placeOf(hostApp, guest)).toHaveText('Across the room');

  // Chat both ways.
  await guestApp.getByRole('button', { name: /^Chat/ }).click();
  await guestApp.getByPlaceholder('Type a message...').fill('Hello from the phone!');
  await guestApp.getByPlaceholder('Type a message...').press('Enter');
  await expect(guestApp.getByPlaceholder('Type a message...')).toHaveValue('');
  const hostLog = hostApp.getByRole('log', { name: 'Chat messages' });
  await hostApp.getByRole('button', { name: /^Chat 1 new/ }).click();
  await expect(hostLog.getByText('Hello from the phone!')).toBeVisible();
  await expect(hostLog.getByText('Solveig')).toBeVisible();
  await hostApp.getByPlaceholder('Type a message...').fill('Welcome, Solveig!');
  await hostApp.getByPlaceholder('Type a message...').press('Enter');
  await expect(guestApp.getByRole('log', { name: 'Chat messages' }).getByText('Welcome, Solveig!')).toBeVisible();

  await hostApp.locator('body[data-pod-ready="true"]').waitFor();
  await guestApp.locator('body[data-pod-ready="true"]').waitFor();
  await expectAccessible(guestPage);
  await snapshot(guestPage, testInfo, 'live-event-phone');
  // On a wide screen People and Chat stay open beside the room.
  await hostPage.setViewportSize({ width: 1440, height: 900 });
  await expect(peopleList(hostApp).getByText('Solveig', { exact: true })).toBeVisible();
  await expect(hostLog.getByText('Welcome, Solveig!')).toBeVisible();
  await expectAccessible(hostPage);
  await hostApp.getByPlaceholder('Type a message...').blur();
  await snapshot(hostPage, testInfo, 'live-event-desktop');
  // The host can choose later from the room's controls.
  await hostApp.getByRole('button', { name: 'Avatar' }).click();
  await expect(avatarChooser(hostApp)).toBeVisible();
  await expectAccessible(hostPage);
  await snapshot(hostPage, testInfo, 'avatar-chooser-desktop');
  await avatarChooser(hostApp).getByRole('button', { name: 'Not now' }).click();

  // The guest taps the host's name, then (back in the room, facing the host) the host's avatar:
  // each opens the host's profile; back, the guest is in the room again.
  const hostProfile = new RegExp(`/other-profile\\?otherUserId=${host.userId}`);
  await guestApp.getByRole('button', { name: /^People/ }).click();
  await peopleList(guestApp).getByRole('button', { name: 'Ingmar, open their profile' }).click();
  await expect(guestPage).toHaveURL(hostProfile);
  await expect(guestPage.getByRole('heading', { name: 'Ingmar' })).toBeVisible();
  await guestPage.goBack();
  await expect(peopleList(liveApp(guestPage)).getByText('Ingmar', { exact: true })).toBeAttached({ timeout: 120_000 });
  await expect(avatarChooser(liveApp(guestPage))).toHaveCount(0);
  await liveApp(guestPage).locator('body[data-pod-ready="true"][data-live="live"]').waitFor({ timeout: 60_000 });
  // The host stands ahead, their body just below the middle of the screen.
  await liveApp(guestPage)
    .locator('canvas.webgl')
    .click({ position: { x: 195, y: 480 } });
  await expect(guestPage).toHaveURL(hostProfile);
  await guestPage.goBack();
  await expect(peopleList(liveApp(guestPage)).getByText('Ingmar', { exact: true })).toBeAttached({ timeout: 120_000 });
  await liveApp(guestPage).locator('body[data-live="live"]').waitFor({ timeout: 60_000 });

  // The host ends the event (confirmed); the guest is back on /events' Invited tab, where it has ended, and the host on Hosting.
  await hostApp.getByRole('button', { name: 'End event' }).click();
  const confirm = hostApp.getByRole('dialog', { name: 'End this event for everyone?' });
  await expect(confirm).toBeVisible();
  await snapshot(hostPage, testInfo, 'live-event-end-confirm-desktop');
  await confirm.getByRole('button', { name: 'End event' }).click();
  await expect(guestPage).toHaveURL(/\/events\?tab=invited$/);
  await expect(guestPage.getByRole('tab', { name: 'Invited' })).toHaveAttribute('aria-selected', 'true');
  await expect(guestPage.getByRole('article', { name: 'Aurora evening' }).getByRole('button', { name: 'Event Ended' })).toBeDisabled();
  await expect(hostPage).toHaveURL(/\/events$/);
  await hostContext.close();
  await guestContext.close();
});
