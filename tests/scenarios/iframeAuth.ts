/**
 * The host's sign-in handshake with the /3d-app frame, from the spec's words (§2 /3d-app, §7
 * Other, §9 'Iframe auth resend: after 1 s'). Events are the ones the model test drives on
 * <PodAppScreen> (tests/model/iframeAuth.test.tsx), timers included. What happens when the frame
 * never answers or goes away is not in the spec: those rows cite the section they extend and say
 * so. The spec names no text for these states (a loading image, then the frame), so no row
 * expects a text on screen.
 */
import type { IframeAuthEvent } from '../../machines/iframeAuth.ts';
import type { ScenarioTable } from './scenario.ts';

type Event =
  IframeAuthEvent | { type: 'xstate.after.resend.iframeAuth.handshaking.sending' } | { type: 'xstate.after.handshakeTimeout.iframeAuth.handshaking' };

const loaded: Event = { type: 'frame.loaded' };
const authenticated: Event = { type: 'frame.authenticated' };
const gone: Event = { type: 'frame.gone' };
const retry: Event = { type: 'retry' };
const oneSecondLater: Event = { type: 'xstate.after.resend.iframeAuth.handshaking.sending' };
const noAnswer: Event = { type: 'xstate.after.handshakeTimeout.iframeAuth.handshaking' };

/** The 1 s resend of §9, as the timer the handshake starts. */
const RESEND = 'after 1000 ms';

export const iframeAuthScenarios: ScenarioTable<Event> = {
  machine: 'iframeAuth',
  scenarios: [
    {
      rule: 'The product sends the user id and session token to the frame by message (once the frame has loaded), and will resend after 1 s',
      spec: '§2 /3d-app; §9 Iframe auth resend',
      given: [],
      givenState: 'idle',
      when: loaded,
      then: { state: 'handshaking.sending', effects: { sendAuth: 1, [RESEND]: 1, reloadFrame: 0 }, context: { sent: 1 } },
    },
    {
      rule: 'Resends after 1 s if the frame has not authenticated',
      spec: '§2 /3d-app; §9 Iframe auth resend',
      given: [loaded],
      when: oneSecondLater,
      then: { state: 'handshaking.sending', effects: { sendAuth: 1, [RESEND]: 1 }, context: { sent: 2 } },
    },
    {
      rule: 'Resends after 1 s again and again while the frame has not authenticated (the spec says one resend after 1 s; the design repeats it)',
      spec: '§2 /3d-app; §9 Iframe auth resend (repeating: the design)',
      given: [loaded, oneSecondLater, oneSecondLater],
      when: oneSecondLater,
      then: { state: 'handshaking.sending', effects: { sendAuth: 1, [RESEND]: 1 }, context: { sent: 4 } },
    },
    {
      rule: 'Once the frame has authenticated nothing more is sent (the resend is only for a frame that has not authenticated)',
      spec: '§2 /3d-app; §9 Iframe auth resend',
      given: [loaded, oneSecondLater],
      givenState: 'handshaking.sending',
      when: authenticated,
      then: { state: 'authenticated', effects: { sendAuth: 0, [RESEND]: 0, reloadFrame: 0 } },
    },
    {
      rule: 'A frame that loads again (it navigated, or was reloaded) is sent the user id and token again, counted afresh',
      spec: '§2 /3d-app',
      given: [loaded, oneSecondLater, authenticated],
      givenState: 'authenticated',
      when: loaded,
      then: { state: 'handshaking.sending', effects: { sendAuth: 1, [RESEND]: 1 }, context: { sent: 1 } },
    },
    {
      rule: 'The frame went away before it authenticated: the handshake stops (not in the spec: the design)',
      spec: '§2 /3d-app (failure: not in the spec)',
      given: [loaded],
      when: gone,
      then: { state: 'failed', effects: { sendAuth: 0, [RESEND]: 0, reloadFrame: 0 } },
    },
    {
      rule: 'The frame never authenticated: the handshake stops resending (not in the spec: the design)',
      spec: '§2 /3d-app (failure: not in the spec)',
      given: [loaded, oneSecondLater],
      when: noAnswer,
      then: { state: 'failed', effects: { sendAuth: 0, [RESEND]: 0, reloadFrame: 0 } },
    },
    {
      rule: "'Try again' after a failed handshake reloads the frame and waits for it to load (not in the spec: the design)",
      spec: '§2 /3d-app (failure: not in the spec)',
      given: [loaded, gone],
      givenState: 'failed',
      when: retry,
      then: { state: 'idle', effects: { reloadFrame: 1, sendAuth: 0 } },
    },
    {
      rule: 'After a reload the frame loads and is sent the user id and token again',
      spec: '§2 /3d-app; §9 Iframe auth resend',
      given: [loaded, oneSecondLater, noAnswer, retry],
      givenState: 'idle',
      when: loaded,
      then: { state: 'handshaking.sending', effects: { sendAuth: 1, [RESEND]: 1 }, context: { sent: 1 } },
    },
  ],
};
