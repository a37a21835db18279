// @vitest-environment jsdom
/**
 * Model-based test of the walkthrough video: every path from the videoPlayback chart is driven
 * through the real <WalkthroughVideo> component, and every state is checked on screen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { videoPlaybackMachine, type VideoPlaybackEvent } from '../../machines/videoPlayback.ts';
import { WalkthroughVideo } from '../../src/features/shell/WalkthroughVideo.tsx';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';

type Snap = SnapshotFrom<typeof videoPlaybackMachine>;
const video = () => screen.getByLabelText('Pods walkthrough') as HTMLVideoElement;

const states = {
  loading: () => {
    expect(screen.getByText('Loading video...')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  },
  failed: () => {
    expect(screen.getByText('Video failed to load')).toBeTruthy();
    expect(screen.getByText('Please check if the video file exists')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  },
  'loaded.paused': (snapshot: Snap) => {
    expect(screen.getByRole('button', { name: 'Play walkthrough' })).toBeTruthy();
    expect(video().controls).toBe(snapshot.context.controlsRevealed);
  },
  'loaded.playing': () => {
    expect(screen.getByRole('button', { name: 'Pause walkthrough' })).toBeTruthy();
    expect(video().controls).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  },
} satisfies Record<string, (snapshot: Snap) => void>;

const events = {
  'video.loaded': () => void fireEvent.loadedMetadata(video()),
  'video.failed': () => void fireEvent.error(video()),
  'playback.toggled': () => void fireEvent.click(screen.getByRole('button', { name: /walkthrough/ })),
  'video.ended': () => void fireEvent.ended(video()),
} satisfies Record<VideoPlaybackEvent['type'], () => void>;

const model = new TestModel(videoPlaybackMachine, { events: (Object.keys(events) as VideoPlaybackEvent['type'][]).map((type) => ({ type })), stateMatcher });
const leaves = leafStates(videoPlaybackMachine);
const { edges, paths } = transitionCoveringPaths(model);
const visited = new Set<string>();
const taken = new Set<string>();

describe('videoPlayback model', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it.each(paths.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence }) => {
    render(<WalkthroughVideo />);
    const checked = await runPath(videoPlaybackMachine, undefined, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    const coverage = reportCoverage('videoPlayback', leaves, visited, edges, taken);
    expect(coverage).toEqual({ states: 1, transitions: 1 });
  });
});
