// @vitest-environment jsdom
/**
 * Model-based test of voice in a live event: every path from the voiceChat chart is driven
 * through the real voice controls (pod-app/live/ui/voice-controls.ts) over the real voice
 * chat (pod-app/live/voice/voice-chat.ts), with a fake microphone and Web Audio; every state
 * is checked on screen, on the microphone track and in what is told to the room.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { voiceChatMachine, type VoiceChatEvent } from '../../machines/voiceChat.ts';
import { createVoiceChat, type VoiceChat } from '../../pod-app/live/voice/voice-chat.ts';
import { createVoiceControls } from '../../pod-app/live/ui/voice-controls.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';
import { fakeAudioContext, fakeMicrophone, installFakeWebAudio, type FakeMicrophone } from './support/fake-voice.ts';

type Snap = SnapshotFrom<typeof voiceChatMachine>;
type DriverEvent = VoiceChatEvent['type'] | 'xstate.done.actor.openMicrophone' | 'xstate.error.actor.openMicrophone';

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
function checkLive(s: Snap, muted: boolean) {
  expect(micButton().textContent).toBe(muted ? 'Unmute' : 'Mute');
  expect(micButton().getAttribute('aria-pressed')).toBe(String(muted));
  expect(leaveButton()).not.toBeNull();
  expect(mic.track.enabled).toBe(!muted);
  expect(lastReport()).toEqual({ inVoice: true, muted });
  const reconnecting = s.matches({ live: { peers: 'reconnecting' } });
  expect(notice()).toBe(reconnecting ? 'Voice is reconnecting…' : muted && s.context.hostMuted ? 'The host muted you. Tap Unmute to talk again.' : '');
}

const states = {
  idle: (s: Snap) => {
    checkOut('Join voice', '');
    if (reports.length) expect(lastReport()).toEqual({ inVoice: false, muted: s.context.hostMuted });
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
  'live.microphone.unmuted': (s: Snap) => checkLive(s, false),
  'live.microphone.muted': (s: Snap) => checkLive(s, true),
  'live.peers.connected': () => undefined,
  'live.peers.reconnecting': () => undefined,
} satisfies Record<string, (snapshot: Snap) => void>;

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
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;

const sampleEvents = (Object.keys(events) as DriverEvent[]).map((type) => ({ type }));
const serializeState = (snapshot: unknown) => `${JSON.stringify((snapshot as Snap).value)} hostMuted:${(snapshot as Snap).context.hostMuted}`;
const model = new TestModel(voiceChatMachine, { input: {}, stateMatcher, events: sampleEvents as never, serializeState } as never);
const leaves = leafStates(voiceChatMachine);
const { edges, paths } = transitionCoveringPaths(model, serializeState);
const visited = new Set<string>();
const taken = new Set<string>();

describe('voiceChat model', () => {
  beforeAll(installFakeWebAudio);
  beforeEach(mount);
  afterEach(() => voice.actor.stop());

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it.each(paths.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence }) => {
    const checked = await runPath(voiceChatMachine, {}, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('voiceChat', leaves, visited, edges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
