// @vitest-environment jsdom
/**
 * Model-based test of likes: every transition of the like chart (signed in and signed out) is
 * driven through the real <LikeButton> over a fake gateway whose answers the test releases, so
 * taps during a call, repeated saves and roll-backs are all seen on screen.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { likeMachine, type LikeEvent, type LikeState } from '../../machines/like.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';

type Snap = SnapshotFrom<typeof likeMachine>;
type DriverEvent = LikeEvent['type'] | 'xstate.done.actor.saveLike' | 'xstate.error.actor.saveLike';
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

const states = {
  idle: (s: Snap) => {
    shows(s.context.shown);
    if (!s.context.signedIn) expect(api.calls.some((c) => c.operation === 'TogglePostLike')).toBe(false);
  },
  saving: async (s: Snap) => {
    shows(s.context.shown);
    await vi.waitFor(() => expect(api.isHeld('TogglePostLike')).toBe(true));
  },
} satisfies Record<string, (snapshot: Snap) => void | Promise<void>>;

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
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;

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
const leaves = leafStates(likeMachine);
const visited = new Set<string>();
const taken = new Set<string>();
const allEdges = new Set<string>();
const plans = [true, false].flatMap((signedIn) => {
  const input = { ...START, signedIn };
  const model = new TestModel(likeMachine, { input, stateMatcher, events: sampleEvents as never, serializeState } as never);
  const { edges, paths } = transitionCoveringPaths(model, serializeState);
  edges.forEach((edge) => allEdges.add(`${signedIn} ${edge}`));
  return paths.map((path) => ({ ...path, key: `${signedIn} ${path.key}`, name: `signedIn=${signedIn} ${path.name}`, input }));
});

describe('like model', () => {
  beforeAll(installJsdomPlatform);
  afterEach(() => {
    cleanup();
    navigate.mockReset();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it('sends signed-out people to /signin', async () => {
    await mount(false);
    fireEvent.click(button());
    expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  });

  it.each(plans.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence, input }) => {
    await mount(input.signedIn);
    const checked = await runPath(likeMachine, input, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('like', leaves, visited, allEdges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
