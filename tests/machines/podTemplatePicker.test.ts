import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  CANNOT_CREATE_POD,
  NO_POD_SELECTED,
  podTemplatePickerMachine,
  selectIsChangingTheme,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectShowsChosenDialog,
  selectMatchesNothing,
  selectShowsSuggestions,
  suggestionsFor,
  type TemplateSummary,
} from '../../machines/podTemplatePicker.ts';
import { TEMPLATE_SUGGESTIONS, orderTemplates } from '../../machines/podTemplateOrder.ts';
import { call } from './support/calls.ts';

const template = (podId: string, podName: string): TemplateSummary => ({ podId, podName, podDisplayImage: `${podId}.png`, podDescription: '' });
const templates = [
  template('t-ocean', 'Ocean Room'),
  template('studio-loft', 'Studio Loft'),
  template('t-oak', 'Oak Cabin'),
  template('neon-gallery', 'Neon Gallery'),
  template('t-o1', 'Orbit One'),
  template('t-o2', 'Orbit Two'),
  template('t-o3', 'Orbit Three'),
];

function start(mode: 'create' | 'changeTheme' = 'create', postId: string | null = null) {
  const load = call<{ templates: TemplateSummary[]; currentPodId: string | null }, { postId: string | null }>();
  const create = call<{ postId: string }, { podId: string }>();
  const change = call<void, { postId: string; podId: string }>();
  const effects = { reportFailure: vi.fn(), podChosen: vi.fn(), goToEditor: vi.fn(), goToInterests: vi.fn(), themeChanged: vi.fn() };
  const machine = podTemplatePickerMachine.provide({
    actors: { loadTemplates: load.logic, createPod: create.logic, changeTheme: change.logic },
    actions: effects,
  });
  const actor = createActor(machine, { input: { mode, postId } }).start();
  const snap = () => actor.getSnapshot();
  return { actor, load, create, change, effects, snap };
}

async function ready(mode: 'create' | 'changeTheme' = 'create', postId: string | null = null, currentPodId: string | null = null) {
  const started = start(mode, postId);
  await started.load.resolve({ templates, currentPodId });
  return started;
}

describe("pod templates (/pod-templates, 'Create Your POD' and 'Change POD Theme')", () => {
  it('the spec texts and numbers', () => {
    expect(NO_POD_SELECTED).toBe('Please select a Pod');
    expect(CANNOT_CREATE_POD).toBe('Can not create another Pod');
    expect(TEMPLATE_SUGGESTIONS).toBe(5);
  });

  it('loads the templates, priority ones first, nothing selected', async () => {
    const { load, snap } = start('create', null);
    expect(podTemplatePickerMachine.id).toBe('podTemplatePicker');
    expect(selectIsLoading(snap())).toBe(true);
    expect(selectIsChangingTheme(snap())).toBe(false);
    expect(snap().context).toEqual({
      mode: 'create',
      postId: null,
      currentPodId: null,
      templates: [],
      query: '',
      suggestions: [],
      highlighted: 0,
      selectedId: null,
      createdPostId: null,
      error: null,
    });
    expect(load.inputs).toEqual([{ postId: null }]);
    expect(Object.keys(snap().children)).toEqual(['loadTemplates']);
    await load.resolve({ templates, currentPodId: null });
    expect(snap().value).toEqual({ ready: 'browsing' });
    expect(snap().context.templates.map((t) => t.podId)).toEqual(['studio-loft', 'neon-gallery', 't-ocean', 't-oak', 't-o1', 't-o2', 't-o3']);
    expect(snap().context.selectedId).toBeNull();
  });

  it('changing the theme lists the current pod first and preselects it', async () => {
    const { snap, load } = start('changeTheme', 'post-7');
    expect(selectIsChangingTheme(snap())).toBe(true);
    expect(load.inputs).toEqual([{ postId: 'post-7' }]);
    await load.resolve({ templates, currentPodId: 't-oak' });
    expect(snap().context.templates[0]?.podId).toBe('t-oak');
    expect(snap().context.selectedId).toBe('t-oak');
    expect(snap().context.currentPodId).toBe('t-oak');
  });

  it("a failed load offers 'Try again'", async () => {
    const { actor, load, snap, effects } = start();
    const error = new Error('offline');
    await load.reject(error);
    expect(selectLoadFailed(snap())).toBe(true);
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
    actor.send({ type: 'retry' });
    expect(selectIsLoading(snap())).toBe(true);
  });

  it('search suggests up to 5 names containing the text (any case); arrows move round the list, Enter picks', async () => {
    const { actor, snap } = await ready();
    actor.send({ type: 'query.changed', query: ' O ' });
    expect(selectShowsSuggestions(snap())).toBe(true);
    expect(snap().context.suggestions.map((t) => t.podId)).toEqual(['studio-loft', 'neon-gallery', 't-ocean', 't-oak', 't-o1']);
    expect(snap().context.query).toBe(' O ');
    expect(snap().context.highlighted).toBe(0);
    actor.send({ type: 'suggestion.previous' });
    expect(snap().context.highlighted).toBe(4);
    actor.send({ type: 'suggestion.next' });
    expect(snap().context.highlighted).toBe(0);
    actor.send({ type: 'suggestion.next' });
    actor.send({ type: 'suggestion.next' });
    expect(snap().context.highlighted).toBe(2);
    actor.send({ type: 'suggestion.previous' });
    expect(snap().context.highlighted).toBe(1);
    actor.send({ type: 'suggestion.picked' });
    expect(snap().value).toEqual({ ready: 'browsing' });
    expect(snap().context).toMatchObject({ selectedId: 'neon-gallery', query: '', suggestions: [], error: null });
  });

  it('a new search starts the highlight again at the top', async () => {
    const { actor, snap } = await ready();
    actor.send({ type: 'query.changed', query: 'orbit' });
    actor.send({ type: 'suggestion.next' });
    actor.send({ type: 'query.changed', query: 'orbit t' });
    expect(snap().context.suggestions.map((t) => t.podName)).toEqual(['Orbit Two', 'Orbit Three']);
    expect(snap().context.highlighted).toBe(0);
  });

  it('no match: no suggestions, and the screen says nothing matches; an empty box says nothing', async () => {
    const { actor, snap } = await ready();
    actor.send({ type: 'query.changed', query: 'orbit' });
    actor.send({ type: 'query.changed', query: 'zzz' });
    expect(selectShowsSuggestions(snap())).toBe(false);
    expect(selectMatchesNothing(snap())).toBe(true);
    expect(snap().context.suggestions).toEqual([]);
    expect(snap().context.query).toBe('zzz');
    actor.send({ type: 'query.changed', query: '  ' });
    expect(selectShowsSuggestions(snap())).toBe(false);
    expect(selectMatchesNothing(snap())).toBe(false);
    expect(suggestionsFor(templates, '')).toEqual([]);
  });

  it('Escape closes the suggestions and keeps the text', async () => {
    const { actor, snap } = await ready();
    actor.send({ type: 'query.changed', query: 'orbit' });
    actor.send({ type: 'suggestions.closed' });
    expect(selectShowsSuggestions(snap())).toBe(false);
    expect(snap().context.suggestions).toEqual([]);
    expect(snap().context.query).toBe('orbit');
    expect(snap().context.selectedId).toBeNull();
  });

  it("'Continue' with nothing selected shows 'Please select a Pod'; selecting clears it", async () => {
    const { actor, snap, create } = await ready();
    actor.send({ type: 'continued' });
    expect(snap().value).toEqual({ ready: 'browsing' });
    expect(snap().context.error).toBe('Please select a Pod');
    expect(create.count).toBe(0);
    actor.send({ type: 'query.changed', query: 'orbit' });
    actor.send({ type: 'template.selected', podId: 't-o2' });
    expect(snap().value).toEqual({ ready: 'browsing' });
    expect(snap().context).toMatchObject({ selectedId: 't-o2', query: '', suggestions: [], error: null });
  });

  it("'Continue' makes the first Pod; the dialog offers 'Start Editing' (the editor) and 'Explore Now' (the interests)", async () => {
    const { actor, snap, create, effects } = await ready();
    actor.send({ type: 'template.selected', podId: 't-oak' });
    actor.send({ type: 'continued' });
    expect(selectIsSaving(snap())).toBe(true);
    expect(create.inputs).toEqual([{ podId: 't-oak' }]);
    expect(Object.keys(snap().children)).toEqual(['createPod']);
    await create.resolve({ postId: 'post-1' });
    expect(selectShowsChosenDialog(snap())).toBe(true);
    expect(selectIsSaving(snap())).toBe(false);
    expect(snap().context.createdPostId).toBe('post-1');
    expect(effects.podChosen).toHaveBeenCalledWith(expect.anything(), { postId: 'post-1' });
    actor.send({ type: 'editing.chosen' });
    expect(snap().status).toBe('done');
    expect(effects.goToEditor).toHaveBeenCalledWith(expect.anything(), { postId: 'post-1' });
    expect(effects.goToInterests).not.toHaveBeenCalled();
  });

  it("'Explore Now' goes to the interests", async () => {
    const { actor, snap, create, effects } = await ready();
    actor.send({ type: 'template.selected', podId: 't-oak' });
    actor.send({ type: 'continued' });
    await create.resolve({ postId: 'post-1' });
    actor.send({ type: 'exploring.chosen' });
    expect(snap().status).toBe('done');
    expect(effects.goToInterests).toHaveBeenCalledTimes(1);
    expect(effects.goToEditor).not.toHaveBeenCalled();
  });

  it("a 400 when making the Pod shows 'Can not create another Pod'; another failure shows nothing", async () => {
    const { actor, snap, create, effects } = await ready();
    actor.send({ type: 'template.selected', podId: 't-oak' });
    actor.send({ type: 'continued' });
    const refused = { status: 400 };
    await create.reject(refused);
    expect(snap().value).toEqual({ ready: 'browsing' });
    expect(snap().context.error).toBe('Can not create another Pod');
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error: refused });
    actor.send({ type: 'continued' });
    await create.reject({ status: 500 });
    expect(snap().context.error).toBeNull();
    actor.send({ type: 'continued' });
    await create.reject(null);
    expect(snap().status).toBe('active');
    expect(snap().value).toEqual({ ready: 'browsing' });
    expect(snap().context.error).toBeNull();
  });

  it("'Update' gives the Pod the selected template, then leaves", async () => {
    const { actor, snap, change, create, effects } = await ready('changeTheme', 'post-7', 't-oak');
    actor.send({ type: 'template.selected', podId: 'neon-gallery' });
    actor.send({ type: 'continued' });
    expect(selectIsSaving(snap())).toBe(true);
    expect(create.count).toBe(0);
    expect(change.inputs).toEqual([{ postId: 'post-7', podId: 'neon-gallery' }]);
    expect(Object.keys(snap().children)).toEqual(['changeTheme']);
    await change.resolve();
    expect(snap().status).toBe('done');
    expect(effects.themeChanged).toHaveBeenCalledTimes(1);
  });

  it('a theme change without a post id sends an empty one', async () => {
    const { actor, change } = await ready('changeTheme', null, 't-oak');
    actor.send({ type: 'continued' });
    expect(change.inputs).toEqual([{ postId: '', podId: 't-oak' }]);
  });

  it('a failed update stays on the screen and reports it', async () => {
    const { actor, snap, change, effects } = await ready('changeTheme', 'post-7', 't-oak');
    actor.send({ type: 'continued' });
    const error = new Error('500');
    await change.reject(error);
    expect(snap().value).toEqual({ ready: 'browsing' });
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
    expect(effects.themeChanged).not.toHaveBeenCalled();
  });
});

describe('template order (spec §2 /pod-templates: 14 priority ids first, in order)', () => {
  it('keeps the others in the order they came, after the priority ones', () => {
    const order = orderTemplates([{ podId: 'x' }, { podId: 'beach-cabana' }, { podId: 'y' }, { podId: 'studio-loft' }]).map((t) => t.podId);
    expect(order).toEqual(['studio-loft', 'beach-cabana', 'x', 'y']);
  });
});
