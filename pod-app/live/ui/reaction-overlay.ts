/**
 * Reactions as the room shows them: the emoji rises above its sender's avatar and fades
 * (REACTION_SHOWN_MS; with reduced motion it only fades in place), one's own above the toolbar;
 * each is announced politely ('Bo reacted 👏'). The layer follows avatars each frame only while a
 * reaction shows, reusing one vector and writing a position only when it moved a pixel.
 */
import { Vector3, type Camera } from 'three';
import { h } from '../../ui/dom.ts';
import { REACTION_SHOWN_MS } from '../../../shared/reactions.ts';

/** Above the avatar's name label (avatars.ts puts it at 2.05 m). */
const ABOVE_M = 2.45;
/** The nearest a reaction comes to the picture's edges (px), the top bar's height at the top. */
const EDGE_PX = 24;
const TOP_PX = 72;
/** A person's reactions showing at once; a quick run replaces the oldest. */
const MAX_PER_PERSON = 3;
const ANNOUNCEMENTS_KEPT = 3;

interface Shown {
  userId: string;
  element: HTMLElement;
  timer: ReturnType<typeof setTimeout>;
  left: number;
  top: number;
}

export interface ReactionOverlayOptions {
  selfId: string;
  camera: Camera;
  /** Writes where someone's avatar stands into `out`; false when they have none. */
  placeOf: (userId: string, out: Vector3) => boolean;
  /** The name announcements use. */
  nameOf: (userId: string) => string;
}

export function createReactionOverlay({ selfId, camera, placeOf, nameOf }: ReactionOverlayOptions) {
  const layer = h('div', { className: 'reactions-layer', 'aria-hidden': 'true' });
  const announcer = h('div', { className: 'visually-hidden', 'aria-live': 'polite' });
  const shown: Shown[] = [];
  const point = new Vector3();

  const remove = (entry: Shown) => {
    clearTimeout(entry.timer);
    entry.element.remove();
    shown.splice(shown.indexOf(entry), 1);
  };

  const place = (entry: Shown) => {
    if (entry.userId === selfId) return;
    const visible = placeOf(entry.userId, point.set(0, 0, 0));
    if (visible) {
      point.y = ABOVE_M;
      point.project(camera);
    }
    // Gone, or behind the camera: hidden until they are in view again.
    if (!visible || point.z > 1) {
      entry.element.style.visibility = 'hidden';
      entry.left = entry.top = NaN;
      return;
    }
    // Someone standing close has their head above the picture: their reaction keeps to its edges.
    const left = Math.round(Math.min(Math.max(((point.x + 1) / 2) * innerWidth, EDGE_PX), innerWidth - EDGE_PX));
    const top = Math.round(Math.min(Math.max(((1 - point.y) / 2) * innerHeight, TOP_PX), innerHeight - EDGE_PX));
    if (left === entry.left && top === entry.top) return;
    entry.left = left;
    entry.top = top;
    entry.element.style.visibility = '';
    entry.element.style.transform = `translate(${left}px, ${top}px)`;
  };

  const announce = (text: string) => {
    announcer.append(h('p', {}, text));
    while (announcer.childElementCount > ANNOUNCEMENTS_KEPT) announcer.firstElementChild!.remove();
  };

  return {
    layer,
    announcer,
    /** Someone reacted: show it for a moment, and say so. */
    show: (userId: string, emoji: string) => {
      const mine = userId === selfId;
      const element = h('span', { className: mine ? 'reaction mine' : 'reaction', 'data-user-id': userId }, h('span', { className: 'reaction-emoji' }, emoji));
      const entry: Shown = { userId, element, left: NaN, top: NaN, timer: setTimeout(() => remove(entry), REACTION_SHOWN_MS) };
      const theirs = shown.filter((other) => other.userId === userId);
      if (theirs.length >= MAX_PER_PERSON) remove(theirs[0]!);
      shown.push(entry);
      layer.append(element);
      place(entry);
      announce(mine ? `You reacted ${emoji}` : `${nameOf(userId)} reacted ${emoji}`);
    },
    /** Each frame: keep what shows above its avatar (nothing to do when nothing shows). */
    frame: () => {
      for (let i = 0; i < shown.length; i++) place(shown[i]!);
    },
    /** What shows now (what tests read). */
    showing: () => shown.map(({ userId, element }) => ({ userId, emoji: element.textContent })),
  };
}
