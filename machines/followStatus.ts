/**
 * The viewer's relation to another person (spec §4 Follow status), behind every Follow button and
 * the Block / Unblock entry of /other-profile.
 *
 * - `self`: the viewer's own row or profile; nothing is shown.
 * - `notFollowing`: 'Follow' ('Follow Back' on the viewer's own followers list). Following is
 *   optimistic: the button changes at once (to 'Following' for a public profile, 'Requested' for a
 *   private one) while `following` waits for the server, whose answer (accepted or pending) wins;
 *   a failure puts 'Follow' back.
 * - `accepted`: 'Following'. Unfollowing asks first ('Unfollow this user?' / 'Are you sure you want
 *   to unfollow {name}?'), then is optimistic in the same way.
 * - `pending`: 'Requested' (a private profile has not answered); tapping it cancels the request.
 * - `blocked`: 'Blocked'. Blocking and unblocking ask first, then wait for the server.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export type FollowStatus = false | 'pending' | 'accepted' | 'blocked' | 'self';

export type FollowStatusEvent =
  | { type: 'follow' }
  | { type: 'unfollow' }
  | { type: 'cancelRequest' }
  | { type: 'block' }
  | { type: 'unblock' }
  | { type: 'confirm' }
  | { type: 'dismiss' };

interface Context {
  /** What the server last said. */
  status: FollowStatus;
  /** What the button shows now (differs from `status` while a call is out). */
  shown: FollowStatus;
  isPrivate: boolean;
}

export const followStatusMachine = setup({
  types: {
    context: {} as Context,
    tags: {} as 'busy',
    events: {} as FollowStatusEvent,
    input: {} as { status: FollowStatus; isPrivate: boolean },
  },
  actors: {
    sendFollow: fromPromise<'accepted' | 'pending'>(async () => {
      throw new Error('sendFollow is provided by the app');
    }),
    sendUnfollow: fromPromise<void>(async () => {
      throw new Error('sendUnfollow is provided by the app');
    }),
    sendBlock: fromPromise<void>(async () => {
      throw new Error('sendBlock is provided by the app');
    }),
    sendUnblock: fromPromise<void>(async () => {
      throw new Error('sendUnblock is provided by the app');
    }),
  },
  actions: {
    showGuess: assign({ shown: ({ context }) => (context.isPrivate ? 'pending' : 'accepted') }),
    showNotFollowing: assign({ shown: false }),
    settle: assign((_, status: FollowStatus) => ({ status, shown: status })),
    rollBack: assign({ shown: ({ context }) => context.status }),
    announceFollowed: (_, _params: { status: FollowStatus }) => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isSelf: ({ context }) => context.status === 'self',
    isBlocked: ({ context }) => context.status === 'blocked',
    isAccepted: ({ context }) => context.status === 'accepted',
    isPending: ({ context }) => context.status === 'pending',
    answeredPending: (_, params: { answer: 'accepted' | 'pending' }) => params.answer === 'pending',
  },
}).createMachine({
  id: 'followStatus',
  context: ({ input }) => ({ status: input.status, shown: input.status, isPrivate: input.isPrivate }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isSelf', target: 'self' },
        { guard: 'isBlocked', target: 'blocked' },
        { guard: 'isAccepted', target: 'accepted' },
        { guard: 'isPending', target: 'pending' },
        { target: 'notFollowing' },
      ],
    },
    self: {},
    notFollowing: {
      on: {
        follow: { target: 'following', actions: 'showGuess' },
        block: 'confirmingBlock',
      },
    },
    following: {
      tags: ['busy'],
      invoke: {
        id: 'sendFollow',
        src: 'sendFollow',
        onDone: [
          { guard: { type: 'answeredPending', params: ({ event }) => ({ answer: event.output }) }, target: 'pending', actions: [{ type: 'settle', params: 'pending' }, { type: 'announceFollowed', params: { status: 'pending' } }] },
          { target: 'accepted', actions: [{ type: 'settle', params: 'accepted' }, { type: 'announceFollowed', params: { status: 'accepted' } }] },
        ],
        onError: { target: 'notFollowing', actions: ['rollBack', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    accepted: {
      on: {
        unfollow: 'confirmingUnfollow',
        block: 'confirmingBlock',
      },
    },
    confirmingUnfollow: {
      on: {
        confirm: { target: 'unfollowing', actions: 'showNotFollowing' },
        dismiss: 'accepted',
      },
    },
    unfollowing: {
      tags: ['busy'],
      invoke: {
        id: 'sendUnfollow',
        src: 'sendUnfollow',
        onDone: { target: 'notFollowing', actions: { type: 'settle', params: false } },
        onError: { target: 'accepted', actions: ['rollBack', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    pending: {
      on: {
        cancelRequest: { target: 'cancelling', actions: 'showNotFollowing' },
        block: 'confirmingBlock',
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'sendUnfollow',
        src: 'sendUnfollow',
        onDone: { target: 'notFollowing', actions: { type: 'settle', params: false } },
        onError: { target: 'pending', actions: ['rollBack', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    confirmingBlock: {
      on: {
        confirm: 'blocking',
        dismiss: 'deciding',
      },
    },
    blocking: {
      tags: ['busy'],
      invoke: {
        id: 'sendBlock',
        src: 'sendBlock',
        onDone: { target: 'blocked', actions: { type: 'settle', params: 'blocked' } },
        onError: { target: 'deciding', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    blocked: {
      on: { unblock: 'confirmingUnblock' },
    },
    confirmingUnblock: {
      on: {
        confirm: 'unblocking',
        dismiss: 'blocked',
      },
    },
    unblocking: {
      tags: ['busy'],
      invoke: {
        id: 'sendUnblock',
        src: 'sendUnblock',
        onDone: { target: 'notFollowing', actions: { type: 'settle', params: false } },
        onError: { target: 'blocked', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof followStatusMachine>;

/** The label the follow button shows ('' when there is none). */
export function followLabel(shown: FollowStatus, ownFollowersList = false) {
  switch (shown) {
    case 'accepted':
      return 'Following';
    case 'pending':
      return 'Requested';
    case 'blocked':
      return 'Blocked';
    case 'self':
      return '';
    default:
      return ownFollowersList ? 'Follow Back' : 'Follow';
  }
}

export const selectShown = (s: Snapshot) => s.context.shown;
/** The dialog to show, if the machine is asking. */
export function selectQuestion(s: Snapshot): 'unfollow' | 'block' | 'unblock' | null {
  if (s.matches('confirmingUnfollow')) return 'unfollow';
  if (s.matches('confirmingBlock')) return 'block';
  if (s.matches('confirmingUnblock')) return 'unblock';
  return null;
}
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
