/**
 * The walkthrough video of the desktop shell's right column, from the spec's words (§2 Desktop
 * shell, §4 Walkthrough video, §8 Video failed). Events are the ones the model test drives on
 * <WalkthroughVideo> (tests/model/videoPlayback.test.tsx).
 */
import type { VideoPlaybackEvent } from '../../machines/videoPlayback.ts';
import type { ScenarioTable } from './scenario.ts';

const LOADING = 'Loading video...';
const FAILED = 'Video failed to load';
const FAILED_HINT = 'Please check if the video file exists';

const loaded: VideoPlaybackEvent = { type: 'video.loaded' };
const failed: VideoPlaybackEvent = { type: 'video.failed' };
const toggled: VideoPlaybackEvent = { type: 'playback.toggled' };
const ended: VideoPlaybackEvent = { type: 'video.ended' };

export const videoPlaybackScenarios: ScenarioTable<VideoPlaybackEvent> = {
  machine: 'videoPlayback',
  scenarios: [
    {
      rule: "Walkthrough video: loading, then loaded; the loading text 'Loading video...' goes away",
      spec: '§4 Walkthrough video; §2 Desktop shell',
      given: [],
      givenState: 'loading',
      when: loaded,
      then: {
        state: 'loaded.paused',
        effects: { playVideo: 0, pauseVideo: 0, rewindVideo: 0 },
        context: { controlsRevealed: false },
        screen: { hides: [LOADING, FAILED] },
      },
    },
    {
      rule: "Walkthrough video: loading, then failed: 'Video failed to load' / 'Please check if the video file exists'",
      spec: '§4 Walkthrough video; §8 Video failed',
      given: [],
      when: failed,
      then: { state: 'failed', effects: { playVideo: 0 }, screen: { shows: [FAILED, FAILED_HINT], hides: [LOADING] } },
    },
    {
      rule: 'A play/pause overlay appears on hover once loaded: before that a tap plays nothing',
      spec: '§2 Desktop shell',
      given: [],
      when: toggled,
      machineOnly: 'the screen has no play/pause button while the video loads',
      then: { state: 'loading', effects: { playVideo: 0 }, context: { controlsRevealed: false } },
    },
    {
      rule: 'A video that failed to load cannot be played',
      spec: '§2 Desktop shell; §8 Video failed',
      given: [failed],
      when: toggled,
      machineOnly: 'the screen has no play/pause button once the video failed',
      then: { state: 'failed', effects: { playVideo: 0 } },
    },
    {
      rule: 'Play/pause toggles: a tap on play plays, and native controls appear after the first tap',
      spec: '§4 Walkthrough video; §2 Desktop shell',
      given: [loaded],
      givenState: 'loaded.paused',
      when: toggled,
      then: { state: 'loaded.playing', effects: { playVideo: 1, pauseVideo: 0, rewindVideo: 0 }, context: { controlsRevealed: true } },
    },
    {
      rule: 'Play/pause toggles: a tap while playing pauses; the native controls stay',
      spec: '§4 Walkthrough video; §2 Desktop shell',
      given: [loaded, toggled],
      givenState: 'loaded.playing',
      when: toggled,
      then: { state: 'loaded.paused', effects: { pauseVideo: 1, playVideo: 0, rewindVideo: 0 }, context: { controlsRevealed: true } },
    },
    {
      rule: 'State resets at the end: the video goes back to the start, paused (it is rewound, not paused)',
      spec: '§4 Walkthrough video',
      given: [loaded, toggled],
      givenState: 'loaded.playing',
      when: ended,
      then: { state: 'loaded.paused', effects: { rewindVideo: 1, pauseVideo: 0, playVideo: 0 }, context: { controlsRevealed: true } },
    },
    {
      rule: 'After the end a tap on play plays the video again from the start',
      spec: '§4 Walkthrough video',
      given: [loaded, toggled, ended],
      givenState: 'loaded.paused',
      when: toggled,
      then: { state: 'loaded.playing', effects: { playVideo: 1, pauseVideo: 0, rewindVideo: 0 } },
    },
    {
      rule: 'Play/pause toggles: a second play after a pause plays again',
      spec: '§4 Walkthrough video',
      given: [loaded, toggled, toggled],
      givenState: 'loaded.paused',
      when: toggled,
      then: { state: 'loaded.playing', effects: { playVideo: 1, pauseVideo: 0 } },
    },
  ],
};
