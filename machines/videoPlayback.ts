/**
 * Walkthrough video playback (desktop shell, right column).
 *
 * - `loading`: the video file is being fetched; the view shows 'Loading video...'.
 * - `failed`: the file could not be loaded; the view shows 'Video failed to load' and
 *   'Please check if the video file exists'.
 * - `loaded`: the video can play. A play/pause overlay appears on hover; after the first tap the
 *   native controls appear too (`controlsRevealed`). Reaching the end resets it to `paused`.
 *
 * Playing and pausing the real element are actions the React edge provides (`playVideo`,
 * `pauseVideo`, `rewindVideo`); the machine only decides when.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export type VideoPlaybackEvent = { type: 'video.loaded' } | { type: 'video.failed' } | { type: 'playback.toggled' } | { type: 'video.ended' };

export const videoPlaybackMachine = setup({
  types: {
    context: {} as { controlsRevealed: boolean },
    events: {} as VideoPlaybackEvent,
  },
  actions: {
    playVideo: () => {},
    pauseVideo: () => {},
    rewindVideo: () => {},
    revealControls: assign({ controlsRevealed: true }),
  },
}).createMachine({
  id: 'videoPlayback',
  context: { controlsRevealed: false },
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading video...' over the poster",
      on: {
        'video.loaded': { target: 'loaded', description: 'The video is ready to play' },
        'video.failed': { target: 'failed', description: 'The video file could not be loaded' },
      },
    },
    failed: { description: "'Video failed to load' and 'Please check if the video file exists'" },
    loaded: {
      description: 'The walkthrough video, ready to play',
      initial: 'paused',
      states: {
        paused: {
          description: 'The poster or the paused video; a play button on hover',
          on: {
            'playback.toggled': {
              target: 'playing',
              actions: ['revealControls', 'playVideo'],
              description: 'A tap on play starts the video; its native controls appear',
            },
          },
        },
        playing: {
          description: 'The video plays; a pause button on hover',
          on: {
            'playback.toggled': { target: 'paused', actions: 'pauseVideo', description: 'A tap on pause pauses the video' },
            'video.ended': { target: 'paused', actions: 'rewindVideo', description: 'The video ended (or could not play): back to the start' },
          },
        },
      },
    },
  },
});

type VideoPlaybackSnapshot = SnapshotFrom<typeof videoPlaybackMachine>;

export const selectIsVideoLoading = (s: VideoPlaybackSnapshot) => s.matches('loading');
export const selectHasVideoFailed = (s: VideoPlaybackSnapshot) => s.matches('failed');
export const selectIsVideoPlaying = (s: VideoPlaybackSnapshot) => s.matches({ loaded: 'playing' });
export const selectCanToggleVideo = (s: VideoPlaybackSnapshot) => s.matches('loaded');
export const selectShowNativeControls = (s: VideoPlaybackSnapshot) => s.context.controlsRevealed;
