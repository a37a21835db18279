import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INITIAL_LOADS, initialLoaderMachine, loaderDismissed, selectLoaderShown } from '../../machines/initialLoader.ts';

describe("the Discover feed's first loader (spec §4 Feed: dismissed after 7 data loads complete)", () => {
  it('stays through the first 6 loads and goes with the 7th', () => {
    expect(INITIAL_LOADS).toBe(7);
    expect(initialLoaderMachine.id).toBe('initialLoader');
    const actor = createActor(initialLoaderMachine).start();
    expect(actor.getSnapshot().context.finished).toBe(0);
    for (let i = 1; i <= 6; i++) {
      actor.send({ type: 'load.finished' });
      expect(selectLoaderShown(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().context.finished).toBe(i);
    }
    actor.send({ type: 'load.finished' });
    expect(selectLoaderShown(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.finished).toBe(7);
  });

  it('a page that came with its loads starts dismissed', () => {
    const snapshot = loaderDismissed();
    expect(snapshot.value).toBe('dismissed');
    expect(snapshot.context.finished).toBe(7);
    expect(selectLoaderShown(snapshot)).toBe(false);
  });
});
