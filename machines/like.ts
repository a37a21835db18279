/**
 * Liking a Pod (spec §4 Like): the heart and count change at once (±1), then the call goes out.
 *
 * - `idle`: what the screen shows is what the server has.
 * - `saving`: the latest wish is being sent. Taps meanwhile only change the wish; when the call
 *   returns and the wish differs from what the server now has, it is sent again, so the last tap
 *   wins and calls never race.
 * - A failed call puts back what the server last confirmed.
 * - Signed-out people go to /signin instead.
 * - `read`: a newer read of the Pod (the feed loaded it again) is what the server has; while a
 *   call is out it is ignored, the call's answer being newer still.
 *
 * The app runs one of these per Pod (src/features/feed/likes.ts), so every copy of a Pod's heart
 * on screen shows the same state.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface LikeState {
  liked: boolean;
  count: number;
}

export type LikeEvent = { type: 'toggled' } | { type: 'read'; like: LikeState };

export const likeMachine = setup({
  types: {
    context: {} as { shown: LikeState; confirmed: LikeState; signedIn: boolean },
    events: {} as LikeEvent,
    input: {} as LikeState & { signedIn: boolean },
  },
  actors: {
    saveLike: fromPromise<LikeState, { liked: boolean }>(async () => {
      throw new Error('saveLike is provided by the app');
    }),
  },
  actions: {
    flip: assign({ shown: ({ context }) => ({ liked: !context.shown.liked, count: context.shown.count + (context.shown.liked ? -1 : 1) }) }),
    confirm: assign((_, saved: LikeState) => ({ confirmed: saved })),
    showConfirmed: assign({ shown: ({ context }) => context.confirmed }),
    adoptRead: assign((_, like: LikeState) => ({ shown: like, confirmed: like })),
    goToSignIn: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    wishDiffers: ({ context }, saved: LikeState) => context.shown.liked !== saved.liked,
  },
}).createMachine({
  id: 'like',
  context: ({ input }) => ({
    shown: { liked: input.liked, count: input.count },
    confirmed: { liked: input.liked, count: input.count },
    signedIn: input.signedIn,
  }),
  initial: 'idle',
  meta: {
    guards: {
      signedOut: 'nobody is signed in',
      wishDiffers: 'the heart was tapped again meanwhile, so it differs from what was just saved',
    },
  },
  states: {
    idle: {
      description: 'The heart and count as the server has them',
      on: {
        toggled: [
          { guard: 'signedOut', actions: 'goToSignIn', description: 'A tap on the heart by a signed-out person goes to /signin' },
          { target: 'saving', actions: 'flip', description: 'A tap on the heart likes or unlikes the Pod at once (+1/-1)' },
        ],
        read: { actions: { type: 'adoptRead', params: ({ event }) => event.like }, description: 'A fresh load of the Pod shows its latest heart and count' },
      },
    },
    saving: {
      description: 'The heart and count already changed; the like is being saved',
      on: { toggled: { actions: 'flip', description: 'Another tap changes the heart at once; the last tap wins' } },
      invoke: {
        id: 'saveLike',
        src: 'saveLike',
        input: ({ context }) => ({ liked: context.shown.liked }),
        onDone: [
          {
            guard: { type: 'wishDiffers', params: ({ event }) => event.output },
            target: 'saving',
            reenter: true,
            actions: { type: 'confirm', params: ({ event }) => event.output },
            description: 'Saved, but tapped again meanwhile: the latest choice is sent too',
          },
          {
            target: 'idle',
            actions: [{ type: 'confirm', params: ({ event }) => event.output }, 'showConfirmed'],
            description: 'Saved: the heart and count show what the server confirmed',
          },
        ],
        onError: {
          target: 'idle',
          actions: ['showConfirmed', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
          description: "A failed call puts the heart back, with the toast 'Your like was not saved. Please try again.'",
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof likeMachine>;
export const selectShown = (s: Snapshot) => s.context.shown;
