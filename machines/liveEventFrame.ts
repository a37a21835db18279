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
      description: "The loading animation (logo and spinner) with 'Back'",
      meta: { route: '/live-event', spec: '§2 /live-event' },
      after: { loadTimeout: { target: 'failed', description: 'The event app did not load within 30 s' } },
      on: {
        'frame.loaded': { target: 'live', description: 'The event app says it has loaded: the event shows' },
        'frame.eventEnded': { target: 'ended', description: 'The event ended while loading' },
      },
    },
    live: {
      description: 'The live event fills the screen',
      meta: { route: '/live-event', spec: '§2 /live-event' },
      initial: 'windowed',
      on: { 'frame.eventEnded': { target: 'ended', actions: 'exitFullscreen', description: 'The event ended: full screen closes' } },
      states: {
        windowed: {
          description: 'The live event in the page',
          on: { 'frame.fullScreenOpen': { target: 'fullscreen', actions: 'enterFullscreen', description: 'The event app asks for full screen' } },
        },
        fullscreen: {
          description: 'The live event in full screen',
          on: {
            'frame.fullScreenClose': { target: 'windowed', actions: 'exitFullscreen', description: 'The event app asks to leave full screen' },
            'fullscreen.exited': { target: 'windowed', description: 'The person left full screen (e.g. with Escape)' },
          },
        },
      },
    },
    failed: {
      description: "'The live event did not open. Please try again.' with 'Try again' and 'Back'",
      meta: { route: '/live-event', spec: '§2 /live-event' },
      on: { retry: { target: 'loading', actions: 'reloadFrame', description: "'Try again' loads the event app again" } },
    },
    ended: {
      type: 'final',
      entry: 'leaveToEvents',
      description: 'The event is over: back to /events',
    },
  },
});
