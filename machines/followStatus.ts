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
 * - `read`: a newer read of the relation (a list or the profile loaded it again) is what the server
 *   has; it is taken only at rest (`notFollowing`, `accepted`, `pending`, `blocked`), never while a
 *   call is out or a question is open, so a change on its way is not undone by older data.
 *
 * The app runs one of these per person (src/features/social/follows.ts), so every follow button
 * for one person on screen shows the same state.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export type FollowStatus = false | 'pending' | 'accepted' | 'blocked' | 'self';

export type FollowStatusEvent =
  | { type: 'follow' }
  | { type: 'unfollow' }
  | { type: 'cancelRequest' }
  | { type: 'block' }
  | { type: 'unblock' }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'read'; status: FollowStatus; isPrivate: boolean };

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
    adoptRead: assign(({ event }) => {
      assertEvent(event, 'read');
      return { status: event.status, shown: event.status, isPrivate: event.isPrivate };
    }),
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
  meta: {
    guards: {
      isSelf: 'the person is the viewer',
      isBlocked: 'the viewer blocked them',
      isAccepted: 'the viewer follows them',
      isPending: "the viewer's follow request waits for their answer",
      answeredPending: 'their profile is private, so the follow became a request',
    },
  },
  states: {
    deciding: {
      description: 'The button is drawn from what the server last said of the relation',
      always: [
        { guard: 'isSelf', target: 'self', description: 'On your own row or profile: no button' },
        { guard: 'isBlocked', target: 'blocked', description: "Blocked: the button reads 'Blocked'" },
        { guard: 'isAccepted', target: 'accepted', description: "Followed: the button reads 'Following'" },
        { guard: 'isPending', target: 'pending', description: "Requested: the button reads 'Requested'" },
        { target: 'notFollowing', description: "Otherwise: the button reads 'Follow' ('Follow Back' on your own followers list)" },
      ],
    },
    self: { description: 'Yourself: no follow button', meta: { spec: '§4 Follow status' } },
    notFollowing: {
      description: "'Follow' ('Follow Back' on your own followers list)",
      meta: { spec: '§4 Follow status' },
      on: {
        follow: { target: 'following', actions: 'showGuess', description: "A tap on 'Follow' shows 'Following' at once ('Requested' for a private profile)" },
        block: { target: 'confirmingBlock', description: "'Block' from the profile's menu asks first" },
        read: {
          target: 'deciding',
          actions: 'adoptRead',
          description: 'A newer read of the relation (another screen, a reload) redraws every copy of the button',
        },
      },
    },
    following: {
      description: "'Following' (or 'Requested') shown at once while the follow is sent",
      tags: ['busy'],
      invoke: {
        id: 'sendFollow',
        src: 'sendFollow',
        onDone: [
          {
            guard: { type: 'answeredPending', params: ({ event }) => ({ answer: event.output }) },
            target: 'pending',
            actions: [
              { type: 'settle', params: 'pending' },
              { type: 'announceFollowed', params: { status: 'pending' } },
            ],
            description: "A private profile: the request is sent and the button reads 'Requested'",
          },
          {
            target: 'accepted',
            actions: [
              { type: 'settle', params: 'accepted' },
              { type: 'announceFollowed', params: { status: 'accepted' } },
            ],
            description: "Followed: the button stays 'Following'",
          },
        ],
        onError: {
          target: 'notFollowing',
          actions: ['rollBack', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
          description: "A failed follow puts 'Follow' back and says so",
        },
      },
    },
    accepted: {
      description: "'Following'",
      meta: { spec: '§4 Follow status' },
      on: {
        unfollow: { target: 'confirmingUnfollow', description: "A tap on 'Following' asks before unfollowing" },
        block: { target: 'confirmingBlock', description: "'Block' from the profile's menu asks first" },
        read: { target: 'deciding', actions: 'adoptRead', description: 'A newer read of the relation redraws every copy of the button' },
      },
    },
    confirmingUnfollow: {
      description: "The dialog 'Unfollow this user?' with 'Unfollow' and 'Cancel'",
      meta: { spec: '§4 Follow status' },
      on: {
        confirm: { target: 'unfollowing', actions: 'showNotFollowing', description: "'Unfollow': the button reads 'Follow' at once" },
        dismiss: { target: 'accepted', description: "'Cancel' keeps following" },
      },
    },
    unfollowing: {
      description: "'Follow' shown at once while the unfollow is sent",
      tags: ['busy'],
      invoke: {
        id: 'sendUnfollow',
        src: 'sendUnfollow',
        onDone: { target: 'notFollowing', actions: { type: 'settle', params: false }, description: 'Unfollowed' },
        onError: {
          target: 'accepted',
          actions: ['rollBack', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
          description: "A failed unfollow puts 'Following' back and says so",
        },
      },
    },
    pending: {
      description: "'Requested': the private profile's owner has not answered yet",
      meta: { spec: '§4 Follow status' },
      on: {
        cancelRequest: { target: 'cancelling', actions: 'showNotFollowing', description: "A tap on 'Requested' takes the request back: 'Follow' at once" },
        block: { target: 'confirmingBlock', description: "'Block' from the profile's menu asks first" },
        read: { target: 'deciding', actions: 'adoptRead', description: 'A newer read (the request was accepted, say) redraws every copy of the button' },
      },
    },
    cancelling: {
      description: "'Follow' shown at once while the request is taken back",
      tags: ['busy'],
      invoke: {
        id: 'sendUnfollow',
        src: 'sendUnfollow',
        onDone: { target: 'notFollowing', actions: { type: 'settle', params: false }, description: 'The request is gone' },
        onError: {
          target: 'pending',
          actions: ['rollBack', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
          description: "A failed cancel puts 'Requested' back and says so",
        },
      },
    },
    confirmingBlock: {
      description: "The dialog 'Block this user?' with 'Block' and 'Cancel'",
      meta: { spec: '§4 Follow status' },
      on: {
        confirm: { target: 'blocking', description: "'Block' blocks them" },
        dismiss: { target: 'deciding', description: "'Cancel' leaves everything as it was" },
      },
    },
    blocking: {
      description: 'The block is being sent; the buttons wait',
      tags: ['busy'],
      invoke: {
        id: 'sendBlock',
        src: 'sendBlock',
        onDone: {
          target: 'blocked',
          actions: { type: 'settle', params: 'blocked' },
          description: "Blocked: follows between you are removed, the button reads 'Blocked'",
        },
        onError: {
          target: 'deciding',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'A failed block changes nothing and says so',
        },
      },
    },
    blocked: {
      description: "'Blocked'",
      meta: { spec: '§4 Follow status' },
      on: {
        unblock: { target: 'confirmingUnblock', description: "'Unblock' asks first" },
        read: { target: 'deciding', actions: 'adoptRead', description: 'A newer read (unblocked in Settings, say) redraws every copy of the button' },
      },
    },
    confirmingUnblock: {
      description: "The dialog 'Unblock this user?' with 'Unblock' and 'Cancel'",
      meta: { spec: '§4 Follow status' },
      on: {
        confirm: { target: 'unblocking', description: "'Unblock' unblocks them" },
        dismiss: { target: 'blocked', description: "'Cancel' keeps the block" },
      },
    },
    unblocking: {
      description: 'The unblock is being sent; the buttons wait',
      tags: ['busy'],
      invoke: {
        id: 'sendUnblock',
        src: 'sendUnblock',
        onDone: { target: 'notFollowing', actions: { type: 'settle', params: false }, description: "Unblocked: the button reads 'Follow'" },
        onError: {
          target: 'blocked',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: "A failed unblock keeps 'Blocked' and says so",
        },
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
