/**
 * Dropping in (issue 46): opening a Pod joins its room. Two people open the same Pod, one on a
 * phone and one on a desktop, and see each other (name in the People list, avatar in the scene)
 * within 3 s; the owner removes the other, who is sent out with the notice and cannot come back.
 * A signed-out visitor is 'Visitor' to the owner, and has no chat: they are told to sign in.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { ROOM_TEXTS } from '../shared/drop-in.ts';
import { readyPerson } from './support/people.ts';
import { expectAccessible, snapshot } from './support/screens.ts';
import { avatarChooser, peopleList } from './support/live.ts';
import { firstPodId } from './support/pod-app.ts';
import { avatarInScene, connected, openPod, personIn, podFrame, roomContext, shot, withFakeMicrophone } from './support/rooms.ts';

// The pod app's first frame comes from a software renderer on CI's two shared cores: its waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use(withFakeMicrophone);

test('two people in one Pod see each other within 3 s; the owner removes one, who cannot come back', async ({ browser }, testInfo) => {
  test.setTimeout(360_000);
  const ownerContext = await roomContext(await browser.newContext({ viewport: { width: 1440, height: 900 } }));
  const guestContext = await roomContext(await browser.newContext({ viewport: { width: 390, height: 844 } }));
  const ownerPage = await ownerContext.newPage();
  const guestPage = await guestContext.newPage();
  const owner = await readyPerson(ownerPage, 'drop.owner@example.test', 'Wilma');
  const guest = await readyPerson(guestPage, 'drop.guest@example.test', 'Bosse');
  const postId = await firstPodId(ownerPage, owner);

  const ownerPod = await openPod(ownerPage, postId);
  const guestPod = await openPod(guestPage, postId);

  // Both in the room: each sees the other, by name and as an avatar, within 3 s.
  await expect(personIn(ownerPod, 'Bosse')).toBeAttached({ timeout: 3_000 });
  await expect(personIn(guestPod, 'Wilma')).toBeAttached({ timeout: 3_000 });
  await baseExpect.poll(() => avatarInScene(ownerPage, guest.userId), { timeout: 3_000 }).toBe(true);
  await baseExpect.poll(() => avatarInScene(guestPage, owner.userId), { timeout: 3_000 }).toBe(true);
  await expect(ownerPod.getByRole('button', { name: 'People (2)' })).toBeVisible();
  await expect(peopleList(guestPod).getByText('Owner')).toBeAttached();
  // Dropping in asks nothing: the avatar chooser waits for the 'Avatar' button.
  await expect(avatarChooser(guestPod)).toBeHidden();

  // Voice: both join; the server names each the other's peer (they stand near), and they connect.
  await ownerPod.getByRole('button', { name: 'Join voice' }).click();
  await guestPod.getByRole('button', { name: 'Join voice' }).click();
  await expect(ownerPod.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  await expect(guestPod.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  await baseExpect.poll(() => connected(ownerPage), { timeout: 60_000 }).toBe(1);
  await baseExpect.poll(() => connected(guestPage), { timeout: 60_000 }).toBe(1);
  await expect(peopleList(ownerPod).locator('li', { hasText: 'Bosse' }).getByRole('button', { name: 'Mute Bosse' })).toBeVisible();

  await expectAccessible(ownerPage);
  await expectAccessible(guestPage);
  await snapshot(ownerPage, testInfo, 'drop-in-owner-desktop');
  await snapshot(guestPage, testInfo, 'drop-in-guest-phone');
  await shot(ownerPage, 'room-owner-1440x900');
  await guestPod.getByRole('button', { name: /^People/ }).click();
  await shot(guestPage, 'room-guest-390x844');

  // The owner removes Bosse, confirming first.
  await ownerPod.getByRole('button', { name: 'Remove Bosse' }).click();
  const confirm = ownerPod.getByRole('dialog', { name: 'Remove Bosse from your Pod?' });
  await expect(confirm).toBeVisible();
  await shot(ownerPage, 'room-remove-1440x900');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(guestPod.getByRole('alert')).toContainText(ROOM_TEXTS.removed);
  await expect(personIn(ownerPod, 'Bosse')).toHaveCount(0);
  await shot(guestPage, 'room-removed-390x844');

  // Coming back is refused with the same notice.
  await guestPage.reload();
  await expect(podFrame(guestPage).getByRole('alert')).toContainText(ROOM_TEXTS.removed, { timeout: 120_000 });
  await expect(personIn(ownerPod, 'Bosse')).toHaveCount(0);
  await ownerContext.close();
  await guestContext.close();
});

test('a signed-out visitor is Visitor to the owner, and cannot chat until they sign in', async ({ browser }) => {
  test.setTimeout(300_000);
  const ownerContext = await roomContext(await browser.newContext({ viewport: { width: 390, height: 844 } }));
  const visitorContext = await roomContext(await browser.newContext({ viewport: { width: 1440, height: 900 } }));
  const ownerPage = await ownerContext.newPage();
  const visitorPage = await visitorContext.newPage();
  const owner = await readyPerson(ownerPage, 'drop.visited@example.test', 'Valka');
  const postId = await firstPodId(ownerPage, owner);

  const ownerPod = await openPod(ownerPage, postId);
  const visitorPod = await openPod(visitorPage, postId);

  await expect(personIn(ownerPod, ROOM_TEXTS.visitor)).toBeAttached({ timeout: 3_000 });
  await expect(personIn(visitorPod, 'Valka')).toBeAttached({ timeout: 3_000 });
  await expect(visitorPod.getByRole('status').filter({ hasText: ROOM_TEXTS.signInToTalk })).toBeVisible();
  await expect(visitorPod.getByRole('button', { name: /^Chat/ })).toHaveCount(0);
  await expect(visitorPod.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(visitorPod.getByRole('button', { name: 'Join voice' })).toHaveCount(0);
  await expectAccessible(visitorPage);
  await shot(visitorPage, 'room-visitor-1440x900');
  await ownerPod.getByRole('button', { name: /^People/ }).click();
  await shot(ownerPage, 'room-owner-visitor-390x844');

  // The owner lets only themself in: the visitor is sent out, told why, and still sees the Pod.
  await ownerPod.getByRole('combobox', { name: 'Who can drop in' }).selectOption({ label: 'Only me' });
  const notice = visitorPod.getByRole('status').filter({ hasText: 'Drop-in is closed' });
  await expect(notice).toContainText(ROOM_TEXTS.closed);
  await expect(personIn(ownerPod, ROOM_TEXTS.visitor)).toHaveCount(0);
  await expect(personIn(visitorPod, 'Valka')).toHaveCount(0);
  await expect(visitorPod.getByRole('list', { name: 'Items in this Pod' })).toBeAttached();
  await expectAccessible(visitorPage);
  await shot(visitorPage, 'room-closed-1440x900');
  await ownerContext.close();
  await visitorContext.close();
});
