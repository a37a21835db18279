/**
 * Leaving the Pod while the editor holds unsaved changes (issue 18): the owner is asked first —
 * Save (and leave only once the save went through), Discard (drop the changes, then leave) or
 * Keep editing (stay). With nothing unsaved the owner just leaves. Pure of the DOM, so the
 * decision is tested on its own; the question itself is ui/leave-prompt.ts.
 */
export type LeaveChoice = 'save' | 'discard' | 'stay';

export interface LeaveGuard {
  isDirty: () => boolean;
  /** Asks the owner; resolves with their choice. */
  ask: () => Promise<LeaveChoice>;
  /** Saves; resolves true when the changes are stored (a failure is shown by the editor). */
  save: () => Promise<boolean>;
  /** Drops the unsaved changes (so nothing warns again on the way out). */
  discard: () => void;
  leave: () => void;
}

/** Answers whether the owner left. */
export async function leaveGuarded(guard: LeaveGuard): Promise<boolean> {
  if (!guard.isDirty()) return leave(guard);
  const choice = await guard.ask();
  if (choice === 'stay') return false;
  if (choice === 'save') return (await guard.save()) ? leave(guard) : false;
  guard.discard();
  return leave(guard);
}

function leave(guard: LeaveGuard) {
  guard.leave();
  return true;
}
