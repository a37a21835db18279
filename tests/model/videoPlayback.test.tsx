// @vitest-environment jsdom
/**
 * Model-based test of the walkthrough video: every arrow of the videoPlayback chart is driven
 * through the real <WalkthroughVideo> component, and every state is checked on screen.
 */
import { expect, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { videoPlaybackMachine } from '../../machines/videoPlayback.ts';
import { WalkthroughVideo } from '../../src/features/shell/WalkthroughVideo.tsx';
import { videoPlaybackScenarios } from '../scenarios/videoPlayback.ts';
import { describeModel, type ModelStep } from './support/model-test.ts';

const video = () => screen.getByLabelText('Pods walkthrough') as HTMLVideoElement;

describeModel('videoPlayback', {
  scenarios: videoPlaybackScenarios,
  machine: videoPlaybackMachine,
  mount: () => render(<WalkthroughVideo />),
  beforeEach: () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  },
  afterEach: () => {
    cleanup();
    vi.restoreAllMocks();
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading video...')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    },
    failed: () => {
      expect(screen.getByText('Video failed to load')).toBeTruthy();
      expect(screen.getByText('Please check if the video file exists')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    },
    'loaded.paused': (_s, step: ModelStep) => {
      expect(screen.getByRole('button', { name: 'Play walkthrough' })).toBeTruthy();
      // The controls show once the video has been played (and stay after it ends).
      expect(video().controls).toBe(step.events.some((event) => event.type === 'playback.toggled'));
      // At its end the video goes back to the start (the driver leaves it at 12 s).
      if (step.last?.type === 'video.ended') expect(video().currentTime).toBe(0);
    },
    'loaded.playing': () => {
      expect(screen.getByRole('button', { name: 'Pause walkthrough' })).toBeTruthy();
      expect(video().controls).toBe(true);
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    },
  },
  drivers: {
    'video.loaded': () => void fireEvent.loadedMetadata(video()),
    'video.failed': () => void fireEvent.error(video()),
    'playback.toggled': () => void fireEvent.click(screen.getByRole('button', { name: /walkthrough/ })),
    'video.ended': () => {
      video().currentTime = 12;
      fireEvent.ended(video());
    },
  },
});
