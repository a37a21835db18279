// @vitest-environment jsdom
/** The People panel says who is near you and who is across the room (issue 20 item 5), not coordinates, and keeps its rows as people move. */
import { describe, expect, it } from 'vitest';
import { createPeoplePanel } from '../../pod-app/live/ui/people-panel.ts';
import { NEAR_M, placeLabel, placeOf } from '../../pod-app/live/nearness.ts';
import type { Participant, VoiceState } from '../../pod-app/live/room-state.ts';
import { defaultAvatar } from '../../shared/avatar.ts';

const person = (userId: string, name: string, role: 'host' | 'guest', x = 0, z = 0): Participant => ({
  userId,
  userDisplayName: name,
  userDPUrl: null,
  role,
  x,
  y: 1.6,
  z,
  yaw: 0,
  avatar: defaultAvatar(userId),
  avatarChosen: false,
});
const voice = (userId: string, inVoice: boolean, muted = false): VoiceState => ({ userId, inVoice, muted, hostMuted: false });

describe('nearness', () => {
  it(`is near within ${NEAR_M} m on the floor, across the room beyond, and nothing for oneself or while one's own place is unknown`, () => {
    const me = person('me', 'Me', 'guest', 1, 1);
    expect(placeLabel(placeOf(me, person('a', 'A', 'guest', 1 + NEAR_M, 1)))).toBe('Near you');
    expect(placeLabel(placeOf(me, person('a', 'A', 'guest', 1 + 4, 1 + 4)))).toBe('Across the room');
    expect(placeLabel(placeOf(me, me))).toBe('');
    expect(placeLabel(placeOf(undefined, person('a', 'A', 'guest')))).toBe('');
  });
});

describe('the People panel', () => {
  const row = (panel: ReturnType<typeof createPeoplePanel>, id: string) => panel.element.querySelector<HTMLElement>(`li[data-user-id="${id}"]`)!;
  const text = (panel: ReturnType<typeof createPeoplePanel>, id: string) =>
    // (The avatar's words are people-panel.test.ts's.)
    [...row(panel, id).children]
      .filter((child) => !child.classList.contains('swatch'))
      .map((child) => child.textContent)
      .filter(Boolean)
      .join(', ');

  it('says who is you, the host, near you or across the room, and talking, and no coordinates', () => {
    const panel = createPeoplePanel({ selfId: 'a', isHost: false, onMute: async () => undefined });
    panel.render([person('h', 'Maren', 'host', 2, 0), person('a', 'Ada', 'guest', 0, 0), person('b', 'Bo', 'guest', 9, 9)], {
      h: voice('h', true),
      b: voice('b', true),
    });
    expect(text(panel, 'h')).toBe('Maren, Host, Near you, In voice');
    expect(text(panel, 'a')).toBe('Ada (you), Guest');
    expect(text(panel, 'b')).toBe('Bo, Guest, Across the room, In voice');
    panel.setTalking(new Set(['h']));
    expect(text(panel, 'h')).toBe('Maren, Host, Near you, Talking');
    panel.setTalking(new Set());
    expect(text(panel, 'h')).toBe('Maren, Host, Near you, In voice');
    expect(panel.element.querySelector('ul')!.textContent).not.toMatch(/\bx\b|\bz\b|\d/);
  });

  it('changes a place in place as people move: the same rows, a focused Mute keeps its focus, labels change only when they do', () => {
    const panel = createPeoplePanel({ selfId: 'h', isHost: true, onMute: async () => undefined });
    document.body.replaceChildren(panel.element);
    const voices = { h: voice('h', true), b: voice('b', true) };
    panel.render([person('h', 'Maren', 'host'), person('b', 'Bo', 'guest', 1, 1)], voices);
    const bo = row(panel, 'b');
    const mute = bo.querySelector('button')!;
    mute.focus();
    const place = bo.querySelector('.place')!;
    expect(place.textContent).toBe('Near you');
    const changes: string[] = [];
    new MutationObserver((records) => records.forEach((record) => changes.push(record.addedNodes[0]!.textContent!))).observe(place, { childList: true });

    // Bo walks away across the room, then back.
    panel.render([person('h', 'Maren', 'host'), person('b', 'Bo', 'guest', 2, 2)], voices);
    panel.render([person('h', 'Maren', 'host'), person('b', 'Bo', 'guest', 5, 5)], voices);
    expect(place.textContent).toBe('Across the room');
    panel.render([person('h', 'Maren', 'host'), person('b', 'Bo', 'guest', 6, 6)], voices);
    // The host walks over to Bo.
    panel.render([person('h', 'Maren', 'host', 5, 5), person('b', 'Bo', 'guest', 6, 6)], voices);
    expect(place.textContent).toBe('Near you');
    expect(row(panel, 'b')).toBe(bo);
    expect(document.activeElement).toBe(mute);
    return Promise.resolve().then(() => expect(changes).toEqual(['Across the room', 'Near you']));
  });

  it('draws afresh when someone comes in or their voice changes', () => {
    const panel = createPeoplePanel({ selfId: 'h', isHost: true, onMute: async () => undefined });
    panel.render([person('h', 'Maren', 'host'), person('b', 'Bo', 'guest', 1, 1)], {});
    expect(panel.element.querySelectorAll('button')).toHaveLength(0);
    panel.render([person('h', 'Maren', 'host'), person('b', 'Bo', 'guest', 1, 1)], { b: voice('b', true) });
    expect([...panel.element.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Mute Bo']);
    panel.render([person('h', 'Maren', 'host'), person('a', 'Ada', 'guest', 9, 9), person('b', 'Bo', 'guest', 1, 1)], { b: voice('b', true) });
    expect(text(panel, 'a')).toBe('Ada, Guest, Across the room');
    expect(panel.element.querySelector('h2')!.textContent).toBe('People here (3)');
  });
});
