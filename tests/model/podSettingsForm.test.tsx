// @vitest-environment jsdom
/**
 * Model-based test of pod settings: every transition of the podSettingsForm chart is driven
 * through the real <PodSettingsScreen> over a fake gateway, and every state is checked on screen.
 */
import { expect, vi, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { SETTINGS_MESSAGES, podSettingsFormMachine } from '../../machines/podSettingsForm.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

type Snap = SnapshotFrom<typeof podSettingsFormMachine>;
const POD = {
  postId: 'post-1',
  postName: "Bea's Pod",
  postDescription: 'Robots and demos',
  postTags: ['technology'],
  postSubTag: 'Personal',
  postType: 'public',
  postDisplayImage: '',
  podId: 'tech-lab',
  podName: 'Tech Lab',
  user: { userDisplayName: 'Bea' },
};
const SETTINGS = {
  postName: POD.postName,
  postDescription: POD.postDescription,
  postTags: POD.postTags,
  postSubTag: POD.postSubTag,
  postType: 'public' as const,
};

let api: ReturnType<typeof installFakeApi>;
const navigate = vi.fn();

/** The screen over a fake gateway; `came`: it came with the person's newest Pod (read on the way in, or with the page). */
async function mount(came: boolean) {
  vi.resetModules();
  sessionStorage.setItem('userId', 'user-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  if (came) (await import('../../src/lib/read-cache.ts')).keepRead('pods:newest', { pod: POD });
  api = installFakeApi({
    MyPods: () => ({ getUserPosts: { total: 1, documents: [{ value: POD }] } }),
    UpdatePod: () => ({ updatePost: { postId: 'post-1', podId: 'tech-lab', postName: 'x', postType: 'public' } }),
  });
  api.hold('MyPods');
  const { setNavigate } = await import('../../src/lib/navigation.ts');
  setNavigate(navigate);
  const { PodSettingsScreen } = await import('../../src/features/onboarding/PodSettingsScreen.tsx');
  render(<PodSettingsScreen postId="post-1" />);
  await screen.findByRole('heading', { name: 'Pod Settings' });
}

const save = () => screen.getByRole('button', { name: /^(Save|Saving)$/ });
const tab = (name: string) => screen.getByRole('tab', { name });
const messages = Object.values(SETTINGS_MESSAGES);

type Values = { postName: string; postDescription: string; postTags: string[]; postSubTag: string; postType: string };
/**
 * The form a path leaves, from its events' literal values and the spec's texts: the Pod as loaded;
 * each field as last changed, which clears its message (and the form's); 'Save' shows 'Title is
 * required', 'Description is required', 'Please select at least one category' for what is
 * missing; a refused save shows the server's reason.
 */
function formAfter({ events, variant }: ModelStep) {
  let values: Values = variant === 'came' ? { ...SETTINGS } : { postName: '', postDescription: '', postTags: [], postSubTag: 'Personal', postType: 'public' };
  let errors: Record<string, string> = {};
  const without = (...fields: string[]) => Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
  for (const event of events) {
    if (event.type === 'xstate.done.actor.loadPod') [values, errors] = [{ ...(event.output as { settings: Values }).settings }, {}];
    if (event.type === 'field.changed') [values, errors] = [{ ...values, [String(event.field)]: String(event.value) }, without(String(event.field), 'form')];
    if (event.type === 'category.toggled') {
      const tags = values.postTags.includes(String(event.category))
        ? values.postTags.filter((tag) => tag !== event.category)
        : [...values.postTags, String(event.category)];
      [values, errors] = [{ ...values, postTags: tags }, without('postTags', 'form')];
    }
    if (event.type === 'visibility.toggled') values = { ...values, postType: values.postType === 'public' ? 'private' : 'public' };
    const missing = {
      ...(values.postName.trim() ? {} : { postName: 'Title is required' }),
      ...(values.postDescription.trim() ? {} : { postDescription: 'Description is required' }),
      ...(values.postTags.length ? {} : { postTags: 'Please select at least one category' }),
    };
    if (event.type === 'saved' && Object.keys(missing).length) errors = missing;
    if (event.type === 'xstate.error.actor.savePod')
      errors = { ...errors, form: (event.error as { message: string }).message || 'An unexpected error occurred. Please try again.' };
  }
  return { values, errors };
}

function checkForm(step: ModelStep, open: 'details' | 'privacy') {
  const { values, errors } = formAfter(step);
  expect(tab('Details').getAttribute('aria-selected')).toBe(String(open === 'details'));
  expect(tab('Privacy & Access').getAttribute('aria-selected')).toBe(String(open === 'privacy'));
  expect(document.getElementById('panel-details')!.hidden).toBe(open !== 'details');
  expect(document.getElementById('panel-privacy')!.hidden).toBe(open !== 'privacy');
  expect((document.getElementById('pod-title') as HTMLInputElement).value).toBe(values.postName);
  expect((document.getElementById('pod-description') as HTMLTextAreaElement).value).toBe(values.postDescription);
  expect((document.getElementById('pod-type') as HTMLSelectElement).value).toBe(values.postSubTag);
  // The other tab's panel is hidden (and out of the accessibility tree) but keeps its values.
  expect(screen.getByRole('button', { name: 'Technology', hidden: true }).getAttribute('aria-pressed')).toBe(String(values.postTags.includes('technology')));
  expect(screen.getByRole('switch', { name: 'Public Pod', hidden: true }).getAttribute('aria-checked')).toBe(String(values.postType === 'public'));
  const shown = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(shown.sort()).toEqual(Object.values(errors).sort());
  expect(save()).toHaveProperty('disabled', false);
}

const states = {
  loading: () => {
    expect(screen.getByRole('progressbar', { name: 'Loading your Pod' })).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
  },
  loadFailed: () => {
    expect(screen.getByText('We could not load your Pod.')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
  },
  'editing.details': (_s: unknown, step: ModelStep) => checkForm(step, 'details'),
  'editing.privacy': (_s: unknown, step: ModelStep) => checkForm(step, 'privacy'),
  saving: async () => {
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeTruthy();
    await vi.waitFor(() => expect(api.isHeld('UpdatePod')).toBe(true));
  },
  finished: () => {
    expect(navigate).toHaveBeenCalledWith('/pod-live', undefined);
    const call = api.calls.findLast((c) => c.operation === 'UpdatePod')!;
    expect(call.variables).toMatchObject({ userId: 'user-1', postId: 'post-1' });
  },
};

async function settle(operation: string, value: unknown) {
  await vi.waitFor(() => expect(api.isHeld(operation)).toBe(true));
  await act(async () => api.settle(operation, value));
}

const events = {
  retry: () => {
    api.hold('MyPods');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  },
  'tab.selected': (event: { tab: 'details' | 'privacy' }) => void fireEvent.click(tab(event.tab === 'details' ? 'Details' : 'Privacy & Access')),
  'field.changed': (event: { field: string; value: string }) => {
    const id = { postName: 'pod-title', postDescription: 'pod-description', postSubTag: 'pod-type' }[event.field]!;
    fireEvent.change(document.getElementById(id)!, { target: { value: event.value } });
  },
  'category.toggled': () => void fireEvent.click(screen.getByRole('button', { name: 'Technology' })),
  'visibility.toggled': () => void fireEvent.click(screen.getByRole('switch', { name: 'Public Pod' })),
  saved: () => {
    api.hold('UpdatePod');
    fireEvent.click(save());
  },
  'xstate.done.actor.loadPod': async () => {
    await settle('MyPods', { getUserPosts: { total: 1, documents: [{ value: POD }] } });
    await vi.waitFor(() => expect((document.getElementById('pod-title') as HTMLInputElement).value).toBe(POD.postName));
  },
  'xstate.error.actor.loadPod': async () => {
    await settle('MyPods', failure(500, 'Something went wrong on our side. Please try again.'));
    await screen.findByText('We could not load your Pod.');
  },
  'xstate.done.actor.savePod': () => settle('UpdatePod', { updatePost: { postId: 'post-1', podId: 'tech-lab', postName: 'x', postType: 'public' } }),
  'xstate.error.actor.savePod': async (event: { error: { message: string } }) => {
    await settle('UpdatePod', failure(400, event.error.message));
    await screen.findByText(event.error.message);
  },
} satisfies Drivers<typeof podSettingsFormMachine>;

const sampleEvents = [
  { type: 'xstate.done.actor.loadPod', output: { postId: 'post-1', settings: SETTINGS } },
  { type: 'xstate.error.actor.loadPod', error: new Error('offline') },
  { type: 'retry' },
  { type: 'tab.selected', tab: 'details' },
  { type: 'tab.selected', tab: 'privacy' },
  { type: 'field.changed', field: 'postName', value: '' },
  { type: 'field.changed', field: 'postName', value: 'Bea Lab' },
  { type: 'field.changed', field: 'postDescription', value: '' },
  { type: 'field.changed', field: 'postSubTag', value: 'Creative' },
  { type: 'category.toggled', category: 'technology' },
  { type: 'visibility.toggled' },
  { type: 'saved' },
  { type: 'xstate.done.actor.savePod', output: undefined },
  { type: 'xstate.error.actor.savePod', error: { status: 400, message: 'Title must be at most 20 characters' } },
];
// Behaviour depends on the state and whether the form is valid.
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  const valid = Boolean(context.values.postName.trim() && context.values.postDescription.trim() && context.values.postTags.length);
  return `${JSON.stringify(value)} valid:${valid}`;
};

describeModel('podSettingsForm', {
  machine: podSettingsFormMachine,
  // A screen that reads the Pod, and one that came with it (read on the way in, or with the page the server rendered).
  inputs: { read: { postId: 'post-1' }, came: { postId: 'post-1', loaded: { postId: 'post-1', settings: SETTINGS } } },
  mount: (_input, variant) => mount(variant === 'came'),
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    navigate.mockReset();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
  tests: () => {
    it('shows only the spec texts as field errors', () => {
      expect(messages).toContain('Title is required');
    });
  },
});
