import { expect, test, type Locator, type Page } from '@playwright/test';
import { follows, person, readyPerson } from './support/people.ts';
import { shiftEventStart } from './support/database.ts';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';

const tomorrow = () => {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return day;
};

/** An event card's thumbnail: a private picture, shown through its signed link. */
async function expectThumbnailShown(card: Locator) {
  const thumbnail = card.locator('img.thumb');
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/private\/[0-9a-f]{64}\.webp\?expires=\d+&signature=[\w-]+$/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
}

/** Picks tomorrow in the date dialog (moving to the next month when tomorrow is there). */
async function pickTomorrow(page: Page) {
  const day = tomorrow();
  await page.getByRole('button', { name: /^Date / }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick a date' });
  if (day.getDate() === 1) await dialog.getByRole('button', { name: /next month/i }).click();
  const month = day.toLocaleDateString('en-US', { month: 'long' });
  await dialog.getByRole('button', { name: new RegExp(`${month} ${day.getDate()}(st|nd|rd|th), ${day.getFullYear()}`) }).click();
  await expect(page.getByText(day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }))).toBeVisible();
}

test('a host creates, edits and starts an event; the guest sees the invitation, joins, and an hour later it has ended', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const hostContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hostPage = await hostContext.newPage();
  const guestPage = await guestContext.newPage();
  const host = await readyPerson(hostPage, 'event.host@example.test', 'Hana');
  const guest = await readyPerson(guestPage, 'event.guest@example.test', 'Gus');
  const ivy = await person(request, 'event.ivy@example.test', 'Ivy');
  await follows(guest, host);
  await follows(host, ivy);

  // An empty Hosting tab, then the form with nothing filled.
  await hostPage.goto('/events');
  await expect(hostPage.getByRole('heading', { name: 'Your Event', level: 1 })).toBeVisible();
  await expect(hostPage.getByText('No Events Yet')).toBeVisible();
  await expect(hostPage.getByText('Create your first event to bring your Pod to life!')).toBeVisible();
  await hostPage.getByRole('link', { name: 'Create New Event' }).click();
  await expect(hostPage).toHaveURL(/\/create-event$/);
  await hostPage.getByRole('button', { name: 'Confirm' }).click();
  for (const message of ['Event name is required.', 'Please select a post.', 'Please select event time', 'Please add at least one guest and max five']) {
    await expect(hostPage.getByText(message, { exact: true })).toBeVisible();
  }

  await hostPage.getByLabel('Event name').fill('Launch night');
  await pickTomorrow(hostPage);
  await hostPage.getByRole('button', { name: /^Time / }).click();
  const timeDialog = hostPage.getByRole('dialog', { name: 'Set Event Time' });
  await expect(timeDialog.getByText('Event can only be scheduled for 1 hour.')).toBeVisible();
  await timeDialog.getByLabel('Start Time', { exact: true }).fill('10:00');
  await expect(timeDialog.getByLabel('End Time (Automatically set to 1 hour after start time)')).toHaveValue('11:00');
  await timeDialog.getByRole('button', { name: 'Set Time' }).click();
  // The time reads in the browser's locale (en-US here).
  await expect(hostPage.getByText(/^10:00\sAM – 11:00\sAM$/)).toBeVisible();

  await hostPage.getByRole('button', { name: 'Add guests' }).click();
  const sheet = hostPage.getByRole('dialog', { name: 'Add guests' });
  await expect(sheet.getByText('0/5')).toBeVisible();
  await expect(sheet.getByText('Pods: 1').first()).toBeVisible();
  await sheet.getByRole('button', { name: 'Add Gus' }).click();
  await sheet.getByRole('button', { name: 'Add Ivy' }).click();
  await expect(sheet.getByText('2/5')).toBeVisible();
  await sheet.getByRole('button', { name: 'Remove Ivy' }).click();
  const confirmRemove = hostPage.getByRole('dialog', { name: 'Remove this person?' });
  await expect(confirmRemove.getByText('Are you sure you want to Remove Ivy?')).toBeVisible();
  await confirmRemove.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet.getByText('2/5')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(hostPage.getByRole('list', { name: 'Chosen guests' }).getByRole('img')).toHaveCount(2);

  // Too big: the browser's alert (spec §8), and nothing chosen. (The alert holds the page until answered.)
  const alerted = new Promise<string>((resolve) =>
    hostPage.once('dialog', (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    }),
  );
  await hostPage.getByLabel('Thumbnail').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 10) });
  expect(await alerted).toBe('alert: File size must be less than 1MB.');
  await expect(hostPage.getByRole('img', { name: 'Chosen thumbnail' })).toHaveCount(0);
  await hostPage.getByLabel('Thumbnail').setInputFiles('e2e/fixtures/portrait.jpg');
  await expect(hostPage.getByRole('img', { name: 'Chosen thumbnail' })).toBeVisible();
  await hostPage.getByLabel('Description').fill('The new gallery opens.');
  await hostPage.getByRole('radio', { name: "Hana's Pod" }).check({ force: true });
  await expectAccessible(hostPage);
  await snapshot(hostPage, testInfo, 'create-event-phone');

  await hostPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(hostPage).toHaveURL(/\/event-success\?eventId=\d+$/);
  const eventId = Number(new URL(hostPage.url()).searchParams.get('eventId'));
  await expect(hostPage.getByRole('heading', { name: 'Event Successfully Scheduled' })).toBeVisible();
  await expect(hostPage.getByRole('heading', { name: 'Launch night' })).toBeVisible();
  await snapshot(hostPage, testInfo, 'event-success-phone');
  await hostPage.getByRole('link', { name: 'Explore Now' }).click();
  await expect(hostPage).toHaveURL(/\/events$/);
  await expectThumbnailShown(hostPage.getByRole('article', { name: 'Launch night' }));

  // Edit through the options menu.
  await hostPage.getByRole('button', { name: 'Options for Launch night' }).click();
  await hostPage.getByRole('link', { name: 'Edit' }).click();
  await expect(hostPage.getByLabel('Event name')).toHaveValue('Launch night');
  await hostPage.getByLabel('Event name').fill('Launch night II');
  await hostPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(hostPage.getByRole('heading', { name: 'Launch night II' })).toBeVisible();

  // The guest sees the invitation, not yet joinable.
  await guestPage.goto('/events');
  await guestPage.getByRole('tab', { name: 'Invited' }).click();
  const invitation = guestPage.getByRole('article', { name: 'Launch night II' });
  await expect(invitation.getByRole('button', { name: 'Join Event' })).toBeDisabled();
  await expectThumbnailShown(invitation);
  await expectAccessible(guestPage);

  // The host starts it (the live event opens), then the guest can join.
  await hostPage.goto('/events');
  await hostPage.getByRole('article', { name: 'Launch night II' }).getByRole('button', { name: 'Start Event' }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/live-event/?\\?userId=${host.userId}&hostId=${host.userId}&eventId=${eventId}&postId=`));
  await guestPage.reload();
  await guestPage.getByRole('tab', { name: 'Invited' }).click();
  await guestPage.getByRole('article', { name: 'Launch night II' }).getByRole('button', { name: 'Join' }).click();
  await expect(guestPage).toHaveURL(new RegExp(`/live-event/?\\?userId=${guest.userId}&hostId=${host.userId}&eventId=${eventId}`));

  // An hour and a bit later the event has ended.
  await shiftEventStart(eventId, 3700);
  await guestPage.goto('/events');
  await guestPage.getByRole('tab', { name: 'Invited' }).click();
  await expect(guestPage.getByRole('article', { name: 'Launch night II' }).getByRole('button', { name: 'Event Ended' })).toBeDisabled();
  await hostContext.close();
  await guestContext.close();
});

for (const viewport of viewports) {
  test(`events screens at ${viewport.name} width have no serious accessibility issue`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await readyPerson(page, `events.${viewport.name}@example.test`, `Vi${viewport.name}`);
    await page.goto('/events');
    await expect(page.getByText('No Events Yet')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, testInfo, `events-${viewport.name}`);
    await page.getByRole('tab', { name: 'Invited' }).click();
    await expect(page.getByText('No invited events yet.')).toBeVisible();
    await page.goto('/create-event');
    await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, testInfo, `create-event-${viewport.name}`);
  });
}
