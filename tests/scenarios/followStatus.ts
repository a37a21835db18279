/**
 * The viewer's follow status towards another person, from the spec's words (§4 Follow status,
 * §8 Toasts 'User Followed' and the unfollow confirm, §2 /other-profile). Events are the ones the
 * model test drives on the real /other-profile screen of Zoe (tests/model/followStatus.test.tsx),
 * from the same starting relations. Asking before a block, cancelling a request and what a failed
 * call does are not in the spec: those rows say so.
 */
import type { FollowStatus, FollowStatusEvent } from '../../machines/followStatus.ts';
import type { ScenarioTable } from './scenario.ts';

type Call = 'sendFollow' | 'sendUnfollow' | 'sendBlock' | 'sendUnblock';
type Event =
  | FollowStatusEvent
  | { type: 'xstate.done.actor.sendFollow'; output: 'accepted' | 'pending' }
  | { type: `xstate.done.actor.${Exclude<Call, 'sendFollow'>}`; output: undefined }
  | { type: `xstate.error.actor.${Call}`; error: unknown };
type Input = { status: FollowStatus; isPrivate: boolean };

const PUBLIC_NOT_FOLLOWING: Input = { status: false, isPrivate: false };
const PRIVATE_NOT_FOLLOWING: Input = { status: false, isPrivate: true };
const FOLLOWING: Input = { status: 'accepted', isPrivate: false };
const REQUESTED: Input = { status: 'pending', isPrivate: true };
const BLOCKED: Input = { status: 'blocked', isPrivate: false };
const SELF: Input = { status: 'self', isPrivate: false };

const follow: Event = { type: 'follow' };
const unfollow: Event = { type: 'unfollow' };
const cancelRequest: Event = { type: 'cancelRequest' };
const block: Event = { type: 'block' };
const unblock: Event = { type: 'unblock' };
const confirm: Event = { type: 'confirm' };
const dismiss: Event = { type: 'dismiss' };
const read = (status: FollowStatus, isPrivate: boolean): Event => ({ type: 'read', status, isPrivate });
const done = (call: Exclude<Call, 'sendFollow'>): Event => ({ type: `xstate.done.actor.${call}`, output: undefined });
const followAnswered = (output: 'accepted' | 'pending'): Event => ({ type: 'xstate.done.actor.sendFollow', output });
const failed = (call: Call): Event => ({ type: `xstate.error.actor.${call}`, error: new Error('offline') });

/**
 * The follow button as the screen names it: its label (the spec's 'Follow', 'Following',
 * 'Requested', 'Blocked') and the person, since the profile's counts also read 'Following'.
 */
const button = (label: 'Follow' | 'Following' | 'Requested' | 'Blocked') => `${label} Zoe`;
const UNFOLLOW_TITLE = 'Unfollow this user?';
const UNFOLLOW_TEXT = 'Are you sure you want to unfollow Zoe?';
const notInSpec = (section: string) => `${section} (not in the spec: the design)`;

export const followStatusScenarios: ScenarioTable<Event, Input> = {
  machine: 'followStatus',
  scenarios: [
    {
      rule: 'false, Follow gives accepted (optimistic): the button reads Following at once, while the follow is sent',
      spec: '§4 Follow status',
      input: PUBLIC_NOT_FOLLOWING,
      given: [],
      givenState: 'notFollowing',
      when: follow,
      then: {
        state: 'following',
        effects: { sendFollow: 1, sendUnfollow: 0 },
        context: { shown: 'accepted', status: false },
        screen: { shows: [button('Following')] },
      },
    },
    {
      rule: "Follow on a private profile: pending shows 'Requested' at once, while the request is sent",
      spec: '§4 Follow status; §4 Pod visibility',
      input: PRIVATE_NOT_FOLLOWING,
      given: [],
      when: follow,
      then: { state: 'following', effects: { sendFollow: 1 }, context: { shown: 'pending', status: false }, screen: { shows: [button('Requested')] } },
    },
    {
      rule: "Follow gives accepted: the toast 'User Followed'",
      spec: '§4 Follow status; §8 Toasts',
      input: PUBLIC_NOT_FOLLOWING,
      given: [follow],
      givenState: 'following',
      when: followAnswered('accepted'),
      then: {
        state: 'accepted',
        effects: { announceFollowed: 1, reportFailure: 0 },
        context: { status: 'accepted', shown: 'accepted' },
        screen: { shows: [button('Following'), 'User Followed'] },
      },
    },
    {
      rule: "A private profile's answer is pending: 'Requested'",
      spec: '§4 Follow status',
      input: PRIVATE_NOT_FOLLOWING,
      given: [follow],
      when: followAnswered('pending'),
      then: {
        state: 'pending',
        effects: { reportFailure: 0 },
        context: { status: 'pending', shown: 'pending' },
        screen: { shows: [button('Requested')], hides: ['User Followed'] },
      },
    },
    {
      rule: "A failed follow is rolled back: the button reads 'Follow' again",
      spec: notInSpec('§4 Follow status (optimistic)'),
      input: PUBLIC_NOT_FOLLOWING,
      given: [follow],
      givenState: 'following',
      when: failed('sendFollow'),
      then: {
        state: 'notFollowing',
        effects: { reportFailure: 1, announceFollowed: 0 },
        context: { status: false, shown: false },
        screen: { shows: [button('Follow')], hides: [button('Following'), 'User Followed'] },
      },
    },
    {
      rule: "A failed follow request on a private profile is rolled back: 'Follow' again, not 'Requested'",
      spec: notInSpec('§4 Follow status (optimistic)'),
      input: PRIVATE_NOT_FOLLOWING,
      given: [follow],
      when: failed('sendFollow'),
      then: {
        state: 'notFollowing',
        effects: { reportFailure: 1 },
        context: { status: false, shown: false },
        screen: { shows: [button('Follow')], hides: [button('Requested')] },
      },
    },
    {
      rule: "After a failed follow, Follow tries again (optimistic, 'Following' at once)",
      spec: '§4 Follow status',
      input: PUBLIC_NOT_FOLLOWING,
      given: [follow, failed('sendFollow')],
      when: follow,
      then: { state: 'following', effects: { sendFollow: 1 }, context: { shown: 'accepted' } },
    },
    {
      rule: "accepted, Unfollow asks first: 'Unfollow this user?' / 'Are you sure you want to unfollow {name}?'",
      spec: '§4 Follow status; §8 Unfollow confirm',
      input: FOLLOWING,
      given: [],
      givenState: 'accepted',
      when: unfollow,
      then: {
        state: 'confirmingUnfollow',
        effects: { sendUnfollow: 0 },
        context: { status: 'accepted', shown: 'accepted' },
        screen: { shows: [UNFOLLOW_TITLE, UNFOLLOW_TEXT] },
      },
    },
    {
      rule: 'accepted, Unfollow after confirm gives false (optimistic: Follow at once, while the unfollow is sent)',
      spec: '§4 Follow status',
      input: FOLLOWING,
      given: [unfollow],
      givenState: 'confirmingUnfollow',
      when: confirm,
      then: {
        state: 'unfollowing',
        effects: { sendUnfollow: 1, sendBlock: 0 },
        context: { shown: false },
        screen: { shows: [button('Follow')], hides: [UNFOLLOW_TITLE] },
      },
    },
    {
      rule: 'Unfollow only after confirm: Cancel keeps following',
      spec: '§4 Follow status; §8 Unfollow confirm',
      input: FOLLOWING,
      given: [unfollow],
      when: dismiss,
      then: {
        state: 'accepted',
        effects: { sendUnfollow: 0 },
        context: { status: 'accepted', shown: 'accepted' },
        screen: { shows: [button('Following')], hides: [UNFOLLOW_TITLE] },
      },
    },
    {
      rule: 'accepted, Unfollow after confirm gives false',
      spec: '§4 Follow status',
      input: FOLLOWING,
      given: [unfollow, confirm],
      givenState: 'unfollowing',
      when: done('sendUnfollow'),
      then: { state: 'notFollowing', effects: { reportFailure: 0 }, context: { status: false, shown: false }, screen: { shows: [button('Follow')] } },
    },
    {
      rule: "A failed unfollow is rolled back: 'Following' again",
      spec: notInSpec('§4 Follow status'),
      input: FOLLOWING,
      given: [unfollow, confirm],
      when: failed('sendUnfollow'),
      then: { state: 'accepted', effects: { reportFailure: 1 }, context: { status: 'accepted', shown: 'accepted' }, screen: { shows: [button('Following')] } },
    },
    {
      rule: "pending shows 'Requested'; tapping it takes the request back ('Follow' at once)",
      spec: notInSpec('§4 Follow status'),
      input: REQUESTED,
      given: [],
      givenState: 'pending',
      when: cancelRequest,
      then: {
        state: 'cancelling',
        effects: { sendUnfollow: 1, sendFollow: 0 },
        context: { status: 'pending', shown: false },
        screen: { shows: [button('Follow')] },
      },
    },
    {
      rule: 'A request taken back gives false',
      spec: notInSpec('§4 Follow status'),
      input: REQUESTED,
      given: [cancelRequest],
      givenState: 'cancelling',
      when: done('sendUnfollow'),
      then: { state: 'notFollowing', effects: { reportFailure: 0 }, context: { status: false, shown: false }, screen: { shows: [button('Follow')] } },
    },
    {
      rule: "A failed cancel is rolled back: 'Requested' again",
      spec: notInSpec('§4 Follow status'),
      input: REQUESTED,
      given: [cancelRequest],
      when: failed('sendUnfollow'),
      then: { state: 'pending', effects: { reportFailure: 1 }, context: { status: 'pending', shown: 'pending' }, screen: { shows: [button('Requested')] } },
    },
    {
      rule: 'Block asks first, and sends nothing until confirmed',
      spec: notInSpec('§1 (follow and block people); §4 Follow status'),
      input: PUBLIC_NOT_FOLLOWING,
      given: [],
      when: block,
      then: { state: 'confirmingBlock', effects: { sendBlock: 0 }, context: { status: false, shown: false } },
    },
    {
      rule: 'Block after confirm is sent',
      spec: notInSpec('§1 (follow and block people); §4 Follow status'),
      input: PUBLIC_NOT_FOLLOWING,
      given: [block],
      givenState: 'confirmingBlock',
      when: confirm,
      then: { state: 'blocking', effects: { sendBlock: 1, sendUnfollow: 0 } },
    },
    {
      rule: "Cancel on the block question changes nothing: 'Follow' stays",
      spec: notInSpec('§4 Follow status'),
      input: PUBLIC_NOT_FOLLOWING,
      given: [block],
      when: dismiss,
      then: { state: 'notFollowing', effects: { sendBlock: 0 }, context: { status: false, shown: false }, screen: { shows: [button('Follow')] } },
    },
    {
      rule: 'Someone followed can be blocked: the block question opens, nothing is sent yet',
      spec: notInSpec('§4 Follow status'),
      input: FOLLOWING,
      given: [],
      givenState: 'accepted',
      when: block,
      then: { state: 'confirmingBlock', effects: { sendBlock: 0 }, context: { status: 'accepted' } },
    },
    {
      rule: "Cancel on the block question of someone followed changes nothing: 'Following' stays",
      spec: notInSpec('§4 Follow status'),
      input: FOLLOWING,
      given: [block],
      when: dismiss,
      then: { state: 'accepted', effects: { sendBlock: 0 }, context: { status: 'accepted', shown: 'accepted' }, screen: { shows: [button('Following')] } },
    },
    {
      rule: 'A requested profile can be blocked: the block question opens',
      spec: notInSpec('§4 Follow status'),
      input: REQUESTED,
      given: [],
      when: block,
      then: { state: 'confirmingBlock', effects: { sendBlock: 0, sendUnfollow: 0 }, context: { status: 'pending' } },
    },
    {
      rule: "blocked shows 'Blocked'",
      spec: '§4 Follow status',
      input: PUBLIC_NOT_FOLLOWING,
      given: [block, confirm],
      givenState: 'blocking',
      when: done('sendBlock'),
      then: { state: 'blocked', effects: { reportFailure: 0 }, context: { status: 'blocked', shown: 'blocked' }, screen: { shows: [button('Blocked')] } },
    },
    {
      rule: "A failed block changes nothing: 'Following' stays",
      spec: notInSpec('§4 Follow status'),
      input: FOLLOWING,
      given: [block, confirm],
      when: failed('sendBlock'),
      then: { state: 'accepted', effects: { reportFailure: 1 }, context: { status: 'accepted', shown: 'accepted' }, screen: { shows: [button('Following')] } },
    },
    {
      rule: "blocked, Unblock asks first ('Blocked' stays until confirmed)",
      spec: notInSpec('§4 Follow status; §2 Blocked users (unblock)'),
      input: BLOCKED,
      given: [],
      givenState: 'blocked',
      when: unblock,
      then: { state: 'confirmingUnblock', effects: { sendUnblock: 0 }, context: { status: 'blocked', shown: 'blocked' } },
    },
    {
      rule: 'Unblock after confirm is sent',
      spec: '§2 Blocked users (unblock); §4 Follow status',
      input: BLOCKED,
      given: [unblock],
      when: confirm,
      then: { state: 'unblocking', effects: { sendUnblock: 1 }, context: { shown: 'blocked' } },
    },
    {
      rule: "Cancel on the unblock question keeps 'Blocked'",
      spec: notInSpec('§4 Follow status'),
      input: BLOCKED,
      given: [unblock],
      when: dismiss,
      then: { state: 'blocked', effects: { sendUnblock: 0 }, context: { status: 'blocked' }, screen: { shows: [button('Blocked')] } },
    },
    {
      rule: "Unblocked gives false: 'Follow'",
      spec: '§2 Blocked users (unblock); §4 Follow status',
      input: BLOCKED,
      given: [unblock, confirm],
      givenState: 'unblocking',
      when: done('sendUnblock'),
      then: {
        state: 'notFollowing',
        effects: { reportFailure: 0 },
        context: { status: false, shown: false },
        screen: { shows: [button('Follow')], hides: [button('Blocked')] },
      },
    },
    {
      rule: "A failed unblock keeps 'Blocked'",
      spec: notInSpec('§4 Follow status'),
      input: BLOCKED,
      given: [unblock, confirm],
      when: failed('sendUnblock'),
      then: { state: 'blocked', effects: { reportFailure: 1 }, context: { status: 'blocked', shown: 'blocked' }, screen: { shows: [button('Blocked')] } },
    },
    {
      rule: 'self: no follow button, nothing to follow',
      spec: '§4 Follow status',
      input: SELF,
      given: [],
      givenState: 'self',
      when: follow,
      machineOnly: "one's own profile has no follow button",
      then: { state: 'self', effects: { sendFollow: 0 }, context: { status: 'self', shown: 'self' } },
    },
    {
      rule: "A newer read of the relation redraws the button: false becomes accepted ('Following')",
      spec: '§4 Follow status',
      input: PUBLIC_NOT_FOLLOWING,
      given: [],
      when: read('accepted', false),
      then: { state: 'accepted', effects: { sendFollow: 0 }, context: { status: 'accepted', shown: 'accepted' }, screen: { shows: [button('Following')] } },
    },
    {
      rule: "A newer read: a pending request that was accepted reads 'Following'",
      spec: '§4 Follow status',
      input: REQUESTED,
      given: [],
      when: read('accepted', true),
      then: { state: 'accepted', context: { status: 'accepted', shown: 'accepted', isPrivate: true }, screen: { shows: [button('Following')] } },
    },
    {
      rule: "A newer read: no longer followed reads 'Follow'",
      spec: '§4 Follow status',
      input: FOLLOWING,
      given: [],
      when: read(false, false),
      then: { state: 'notFollowing', context: { status: false, shown: false }, screen: { shows: [button('Follow')] } },
    },
    {
      rule: "A newer read: unblocked elsewhere reads 'Follow'",
      spec: '§4 Follow status; §2 Blocked users',
      input: BLOCKED,
      given: [],
      when: read(false, false),
      then: { state: 'notFollowing', context: { status: false, shown: false }, screen: { shows: [button('Follow')] } },
    },
    {
      rule: 'An older read does not undo a follow on its way (optimistic: Following stays while the call is out)',
      spec: notInSpec('§4 Follow status (optimistic)'),
      input: PUBLIC_NOT_FOLLOWING,
      given: [follow],
      when: read(false, false),
      machineOnly: "the screen's read driver waits for the button to show what was read",
      then: { state: 'following', context: { status: false, shown: 'accepted' } },
    },
  ],
};
