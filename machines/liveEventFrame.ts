/**
 * The live event frame, for the event's host or a guest (`role` in the input).
 *
 * - `loading`: the host shows its loading animation until the frame says `loaded`; if it does not
 *   within `loadTimeout`, the frame `failed` and the view offers a retry (`reloadFrame`).
 * - `live`: the event is on, `windowed` or `fullscreen` (the frame asks with fullScreenOpen /
 *   fullScreenClose; the host enters and leaves the Fullscreen API with `enterFullscreen` /
 *   `exitFullscreen`, and the browser leaving fullscreen by itself is `fullscreen.exited`).
 * - `ended`: the event ended (`eventEnded`): the page leaves fullscreen and returns to /events
 *   (`leaveToEvents`), on the tab that lists the event for the person: Hosting for its host,
 *   Invited for a guest, where it now shows 'Event Ended'.
 */
import { setup, type SnapshotFrom } from 'xstate';
import type { EventRole } from './eventLifecycle.ts';
import type { EventsTab } from './eventsList.ts';

export type LiveEventFrameEvent =
  | { type: 'frame.loaded' }
  | { type: 'frame.fullScreenOpen' }
  | { type: 'frame.fullScreenClose' }
  | { type: 'fullscreen.exited' }
  | { type: 'frame.eventEnded' }
  | { type: 'retry' };

export const LOAD_TIMEOUT_MS = 30_000;

export const liveEventFrameMachine = setup({
  types: { events: {} as LiveEventFrameEvent, input: {} as { role: EventRole }, context: {} as { eventsTab: EventsTab } },
  actions: {
    enterFullscreen: () => {},
    exitFullscreen: () => {},
    /** Back to /events, on the tab that lists the event for the person. */
    leaveToEvents: (_, _params: { tab: EventsTab }) => {},
    reloadFrame: () => {},
  },
  delays: { loadTimeout: LOAD_TIMEOUT_MS },
}).createMachine({
  id: 'liveEventFrame',
  context: ({ input }) => ({ eventsTab: input.role === 'host' ? 'hosting' : 'invited' }),
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
      entry: { type: 'leaveToEvents', params: ({ context }) => ({ tab: context.eventsTab }) },
      description: "The event is over: back to /events, on Hosting for its host and on Invited for a guest ('Event Ended')",
    },
  },
});

/** The /events tab that lists this event for the person (where 'Back' and the event's end go). */
export const selectEventsTab = (s: SnapshotFrom<typeof liveEventFrameMachine>) => s.context.eventsTab;
