import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  POD_TITLE_MAX,
  SETTINGS_MESSAGES,
  podSettingsFormMachine,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectTab,
  type PodSettings,
} from '../../machines/podSettingsForm.ts';
import { call } from './support/calls.ts';

const settings: PodSettings = { postName: 'My Pod', postDescription: 'A space', postTags: ['design'], postSubTag: 'Personal', postType: 'public' };

function start(postId: string | null = 'p1', loaded?: { postId: string; settings: PodSettings }) {
  const load = call<{ postId: string; settings: PodSettings }, { postId: string | null }>();
  const save = call<void, { postId: string; settings: PodSettings }>();
  const effects = { reportFailure: vi.fn(), goToPodLive: vi.fn() };
  const actor = createActor(podSettingsFormMachine.provide({ actors: { loadPod: load.logic, savePod: save.logic }, actions: effects }), {
    input: loaded ? { postId, loaded } : { postId },
  }).start();
  const snap = () => actor.getSnapshot();
  const errors = () => snap().context.errors;
  return { actor, load, save, effects, snap, errors };
}

async function editing(loaded: PodSettings = settings, postId: string | null = 'p1') {
  const started = start(postId);
  await started.load.resolve({ postId: 'p1', settings: loaded });
  return started;
}

describe('pod settings (/pod-settings, spec §5 Pod settings)', () => {
  it('the spec texts and the title limit of 20', () => {
    expect(POD_TITLE_MAX).toBe(20);
    expect(SETTINGS_MESSAGES).toEqual({
      titleRequired: 'Title is required',
      descriptionRequired: 'Description is required',
      categoryRequired: 'Please select at least one category',
      unexpected: 'An unexpected error occurred. Please try again.',
    });
  });

  it("loads the Pod's settings into the form, on the Details tab", async () => {
    const { load, snap } = start('p1');
    expect(podSettingsFormMachine.id).toBe('podSettingsForm');
    expect(selectIsLoading(snap())).toBe(true);
    expect(snap().context).toEqual({
      postId: 'p1',
      values: { postName: '', postDescription: '', postTags: [], postSubTag: 'Personal', postType: 'public' },
      errors: {},
      cameWithPod: false,
    });
    expect(load.inputs).toEqual([{ postId: 'p1' }]);
    expect(Object.keys(snap().children)).toEqual(['loadPod']);
    await load.resolve({ postId: 'p9', settings });
    expect(snap().value).toEqual({ editing: 'details' });
    expect(selectTab(snap())).toBe('details');
    expect(snap().context).toEqual({ postId: 'p9', values: settings, errors: {}, cameWithPod: false });
  });

  it('a Pod that came with the screen fills the form at once, reads nothing, and saves under its id', async () => {
    const { actor, load, save, snap } = start(null, { postId: 'p7', settings });
    expect(snap().value).toEqual({ editing: 'details' });
    expect(snap().context).toEqual({ postId: 'p7', values: settings, errors: {}, cameWithPod: true });
    expect(load.inputs).toEqual([]);
    actor.send({ type: 'saved' });
    expect(save.inputs).toEqual([{ postId: 'p7', settings }]);
  });

  it("a failed load offers 'Try again'", async () => {
    const { actor, load, snap, effects } = start();
    const error = new Error('offline');
    await load.reject(error);
    expect(selectLoadFailed(snap())).toBe(true);
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
    actor.send({ type: 'retry' });
    expect(selectIsLoading(snap())).toBe(true);
    expect(load.count).toBe(2);
  });

  it("'Save' with the title, description and category missing shows each error, on the Details tab", async () => {
    const { actor, snap, errors, save } = await editing({ ...settings, postName: ' ', postDescription: '', postTags: [] });
    actor.send({ type: 'tab.selected', tab: 'privacy' });
    actor.send({ type: 'saved' });
    expect(save.count).toBe(0);
    expect(selectTab(snap())).toBe('details');
    expect(errors()).toEqual({ postName: 'Title is required', postDescription: 'Description is required', postTags: 'Please select at least one category' });
  });

  it('a title or description of only spaces counts as missing', async () => {
    const { actor, errors, save } = await editing({ ...settings, postName: '  ', postDescription: '  ' });
    actor.send({ type: 'saved' });
    expect(save.count).toBe(0);
    expect(errors()).toEqual({ postName: 'Title is required', postDescription: 'Description is required' });
  });

  it('errors clear when their field changes; the title stops at 20', async () => {
    const { actor, snap, errors } = await editing({ ...settings, postName: '', postDescription: '', postTags: [] });
    actor.send({ type: 'saved' });
    actor.send({ type: 'field.changed', field: 'postName', value: 'x'.repeat(25) });
    expect(snap().context.values.postName).toBe('x'.repeat(20));
    expect(errors()).toEqual({ postDescription: 'Description is required', postTags: 'Please select at least one category' });
    actor.send({ type: 'field.changed', field: 'postDescription', value: 'y'.repeat(25) });
    expect(snap().context.values.postDescription).toBe('y'.repeat(25));
    expect(errors()).toEqual({ postTags: 'Please select at least one category' });
    actor.send({ type: 'category.toggled', category: 'business' });
    expect(errors()).toEqual({});
    expect(snap().context.values.postTags).toEqual(['business']);
  });

  it('a category tap chooses it, a second tap clears it', async () => {
    const { actor, snap } = await editing();
    actor.send({ type: 'category.toggled', category: 'business' });
    expect(snap().context.values.postTags).toEqual(['design', 'business']);
    actor.send({ type: 'category.toggled', category: 'design' });
    expect(snap().context.values.postTags).toEqual(['business']);
  });

  it("the switch on 'Privacy & Access' sets the Pod public or private", async () => {
    const { actor, snap } = await editing();
    actor.send({ type: 'visibility.toggled' });
    expect(snap().context.values.postType).toBe('public');
    actor.send({ type: 'tab.selected', tab: 'privacy' });
    expect(selectTab(snap())).toBe('privacy');
    expect(snap().value).toEqual({ editing: 'privacy' });
    actor.send({ type: 'field.changed', field: 'postName', value: 'ignored' });
    expect(snap().context.values.postName).toBe('My Pod');
    actor.send({ type: 'visibility.toggled' });
    expect(snap().context.values.postType).toBe('private');
    actor.send({ type: 'visibility.toggled' });
    expect(snap().context.values.postType).toBe('public');
    actor.send({ type: 'tab.selected', tab: 'details' });
    expect(selectTab(snap())).toBe('details');
  });

  it('saving stores the settings, then goes on to /pod-live', async () => {
    const { actor, save, snap, effects } = await editing();
    actor.send({ type: 'field.changed', field: 'postSubTag', value: 'Business' });
    actor.send({ type: 'saved' });
    expect(selectIsSaving(snap())).toBe(true);
    expect(save.inputs).toEqual([{ postId: 'p1', settings: { ...settings, postSubTag: 'Business' } }]);
    expect(Object.keys(snap().children)).toEqual(['savePod']);
    await save.resolve();
    expect(snap().status).toBe('done');
    expect(effects.goToPodLive).toHaveBeenCalledTimes(1);
  });

  it("a failed save shows the error's message, else 'An unexpected error occurred. Please try again.'; typing clears it", async () => {
    const { actor, save, snap, errors, effects } = await editing();
    actor.send({ type: 'saved' });
    const error = new Error('Title taken');
    await save.reject(error);
    expect(snap().value).toEqual({ editing: 'details' });
    expect(errors()).toEqual({ form: 'Title taken' });
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
    expect(effects.goToPodLive).not.toHaveBeenCalled();
    actor.send({ type: 'saved' });
    await save.reject(null);
    expect(errors()).toEqual({ form: 'An unexpected error occurred. Please try again.' });
    actor.send({ type: 'saved' });
    await save.reject({});
    expect(errors()).toEqual({ form: 'An unexpected error occurred. Please try again.' });
    actor.send({ type: 'field.changed', field: 'postDescription', value: 'Another' });
    expect(errors()).toEqual({});
  });

  it('a Pod without an id is saved with an empty id', async () => {
    const started = start(null);
    await started.load.resolve({ postId: null as unknown as string, settings });
    started.actor.send({ type: 'saved' });
    expect(started.save.inputs).toEqual([{ postId: '', settings }]);
  });
});
