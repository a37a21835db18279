// @vitest-environment jsdom
/**
 * Voice after mute, leave and join again: the button says 'Mute' (live, unmuted) and the others
 * are sent the new microphone, not silence. The browser's `replaceTrack` settles later (its
 * connection's operations chain), so a sender's `track` lags behind what was last asked of it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVoiceChat } from '../../pod-app/live/voice/voice-chat.ts';
import { selectMicButton } from '../../machines/voiceChat.ts';
import { fakeAudioContext, fakeMicrophone, installFakeWebAudio, type FakeMicrophone } from '../model/support/fake-voice.ts';

/** A sender as a browser keeps it: `track` changes only once `replaceTrack` has settled, in call order. */
class FakeSender {
  constructor(public track: MediaStreamTrack | null) {}
  replaceTrack(next: MediaStreamTrack | null) {
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        this.track = next;
        resolve();
      }, 5),
    );
  }
}

const connections: FakeConnection[] = [];
class FakeConnection {
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  ontrack: (() => void) | null = null;
  connectionState = 'new';
  signalingState = 'stable';
  senders: FakeSender[] = [];
  closed = false;
  constructor() {
    connections.push(this);
  }
  getSenders = () => this.senders;
  addTrack(track: MediaStreamTrack) {
    this.senders.push(new FakeSender(track));
  }
  close() {
    this.closed = true;
  }
}

/** What the one open connection (to the other person in voice) sends, once every replaceTrack has settled. */
async function sentOnOpenConnection() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const open = connections.filter((pc) => !pc.closed);
  expect(open).toHaveLength(1);
  return open[0]!.senders.map((sender) => sender.track);
}

describe('the voice the others are sent', () => {
  beforeEach(() => {
    installFakeWebAudio();
    vi.stubGlobal('RTCPeerConnection', FakeConnection);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    connections.length = 0;
  });

  it("says 'Mute' and sends the new microphone to the others, not silence", async () => {
    const microphones: FakeMicrophone[] = [];
    const voice = createVoiceChat({
      selfId: 'me',
      iceServers: [],
      hostMuted: false,
      sendSignal: async () => undefined,
      report: async () => undefined,
      makeAudioContext: fakeAudioContext,
      getMicrophone: async () => {
        microphones.push(fakeMicrophone());
        return microphones.at(-1)!.stream;
      },
    });
    const inVoice = { inVoice: true, muted: false, hostMuted: false };
    voice.room({ me: { ...inVoice, inVoice: false }, bo: inVoice }, ['me', 'bo']);
    const button = () => selectMicButton(voice.actor.getSnapshot()).label;

    voice.press(); // Join voice
    await vi.waitFor(() => expect(button()).toBe('Mute'));
    expect(await sentOnOpenConnection()).toEqual([microphones[0]!.track]);
    voice.press(); // Mute
    expect(button()).toBe('Unmute');
    expect(await sentOnOpenConnection()).toEqual([null]);
    voice.leave();
    expect(button()).toBe('Join voice');

    voice.press(); // Join voice again
    await vi.waitFor(() => expect(button()).toBe('Mute'));
    expect(await sentOnOpenConnection()).toEqual([microphones[1]!.track]);
    expect(microphones[1]!.track.enabled).toBe(true);
    voice.actor.stop();
  });

  it('Mute then Unmute at once sends the microphone again (the mute has not settled yet)', async () => {
    const mic = fakeMicrophone();
    const voice = createVoiceChat({
      selfId: 'me',
      iceServers: [],
      hostMuted: false,
      sendSignal: async () => undefined,
      report: async () => undefined,
      makeAudioContext: fakeAudioContext,
      getMicrophone: async () => mic.stream,
    });
    const inVoice = { inVoice: true, muted: false, hostMuted: false };
    voice.room({ me: { ...inVoice, inVoice: false }, bo: inVoice }, ['me', 'bo']);
    voice.press(); // Join voice
    await vi.waitFor(() => expect(selectMicButton(voice.actor.getSnapshot()).label).toBe('Mute'));
    voice.press(); // Mute
    voice.press(); // Unmute
    expect(selectMicButton(voice.actor.getSnapshot()).label).toBe('Mute');
    expect(await sentOnOpenConnection()).toEqual([mic.track]);
    voice.actor.stop();
  });
});
