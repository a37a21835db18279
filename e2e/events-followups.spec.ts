/**
 * Issue 49 item 10 in a real browser: a started event says 'Live' and offers its host 'Rejoin'; at
 * 3 pending events the reason Create New Event is off is on the screen; an unknown event id on
 * /create-event says so with the way back; and what was typed into the form survives a reload,
 * with 'Cancel' asking before it is thrown away. Events are made through the REST calls the form
 * makes (the form itself is events.spec.ts's). People: Perpetua (host) and Osric (guest).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { follows, person, readyPerson } from './support/people.ts';
import { createEvent } from './support/live.ts';
import { expectAccessible, viewports } from './support/screens.ts';

/** The screen at 390×844 and at 1440×900, for people to look at. */
async function shootBoth(page: Page, testInfo: TestInfo, name: string) {
  for (const { name: size, width, height } of viewports) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a started event is Live with Rejoin; the limit, an unknown event and a draft all say what they are', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const host = await readyPerson(page, 'followups.host@example.test', 'Perpetua');
  const guest = await person(request, 'followups.guest@example.test', 'Osric');
  await follows(guest, host);

  const { eventId: startedId } = await createEvent(page, host, [guest], 'Garden social');
  const started = await page.request.put(`/api/users/update-event-status/${host.userId}/${startedId}`, {
    headers: { authorization: `Bearer ${host.sessionToken}` },
    data: { eventStatus: 'started' },
  });
  expect(started.status(), await started.text()).toBe(200);
  await createEvent(page, host, [guest], 'Book swap');
  const { eventId: quizId } = await createEvent(page, host, [guest], 'Quiz night');
  await createEvent(page, host, [guest], 'Film club');

  await page.goto('/events');
  const live = page.getByRole('article', { name: 'Garden social' });
  await expect(live.getByText('Live', { exact: true })).toBeVisible();
  await expect(live.getByRole('button', { name: 'Rejoin' })).toBeEnabled();
  await expect(page.getByRole('article', { name: 'Quiz night' }).getByRole('button', { name: 'Start Event' })).toBeEnabled();
  const create = page.getByRole('button', { name: 'Create New Event' });
  await expect(create).toBeDisabled();
  await expect(page.getByText('You can have at most 3 pending events.')).toBeVisible();
  await expect(create).toHaveAccessibleDescription('You can have at most 3 pending events.');
  await expectAccessible(page);
  await shootBoth(page, testInfo, 'events-live-and-limit');

  await page.goto('/create-event?eventId=999999');
  await expect(page.getByRole('alert')).toHaveText('This event could not be loaded. It may have been deleted, or it is not yours to edit.');
  await expectAccessible(page);
  await shootBoth(page, testInfo, 'create-event-unknown');
  await page.getByRole('button', { name: 'Back to events' }).click();
  await expect(page).toHaveURL(/\/events$/);

  // Below the limit again: a new event's draft survives a reload, and Cancel asks first.
  const deleted = await page.request.delete(`/api/users/delete-event/${host.userId}/${quizId}`, { headers: { authorization: `Bearer ${host.sessionToken}` } });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await page.reload();
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await page.getByLabel('Event name').fill('Picnic');
  await page.getByLabel('Description').fill('Bring a blanket.');
  await page.reload();
  await expect(page.getByLabel('Event name')).toHaveValue('Picnic');
  await expect(page.getByLabel('Description')).toHaveValue('Bring a blanket.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(discard.getByText('What you typed will be lost.')).toBeVisible();
  await expectAccessible(page);
  await shootBoth(page, testInfo, 'create-event-discard');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page.getByLabel('Event name')).toHaveValue('');
});
