import { describe, expect, it } from 'vitest';
import { mayPull, PULL_MAX, PULL_TEXT, PULL_THRESHOLD, pullPhase, resisted } from '../../../src/ui/pull-to-refresh.ts';

describe('pull to refresh: distance → state', () => {
  it('is idle without a downward pull, pulling below the threshold, armed from it on', () => {
    expect(pullPhase(0)).toBe('idle');
    expect(pullPhase(-20)).toBe('idle');
    expect(pullPhase(1)).toBe('pulling');
    expect(pullPhase(PULL_THRESHOLD - 1)).toBe('pulling');
    expect(pullPhase(PULL_THRESHOLD)).toBe('armed');
    expect(pullPhase(PULL_MAX)).toBe('armed');
    expect(pullPhase(30, 20)).toBe('armed');
  });

  it('damps the finger to half its travel, never above the cap nor below zero', () => {
    expect(resisted(40)).toBe(20);
    expect(resisted(-50)).toBe(0);
    expect(resisted(10_000)).toBe(PULL_MAX);
    // A finger must travel twice the threshold before a release refreshes.
    expect(pullPhase(resisted(PULL_THRESHOLD * 2 - 2))).toBe('pulling');
    expect(pullPhase(resisted(PULL_THRESHOLD * 2))).toBe('armed');
  });

  it('starts only at the top of the page and only with a coarse pointer', () => {
    expect(mayPull(0, true)).toBe(true);
    expect(mayPull(1, true)).toBe(false);
    expect(mayPull(0, false)).toBe(false);
  });

  it('says what a release does', () => {
    expect(PULL_TEXT.pulling).toBe('Pull to refresh');
    expect(PULL_TEXT.armed).toBe('Release to refresh');
    expect(PULL_TEXT.refreshing).toBe('Refreshing…');
  });
});
