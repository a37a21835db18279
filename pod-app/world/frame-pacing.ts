/**
 * When the stage draws, and how long its drawn frames take (pod-app/world/stage.ts), once
 * something asked for a frame (frame-loop.ts: at rest nothing does, and nothing is drawn).
 *
 * Walking and looking get every frame. While the camera stands still, the view changes only a
 * little (a playing video, others' avatars), so:
 * - a caller may cap the frame rate then (`setIdleFps`: the live room draws others at 20 a second);
 * - a device that draws slowly (an older phone, a software renderer: a frame longer than
 *   SLOW_FRAME_MS) rests as long as its last frame took before drawing the next, so the page's own
 *   buttons, its scrolling and the rest of the device keep at least half the time. Without it a
 *   still view of a Pod with a looping video kept such a device drawing back to back, and a tap on
 *   'Back' waited seconds for its turn.
 * A drawn frame's cost is the time to the next animation frame (drawing holds the next one back);
 * a hidden page's pause is not a frame's cost.
 */
import { SLOW_FRAME_MS } from './resolution.ts';

/** An interval longer than this is a pause (a debugger, a suspended tab), not what a frame cost. */
export const MAX_FRAME_MS = 5000;

export interface FramePacer {
  /** An animation frame began at `now`: returns the time since the previous one (ms, 0 for the first). */
  tick: (now: number) => number;
  /** Whether to draw this frame (`still`: the camera has not moved lately); a yes counts it as drawn. */
  shouldDraw: (now: number, still: boolean) => boolean;
  /** The drawing buffer was resized (and so cleared): the next frame is drawn, rest or not. */
  redraw: () => void;
  /** Frames stopped for a while (the page hidden, the loop stopped at rest): the next interval is no frame's cost. */
  pause: () => void;
  /** Called with each drawn frame's cost, for dynamic resolution. */
  onDrawn: (listener: (ms: number) => void) => void;
  /** While the camera is still, draw at most this many frames a second (0: no cap). */
  setIdleFps: (fps: number) => void;
  dispose: () => void;
}

type VisibilitySource = Pick<Document, 'addEventListener' | 'removeEventListener'>;

export function createFramePacer(page: VisibilitySource | null = typeof document === 'undefined' ? null : document): FramePacer {
  let last: number | null = null;
  let drewLast = false;
  let lastDraw = -Infinity;
  let drawMs = 0;
  let idleMs = 0;
  let mustDraw = false;
  let drawn: (ms: number) => void = () => undefined;
  // Hidden, the page gets no animation frames: the interval across it says nothing.
  const pause = () => {
    last = null;
    drewLast = false;
  };
  page?.addEventListener('visibilitychange', pause);
  return {
    tick: (now) => {
      const interval = last === null ? 0 : now - last;
      last = now;
      if (drewLast && interval > 0 && interval <= MAX_FRAME_MS) {
        drawMs = interval;
        drawn(interval);
      }
      drewLast = false;
      return interval;
    },
    shouldDraw: (now, still) => {
      if (still && !mustDraw) {
        const rest = drawMs > SLOW_FRAME_MS ? 2 * drawMs : 0;
        if (now - lastDraw < Math.max(idleMs, rest)) return false;
      }
      drewLast = true;
      mustDraw = false;
      lastDraw = now;
      return true;
    },
    redraw: () => {
      mustDraw = true;
    },
    pause,
    onDrawn: (listener) => {
      drawn = listener;
    },
    setIdleFps: (fps) => {
      idleMs = fps > 0 ? 1000 / fps : 0;
    },
    dispose: () => page?.removeEventListener('visibilitychange', pause),
  };
}
