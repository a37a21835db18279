// @vitest-environment jsdom
/**
 * Model-based test of the follow status: every transition of the followStatus chart, from each
 * starting relation (not following a public or a private profile, following, requested, blocked,
 * self), is driven through the real /other-profile screen (follow button, options menu, the
 * questions) over a fake gateway whose answers the test releases. A newer read of the relation
 * (`read`) comes as another load would bring it: through the person's one machine (follows.ts).
 */
import { expect, vi, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { followStatusMachine, type FollowStatus } from '../../machines/followStatus.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { renderRouted } from './support/routed.tsx';
import { followStatusScenarios } from '../scenarios/followStatus.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

type Snap = SnapshotFrom<typeof followStatusMachine>;
type Call = 'sendFollow' | 'sendUnfollow' | 'sendBlock' | 'sendUnblock';
const OPERATION: Record<Call, string> = { sendFollow: 'SendFollowRequest', sendUnfollow: 'Unfollow', sendBlock: 'BlockUser', sendUnblock: 'UnblockUser' };

let api: ReturnType<typeof installFakeApi>;
let serverStatus: FollowStatus;
let isPrivate = false;
let takeRead: typeof import('../../src/features/social/follows.ts').takeRead;

const profile = () => ({
  getProfileData: {
    userData: {
      userId: 'zoe',
      userName: 'zoe',
      userDisplayName: 'Zoe',
      userDPUrl: null,
      userLocation: null,
      userProfileType: isPrivate ? 'private' : 'public',
      isPrivate,
      userTotalPods: 1,
      totalFollowers: 3,
      totalFollowings: 2,
      followStatus: serverStatus,
      followsYou: false,
      isBlocked: serverStatus === 'blocked',
      canViewContent: !isPrivate || serverStatus === 'accepted' || serverStatus === 'self',
    },
    userPosts: { total: 1, documents: [{ value: { postId: 'p1', postName: "Zoe's Pod", postDisplayImage: '/p.webp', postType: 'public' } }] },
  },
});

async function mount(status: FollowStatus, privateProfile: boolean) {
  vi.resetModules();
  serverStatus = status;
  isPrivate = privateProfile;
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = installFakeApi({
    ProfileData: profile,
    SendFollowRequest: () => ({ sendFollowRequest: { userId: 'zoe', status: isPrivate ? 'pending' : 'accepted' } }),
    Unfollow: () => ({ unfollowUser: { userId: 'zoe', status: false } }),
    BlockUser: () => ({ blockUser: { userId: 'zoe', status: 'blocked' } }),
    UnblockUser: () => ({ unblockUser: { userId: 'zoe', status: false } }),
  });
  for (const operation of Object.values(OPERATION)) api.holdWhere(operation, () => true);
  const { OtherProfileScreen } = await import('../../src/features/social/OtherProfileScreen.tsx');
  ({ takeRead } = await import('../../src/features/social/follows.ts'));
  const { Toasts } = await import('../../src/app/Toasts.tsx');
  renderRouted(
    <>
      <OtherProfileScreen otherUserId="zoe" />
      <Toasts />
    </>,
  );
  await screen.findByRole('heading', { name: 'Zoe', level: 1 });
  if (status !== 'self') await vi.waitFor(() => expect(followButton()?.textContent).toBe(LABELS[String(status)]));
}

const LABELS: Record<string, string> = { accepted: 'Following', pending: 'Requested', blocked: 'Blocked', false: 'Follow' };
const followButton = () => screen.queryByRole('button', { name: /^(Follow|Following|Requested|Blocked) Zoe$/ });
const shows = (shown: FollowStatus, enabled: boolean) => {
  expect(followButton()!.textContent).toBe(LABELS[String(shown)]);
  expect((followButton() as HTMLButtonElement).disabled).toBe(!enabled);
};
const question = (title: string, text: string) => {
  const dialog = screen.getByRole('dialog', { name: title });
  expect(within(dialog).getByText(text)).toBeTruthy();
};
const noQuestion = () => expect(screen.queryByRole('dialog')).toBeNull();

/** Checks settle within a moment (a dialog opens after its effect, a read may still be landing). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000 });

const states = {
  self: () => eventually(() => expect(followButton()).toBeNull()),
  notFollowing: () =>
    eventually(() => {
      noQuestion();
      shows(false, true);
    }),
  // The answer is guessed at once: 'Requested' for a private profile, 'Following' for a public one.
  following: (_s: unknown, { input }: ModelStep<{ isPrivate: boolean }>) => eventually(() => shows(input.isPrivate ? 'pending' : 'accepted', false)),
  accepted: () =>
    eventually(() => {
      noQuestion();
      shows('accepted', true);
    }),
  confirmingUnfollow: () => eventually(() => question('Unfollow this user?', 'Are you sure you want to unfollow Zoe?')),
  unfollowing: () => eventually(() => shows(false, false)),
  pending: () =>
    eventually(() => {
      noQuestion();
      shows('pending', true);
    }),
  cancelling: () => eventually(() => shows(false, false)),
  confirmingBlock: () => eventually(() => question('Block this user?', 'Zoe will no longer see your Pods or profile, and follows between you are removed.')),
  blocking: () => eventually(() => expect((followButton() as HTMLButtonElement).disabled).toBe(true)),
  blocked: () =>
    eventually(() => {
      noQuestion();
      shows('blocked', true);
    }),
  confirmingUnblock: () => eventually(() => question('Unblock this user?', 'Zoe will be able to see your public Pods and follow you again.')),
  unblocking: () => eventually(() => shows('blocked', false)),
};

const openMenu = (item: 'Block' | 'Unblock') => {
  fireEvent.click(screen.getByRole('button', { name: 'More options for Zoe' }));
  fireEvent.click(screen.getByRole('button', { name: item }));
};

/** Answers the held call; on success the server's relation changes and the profile is read again. */
async function answer(call: Call, ok: boolean) {
  const operation = OPERATION[call];
  await vi.waitFor(() => expect(api.isHeld(operation)).toBe(true));
  if (!ok) {
    await act(async () => api.settle(operation, failure(500, 'Something went wrong on our side. Please try again.')));
    await screen.findByText('That did not work. Please try again.');
    return;
  }
  const next: FollowStatus = call === 'sendFollow' ? (isPrivate ? 'pending' : 'accepted') : call === 'sendBlock' ? 'blocked' : false;
  serverStatus = next;
  const field = { sendFollow: 'sendFollowRequest', sendUnfollow: 'unfollowUser', sendBlock: 'blockUser', sendUnblock: 'unblockUser' }[call];
  const reads = api.calls.filter((c) => c.operation === 'ProfileData').length;
  await act(async () => api.settle(operation, { [field]: { userId: 'zoe', status: next } }));
  await vi.waitFor(() => expect(followButton()?.textContent).toBe(LABELS[String(next)]));
  // The profile is read again (counts, Pods) unless a request is now pending.
  if (next !== 'pending') await vi.waitFor(() => expect(api.calls.filter((c) => c.operation === 'ProfileData').length).toBe(reads + 1));
  await act(async () => {});
}

const profileReads = () => api.calls.filter((c) => c.operation === 'ProfileData').length;

/** A newer read of Zoe's relation (her row on a list, from another load) says what the server has now. */
async function read(event: { status: FollowStatus; isPrivate: boolean }) {
  serverStatus = event.status;
  const before = followButton()?.textContent;
  const reads = profileReads();
  await act(async () => takeRead({}, { userId: 'zoe', status: event.status, isPrivate: event.isPrivate }));
  await vi.waitFor(() => expect(followButton()?.textContent).toBe(LABELS[String(event.status)]));
  // A changed relation reads the profile again (counts, Pods) unless a request is now pending.
  if (before !== LABELS[String(event.status)] && event.status !== 'pending') await vi.waitFor(() => expect(profileReads()).toBe(reads + 1));
  await act(async () => {});
}

const events = {
  read,
  follow: () => void fireEvent.click(followButton()!),
  unfollow: () => void fireEvent.click(followButton()!),
  cancelRequest: () => void fireEvent.click(followButton()!),
  block: () => openMenu('Block'),
  unblock: () => openMenu('Unblock'),
  confirm: () => {
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^(Unfollow|Block|Unblock)$/ }));
  },
  dismiss: () => void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })),
  'xstate.done.actor.sendFollow': () => answer('sendFollow', true),
  'xstate.error.actor.sendFollow': () => answer('sendFollow', false),
  'xstate.done.actor.sendUnfollow': () => answer('sendUnfollow', true),
  'xstate.error.actor.sendUnfollow': () => answer('sendUnfollow', false),
  'xstate.done.actor.sendBlock': () => answer('sendBlock', true),
  'xstate.error.actor.sendBlock': () => answer('sendBlock', false),
  'xstate.done.actor.sendUnblock': () => answer('sendUnblock', true),
  'xstate.error.actor.sendUnblock': () => answer('sendUnblock', false),
} satisfies Drivers<typeof followStatusMachine>;

const inputs: { status: FollowStatus; isPrivate: boolean }[] = [
  { status: false, isPrivate: false },
  { status: false, isPrivate: true },
  { status: 'accepted', isPrivate: false },
  { status: 'pending', isPrivate: true },
  { status: 'blocked', isPrivate: false },
  { status: 'self', isPrivate: false },
];
const variantName = (input: { status: FollowStatus; isPrivate: boolean }) => `${String(input.status)}${input.isPrivate ? ' private' : ''}`;
const variantEvents = (_variant: string, input: { status: FollowStatus; isPrivate: boolean }) => {
  const error = (call: Call) => ({ type: `xstate.error.actor.${call}`, error: new Error('offline') });
  return [
    ...['follow', 'unfollow', 'cancelRequest', 'block', 'unblock', 'confirm', 'dismiss'].map((type) => ({ type })),
    // They accepted, or the viewer followed them on another screen.
    { type: 'read', status: 'accepted', isPrivate: input.isPrivate },
    { type: 'xstate.done.actor.sendFollow', output: input.isPrivate ? 'pending' : 'accepted' },
    ...(['sendUnfollow', 'sendBlock', 'sendUnblock'] as const).map((call) => ({ type: `xstate.done.actor.${call}`, output: undefined })),
    ...(['sendFollow', 'sendUnfollow', 'sendBlock', 'sendUnblock'] as const).map(error),
  ];
};
// Only the screen's part of the relation matters for what it shows next.
const serializeState = (snapshot: Snap) => `${JSON.stringify(snapshot.value)} ${String(snapshot.context.status)}`;

describeModel('followStatus', {
  scenarios: followStatusScenarios,
  machine: followStatusMachine,
  inputs: Object.fromEntries(inputs.map((input) => [variantName(input), input])),
  mount: async (input) => {
    await mount(input.status, input.isPrivate);
  },
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  variantEvents,
  serializeState,
  tests: ({ drive }) => {
    it("shows no follow button on one's own profile", async () => {
      const input = { status: 'self' as const, isPrivate: false };
      await mount(input.status, input.isPrivate);
      await drive([], input, 'self');
    });
  },
});
