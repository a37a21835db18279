import { expect, test, type Page } from '@playwright/test';
import { person, readyPerson, type Person } from './support/people.ts';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';

const profileOf = (page: Page, person: Person) => page.goto(`/other-profile?otherUserId=${person.userId}`);
const toast = (page: Page, text: string | RegExp) => expect(page.getByRole('status').getByText(text)).toBeVisible();

test('two people: follow a public profile, request a private one and accept it, remove a follower, block and unblock', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const anaContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const benContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ana = await anaContext.newPage();
  const ben = await benContext.newPage();
  const anaUser = await readyPerson(ana, 'social.ana@example.test', 'Ana');
  const benUser = await readyPerson(ben, 'social.ben@example.test', 'Ben', 'private');
  const cyUser = await person(request, 'social.cy@example.test', 'Cy');

  // A public profile: following is at once, and unfollowing asks first.
  await profileOf(ana, cyUser);
  await expect(ana.getByRole('heading', { name: 'Cy', level: 1 })).toBeVisible();
  await expect(ana.getByRole('link', { name: "Cy's Pod" })).toBeVisible();
  await ana.getByRole('button', { name: 'Follow Cy' }).click();
  await toast(ana, 'User Followed');
  await expect(ana.getByRole('button', { name: 'Following Cy' })).toBeVisible();
  await expect(ana.getByRole('link', { name: '1 Follower' })).toBeVisible();
  await ana.getByRole('button', { name: 'Following Cy' }).click();
  const unfollow = ana.getByRole('dialog', { name: 'Unfollow this user?' });
  await expect(unfollow.getByText('Are you sure you want to unfollow Cy?')).toBeVisible();
  await unfollow.getByRole('button', { name: 'Cancel' }).click();
  await expect(ana.getByRole('button', { name: 'Following Cy' })).toBeVisible();
  await expectAccessible(ana);
  await snapshot(ana, testInfo, 'other-profile-phone');

  // A private profile: a request, shown 'Requested', until Ben accepts it.
  await profileOf(ana, benUser);
  await expect(ana.getByText('This account is private')).toBeVisible();
  const requestStored = ana.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('sendFollowRequest'),
  );
  await ana.getByRole('button', { name: 'Follow Ben' }).click();
  await expect(ana.getByRole('button', { name: 'Requested Ben' })).toBeVisible();
  // 'Requested' shows at once (optimistic); Ben opens his requests once the server has stored it
  // (through the balancer, the other process may still be writing it).
  expect((await requestStored).ok()).toBe(true);
  await ben.goto('/friends');
  await expect(ben.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
  const requests = ben.getByRole('list', { name: 'Follow requests' });
  await expect(requests.getByText('Ana', { exact: true })).toBeVisible();
  await expectAccessible(ben);
  await snapshot(ben, testInfo, 'friends-phone');
  await requests.getByRole('button', { name: 'Accept Ana' }).click();
  await toast(ben, 'Follow request accepted');
  await expect(ben.getByText('No follow request yet')).toBeVisible();
  await profileOf(ana, benUser);
  await expect(ana.getByRole('button', { name: 'Following Ben' })).toBeVisible();
  await expect(ana.getByRole('link', { name: "Ben's Pod" })).toBeVisible();

  // Ben's own followers list: 'Follow Back' and Remove.
  await ben.goto(`/followers?userId=${benUser.userId}`);
  const followers = ben.getByRole('list', { name: 'Followers' });
  await expect(followers.getByRole('button', { name: 'Follow Back Ana' })).toBeVisible();
  // Issue 19 defect 10: at 390 px the buttons leave the name and counts readable, not cut short.
  const cut = await followers
    .getByRole('listitem')
    .first()
    .evaluate((row) => [...row.querySelectorAll('strong, span')].filter((text) => text.scrollWidth > text.clientWidth).map((text) => text.textContent));
  expect(cut).toEqual([]);
  await expectAccessible(ben);
  await followers.getByRole('button', { name: 'Remove Ana' }).click();
  await toast(ben, 'Follower removed successfully');
  await expect(ben.getByText('No followers yet')).toBeVisible();
  await profileOf(ana, benUser);
  await expect(ana.getByRole('button', { name: 'Follow Ben' })).toBeVisible();

  // Ana's view of Cy's followers: 'Follow' (not 'Follow Back'), and no Remove.
  await ana.goto(`/followers?otherUserId=${cyUser.userId}`);
  await expect(ana.getByRole('list', { name: 'Followers' }).getByText('Ana', { exact: true })).toBeVisible();
  await expect(ana.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  // Block from the options menu, with a confirmation; Ben can no longer find Ana; unblock in settings.
  await profileOf(ana, benUser);
  await ana.getByRole('button', { name: 'More options for Ben' }).click();
  await ana.getByRole('button', { name: 'Block' }).click();
  await ana.getByRole('dialog', { name: 'Block this user?' }).getByRole('button', { name: 'Block' }).click();
  await expect(ana.getByRole('button', { name: 'Blocked Ben' })).toBeVisible();
  // Issue 19 defect 8: the profile says what is true (blocked, with Unblock), not 'This account is private'.
  await expect(ana.getByRole('heading', { name: 'You blocked Ben' })).toBeVisible();
  await expect(ana.getByText('Unblock them to see their Pods.')).toBeVisible();
  await expect(ana.getByText('This account is private')).toHaveCount(0);
  await profileOf(ben, anaUser);
  // Issue 49 item 13: to Ben, whom Ana blocked, her profile is not there (not a search's 'No users found').
  await expect(ben.getByRole('heading', { name: 'User not found' })).toBeVisible();
  await ana.goto('/settings/blocked-users');
  await expect(ana.getByRole('heading', { name: 'Blocked Users' })).toBeVisible();
  await ana.getByRole('searchbox', { name: 'Search blocked users' }).fill('be');
  await ana.getByRole('button', { name: 'Unblock Ben' }).click();
  await toast(ana, 'User Unblocked');
  await expect(ana.getByText('No Blocked Users')).toBeVisible();
  await profileOf(ben, anaUser);
  await expect(ben.getByRole('heading', { name: 'Ana', level: 1 })).toBeVisible();
  await anaContext.close();
  await benContext.close();
});

test('the own profile: counts linking to the lists, the Pod menu, and what is coming', async ({ page }) => {
  const me = await readyPerson(page, 'social.self@example.test', 'Sol');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Sol', level: 1 })).toBeVisible();
  await expect(page.getByText('1', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '0 Followers' })).toHaveAttribute('href', `/followers?userId=${me.userId}`);
  await expect(page.getByRole('link', { name: '0 Following' })).toHaveAttribute('href', `/followings?userId=${me.userId}`);
  await expect(page.getByRole('button', { name: 'Analytics - Coming soon' })).toBeDisabled();
  await expect(page.getByRole('link', { name: "Explore What's Coming" })).toHaveAttribute('href', '/coming-soon');
  await page.getByRole('button', { name: "Options for Sol's Pod" }).click();
  for (const item of ['Edit Pod', 'Change Pod Theme', 'Create Event', 'Preview Pod']) await expect(page.getByRole('link', { name: item })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Pod Theme' })).toHaveAttribute('href', /\/pod-templates\?changePodTheme=true&postId=/);
  await page.getByRole('button', { name: 'Copy & Share Pod' }).click();
  await expect(page.getByRole('status').getByText(/Link copied|\/\?postId=/)).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  for (const link of ['Edit Profile', 'Blocked Users', 'Privacy Policy', 'Help', 'About Us'])
    await expect(page.getByRole('link', { name: link })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

for (const viewport of viewports) {
  test(`social screens at ${viewport.name} width have no serious accessibility issue`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const me = await readyPerson(page, `social.${viewport.name}@example.test`, `Vo${viewport.name}`);
    for (const [path, heading] of [
      ['/profile', `Vo${viewport.name}`],
      ['/friends', 'Friends'],
      [`/followers?userId=${me.userId}`, 'Followers'],
      [`/followings?userId=${me.userId}`, 'Following'],
      ['/settings', 'Settings'],
      ['/settings/blocked-users', 'Blocked Users'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page);
      await snapshot(page, testInfo, `${path.split('?')[0]!.replaceAll('/', '_')}-${viewport.name}`);
    }
    await expect(page.getByText('No Blocked Users')).toBeVisible();
  });
}
