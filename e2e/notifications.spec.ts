import { expect, test, type Page } from '@playwright/test';
import { follows, readyPerson } from './support/people.ts';

/**
 * The page's next notification stream, connected: the server adds it to the live hub as it sends
 * the stream's headers (server/notifications/stream.ts), so what happens after this reaches it.
 */
const streamConnected = (page: Page) => page.waitForResponse((response) => response.url().includes('/api/sse-events/') && response.status() === 200);

test('live notifications: a follow lights the friends dot and an invitation the events dot, without a reload', async ({ browser }) => {
  test.setTimeout(90_000);
  const aContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const bContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const a = await aContext.newPage();
  const b = await bContext.newPage();
  const ada = await readyPerson(a, 'live.ada@example.test', 'Ada');
  const bob = await readyPerson(b, 'live.bob@example.test', 'Bob');

  let connected = streamConnected(b);
  await b.goto('/profile');
  const nav = b.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Friends', exact: true })).toBeVisible();
  await connected;

  // Ada follows Bob: Bob's friends dot lights up while he stays on his profile.
  await a.goto(`/other-profile?otherUserId=${bob.userId}`);
  await a.getByRole('button', { name: 'Follow Bob' }).click();
  await expect(a.getByRole('button', { name: 'Following Bob' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Friends, new followers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeVisible();

  // Opening Friends marks them read: the dot goes out and stays out after a reload.
  await nav.getByRole('link', { name: 'Friends, new followers' }).click();
  await expect(b.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Friends', exact: true })).toBeVisible();
  connected = streamConnected(b);
  await b.goto('/profile');
  await expect(nav.getByRole('link', { name: 'Friends', exact: true })).toBeVisible();
  await connected;

  // Ada invites Bob (she follows him, so he may be her guest): his events dot lights up.
  await follows(ada, bob);
  const day = new Date();
  day.setDate(day.getDate() + 1);
  day.setHours(12, 0, 0, 0);
  const start = Math.floor(day.getTime() / 1000);
  const pods = await a.request.get(`/api/posts/user-posts/${ada.userId}`, { headers: { authorization: `Bearer ${ada.sessionToken}` } });
  const postId = (await pods.json()).documents[0].value.postId as string;
  const created = await a.request.post(`/api/users/event/${ada.userId}`, {
    headers: { authorization: `Bearer ${ada.sessionToken}` },
    multipart: {
      postId,
      eventName: 'Tea in 3D',
      eventDescription: '',
      startTimestamp: String(start),
      endTimestamp: String(start + 3600),
      guests: JSON.stringify([{ userId: bob.userId }]),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await expect(nav.getByRole('link', { name: 'Events, new invitations' })).toBeVisible();
  await nav.getByRole('link', { name: 'Events, new invitations' }).click();
  await expect(b.getByRole('heading', { name: 'Your Event', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  await aContext.close();
  await bContext.close();
});
