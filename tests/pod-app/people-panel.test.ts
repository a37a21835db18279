// @vitest-environment jsdom
/** The People panel's voice: who is in voice, muted or talking, and the host's Mute for a guest. */
import { describe, expect, it, vi } from 'vitest';
import { createPeoplePanel, voiceLabel } from '../../pod-app/live/ui/people-panel.ts';
import type { Participant, VoiceState } from '../../pod-app/live/room-state.ts';
import { defaultAvatar } from '../../shared/avatar.ts';

const person = (userId: string, name: string, role: 'host' | 'guest'): Participant => ({
  userId,
  userDisplayName: name,
  userDPUrl: null,
  role,
  x: 0,
  y: 1.6,
  z: 0,
  yaw: 0,
  avatar: defaultAvatar(userId),
  avatarChosen: false,
});
const voice = (userId: string, inVoice: boolean, muted = false, hostMuted = false): VoiceState => ({ userId, inVoice, muted, hostMuted });

describe('the People panel', () => {
  it('says who is in voice, muted (by the host) or talking', () => {
    expect(voiceLabel(undefined, true)).toBe('');
    expect(voiceLabel(voice('a', false), false)).toBe('');
    expect(voiceLabel(voice('a', true), false)).toBe('In voice');
    expect(voiceLabel(voice('a', true), true)).toBe('Talking');
    expect(voiceLabel(voice('a', true, true), true)).toBe('Muted');
    expect(voiceLabel(voice('a', true, true, true), false)).toBe('Muted by the host');
  });

  it('gives the host a Mute for each guest talking in voice, and keeps its focus while talk changes', async () => {
    const onMute = vi.fn(async () => undefined);
    const panel = createPeoplePanel({ selfId: 'h', isHost: true, onMute });
    document.body.replaceChildren(panel.element);
    const people = [person('h', 'Maren', 'host'), person('a', 'Ada', 'guest'), person('b', 'Bo', 'guest')];
    panel.render(people, { h: voice('h', true), a: voice('a', true), b: voice('b', true, true) });
    const buttons = [...panel.element.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Mute Ada']);
    const mute = panel.element.querySelector<HTMLButtonElement>('button')!;
    mute.focus();
    panel.setTalking(new Set(['a', 'b']));
    const row = (id: string) => panel.element.querySelector<HTMLElement>(`li[data-user-id="${id}"]`)!;
    expect(row('a').classList.contains('speaking')).toBe(true);
    expect(row('a').querySelector('.voice')!.textContent).toBe('Talking');
    expect(row('b').classList.contains('speaking')).toBe(false); // muted: never talking
    expect(document.activeElement).toBe(mute);
    mute.click();
    expect(onMute).toHaveBeenCalledWith('a');
    expect(mute.disabled).toBe(true);
  });

  it('gives a guest no Mute', () => {
    const panel = createPeoplePanel({ selfId: 'a', isHost: false, onMute: async () => undefined });
    panel.render([person('h', 'Maren', 'host'), person('a', 'Ada', 'guest'), person('b', 'Bo', 'guest')], { b: voice('b', true) });
    expect(panel.element.querySelectorAll('button')).toHaveLength(0);
  });
});
