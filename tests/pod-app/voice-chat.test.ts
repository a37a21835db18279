// @vitest-environment jsdom
/** The voice chat follows the room's word on the host's mute: a mute is news once, not every time the room is drawn. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createVoiceChat, voiceCallees } from '../../pod-app/live/voice/voice-chat.ts';
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

describe('whom the voice connects to', () => {
  const inVoice = { inVoice: true, muted: false, hostMuted: false };
  const voice = { me: inVoice, a: inVoice, b: inVoice, c: { ...inVoice, inVoice: false } };
  const present = ['me', 'a', 'b', 'c'];

  it('in an event: everyone else present and in voice', () => {
    expect([...voiceCallees(voice, present, 'me', null)]).toEqual(['a', 'b']);
  });

  it('in a Pod room: only those the server names, none before it has named any', () => {
    expect([...voiceCallees(voice, present, 'me', new Set())]).toEqual([]);
    expect([...voiceCallees(voice, present, 'me', new Set(['b', 'c', 'gone']))]).toEqual(['b']);
  });
});
