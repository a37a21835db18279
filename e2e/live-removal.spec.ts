import { expect, test } from '@playwright/test';
import { follows, readyPerson } from './support/people.ts';
import { expectAccessible } from './support/screens.ts';
import { createEvent, liveApp, peopleList, skipAvatarChooser } from './support/live.ts';
import { drawPodSmall } from './support/pod-app.ts';
import { shot } from './support/rooms.ts';

// Issue 50: the host of a live event removes a guest, who is sent out with the notice and is off the guest list.
test('the host removes a guest from the live event: confirmed first, the guest is sent out with the notice', async ({ browser }) => {
  test.setTimeout(600_000);
  const hostContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await Promise.all([drawPodSmall(hostContext), drawPodSmall(guestContext)]);
  const hostPage = await hostContext.newPage();
  const guestPage = await guestContext.newPage();
  const host = await readyPerson(hostPage, 'removal.host@example.test', 'Halvard');
  const guest = await readyPerson(guestPage, 'removal.guest@example.test', 'Greta');
  await follows(guest, host);
  const { eventId, postId } = await createEvent(hostPage, host, [guest], 'Removal night');
  const started = await hostPage.request.put(`/api/users/update-event-status/${host.userId}/${eventId}`, {
    headers: { authorization: `Bearer ${host.sessionToken}` },
    data: { eventStatus: 'started' },
  });
  expect(started.status()).toBe(200);

  const live = (id: string) => `/live-event?userId=${id}&hostId=${host.userId}&eventId=${eventId}&postId=${postId}`;
  await hostPage.goto(live(host.userId));
  await guestPage.goto(live(guest.userId));
  const hostApp = liveApp(hostPage);
  const guestApp = liveApp(guestPage);
  await skipAvatarChooser(hostApp);
  await skipAvatarChooser(guestApp);
  await expect(peopleList(hostApp).getByText('Greta', { exact: true })).toBeAttached({ timeout: 60_000 });
  await expect(peopleList(hostApp).getByRole('button', { name: 'Remove Halvard' })).toHaveCount(0);

  await peopleList(hostApp).getByRole('button', { name: 'Remove Greta' }).click();
  const confirm = hostApp.getByRole('dialog', { name: 'Remove Greta from this event?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(hostPage);
  await shot(hostPage, 'event-remove-1440x900');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();

  await expect(guestApp.getByRole('alert')).toContainText('The host removed you from this event.', { timeout: 30_000 });
  await expect(guestApp.getByRole('button', { name: 'Back to events' })).toBeFocused();
  await expect(peopleList(hostApp).getByText('Greta', { exact: true })).toHaveCount(0);
  await shot(guestPage, 'event-removed-390x844');
  await hostContext.close();
  await guestContext.close();
});
