import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  INTEREST_IDS,
  NO_INTEREST_ERROR,
  interestsSelectionMachine,
  selectIsChosen,
  selectIsSaving,
  selectShowsPodReady,
  toggleInterest,
  type InterestId,
} from '../../machines/interestsSelection.ts';
import { call } from './support/calls.ts';

function start(selected: InterestId[] = [], defaultPod = false) {
  const save = call<void, { interests: InterestId[] }>();
  const effects = { reportSaveFailure: vi.fn(), interestsSaved: vi.fn(), goToFeed: vi.fn(), goToPreview: vi.fn() };
  const machine = interestsSelectionMachine.provide({ actors: { saveInterests: save.logic }, actions: effects });
  const actor = createActor(machine, { input: { selected, defaultPod } }).start();
  return { actor, save, effects, snap: () => actor.getSnapshot() };
}

describe("interests (/interests-selection, 'Tell Us What You Love!')", () => {
  it('the interests and the error text', () => {
    expect(INTEREST_IDS).toEqual(['all', 'technology', 'art', 'fitness', 'business', 'science', 'gaming', 'fashion', 'travel']);
    expect(NO_INTEREST_ERROR).toBe('Please select at least one interest to continue');
  });

  it('starts with the saved interests', () => {
    const { snap } = start(['art'], true);
    expect(interestsSelectionMachine.id).toBe('interestsSelection');
    expect(snap().value).toBe('choosing');
    expect(snap().context).toEqual({ selected: ['art'], error: null, defaultPod: true });
  });

  it("'Continue' with nothing chosen shows the error; a chip clears it", () => {
    const { actor, snap, save } = start();
    actor.send({ type: 'continued' });
    expect(snap().value).toBe('choosing');
    expect(save.count).toBe(0);
    expect(snap().context.error).toBe('Please select at least one interest to continue');
    actor.send({ type: 'interest.toggled', id: 'art' });
    expect(snap().context.error).toBeNull();
    expect(selectIsChosen(snap(), 'art')).toBe(true);
    expect(selectIsChosen(snap(), 'all')).toBe(false);
    actor.send({ type: 'interest.toggled', id: 'art' });
    expect(selectIsChosen(snap(), 'art')).toBe(false);
  });

  it('chips follow the all rules', () => {
    const { actor, snap } = start();
    actor.send({ type: 'interest.toggled', id: 'all' });
    expect(snap().context.selected).toEqual([...INTEREST_IDS]);
    actor.send({ type: 'interest.toggled', id: 'gaming' });
    expect(snap().context.selected).toEqual(['technology', 'art', 'fitness', 'business', 'science', 'fashion', 'travel']);
    actor.send({ type: 'interest.toggled', id: 'gaming' });
    expect(snap().context.selected).toEqual([...INTEREST_IDS]);
    expect(toggleInterest(['art'], 'science')).toEqual(['art', 'science']);
  });

  it("'Continue' saves and goes on to the feed", async () => {
    const { actor, snap, save, effects } = start(['art']);
    actor.send({ type: 'continued' });
    expect(selectIsSaving(snap())).toBe(true);
    expect(save.inputs).toEqual([{ interests: ['art'] }]);
    expect(Object.keys(snap().children)).toEqual(['saveInterests']);
    await save.resolve();
    expect(snap().status).toBe('done');
    expect(effects.interestsSaved).toHaveBeenCalledTimes(1);
    expect(effects.goToFeed).toHaveBeenCalledTimes(1);
  });

  it("from onboarding (defaultPod=true) the dialog 'Your pod is ready!' offers 'Preview Pod' and 'Go to Feed'", async () => {
    const preview = start(['art'], true);
    preview.actor.send({ type: 'continued' });
    await preview.save.resolve();
    expect(selectShowsPodReady(preview.snap())).toBe(true);
    expect(preview.effects.interestsSaved).toHaveBeenCalledTimes(1);
    expect(preview.effects.goToFeed).not.toHaveBeenCalled();
    preview.actor.send({ type: 'preview.chosen' });
    expect(preview.snap().status).toBe('done');
    expect(preview.effects.goToPreview).toHaveBeenCalledTimes(1);
    expect(preview.effects.goToFeed).not.toHaveBeenCalled();

    const feed = start(['art'], true);
    feed.actor.send({ type: 'continued' });
    await feed.save.resolve();
    feed.actor.send({ type: 'feed.chosen' });
    expect(feed.snap().status).toBe('done');
    expect(feed.effects.goToFeed).toHaveBeenCalledTimes(1);
    expect(feed.effects.goToPreview).not.toHaveBeenCalled();
  });

  it('a failed save stays on the chips and reports it', async () => {
    const { actor, snap, save, effects } = start(['art']);
    actor.send({ type: 'continued' });
    const error = new Error('offline');
    await save.reject(error);
    expect(snap().value).toBe('choosing');
    expect(effects.reportSaveFailure).toHaveBeenCalledWith(expect.anything(), { error });
    expect(effects.interestsSaved).not.toHaveBeenCalled();
  });
});
