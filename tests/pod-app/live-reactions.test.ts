// @vitest-environment jsdom
/** Emoji reactions in the live room (issue 20 item 5): the tray that sends them, and how the room shows and announces them. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PerspectiveCamera, type Vector3 } from 'three';
import { createReactionOverlay } from '../../pod-app/live/ui/reaction-overlay.ts';
import { createReactionTray } from '../../pod-app/live/ui/reaction-tray.ts';
import { REACTION_SHOWN_MS } from '../../shared/reactions.ts';
import { ApiError } from '../../pod-app/api.ts';
import { reactionFromEvent } from '../../pod-app/live/room-stream.ts';

afterEach(() => vi.useRealTimers());

describe('a reaction on the stream', () => {
  it('is read when it names one of the few emoji, dropped otherwise', () => {
    expect(reactionFromEvent('{"userId":"b","emoji":"❤️"}')).toEqual({ userId: 'b', emoji: '❤️' });
    expect(reactionFromEvent('{"userId":"b","emoji":"💩"}')).toBeNull();
    expect(reactionFromEvent('{"emoji":"👋"}')).toBeNull();
    expect(reactionFromEvent('not json')).toBeNull();
  });
});

describe('the reaction tray', () => {
  it('opens a row of named emoji; each sends, a refusal is said, Escape closes it back to React', async () => {
    const send = vi.fn(async () => undefined);
    const tray = createReactionTray({ send });
    document.body.replaceChildren(tray.tray, tray.button);
    expect(tray.tray.hidden).toBe(true);
    tray.button.click();
    expect(tray.button.getAttribute('aria-expanded')).toBe('true');
    const choices = [...tray.tray.querySelectorAll('button')];
    expect(choices.map((b) => b.getAttribute('aria-label'))).toEqual(['Wave', 'Applause', 'Love', 'Laughter', 'Celebrate', 'Thumbs up']);
    choices[1]!.click();
    expect(send).toHaveBeenCalledWith('👏');
    send.mockRejectedValueOnce(new ApiError(429, 'Too many reactions. Please try again in 1 second.'));
    choices[4]!.click();
    await vi.waitFor(() => expect(tray.tray.querySelector('[role="status"]')!.textContent).toBe('Too many reactions: wait a moment.'));
    choices[4]!.focus();
    choices[4]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tray.tray.hidden).toBe(true);
    expect(document.activeElement).toBe(tray.button);
    tray.setEnabled(false);
    expect(choices.every((b) => b.disabled)).toBe(true);
  });
});

describe('reactions in the room', () => {
  const setUp = (where: Record<string, { x: number; z: number }>) => {
    const camera = new PerspectiveCamera(70, innerWidth / innerHeight, 0.05, 100);
    camera.position.set(0, 1.6, 0);
    camera.updateMatrixWorld();
    const placeOf = (userId: string, out: Vector3) => {
      const at = where[userId];
      if (!at) return false;
      out.set(at.x, 0, at.z);
      return true;
    };
    const overlay = createReactionOverlay({ selfId: 'me', camera, placeOf, nameOf: (userId) => (userId === 'b' ? 'Bo' : 'Someone') });
    document.body.replaceChildren(overlay.layer, overlay.announcer);
    return overlay;
  };

  it("shows a reaction above its sender's avatar, announces it politely, and takes it away after its time", () => {
    vi.useFakeTimers();
    const where = { b: { x: 0, z: -5 } };
    const overlay = setUp(where);
    overlay.show('b', '👏');
    expect(overlay.showing()).toEqual([{ userId: 'b', emoji: '👏' }]);
    const shown = overlay.layer.querySelector<HTMLElement>('.reaction')!;
    const [, left, top] = /translate\((-?\d+)px, (-?\d+)px\)/.exec(shown.style.transform)!.map(Number);
    expect(left).toBe(innerWidth / 2); // straight ahead
    expect(top).toBeLessThan(innerHeight / 2); // above eye level: over the avatar's head
    expect(overlay.announcer.getAttribute('aria-live')).toBe('polite');
    expect(overlay.announcer.textContent).toBe('Bo reacted 👏');

    // It follows Bo as Bo walks to the right.
    where.b.x = 2;
    overlay.frame();
    expect(Number(/translate\((-?\d+)px/.exec(shown.style.transform)![1])).toBeGreaterThan(left!);

    vi.advanceTimersByTime(REACTION_SHOWN_MS - 1);
    expect(overlay.showing()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(overlay.showing()).toEqual([]);
    expect(overlay.layer.children).toHaveLength(0);
  });

  it('keeps the reaction of someone standing close, whose head is above the picture, at its top edge', () => {
    vi.useFakeTimers();
    const overlay = setUp({ b: { x: 0, z: -0.6 } });
    overlay.show('b', '👋');
    const shown = overlay.layer.querySelector<HTMLElement>('.reaction')!;
    expect(shown.style.visibility).toBe('');
    const [, left, top] = /translate\((-?\d+)px, (-?\d+)px\)/.exec(shown.style.transform)!.map(Number);
    expect(left).toBe(innerWidth / 2);
    expect(top).toBe(72);
  });

  it('shows your own above the toolbar, hides one whose sender is behind you, and keeps a quick run to three a person', () => {
    vi.useFakeTimers();
    const overlay = setUp({ b: { x: 0, z: 5 } });
    overlay.show('me', '🎉');
    expect(overlay.layer.querySelector('.reaction.mine')!.textContent).toBe('🎉');
    expect(overlay.announcer.lastElementChild!.textContent).toBe('You reacted 🎉');
    overlay.show('b', '😂');
    expect(overlay.layer.querySelector<HTMLElement>('.reaction[data-user-id="b"]')!.style.visibility).toBe('hidden');
    for (const emoji of ['👋', '❤️', '👍']) overlay.show('b', emoji);
    expect(
      overlay
        .showing()
        .filter((r) => r.userId === 'b')
        .map((r) => r.emoji),
    ).toEqual(['👋', '❤️', '👍']);
    expect(overlay.announcer.children).toHaveLength(3);
  });
});
