/**
 * Dynamic resolution, as Mozilla Hubs and most 3D apps do it: a device that cannot draw the room
 * at full resolution in time (an older phone, a software renderer) gets fewer pixels rather than
 * fewer frames. The governor watches how long frames take while the app draws every frame and
 * steps the pixel ratio down when they are slow, and back up when there is room again.
 */
/** Frames slower than this on average (ms) lower the resolution: under 25 frames a second. */
export const SLOW_FRAME_MS = 40;
/** Frames faster than this on average raise it again (with a margin, so it does not flicker). */
export const FAST_FRAME_MS = 20;
/** Frames averaged before each decision, or fewer when they already span WINDOW_MS. */
export const WINDOW_FRAMES = 30;
/**
 * A device that takes a second a frame must not wait 30 of them for each step down: a decision is
 * made once the frames in hand span this long (and are at least MIN_WINDOW_FRAMES).
 */
export const WINDOW_MS = 1000;
export const MIN_WINDOW_FRAMES = 3;
const STEP = 0.75;
export const MIN_PIXEL_RATIO = 0.5;

/**
 * The pixel ratio to draw at next, given the average frame time at `current`. Down, by at least a
 * step, or at once to where the frames would fit if drawing time goes with the pixels (the ratio's
 * square); up, a step at a time.
 */
export function nextPixelRatio(current: number, averageFrameMs: number, max: number): number {
  if (averageFrameMs > SLOW_FRAME_MS) return Math.max(MIN_PIXEL_RATIO, current * Math.min(STEP, Math.sqrt(SLOW_FRAME_MS / averageFrameMs)));
  if (averageFrameMs < FAST_FRAME_MS) return Math.min(max, current / STEP);
  return current;
}

export interface ResolutionGovernor {
  /** A frame was drawn `intervalMs` after the previous one drawn (both drawn on consecutive animation frames). */
  frame: (intervalMs: number) => void;
}

/** Calls `apply` with a new pixel ratio when WINDOW_FRAMES frames call for one. */
export function createResolutionGovernor(start: number, max: number, apply: (ratio: number) => void): ResolutionGovernor {
  let ratio = start;
  let total = 0;
  let count = 0;
  return {
    frame: (intervalMs) => {
      total += intervalMs;
      count++;
      if (count < WINDOW_FRAMES && (total < WINDOW_MS || count < MIN_WINDOW_FRAMES)) return;
      const next = nextPixelRatio(ratio, total / count, max);
      total = 0;
      count = 0;
      if (next !== ratio) {
        ratio = next;
        apply(ratio);
      }
    },
  };
}
