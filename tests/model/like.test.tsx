// @vitest-environment jsdom
/**
 * Model-based test of likes: every transition of the like chart (signed in and signed out) is
 * driven through the real <LikeButton> over a fake gateway whose answers the test releases, so
 * taps during a call, repeated saves and roll-backs are all seen on screen.
 */
import { expect, vi, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { likeMachine, type LikeState } from '../../machines/like.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

type Snap = SnapshotFrom<typeof likeMachine>;
const START = { liked: false, count: 41 };

let api: ReturnType<typeof installFakeApi>;
const navigate = vi.fn();
let drawAgain: (read: { liked: boolean; count: number }) => void;

async function mount(signedIn: boolean) {
  vi.resetModules();
  sessionStorage.setItem('userId', 'user-1');
  if (signedIn) sessionStorage.setItem('sessionToken', 'token-1');
  api = installFakeApi({
    TogglePostLike: (variables) => ({ togglePostLike: { postId: 'post-1', isLiked: variables.liked, postLikes: 41 + (variables.liked ? 1 : 0) } }),
  });
  api.hold('TogglePostLike');
  const { setNavigate } = await import('../../src/lib/navigation.ts');
  setNavigate(navigate);
  const { LikeButton } = await import('../../src/features/feed/LikeButton.tsx');
  const post = (like: { liked: boolean; count: number }) => ({ postId: 'post-1', isLiked: like.liked, postLikes: like.count });
  const { rerender } = render(<LikeButton post={post(START)} postName="Zen Den" />);
  // A newer read of the Pod: the card drawn with another object from another load.
  drawAgain = (like) => rerender(<LikeButton post={post(like)} postName="Zen Den" />);
}

const button = () => screen.getByRole('button', { name: /^Like Zen Den/ });
const shows = (state: LikeState) => {
  expect(button().getAttribute('aria-pressed')).toBe(String(state.liked));
  expect(button().querySelector('[data-count]')!.textContent).toBe(String(state.count));
};

/**
 * The heart a path leaves on screen, from the spec's rules and the events' literal data: a tap by
 * a signed-in person flips it at once (+1/-1); a fresh read shows what it read; a save shows what
 * the server confirmed unless the heart was tapped again meanwhile (the last tap wins); a failed
 * save puts back what the server last confirmed.
 */
function heartAfter({ events, input }: ModelStep<{ signedIn: boolean }>): LikeState {
  let shown: LikeState = START;
  let confirmed: LikeState = START;
  for (const event of events) {
    if (event.type === 'toggled' && input.signedIn) shown = { liked: !shown.liked, count: shown.count + (shown.liked ? -1 : 1) };
    if (event.type === 'read') shown = confirmed = event.like as LikeState;
    if (event.type === 'xstate.done.actor.saveLike') {
      confirmed = event.output as LikeState;
      if (confirmed.liked === shown.liked) shown = confirmed;
    }
    if (event.type === 'xstate.error.actor.saveLike') shown = confirmed;
  }
  return shown;
}

const states = {
  idle: (_s: unknown, step: ModelStep<{ signedIn: boolean }>) => {
    shows(heartAfter(step));
    if (!step.input.signedIn) expect(api.calls.some((c) => c.operation === 'TogglePostLike')).toBe(false);
  },
  saving: async (_s: unknown, step: ModelStep<{ signedIn: boolean }>) => {
    shows(heartAfter(step));
    await vi.waitFor(() => expect(api.isHeld('TogglePostLike')).toBe(true));
  },
};

const answer = (state: LikeState) => ({ togglePostLike: { postId: 'post-1', isLiked: state.liked, postLikes: state.count } });

const events = {
  toggled: (_event: unknown) => {
    fireEvent.click(button());
  },
  'xstate.done.actor.saveLike': async (event: { output: LikeState }) => {
    await vi.waitFor(() => expect(api.isHeld('TogglePostLike')).toBe(true));
    // The next call (if the wish changed meanwhile) waits too, so 'saving' can be checked.
    api.hold('TogglePostLike');
    await act(async () => api.settle('TogglePostLike', answer(event.output)));
  },
  read: (event: { like: LikeState }) => {
    act(() => drawAgain(event.like));
  },
  'xstate.error.actor.saveLike': async () => {
    await vi.waitFor(() => expect(api.isHeld('TogglePostLike')).toBe(true));
    api.hold('TogglePostLike');
    await act(async () => api.settle('TogglePostLike', failure(500, 'Something went wrong on our side. Please try again.')));
  },
} satisfies Drivers<typeof likeMachine>;

const sampleEvents = [
  { type: 'toggled' },
  { type: 'read', like: { liked: true, count: 50 } },
  { type: 'xstate.done.actor.saveLike', output: { liked: true, count: 42 } },
  { type: 'xstate.done.actor.saveLike', output: { liked: false, count: 41 } },
  { type: 'xstate.error.actor.saveLike', error: new Error('offline') },
];
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} shown:${context.shown.liked} confirmed:${context.confirmed.liked}`;
};

describeModel('like', {
  machine: likeMachine,
  inputs: { 'signed in': { ...START, signedIn: true }, 'signed out': { ...START, signedIn: false } },
  mount: async (input) => {
    await mount(input.signedIn);
  },
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    navigate.mockReset();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
  tests: () => {
    it('sends signed-out people to /signin', async () => {
      await mount(false);
      fireEvent.click(button());
      expect(navigate).toHaveBeenCalledWith('/signin', undefined);
    });
  },
});
