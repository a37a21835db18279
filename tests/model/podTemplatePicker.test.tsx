// @vitest-environment jsdom
/**
 * Model-based test of the template picker: every transition of the podTemplatePicker chart, in
 * both modes (first Pod and 'Change POD Theme'), is driven through the real <PodTemplatesScreen>
 * over a fake gateway, and every state is checked on screen.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { CANNOT_CREATE_POD, NO_POD_SELECTED, podTemplatePickerMachine, type PodTemplatePickerEvent } from '../../machines/podTemplatePicker.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';

type Snap = SnapshotFrom<typeof podTemplatePickerMachine>;
type Actor = 'loadTemplates' | 'createPod' | 'changeTheme';
type DriverEvent = PodTemplatePickerEvent['type'] | `xstate.${'done' | 'error'}.actor.${Actor}`;

const template = (podId: string, podName: string) => ({
  podId,
  podName,
  podDisplayImage: `/media/templates/${podId}.webp`,
  podDescription: `${podName} room`,
  podTags: [],
});
// Server order; the screen puts priority ids first (studio-loft, neon-gallery, …, zen-garden, …).
const TEMPLATES = [
  template('book-nook', 'Book Nook'),
  template('zen-garden', 'Zen Garden'),
  template('studio-loft', 'Studio Loft'),
  template('tech-lab', 'Tech Lab'),
  template('cafe-corner', 'Cafe Corner'),
  template('photo-studio', 'Photo Studio'),
  template('podcast-booth', 'Podcast Booth'),
  template('neon-gallery', 'Neon Gallery'),
];
const MY_POD = {
  postId: 'post-1',
  postName: "Ada's Pod",
  postDescription: '',
  postTags: [],
  postSubTag: 'Personal',
  postType: 'public',
  postDisplayImage: '',
  podId: 'tech-lab',
  podName: 'Tech Lab',
  user: { userDisplayName: 'Ada' },
};

let api: ReturnType<typeof installFakeApi>;
let tell: ReturnType<typeof vi.fn<(event: { type: string }) => void>>;
const navigate = vi.fn();
const operationOf: Record<Actor, string> = { loadTemplates: 'PodTemplates', createPod: 'CreatePod', changeTheme: 'UpdatePod' };

async function mount(mode: 'create' | 'changeTheme') {
  vi.resetModules();
  sessionStorage.setItem('userId', 'user-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  api = installFakeApi({
    PodTemplates: () => ({ listPodTemplates: { documents: TEMPLATES.map((value) => ({ value })) } }),
    MyPods: () => ({ getUserPosts: { total: 1, documents: [{ value: MY_POD }] } }),
    CreatePod: () => ({ createPost: { postId: 'post-9', podId: 'zen-garden' } }),
    UpdatePod: () => ({ updatePost: { postId: 'post-1', podId: 'zen-garden', postName: "Ada's Pod", postType: 'public' } }),
  });
  api.hold('PodTemplates');
  const { setNavigate } = await import('../../src/lib/navigation.ts');
  setNavigate(navigate);
  const { onboardingActor } = await import('../../src/features/onboarding/actor.ts');
  tell = vi.fn<(event: { type: string }) => void>();
  vi.spyOn(onboardingActor, 'send').mockImplementation(tell);
  const { PodTemplatesScreen } = await import('../../src/features/onboarding/PodTemplatesScreen.tsx');
  render(<PodTemplatesScreen changePodTheme={mode === 'changeTheme'} postId={mode === 'changeTheme' ? 'post-1' : null} />);
}

const search = () => screen.getByRole('combobox', { name: 'Search templates' });
const cards = () => within(screen.getByRole('list', { name: 'Pod templates' })).queryAllByRole('button');
const nameOf = (podId: string) => TEMPLATES.find((t) => t.podId === podId)!.podName;
const mainButton = (s: Snap) => screen.getByRole('button', { name: s.context.mode === 'changeTheme' ? 'Update' : 'Continue' });

const checkReady = (s: Snap) => {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(s.context.mode === 'changeTheme' ? 'Change POD Theme' : 'Create Your POD');
  const shown = cards().map((card) => card.querySelector('strong')!.textContent);
  expect(shown).toEqual(s.context.templates.map((t) => t.podName));
  if (s.context.mode === 'changeTheme') expect(shown[0]).toBe('Tech Lab');
  else expect(shown.slice(0, 3)).toEqual(['Studio Loft', 'Neon Gallery', 'Zen Garden']);
  const pressed = cards()
    .filter((card) => card.getAttribute('aria-pressed') === 'true')
    .map((card) => card.querySelector('strong')!.textContent);
  expect(pressed).toEqual(s.context.selectedId ? [nameOf(s.context.selectedId)] : []);
  const error = s.context.error;
  if (error) expect(screen.getByText(error)).toBeTruthy();
  else for (const text of [NO_POD_SELECTED, CANNOT_CREATE_POD]) expect(screen.queryByText(text)).toBeNull();
  expect(mainButton(s)).toHaveProperty('disabled', false);
};

const states = {
  loading: (s: Snap) => {
    expect(cards()).toHaveLength(0);
    expect(mainButton(s)).toHaveProperty('disabled', true);
  },
  loadFailed: () => {
    expect(screen.getByText('We could not load the templates.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
  'ready.browsing': (s: Snap) => {
    checkReady(s);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(search().getAttribute('aria-expanded')).toBe('false');
  },
  'ready.suggesting': (s: Snap) => {
    checkReady(s);
    const options = within(screen.getByRole('listbox', { name: 'Template suggestions' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(s.context.suggestions.map((t) => t.podName));
    expect(options.length).toBeLessThanOrEqual(5);
    expect(options[s.context.highlighted]!.getAttribute('aria-selected')).toBe('true');
    expect(search().getAttribute('aria-activedescendant')).toBe(`suggestion-${s.context.highlighted}`);
  },
  creating: () => void expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeTruthy(),
  updating: () => void expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeTruthy(),
  chosen: async () => {
    const dialog = await screen.findByRole('dialog', { name: "Pod Selected. You're Good to Go!" });
    expect(within(dialog).getByRole('button', { name: 'Start Editing' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Explore Now' })).toBeTruthy();
  },
  finished: async (s: Snap) => {
    if (s.context.mode === 'changeTheme') await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/pod-live', undefined));
    else await vi.waitFor(() => expect(tell.mock.calls.map(([e]) => e.type)).toEqual(expect.arrayContaining(['pod.chosen'])));
    expect(screen.queryByRole('dialog')).toBeNull();
  },
} satisfies Record<string, (snapshot: Snap) => void | Promise<void>>;

async function settle(actor: Actor, value: unknown) {
  const operation = operationOf[actor];
  await vi.waitFor(() => expect(api.isHeld(operation)).toBe(true));
  await act(async () => api.settle(operation, value));
}

const events = {
  retry: () => {
    api.hold('PodTemplates');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  },
  'query.changed': (event: { query: string }) => {
    // Typing the text already in the box (after Escape) is not a change: retype it, as a person would.
    if ((search() as HTMLInputElement).value === event.query) fireEvent.change(search(), { target: { value: '' } });
    fireEvent.change(search(), { target: { value: event.query } });
  },
  'suggestion.next': () => void fireEvent.keyDown(search(), { key: 'ArrowDown' }),
  'suggestion.previous': () => void fireEvent.keyDown(search(), { key: 'ArrowUp' }),
  'suggestion.picked': () => void fireEvent.keyDown(search(), { key: 'Enter' }),
  'suggestions.closed': () => void fireEvent.keyDown(search(), { key: 'Escape' }),
  'template.selected': (event: { podId: string }) => void fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${nameOf(event.podId)}`) })),
  continued: () => {
    api.hold('CreatePod');
    api.hold('UpdatePod');
    fireEvent.click(screen.getByRole('button', { name: /^(Continue|Update)$/ }));
  },
  'editing.chosen': async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Start Editing' }));
    await vi.waitFor(() => expect(tell).toHaveBeenCalledWith({ type: 'editing.chosen' }));
  },
  'exploring.chosen': async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Explore Now' }));
    await vi.waitFor(() => expect(tell).toHaveBeenCalledWith({ type: 'exploring.chosen' }));
  },
  'xstate.done.actor.loadTemplates': async () => {
    await settle('loadTemplates', { listPodTemplates: { documents: TEMPLATES.map((value) => ({ value })) } });
    await vi.waitFor(() => expect(cards().length).toBe(TEMPLATES.length));
  },
  'xstate.error.actor.loadTemplates': async () => {
    await settle('loadTemplates', failure(500, 'Something went wrong on our side. Please try again.'));
    await screen.findByText('We could not load the templates.');
  },
  'xstate.done.actor.createPod': async () => {
    await settle('createPod', { createPost: { postId: 'post-9', podId: 'zen-garden' } });
    await vi.waitFor(() => expect(tell).toHaveBeenCalledWith({ type: 'pod.chosen', postId: 'post-9' }));
  },
  'xstate.error.actor.createPod': async (event: { error: { status: number } }) => {
    await settle('createPod', failure(event.error.status, 'Can not create another Pod: the free plan includes one Pod.'));
    await vi.waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Saving' })).toBeNull());
  },
  'xstate.done.actor.changeTheme': () =>
    settle('changeTheme', { updatePost: { postId: 'post-1', podId: 'zen-garden', postName: "Ada's Pod", postType: 'public' } }),
  'xstate.error.actor.changeTheme': async () => {
    await settle('changeTheme', failure(500, 'Something went wrong on our side. Please try again.'));
    await vi.waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Saving' })).toBeNull());
  },
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;

const loaded = { templates: TEMPLATES, currentPodId: null };
const sampleEvents = (mode: 'create' | 'changeTheme') => [
  { type: 'xstate.done.actor.loadTemplates', output: mode === 'changeTheme' ? { ...loaded, currentPodId: 'tech-lab' } : loaded },
  { type: 'xstate.error.actor.loadTemplates', error: new Error('offline') },
  { type: 'retry' },
  { type: 'query.changed', query: 'o' },
  { type: 'query.changed', query: 'zzz' },
  { type: 'suggestion.next' },
  { type: 'suggestion.previous' },
  { type: 'suggestion.picked' },
  { type: 'suggestions.closed' },
  { type: 'template.selected', podId: 'zen-garden' },
  { type: 'continued' },
  ...(mode === 'create'
    ? [
        { type: 'xstate.done.actor.createPod', output: { postId: 'post-9' } },
        { type: 'xstate.error.actor.createPod', error: { status: 400 } },
        { type: 'xstate.error.actor.createPod', error: { status: 500 } },
        { type: 'editing.chosen' },
        { type: 'exploring.chosen' },
      ]
    : [
        { type: 'xstate.done.actor.changeTheme', output: undefined },
        { type: 'xstate.error.actor.changeTheme', error: { status: 500 } },
      ]),
];
// Behaviour depends on the state, whether a template is selected, and the suggestions' count.
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} selected:${context.selectedId !== null} suggestions:${context.suggestions.length}`;
};
const leaves = leafStates(podTemplatePickerMachine);
const visited = new Set<string>();
const taken = new Set<string>();
const allEdges = new Set<string>();
const plans = (['create', 'changeTheme'] as const).flatMap((mode) => {
  const input = { mode, postId: mode === 'changeTheme' ? 'post-1' : null };
  const model = new TestModel(podTemplatePickerMachine, { input, stateMatcher, events: sampleEvents(mode) as never, serializeState } as never);
  const { edges, paths } = transitionCoveringPaths(model, serializeState);
  edges.forEach((edge) => allEdges.add(`${mode} ${edge}`));
  return paths.map((path) => ({ ...path, key: `${mode} ${path.key}`, name: `${mode} ${path.name}`, mode, input }));
});

describe('podTemplatePicker model', () => {
  beforeAll(installJsdomPlatform);
  afterEach(() => {
    cleanup();
    navigate.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it.each(plans.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence, mode, input }) => {
    await mount(mode);
    const checked = await runPath(podTemplatePickerMachine, input, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('podTemplatePicker', leaves, visited, allEdges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
