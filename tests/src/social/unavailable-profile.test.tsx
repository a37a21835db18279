// @vitest-environment jsdom
/**
 * Issue 49 item 13: a profile the viewer may not see (its owner blocked them: the server answers
 * 404 'User not found', as for someone who does not exist) says so, not the search lists' 'No users
 * found' / 'Try adjusting your search…' (there is no search on a profile). A profile that did not
 * load for another reason says that, with Try again.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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

const zoe = {
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
      totalFollowers: 0,
      totalFollowings: 0,
      followStatus: false,
      followsYou: false,
      isBlocked: false,
      canViewContent: true,
    },
    userPosts: { total: 0, documents: [] },
  },
};

async function open(answers: unknown[]) {
  vi.resetModules();
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  installFakeApi({ ProfileData: () => answers.shift() });
  const { OtherProfileScreen } = await import('../../../src/features/social/OtherProfileScreen.tsx');
  renderRouted(<OtherProfileScreen otherUserId="zoe" />);
}

it("reads 'User not found' for a profile whose owner blocked the viewer (404)", async () => {
  await open([failure(404, 'User not found')]);
  expect(await screen.findByRole('heading', { name: 'User not found' })).toBeTruthy();
  expect(screen.getByText('This profile is not available.')).toBeTruthy();
  expect(screen.queryByText(/No users found|Try adjusting your search/)).toBeNull();
});

it('says a profile did not load, and Try again reads it again', async () => {
  await open([failure(500, 'Something went wrong on our side. Please try again.'), zoe]);
  expect(await screen.findByRole('heading', { name: 'This profile did not load' })).toBeTruthy();
  expect(screen.queryByText(/No users found|Try adjusting your search/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Zoe', level: 1 })).toBeTruthy();
});
