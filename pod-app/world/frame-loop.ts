/**
 * The stage's animation loop, run only while something asks for frames (issue 47 item 3): an open
 * Pod at rest draws nothing and runs no loop at all, so it costs its device nothing.
 *
 * What asks:
 * - `redraw()`: the picture changed once (a resize, an item, texture or prop that arrived, an edit,
 *   the selection): the next animation frame draws it, even while a slow device rests;
 * - `requestFrame()`: something moves on its own (a playing video's new frame): the next frame
 *   the pacing allows draws it (frame-pacing.ts: the idle cap, a slow device's rest);
 * - `animate(wants)`: while `wants()` answers true (asked every frame), frames keep coming, paced
 *   the same way (an animated model, avatars gliding to their new places, voice in the live room);
 * - `active()`: the person pressed, dragged or typed: every frame is drawn (and the frame callbacks
 *   run: walking steps the camera) until the camera has stood still for STILL_AFTER_MS.
 * When none of them wants a frame any more, the loop stops (`setLoop(null)`) until the next ask.
 */
import type { FramePacer } from './frame-pacing.ts';

/** The view counts as still this long after the camera last moved or the person last did something. */
export const STILL_AFTER_MS = 500;

/** Whether an input event may move the view (a pointer moved with no button down, a mouse passing over, moves nothing). */
export const movesTheView = (event: Event) => event.type !== 'pointermove' || (event as PointerEvent).buttons !== 0;

/** What the rest of the pod app asks of the stage's frames. */
export interface FrameRequests {
  redraw: () => void;
  requestFrame: () => void;
  /** Answers a function that stops asking. */
  animate: (wants: () => boolean) => () => void;
}

export interface FrameLoop extends FrameRequests {
  active: () => void;
  onFrame: (callback: (seconds: number) => void) => void;
  /** Frames may run from now on (nothing is drawn before: the scene is still being put together). */
  start: () => void;
  stop: () => void;
  /** Whether the animation loop runs now (what tests read). */
  running: () => boolean;
}

export interface FrameLoopOptions {
  /** Starts (a callback) or stops (null) the animation loop: renderer.setAnimationLoop. */
  setLoop: (tick: ((now: number) => void) | null) => void;
  draw: () => void;
  /** Whether the camera moved since the last time this was asked. */
  viewMoved: () => boolean;
  pacer: FramePacer;
  now: () => number;
}

export function createFrameLoop({ setLoop, draw, viewMoved, pacer, now }: FrameLoopOptions): FrameLoop {
  const callbacks: ((seconds: number) => void)[] = [];
  const animators = new Set<() => boolean>();
  let started = false;
  let running = false;
  let redrawAsked = false;
  let frameAsked = false;
  let lastActivity = -Infinity;

  const tick = (at: number) => {
    const seconds = Math.min(pacer.tick(at) / 1000, 0.1);
    for (const callback of callbacks) callback(seconds);
    if (viewMoved()) lastActivity = at;
    const moving = at - lastActivity < STILL_AFTER_MS;
    let animating = false;
    for (const wants of animators) if (wants()) animating = true;
    const drew = (moving || animating || frameAsked || redrawAsked) && pacer.shouldDraw(at, !moving);
    if (drew) {
      redrawAsked = frameAsked = false;
      draw();
    }
    // A drawn frame's cost is the time to the next animation frame (frame-pacing.ts): the loop runs
    // one frame more to learn it, or a device that draws slowly would never rest, nor lower its
    // resolution, between a video's pictures (each its own ask).
    if (!drew && !moving && !animating && !frameAsked && !redrawAsked) stop();
  };
  const wake = () => {
    if (!started || running) return;
    running = true;
    // The time since the last frame is no frame's cost, nor a step to walk.
    pacer.pause();
    setLoop(tick);
  };
  const stop = () => {
    if (!running) return;
    running = false;
    setLoop(null);
  };

  return {
    redraw: () => {
      redrawAsked = true;
      pacer.redraw();
      wake();
    },
    requestFrame: () => {
      frameAsked = true;
      wake();
    },
    animate: (wants) => {
      animators.add(wants);
      wake();
      return () => animators.delete(wants);
    },
    active: () => {
      lastActivity = now();
      wake();
    },
    onFrame: (callback) => callbacks.push(callback),
    start: () => {
      started = true;
      redrawAsked = true;
      pacer.redraw();
      wake();
    },
    stop: () => {
      stop();
      started = false;
    },
    running: () => running,
  };
}
