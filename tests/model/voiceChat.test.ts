// @vitest-environment jsdom
/**
 * Model-based test of voice in a live event: every path from the voiceChat chart is driven
 * through the real voice controls (pod-app/live/ui/voice-controls.ts) over the real voice
 * chat (pod-app/live/voice/voice-chat.ts), with a fake microphone and Web Audio; every state
 * is checked on screen, on the microphone track and in what is told to the room.
 */
import { expect, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import type { SnapshotFrom } from 'xstate';
import { voiceChatMachine } from '../../machines/voiceChat.ts';
import { createVoiceChat, type VoiceChat } from '../../pod-app/live/voice/voice-chat.ts';
import { createVoiceControls } from '../../pod-app/live/ui/voice-controls.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { fakeAudioContext, fakeMicrophone, installFakeWebAudio, type FakeMicrophone } from './support/fake-voice.ts';

type Snap = SnapshotFrom<typeof voiceChatMachine>;

let voice: VoiceChat;
let mic: FakeMicrophone;
let asked: { resolve: (stream: MediaStream) => void; reject: (error: Error) => void } | null;
let reports: { inVoice: boolean; muted: boolean }[];

function mount() {
  reports = [];
  asked = null;
  mic = fakeMicrophone();
  voice = createVoiceChat({
    selfId: 'me',
    iceServers: [],
    hostMuted: false,
    sendSignal: async () => undefined,
    report: async (state) => void reports.push(state),
    makeAudioContext: fakeAudioContext,
    getMicrophone: () =>
      new Promise<MediaStream>((resolve, reject) => {
        asked = { resolve, reject };
      }),
  });
  document.body.replaceChildren(createVoiceControls(voice).element);
}

const micButton = () => screen.getByRole('button', { name: /Join voice|Joining voice…|Mute|Unmute/ }) as HTMLButtonElement;
const notice = () => document.querySelector('.voice-notice')!.textContent;
const leaveButton = () => screen.queryByRole('button', { name: 'Leave voice' });
const lastReport = () => reports.at(-1);

function checkOut(label: string, text: string) {
  expect(micButton().textContent).toBe(label);
  expect(micButton().disabled).toBe(false);
  expect(micButton().hasAttribute('aria-pressed')).toBe(false);
  expect(leaveButton()).toBeNull();
  expect(notice()).toBe(text);
  expect(mic.track.readyState === 'ended' || !mic.opened).toBe(true);
}
/**
 * Whether the host's mute holds after a path: the host muted this person and they have not tapped
 * since (a host mute always leaves them muted, so their next tap is an Unmute, which lifts it).
 */
const hostMutedAfter = ({ events }: ModelStep) =>
  events.findLast((event) => event.type === 'host.muted' || event.type === 'mute.toggled')?.type === 'host.muted';

function checkLive(s: Snap, step: ModelStep, muted: boolean) {
  expect(micButton().textContent).toBe(muted ? 'Unmute' : 'Mute');
  expect(micButton().getAttribute('aria-pressed')).toBe(String(muted));
  expect(leaveButton()).not.toBeNull();
  expect(mic.track.enabled).toBe(!muted);
  expect(lastReport()).toEqual({ inVoice: true, muted });
  const reconnecting = s.matches({ live: { peers: 'reconnecting' } });
  expect(notice()).toBe(reconnecting ? 'Voice is reconnecting…' : muted && hostMutedAfter(step) ? 'The host muted you. Tap Unmute to talk again.' : '');
}

const states = {
  idle: (_s: Snap, step: ModelStep) => {
    checkOut('Join voice', '');
    if (reports.length) expect(lastReport()).toEqual({ inVoice: false, muted: hostMutedAfter(step) });
  },
  requesting: () => {
    expect(micButton().textContent).toBe('Joining voice…');
    expect(micButton().disabled).toBe(true);
  },
  denied: () =>
    checkOut(
      'Join voice',
      'Microphone blocked. Allow it for this site in your browser’s settings (the icon beside the address), then tap Join voice. You can still chat and move around.',
    ),
  lost: () => checkOut('Join voice', 'Your microphone was disconnected. Check it, then tap Join voice.'),
  ended: () => {
    expect(micButton().disabled).toBe(true);
    expect(leaveButton()).toBeNull();
  },
  'live.microphone.unmuted': (s: Snap, step: ModelStep) => checkLive(s, step, false),
  'live.microphone.muted': (s: Snap, step: ModelStep) => checkLive(s, step, true),
  'live.peers.connected': () => expect(notice()).not.toBe('Voice is reconnecting…'),
  'live.peers.reconnecting': () => expect(notice()).toBe('Voice is reconnecting…'),
};

const events = {
  'voice.join': () => void fireEvent.click(micButton()),
  'xstate.done.actor.openMicrophone': async () => {
    mic = fakeMicrophone();
    mic.opened = true;
    asked!.resolve(mic.stream);
    await vi.waitFor(() => expect(voice.actor.getSnapshot().matches('live')).toBe(true));
  },
  'xstate.error.actor.openMicrophone': async () => {
    asked!.reject(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
    await vi.waitFor(() => expect(voice.actor.getSnapshot().matches('denied')).toBe(true));
  },
  'mute.toggled': () => void fireEvent.click(micButton()),
  'voice.leave': () => void fireEvent.click(leaveButton()!),
  // The server lifts a host mute when the guest unmutes; the host mutes again afterwards.
  'host.muted': () => {
    voice.room({ me: { inVoice: true, muted: false, hostMuted: false } }, ['me']);
    voice.room({ me: { inVoice: true, muted: true, hostMuted: true } }, ['me']);
  },
  'device.lost': () => mic.unplug(),
  'room.dropped': () => voice.dropped(),
  'room.back': () => voice.back(),
  'room.ended': () => voice.ended(),
} satisfies Drivers<typeof voiceChatMachine>;

const serializeState = (snapshot: unknown) => `${JSON.stringify((snapshot as Snap).value)} hostMuted:${(snapshot as Snap).context.hostMuted}`;

describeModel('voiceChat', {
  machine: voiceChatMachine,
  input: {},
  mount: async () => {},
  beforeAll: installFakeWebAudio,
  beforeEach: mount,
  afterEach: () => voice.actor.stop(),
  states,
  drivers: events,
  serializeState,
});
