/** Pull to refresh, the pure part: how far a finger has pulled, and what that means. */

/** Pulled this far (after resistance), a release refreshes. */
export const PULL_THRESHOLD = 64;
/** The indicator never travels further than this. */
export const PULL_MAX = 96;

export type PullPhase = 'idle' | 'pulling' | 'armed' | 'refreshing';

/** The finger's travel, damped (half of it, capped), as the indicator shows it. */
export const resisted = (travel: number) => Math.max(0, Math.min(PULL_MAX, travel / 2));

/** What a pull of `distance` (already damped) means: nothing, keep pulling, or release to refresh. */
export function pullPhase(distance: number, threshold = PULL_THRESHOLD): Exclude<PullPhase, 'refreshing'> {
  if (distance <= 0) return 'idle';
  return distance >= threshold ? 'armed' : 'pulling';
}

/** Whether a touch may start a pull: the page is scrolled to its top and the pointer is coarse. */
export const mayPull = (scrollTop: number, coarsePointer: boolean) => coarsePointer && scrollTop <= 0;

/** What the indicator says (its role=status text). */
export const PULL_TEXT: Record<PullPhase, string> = {
  idle: '',
  pulling: 'Pull to refresh',
  armed: 'Release to refresh',
  refreshing: 'Refreshing…',
};
