// @vitest-environment jsdom
/**
 * Model-based test of the template picker: every transition of the podTemplatePicker chart, in
 * both modes (first Pod and 'Change POD Theme'), is driven through the real <PodTemplatesScreen>
 * over a fake gateway, and every state is checked on screen.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { CANNOT_CREATE_POD, NO_POD_SELECTED, podTemplatePickerMachine } from '../../machines/podTemplatePicker.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

type Snap = SnapshotFrom<typeof podTemplatePickerMachine>;
type Actor = 'loadTemplates' | 'createPod' | 'changeTheme';

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
const mainButton = (variant: string) => screen.getByRole('button', { name: variant === 'changeTheme' ? 'Update' : 'Continue' });

/** The cards in the screen's order: priority templates first; the Pod's own template first when changing it. */
const ORDER = {
  create: ['Studio Loft', 'Neon Gallery', 'Zen Garden', 'Tech Lab', 'Cafe Corner', 'Book Nook', 'Photo Studio', 'Podcast Booth'],
  changeTheme: ['Tech Lab', 'Studio Loft', 'Neon Gallery', 'Zen Garden', 'Cafe Corner', 'Book Nook', 'Photo Studio', 'Podcast Booth'],
};
/** Up to 5 names holding 'o', in the cards' order; 'zzz' finds none; the box emptied ('Clear search') offers none. */
const SUGGESTED: Record<string, string[]> = { o: ['Studio Loft', 'Neon Gallery', 'Cafe Corner', 'Book Nook', 'Photo Studio'], zzz: [], '': [] };
const noMatchText = /No templates match/;

/**
 * What a path leaves on the picker, from its events' literal data and the spec's rules: the Pod's
 * own template selected when changing it; a tap on a card selects it; typing offers suggestions,
 * the arrows move the highlight (round), Enter picks it, Escape closes them; 'Continue' with nothing
 * selected says so; a refused Pod (400) says it cannot be made.
 */
function pickerAfter({ events, variant }: ModelStep) {
  let selected: string | null = null;
  let suggestions: string[] = [];
  let highlighted = 0;
  let error: string | null = null;
  for (const event of events) {
    if (event.type === 'xstate.done.actor.loadTemplates') selected = variant === 'changeTheme' ? 'Tech Lab' : null;
    if (event.type === 'query.changed') [suggestions, highlighted] = [SUGGESTED[String(event.query)]!, 0];
    if (event.type === 'suggestion.next') highlighted = (highlighted + 1) % suggestions.length;
    if (event.type === 'suggestion.previous') highlighted = (highlighted - 1 + suggestions.length) % suggestions.length;
    if (event.type === 'suggestion.picked') [selected, suggestions, error] = [suggestions[highlighted] ?? selected, [], null];
    if (event.type === 'suggestions.closed') suggestions = [];
    if (event.type === 'template.selected') [selected, suggestions, error] = ['Zen Garden', [], null];
    if (event.type === 'continued' && selected === null) error = NO_POD_SELECTED;
    if (event.type === 'xstate.error.actor.createPod') error = (event.error as { status: number }).status === 400 ? CANNOT_CREATE_POD : null;
  }
  return { selected, suggestions, highlighted, error };
}

const checkReady = (step: ModelStep) => {
  const { variant } = step;
  const { selected, error } = pickerAfter(step);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(variant === 'changeTheme' ? 'Change POD Theme' : 'Create Your POD');
  const shown = cards().map((card) => card.querySelector('strong')!.textContent);
  expect(shown).toEqual(ORDER[variant as 'create' | 'changeTheme']);
  if (variant === 'changeTheme') expect(shown[0]).toBe('Tech Lab');
  else expect(shown.slice(0, 3)).toEqual(['Studio Loft', 'Neon Gallery', 'Zen Garden']);
  const pressed = cards()
    .filter((card) => card.getAttribute('aria-pressed') === 'true')
    .map((card) => card.querySelector('strong')!.textContent);
  expect(pressed).toEqual(selected ? [selected] : []);
  if (error) expect(screen.getByText(error)).toBeTruthy();
  else for (const text of [NO_POD_SELECTED, CANNOT_CREATE_POD]) expect(screen.queryByText(text)).toBeNull();
  expect(mainButton(variant)).toHaveProperty('disabled', false);
};

const states = {
  loading: (_s: Snap, { variant }: ModelStep) => {
    expect(cards()).toHaveLength(0);
    expect(mainButton(variant)).toHaveProperty('disabled', true);
  },
  loadFailed: () => {
    expect(screen.getByText('We could not load the templates.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
  'ready.browsing': (_s: Snap, step: ModelStep) => {
    checkReady(step);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(search().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(noMatchText)).toBeNull();
  },
  'ready.noMatch': (_s: Snap, step: ModelStep) => {
    checkReady(step);
    expect(screen.queryByRole('listbox')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(`No templates match “${(search() as HTMLInputElement).value.trim()}”`);
    expect(within(status).getByRole('button', { name: 'Clear search' })).toBeTruthy();
  },
  'ready.suggesting': (_s: Snap, step: ModelStep) => {
    checkReady(step);
    const { suggestions, highlighted } = pickerAfter(step);
    const options = within(screen.getByRole('listbox', { name: 'Template suggestions' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(suggestions);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(options[highlighted]!.getAttribute('aria-selected')).toBe('true');
    expect(search().getAttribute('aria-activedescendant')).toBe(`suggestion-${highlighted}`);
  },
  creating: () => void expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeTruthy(),
  updating: () => void expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeTruthy(),
  chosen: async () => {
    const dialog = await screen.findByRole('dialog', { name: "Pod Selected. You're Good to Go!" });
    expect(within(dialog).getByRole('button', { name: 'Start Editing' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Explore Now' })).toBeTruthy();
  },
  finished: async (_s: Snap, { variant }: ModelStep) => {
    if (variant === 'changeTheme') await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/pod-live', undefined));
    else await vi.waitFor(() => expect(tell.mock.calls.map(([e]) => e.type)).toEqual(expect.arrayContaining(['pod.chosen'])));
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};

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
    // Emptying the box after a search no name matched is 'Clear search', which puts the cursor back in it.
    const clear = screen.queryByRole('button', { name: 'Clear search' });
    if (event.query === '' && clear) {
      fireEvent.click(clear);
      expect(document.activeElement).toBe(search());
      return;
    }
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
} satisfies Drivers<typeof podTemplatePickerMachine>;

const loaded = { templates: TEMPLATES, currentPodId: null };
const sampleEvents = (mode: 'create' | 'changeTheme') => [
  { type: 'xstate.done.actor.loadTemplates', output: mode === 'changeTheme' ? { ...loaded, currentPodId: 'tech-lab' } : loaded },
  { type: 'xstate.error.actor.loadTemplates', error: new Error('offline') },
  { type: 'retry' },
  { type: 'query.changed', query: 'o' },
  { type: 'query.changed', query: 'zzz' },
  { type: 'query.changed', query: '' },
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

describeModel('podTemplatePicker', {
  machine: podTemplatePickerMachine,
  inputs: { create: { mode: 'create', postId: null }, changeTheme: { mode: 'changeTheme', postId: 'post-1' } },
  mount: async (input) => {
    await mount(input.mode);
  },
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    navigate.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  variantEvents: (variant) => sampleEvents(variant as 'create' | 'changeTheme'),
  serializeState,
});
