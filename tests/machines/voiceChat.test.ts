import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { selectMicButton, selectVoiceNotice, voiceChatMachine } from '../../machines/voiceChat.ts';

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
});
