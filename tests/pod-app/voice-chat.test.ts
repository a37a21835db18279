// @vitest-environment jsdom
/** The voice chat follows the room's word on the host's mute: a mute is news once, not every time the room is drawn. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createVoiceChat } from '../../pod-app/live/voice/voice-chat.ts';
import { fakeAudioContext, fakeMicrophone, installFakeWebAudio } from '../model/support/fake-voice.ts';

describe('the host mute as the room tells it', () => {
  beforeAll(installFakeWebAudio);

  it('mutes once; an unmute is not undone by the room still saying muted before the server has heard it', async () => {
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
    voice.press();
    await vi.waitFor(() => expect(voice.actor.getSnapshot().matches('live')).toBe(true));
    const muted = { me: { inVoice: true, muted: true, hostMuted: true } };
    voice.room(muted, ['me']);
    expect(mic.track.enabled).toBe(false);
    voice.press(); // Unmute
    expect(mic.track.enabled).toBe(true);
    voice.room(muted, ['me']); // someone moved: the room is drawn again with the old word
    expect(mic.track.enabled).toBe(true);
    expect(voice.actor.getSnapshot().matches({ live: { microphone: 'unmuted' } })).toBe(true);
    voice.actor.stop();
  });
});
