// @vitest-environment jsdom
/**
 * Issue 21, item 1: one home for the viewer's relation to a person. Zoe shown twice (her
 * profile's button and her row on a list, each from its own load) has one follow state: a tap on
 * either changes both at once, a failed call puts both back, and only the copy that was tapped
 * asks its question. Bob, on the same list, is left alone. A read that began before a change was
 * confirmed (a list read again while the call was out) does not undo it.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { FollowStatus } from '../../../machines/followStatus.ts';
import { failure, installFakeApi } from '../../model/support/fake-api.ts';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { renderRouted } from '../../model/support/routed.tsx';

beforeAll(() => installJsdomPlatform());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

let zoe: FollowStatus = false;
const profile = () => ({
  getProfileData: {
    userData: {
      userId: 'zoe',
      userName: 'zoe',
      userDisplayName: 'Zoe',
      userDPUrl: null,
      userLocation: null,
      userProfileType: 'public',
      isPrivate: false,
      userTotalPods: 0,
      totalFollowers: 3,
      totalFollowings: 2,
      followStatus: zoe,
      followsYou: false,
      isBlocked: false,
      canViewContent: true,
    },
    userPosts: { total: 0, documents: [] },
  },
});
const row = (id: string, name: string, status: FollowStatus) => ({
  followingId: id,
  followingName: name,
  followingUserName: id,
  followingDisplayImage: null,
  userTotalFollowers: 1,
  userTotalFollowings: 1,
  userTotalPods: 0,
  followingStatus: status,
});

async function mount() {
  vi.resetModules();
  zoe = false;
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const api = installFakeApi({
    ProfileData: profile,
    // Ann's followings: Zoe and Bob.
    Followings: () => ({ getFollowings: { nextCursor: null, followings: [row('zoe', 'Zoe', zoe), row('bob', 'Bob', false)] } }),
    SendFollowRequest: () => ({ sendFollowRequest: { userId: 'zoe', status: 'accepted' } }),
    Unfollow: () => ({ unfollowUser: { userId: 'zoe', status: false } }),
  });
  const { OtherProfileScreen } = await import('../../../src/features/social/OtherProfileScreen.tsx');
  const { FollowListScreen } = await import('../../../src/features/social/FollowListScreen.tsx');
  renderRouted(
    <>
      <OtherProfileScreen otherUserId="zoe" />
      <FollowListScreen kind="followings" ownerId="ann" />
    </>,
  );
  await screen.findByRole('heading', { name: 'Zoe', level: 1 });
  await screen.findByRole('list', { name: 'Following' });
  return api;
}

const onProfile = () =>
  within(screen.getByRole('heading', { name: 'Zoe', level: 1 }).closest('section')!).getAllByRole('button', {
    name: /^(Follow|Following) Zoe$/,
  })[0]! as HTMLButtonElement;
const inRow = (name = 'Zoe') =>
  within(screen.getByRole('list', { name: 'Following' })).getByRole('button', { name: new RegExp(`^(Follow|Following) ${name}$`) }) as HTMLButtonElement;
const shows = (label: string, enabled = true) => {
  for (const [copy, button] of [
    ['profile', onProfile()],
    ['row', inRow()],
  ] as const) {
    expect(button.textContent, copy).toBe(label);
    expect(button.disabled, copy).toBe(!enabled);
  }
};

it('changes every copy of a person’s follow button at once, and puts them all back when the call fails', async () => {
  const api = await mount();
  shows('Follow');

  // A tap on the row: both copies at once, before the call returns; Bob's is left alone.
  api.hold('SendFollowRequest');
  fireEvent.click(inRow());
  shows('Following', false);
  zoe = 'accepted';
  await act(async () => api.settle('SendFollowRequest', { sendFollowRequest: { userId: 'zoe', status: 'accepted' } }));
  await vi.waitFor(() => shows('Following'));
  expect(inRow('Bob').textContent).toBe('Follow');

  // Unfollowing from the profile: one question (the profile's), then both change, and the failed call puts both back.
  fireEvent.click(onProfile());
  expect(screen.getAllByRole('dialog', { name: 'Unfollow this user?' })).toHaveLength(1);
  api.hold('Unfollow');
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unfollow' }));
  shows('Follow', false);
  await act(async () => api.settle('Unfollow', failure(500, 'Something went wrong on our side. Please try again.')));
  await vi.waitFor(() => shows('Following'));
  expect(inRow('Bob').textContent).toBe('Follow');
});

it('is not undone by a read that began before the change was confirmed', async () => {
  const api = await mount();
  // The follow goes out from the profile; meanwhile the list is read again (a search), and that read is held.
  api.hold('SendFollowRequest');
  fireEvent.click(onProfile());
  api.hold('Followings');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search following' }), { target: { value: 'o' } });
  await vi.waitFor(() => expect(api.isHeld('Followings')).toBe(true), { timeout: 2000 });
  zoe = 'accepted';
  // (The profile's own read after the change, which would set things right anyway, waits.)
  api.holdWhere('ProfileData', () => true);
  await act(async () => api.settle('SendFollowRequest', { sendFollowRequest: { userId: 'zoe', status: 'accepted' } }));
  // The list's read answers now, with what the server had when it began: not following.
  await act(async () => api.settle('Followings', { getFollowings: { nextCursor: null, followings: [row('zoe', 'Zoe', false), row('bob', 'Bob', false)] } }));
  await screen.findByRole('list', { name: 'Following' });
  await act(async () => {});
  shows('Following');
  expect(api.isHeld('ProfileData')).toBe(true);
});
