import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { Person } from './people.ts';
import { firstPodId } from './pod-app.ts';

/** An event in the host's first Pod starting in ten minutes, made through the same REST call the create-event form makes (its UI is covered by events.spec.ts). */
export async function createEvent(page: Page, host: Person, guests: Person[], eventName: string) {
  const postId = await firstPodId(page, host);
  const startTimestamp = Math.floor(Date.now() / 1000) + 600;
  const response = await page.request.post(`/api/users/event/${host.userId}`, {
    headers: { authorization: `Bearer ${host.sessionToken}` },
    multipart: {
      postId,
      eventName,
      eventDescription: 'Live in the Pod.',
      startTimestamp: String(startTimestamp),
      endTimestamp: String(startTimestamp + 3600),
      guests: JSON.stringify(guests.map(({ userId }) => ({ userId }))),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { postId, eventId: ((await response.json()) as { data: { eventId: number } }).data.eventId };
}

/** The live event app in its frame. */
export const liveApp = (page: Page) => page.frameLocator('iframe[title="3d-app"]');
export const peopleList = (app: FrameLocator) => app.getByRole('list', { name: /^People here/ });

/** The avatar chooser a person who never chose sees on joining (modal: the room waits behind it). */
export const avatarChooser = (app: FrameLocator) => app.getByRole('dialog', { name: 'Choose your avatar' });

/** Closes the avatar chooser with 'Not now' (it is not asked again on this browser). */
export async function skipAvatarChooser(app: FrameLocator) {
  await avatarChooser(app).getByRole('button', { name: 'Not now' }).click({ timeout: 120_000 });
  await expect(avatarChooser(app)).toBeHidden();
}
