/** Dynamic resolution (pod-app/world/resolution.ts): slow frames cost pixels, not frames. */
import { describe, expect, it } from 'vitest';
import { createResolutionGovernor, MIN_PIXEL_RATIO, nextPixelRatio, WINDOW_FRAMES } from '../../pod-app/world/resolution.ts';

describe('the pixel ratio', () => {
  it('steps down while frames are slow, never under the floor, and back up to the device ratio when they are fast', () => {
    expect(nextPixelRatio(2, 50, 2)).toBe(1.5);
    // Twice the time a frame may take: half the pixels at once (the ratio times 1/√2), not a step.
    expect(nextPixelRatio(2, 80, 2)).toBeCloseTo(Math.SQRT2, 5);
    // A second a frame: straight to the floor.
    expect(nextPixelRatio(1, 1200, 1)).toBe(MIN_PIXEL_RATIO);
    expect(nextPixelRatio(0.6, 80, 2)).toBe(MIN_PIXEL_RATIO);
    expect(nextPixelRatio(1.5, 30, 2)).toBe(1.5);
    expect(nextPixelRatio(1.5, 12, 2)).toBe(2);
    expect(nextPixelRatio(2, 12, 2)).toBe(2);
  });

  it('decides once a window of frames is in, from their average', () => {
    const applied: number[] = [];
    const governor = createResolutionGovernor(2, 2, (ratio) => applied.push(ratio));
    for (let i = 0; i < WINDOW_FRAMES - 1; i++) governor.frame(30);
    expect(applied).toEqual([]);
    governor.frame(50 * WINDOW_FRAMES - 30 * (WINDOW_FRAMES - 1)); // an average of 50 ms
    expect(applied).toEqual([1.5]);
    // One slow frame among fast ones is not a slow device.
    for (let i = 0; i < WINDOW_FRAMES; i++) governor.frame(i === 0 ? 200 : 16);
    expect(applied).toEqual([1.5]);
    for (let i = 0; i < WINDOW_FRAMES; i++) governor.frame(10);
    expect(applied).toEqual([1.5, 2]);
  });
});

describe('a device that takes a second a frame', () => {
  it('is brought down within seconds, not after 30 of its frames for each step', () => {
    const applied: number[] = [];
    const governor = createResolutionGovernor(1, 1, (ratio) => applied.push(ratio));
    governor.frame(1200);
    governor.frame(1200);
    expect(applied).toEqual([]);
    governor.frame(1200);
    expect(applied).toEqual([MIN_PIXEL_RATIO]);
  });
});
