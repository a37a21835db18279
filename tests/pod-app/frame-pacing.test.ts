/** When the stage draws (pod-app/world/frame-pacing.ts): every frame while moving; a slow device rests while still. */
import { describe, expect, it } from 'vitest';
import { createFramePacer, MAX_FRAME_MS } from '../../pod-app/world/frame-pacing.ts';

/** Animation frames every `frameMs`, plus `drawMs` more after each drawn one; which ones drew. */
function run(pacer: ReturnType<typeof createFramePacer>, opts: { frames: number; frameMs: number; drawMs: number; still: boolean }) {
  let now = 0;
  const drew: number[] = [];
  for (let i = 0; i < opts.frames; i++) {
    pacer.tick(now);
    const draw = pacer.shouldDraw(now, opts.still);
    if (draw) drew.push(now);
    now += opts.frameMs + (draw ? opts.drawMs : 0);
  }
  return { drew, elapsed: now };
}

describe('frame pacing', () => {
  it('draws every frame of a fast device, still or not', () => {
    expect(run(createFramePacer(null), { frames: 60, frameMs: 16, drawMs: 0, still: true }).drew).toHaveLength(60);
  });

  it('draws every frame of a slow device while the camera moves', () => {
    expect(run(createFramePacer(null), { frames: 20, frameMs: 16, drawMs: 300, still: false }).drew).toHaveLength(20);
  });

  it('gives a slow device at least half its time back while the view is still', () => {
    const { drew, elapsed } = run(createFramePacer(null), { frames: 200, frameMs: 16, drawMs: 300, still: true });
    const drawing = drew.length * 316;
    expect(drawing / elapsed).toBeLessThanOrEqual(0.55);
    expect(drawing / elapsed).toBeGreaterThanOrEqual(0.4);
  });

  it('caps a still view at the frame rate asked for', () => {
    const pacer = createFramePacer(null);
    pacer.setIdleFps(20);
    const { drew, elapsed } = run(pacer, { frames: 120, frameMs: 16, drawMs: 0, still: true });
    expect(drew.length / (elapsed / 1000)).toBeLessThanOrEqual(21);
  });

  it('reports each drawn frame’s cost, but not a pause while the page was hidden', () => {
    const page = new EventTarget() as unknown as Document;
    const pacer = createFramePacer(page);
    const costs: number[] = [];
    pacer.onDrawn((ms) => costs.push(ms));
    pacer.tick(0);
    pacer.shouldDraw(0, false);
    pacer.tick(1200); // a second-long frame is a cost, however long
    expect(costs).toEqual([1200]);
    pacer.shouldDraw(1200, false);
    (page as unknown as EventTarget).dispatchEvent(new Event('visibilitychange'));
    pacer.tick(60_000);
    pacer.shouldDraw(60_000, false);
    pacer.tick(60_000 + MAX_FRAME_MS + 1); // nor a debugger's stop
    expect(costs).toEqual([1200]);
  });
});

describe('a resized drawing buffer', () => {
  it('is drawn again at once, even while a slow device rests (a resize clears it)', () => {
    const pacer = createFramePacer(null);
    pacer.tick(0);
    pacer.shouldDraw(0, true);
    pacer.tick(1000); // a one-second frame: the next 1 s is rest
    expect(pacer.shouldDraw(1000, true)).toBe(false);
    pacer.redraw();
    pacer.tick(1016);
    expect(pacer.shouldDraw(1016, true)).toBe(true);
  });
});
