/**
 * Issue 47 item 3: the stage draws only when something asked (pod-app/world/frame-loop.ts). At
 * rest no frame is drawn and no animation loop runs; each kind of ask gets the frames it needs.
 */
import { describe, expect, it } from 'vitest';
import { createFrameLoop, movesTheView, STILL_AFTER_MS } from '../../pod-app/world/frame-loop.ts';
import { createFramePacer } from '../../pod-app/world/frame-pacing.ts';

const FRAME_MS = 16;

/** A stage's loop with a fake animation loop: `frames(n)` runs n animation frames (while the loop runs). */
function stage(options: { drawMs?: number } = {}) {
  let tick: ((now: number) => void) | null = null;
  let now = 1000;
  let cameraMoves = 0;
  const drawn: number[] = [];
  const pacer = createFramePacer(null);
  const costs: number[] = [];
  pacer.onDrawn((ms) => costs.push(ms));
  const loop = createFrameLoop({
    setLoop: (next) => {
      tick = next;
    },
    draw: () => {
      drawn.push(now);
      now += options.drawMs ?? 0;
    },
    viewMoved: () => {
      if (cameraMoves === 0) return false;
      cameraMoves--;
      return true;
    },
    pacer,
    now: () => now,
  });
  return {
    loop,
    pacer,
    drawn,
    costs,
    /** Runs `count` animation frames; answers how many were drawn. */
    frames(count: number) {
      const before = drawn.length;
      for (let i = 0; i < count; i++) {
        now += FRAME_MS;
        tick?.(now);
      }
      return drawn.length - before;
    },
    /** Time passes with no animation frames asked for. */
    wait(ms: number) {
      now += ms;
    },
    moveCamera(frames: number) {
      cameraMoves = frames;
    },
    looping: () => tick !== null,
  };
}

describe('at rest', () => {
  it('draws nothing before the stage starts, then its first frame, then nothing, with no loop running', () => {
    const s = stage();
    s.loop.redraw();
    expect(s.looping()).toBe(false);
    expect(s.frames(10)).toBe(0);
    s.loop.start();
    expect(s.frames(1)).toBe(1);
    // One frame more, drawing nothing, tells what the drawn one cost; then the loop stops.
    expect(s.looping()).toBe(true);
    expect(s.frames(1)).toBe(0);
    expect(s.looping()).toBe(false);
    expect(s.loop.running()).toBe(false);
    expect(s.frames(600)).toBe(0);
  });
});

describe('each kind of change', () => {
  /** Started, its first frame drawn and the loop stopped again. */
  const started = () => {
    const s = stage();
    s.loop.start();
    s.frames(2);
    return s;
  };

  it('a redraw (an item, a texture, a resize) draws one frame', () => {
    const s = started();
    s.loop.redraw();
    s.loop.redraw();
    expect(s.looping()).toBe(true);
    expect(s.frames(30)).toBe(1);
    expect(s.looping()).toBe(false);
  });

  it('a redraw is drawn at once even while a slow device rests', () => {
    const s = stage({ drawMs: 400 });
    s.loop.start();
    const stop = s.loop.animate(() => true);
    s.frames(2);
    s.loop.redraw();
    expect(s.frames(1)).toBe(1);
    stop();
  });

  it('a requested frame (a video’s new picture) draws one, when the pacing allows', () => {
    const s = started();
    s.pacer.setIdleFps(20);
    s.wait(100);
    s.loop.requestFrame();
    expect(s.frames(1)).toBe(1);
    s.loop.requestFrame();
    // Within 50 ms of the last one the idle cap holds it back; then it is drawn, once.
    expect(s.frames(2)).toBe(0);
    expect(s.frames(30)).toBe(1);
    expect(s.looping()).toBe(false);
  });

  it('an animation (a model, a gliding avatar) draws every frame while it wants, then stops', () => {
    const s = started();
    let left = 20;
    s.loop.animate(() => left-- > 0);
    expect(s.frames(20)).toBe(20);
    expect(s.frames(60)).toBe(0);
    expect(s.looping()).toBe(false);
  });

  it('an animation keeps the idle cap (20 a second in the live room)', () => {
    const s = started();
    s.pacer.setIdleFps(20);
    const stop = s.loop.animate(() => true);
    const drawn = s.frames(60);
    stop();
    // 60 frames of 16 ms: about a second, so at most 20 drawn (one in four: the cap falls between frames).
    expect(drawn).toBeGreaterThanOrEqual(14);
    expect(drawn).toBeLessThanOrEqual(20);
    expect(s.frames(10)).toBe(0);
  });

  it('a slow device still rests between an animation’s frames', () => {
    const s = stage({ drawMs: 300 });
    s.loop.start();
    const stop = s.loop.animate(() => true);
    const drawn = s.frames(100);
    stop();
    // A 316 ms frame, then as long again at rest: about one frame in 40 of 16 ms.
    expect(drawn).toBeLessThanOrEqual(5);
    expect(drawn).toBeGreaterThanOrEqual(2);
  });

  it('a slow device rests between a playing video’s frames too, and their cost reaches dynamic resolution', () => {
    // A video asks for a frame with each new picture (30 a second), a fresh ask each time.
    const s = stage({ drawMs: 300 });
    s.loop.start();
    s.frames(3);
    let drawn = 0;
    for (let picture = 0; picture < 60; picture++) {
      s.loop.requestFrame();
      drawn += s.frames(2);
    }
    // Two seconds of video: a 300 ms frame, then as long again at rest, not one per picture.
    expect(drawn).toBeLessThanOrEqual(6);
    expect(s.costs.filter((ms) => ms >= 300).length).toBeGreaterThan(0);
  });

  it('input draws every frame until the view has stood still for a moment, then stops', () => {
    const s = started();
    s.loop.active();
    const moment = Math.ceil(STILL_AFTER_MS / FRAME_MS);
    expect(s.frames(moment - 1)).toBe(moment - 1);
    expect(s.frames(moment)).toBeLessThanOrEqual(1);
    expect(s.looping()).toBe(false);
  });

  it('a camera that keeps moving (walking with a key held) keeps the frames coming', () => {
    const s = started();
    s.loop.active();
    s.moveCamera(100);
    expect(s.frames(100)).toBe(100);
    const moment = Math.ceil(STILL_AFTER_MS / FRAME_MS) + 1;
    expect(s.frames(moment)).toBeLessThan(moment);
    expect(s.frames(60)).toBe(0);
  });

  it('a pointer passing over with no button down moves nothing; a press, a drag or a key may', () => {
    const move = (buttons: number) => Object.assign(new Event('pointermove'), { buttons });
    expect(movesTheView(move(0))).toBe(false);
    expect(movesTheView(move(1))).toBe(true);
    expect(movesTheView(new Event('pointerdown'))).toBe(true);
    expect(movesTheView(new Event('keydown'))).toBe(true);
  });

  it('the rest between frames is no drawn frame’s cost (dynamic resolution is not misled)', () => {
    const s = started();
    s.loop.animate(() => s.drawn.length < 5);
    s.frames(10);
    s.wait(3000);
    s.loop.animate(() => s.drawn.length < 10);
    s.frames(10);
    expect(s.costs.length).toBeGreaterThan(0);
    expect(Math.max(...s.costs)).toBe(FRAME_MS);
  });
});
