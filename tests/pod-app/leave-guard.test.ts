/** Leaving with unsaved edits: asked first; Save leaves only after a good save, Discard drops them, Keep editing stays. */
import { describe, expect, it, vi } from 'vitest';
import { leaveGuarded, type LeaveChoice } from '../../pod-app/edit/leave-guard.ts';

function guard(dirty: boolean, choice: LeaveChoice, saved = true) {
  return {
    isDirty: () => dirty,
    ask: vi.fn(async () => choice),
    save: vi.fn(async () => saved),
    discard: vi.fn(),
    leave: vi.fn(),
  };
}

describe('leaving the editor', () => {
  it('leaves at once with nothing unsaved, without asking', async () => {
    const g = guard(false, 'stay');
    expect(await leaveGuarded(g)).toBe(true);
    expect(g.ask).not.toHaveBeenCalled();
    expect(g.leave).toHaveBeenCalledOnce();
  });

  it('Keep editing stays and changes nothing', async () => {
    const g = guard(true, 'stay');
    expect(await leaveGuarded(g)).toBe(false);
    expect(g.leave).not.toHaveBeenCalled();
    expect(g.save).not.toHaveBeenCalled();
    expect(g.discard).not.toHaveBeenCalled();
  });

  it('Save saves, then leaves', async () => {
    const g = guard(true, 'save');
    expect(await leaveGuarded(g)).toBe(true);
    expect(g.save).toHaveBeenCalledOnce();
    expect(g.save.mock.invocationCallOrder[0]!).toBeLessThan(g.leave.mock.invocationCallOrder[0]!);
  });

  it('Save that fails stays, so the edits are not lost', async () => {
    const g = guard(true, 'save', false);
    expect(await leaveGuarded(g)).toBe(false);
    expect(g.leave).not.toHaveBeenCalled();
  });

  it('Discard drops the edits, then leaves', async () => {
    const g = guard(true, 'discard');
    expect(await leaveGuarded(g)).toBe(true);
    expect(g.discard).toHaveBeenCalledOnce();
    expect(g.save).not.toHaveBeenCalled();
    expect(g.leave).toHaveBeenCalledOnce();
  });
});
