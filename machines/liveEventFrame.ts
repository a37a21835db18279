/**
 * The live event frame as the host sees it.
 *
 * - `loading`: the host shows its loading animation until the frame says `loaded`; if it does not
 *   within `loadTimeout`, the frame `failed` and the view offers a retry (`reloadFrame`).
 * - `live`: the event is on, `windowed` or `fullscreen` (the frame asks with fullScreenOpen /
 *   fullScreenClose; the host enters and leaves the Fullscreen API with `enterFullscreen` /
 *   `exitFullscreen`, and the browser leaving fullscreen by itself is `fullscreen.exited`).
 * - `ended`: the event ended (`eventEnded`): the host leaves fullscreen and returns to /events
 *   (`leaveToEvents`).
 */
import { setup } from 'xstate';

export type LiveEventFrameEvent =
  | { type: 'frame.loaded' }
  | { type: 'frame.fullScreenOpen' }
  | { type: 'frame.fullScreenClose' }
  | { type: 'fullscreen.exited' }
  | { type: 'frame.eventEnded' }
  | { type: 'retry' };

export const LOAD_TIMEOUT_MS = 30_000;

export const liveEventFrameMachine = setup({
  types: { events: {} as LiveEventFrameEvent },
  actions: {
    enterFullscreen: () => {},
    exitFullscreen: () => {},
    leaveToEvents: () => {},
    reloadFrame: () => {},
  },
  delays: { loadTimeout: LOAD_TIMEOUT_MS },
}).createMachine({
  id: 'liveEventFrame',
  initial: 'loading',
  states: {
    loading: {
      after: { loadTimeout: 'failed' },
      on: { 'frame.loaded': 'live', 'frame.eventEnded': 'ended' },
    },
    live: {
      initial: 'windowed',
      on: { 'frame.eventEnded': { target: 'ended', actions: 'exitFullscreen' } },
      states: {
        windowed: {
          on: { 'frame.fullScreenOpen': { target: 'fullscreen', actions: 'enterFullscreen' } },
        },
        fullscreen: {
          on: {
            'frame.fullScreenClose': { target: 'windowed', actions: 'exitFullscreen' },
            'fullscreen.exited': 'windowed',
          },
        },
      },
    },
    failed: {
      on: { retry: { target: 'loading', actions: 'reloadFrame' } },
    },
    ended: {
      type: 'final',
      entry: 'leaveToEvents',
    },
  },
});
