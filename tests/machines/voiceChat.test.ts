import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { selectInVoice, selectMicButton, selectMuted, selectReconnecting, selectVoiceNotice, voiceChatMachine } from '../../machines/voiceChat.ts';

const withMicrophone = (answer: () => Promise<unknown>) => voiceChatMachine.provide({ actors: { openMicrophone: fromPromise(answer) } });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('voiceChat', () => {
  it('joins unmuted, and mutes and unmutes from the button', async () => {
    const actor = createActor(
      withMicrophone(async () => 'stream'),
      { input: {} },
    ).start();
    actor.send({ type: 'voice.join' });
    expect(selectMicButton(actor.getSnapshot())).toEqual({ label: 'Joining voice…', pressed: null, disabled: true });
    await settled();
    expect(selectMicButton(actor.getSnapshot())).toEqual({ label: 'Mute', pressed: false, disabled: false });
    actor.send({ type: 'mute.toggled' });
    expect(selectMicButton(actor.getSnapshot())).toEqual({ label: 'Unmute', pressed: true, disabled: false });
    expect(selectVoiceNotice(actor.getSnapshot())).toBeNull();
  });

  it('starts muted when the host muted this guest before, until they unmute themselves', async () => {
    const actor = createActor(
      withMicrophone(async () => 'stream'),
      { input: { hostMuted: true } },
    ).start();
    actor.send({ type: 'voice.join' });
    await settled();
    expect(actor.getSnapshot().matches({ live: { microphone: 'muted' } })).toBe(true);
    expect(selectVoiceNotice(actor.getSnapshot())).toBe('The host muted you. Tap Unmute to talk again.');
    actor.send({ type: 'mute.toggled' });
    expect(actor.getSnapshot().context.hostMuted).toBe(false);
    expect(actor.getSnapshot().matches({ live: { microphone: 'unmuted' } })).toBe(true);
  });

  it('a host mute while out of voice is remembered for joining', async () => {
    const actor = createActor(
      withMicrophone(async () => 'stream'),
      { input: {} },
    ).start();
    actor.send({ type: 'host.muted' });
    actor.send({ type: 'voice.join' });
    await settled();
    expect(actor.getSnapshot().matches({ live: { microphone: 'muted' } })).toBe(true);
  });

  it('a refused microphone says how to allow it, and can be asked again', async () => {
    let refuse = true;
    const actor = createActor(
      withMicrophone(async () => {
        if (refuse) throw new Error('NotAllowedError');
        return 'stream';
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'voice.join' });
    await settled();
    expect(actor.getSnapshot().value).toBe('denied');
    expect(selectVoiceNotice(actor.getSnapshot())).toMatch(/^Microphone blocked\. Allow it/);
    refuse = false;
    actor.send({ type: 'voice.join' });
    await settled();
    expect(actor.getSnapshot().matches('live')).toBe(true);
  });

  it('keeps the microphone while the room reconnects, and ends with the event', async () => {
    const actor = createActor(
      withMicrophone(async () => 'stream'),
      { input: {} },
    ).start();
    actor.send({ type: 'voice.join' });
    await settled();
    actor.send({ type: 'room.dropped' });
    expect(selectVoiceNotice(actor.getSnapshot())).toBe('Voice is reconnecting…');
    expect(actor.getSnapshot().matches({ live: { microphone: 'unmuted' } })).toBe(true);
    actor.send({ type: 'room.back' });
    expect(selectVoiceNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'room.ended' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectMicButton(actor.getSnapshot()).disabled).toBe(true);
  });

  describe('what the microphone and the room connections are told', () => {
    async function joined(input: { hostMuted?: boolean } = {}) {
      const effects = { startVoice: vi.fn(), stopVoice: vi.fn(), muteMicrophone: vi.fn(), unmuteMicrophone: vi.fn(), restartPeers: vi.fn() };
      const actor = createActor(withMicrophone(async () => 'stream').provide({ actions: effects }), { input }).start();
      expect(voiceChatMachine.id).toBe('voiceChat');
      expect(selectMicButton(actor.getSnapshot())).toEqual({ label: 'Join voice', pressed: null, disabled: false });
      expect(selectInVoice(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'voice.join' });
      expect(Object.keys(actor.getSnapshot().children)).toEqual(['openMicrophone']);
      await settled();
      return { actor, effects };
    }

    it('joining starts voice unmuted; Mute and Unmute reach the microphone', async () => {
      const { actor, effects } = await joined();
      expect(selectInVoice(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().value).toEqual({ live: { microphone: 'unmuted', peers: 'connected' } });
      expect(effects.startVoice).toHaveBeenCalledTimes(1);
      expect(effects.unmuteMicrophone).toHaveBeenCalledTimes(1);
      actor.send({ type: 'mute.toggled' });
      expect(selectMuted(actor.getSnapshot())).toBe(true);
      expect(effects.muteMicrophone).toHaveBeenCalledTimes(1);
      expect(selectVoiceNotice(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'mute.toggled' });
      expect(effects.unmuteMicrophone).toHaveBeenCalledTimes(2);
    });

    it('joining after a host mute starts voice muted', async () => {
      const { actor, effects } = await joined({ hostMuted: true });
      expect(effects.startVoice).toHaveBeenCalledTimes(1);
      expect(effects.muteMicrophone).toHaveBeenCalledTimes(1);
      expect(effects.unmuteMicrophone).not.toHaveBeenCalled();
      expect(selectMicButton(actor.getSnapshot())).toEqual({ label: 'Unmute', pressed: true, disabled: false });
    });

    it('the host muting someone in voice mutes their microphone and says so', async () => {
      const { actor, effects } = await joined();
      actor.send({ type: 'host.muted' });
      expect(selectMuted(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().context.hostMuted).toBe(true);
      expect(effects.muteMicrophone).toHaveBeenCalledTimes(1);
      expect(selectVoiceNotice(actor.getSnapshot())).toBe('The host muted you. Tap Unmute to talk again.');
    });

    it("'Leave voice' stops voice", async () => {
      const { actor, effects } = await joined();
      actor.send({ type: 'voice.leave' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(effects.stopVoice).toHaveBeenCalledTimes(1);
      expect(selectMicButton(actor.getSnapshot())).toEqual({ label: 'Join voice', pressed: null, disabled: false });
    });

    it('a lost microphone stops voice, says so, and Join voice asks again', async () => {
      const { actor, effects } = await joined();
      actor.send({ type: 'device.lost' });
      expect(actor.getSnapshot().value).toBe('lost');
      expect(effects.stopVoice).toHaveBeenCalledTimes(1);
      expect(selectVoiceNotice(actor.getSnapshot())).toBe('Your microphone was disconnected. Check it, then tap Join voice.');
      expect(selectMicButton(actor.getSnapshot())).toEqual({ label: 'Join voice', pressed: null, disabled: false });
      actor.send({ type: 'voice.join' });
      expect(actor.getSnapshot().value).toBe('requesting');
    });

    it('the room coming back restarts every voice connection', async () => {
      const { actor, effects } = await joined();
      actor.send({ type: 'room.back' });
      expect(effects.restartPeers).not.toHaveBeenCalled();
      actor.send({ type: 'room.dropped' });
      expect(selectReconnecting(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'room.back' });
      expect(selectReconnecting(actor.getSnapshot())).toBe(false);
      expect(effects.restartPeers).toHaveBeenCalledTimes(1);
    });

    it('the event ending stops voice for good', async () => {
      const { actor, effects } = await joined();
      actor.send({ type: 'room.ended' });
      expect(actor.getSnapshot().value).toBe('ended');
      expect(effects.stopVoice).toHaveBeenCalledTimes(1);
      expect(selectMicButton(actor.getSnapshot())).toEqual({ label: 'Join voice', pressed: null, disabled: true });
      expect(selectVoiceNotice(actor.getSnapshot())).toBeNull();
    });
  });
});
