// @vitest-environment jsdom
/**
 * Model-based test of interests: every transition of the interestsSelection chart, for arrivals
 * with and without defaultPod, is driven through the real <InterestsScreen> over a fake gateway.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { INTEREST_IDS, NO_INTEREST_ERROR, interestsSelectionMachine } from '../../machines/interestsSelection.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

const POD = {
  postId: 'post-1',
  postName: "Ada's Pod",
  postDescription: '',
  postTags: [],
  postSubTag: 'Personal',
  postType: 'public',
  postDisplayImage: '/media/templates/zen-garden.webp',
  podId: 'zen-garden',
  podName: 'Zen Garden',
  user: { userDisplayName: 'Ada' },
};
const labels: Record<string, string> = { all: 'All', art: 'Art & Design' };

let api: ReturnType<typeof installFakeApi>;
const navigate = vi.fn();

async function mount(defaultPod: boolean) {
  vi.resetModules();
  sessionStorage.setItem('userId', 'user-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  api = installFakeApi({
    UpdateUser: (variables) => ({
      updateUser: {
        userId: 'user-1',
        userStatus: 'complete',
        userInterests: (variables.input as { userInterests: string[] }).userInterests,
        userSocialLinks: [],
      },
    }),
    MyPods: () => ({ getUserPosts: { total: 1, documents: [{ value: POD }] } }),
  });
  const { setNavigate } = await import('../../src/lib/navigation.ts');
  setNavigate(navigate);
  const { InterestsScreen } = await import('../../src/features/onboarding/InterestsScreen.tsx');
  render(<InterestsScreen defaultPod={defaultPod} initial={[]} />);
  await screen.findByRole('heading', { name: 'Tell Us What You Love!' });
}

const button = (name: string) => screen.getByRole('button', { name });

const SINGLES = ['technology', 'art', 'fitness', 'business', 'science', 'gaming', 'fashion', 'travel'];
/**
 * The chips a path leaves chosen, by the spec's §4 'all' rules: 'all' chooses every interest or
 * clears them all; clearing one clears 'all'; choosing the last single one adds 'all'. Continue
 * with nothing chosen shows the error until the next tap.
 */
function chipsAfter({ events }: ModelStep) {
  let chosen = new Set<string>();
  let error = false;
  for (const event of events) {
    if (event.type === 'continued') error = chosen.size === 0;
    if (event.type !== 'interest.toggled') continue;
    error = false;
    const id = String(event.id);
    if (id === 'all') chosen = chosen.has('all') ? new Set() : new Set(['all', ...SINGLES]);
    else if (chosen.has(id)) ['all', id].forEach((gone) => chosen.delete(gone));
    else {
      chosen.add(id);
      if (SINGLES.every((single) => chosen.has(single))) chosen.add('all');
    }
  }
  return { chosen, error };
}

const states = {
  choosing: (_s: unknown, step: ModelStep) => {
    const { chosen, error } = chipsAfter(step);
    expect(button('Continue')).toHaveProperty('disabled', false);
    for (const id of INTEREST_IDS) {
      const chip = screen.getByRole('list', { name: 'Interests' }).querySelectorAll('button')[INTEREST_IDS.indexOf(id)]!;
      expect(chip.getAttribute('aria-pressed'), id).toBe(String(chosen.has(id)));
    }
    if (error) expect(screen.getByRole('alert').textContent).toBe(NO_INTEREST_ERROR);
    else expect(screen.queryByText(NO_INTEREST_ERROR)).toBeNull();
  },
  saving: () => {
    expect(button('Saving...')).toHaveProperty('disabled', true);
  },
  podReady: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Your pod is ready!' });
    expect(within(dialog).getByRole('button', { name: 'Preview Pod' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Go to Feed' })).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: "Ada's Pod preview" })).toBeTruthy();
  },
  finished: () => {
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(['/time-line', '/3d-app/?postId=post-1&previewMode=true']).toContain(navigate.mock.calls[0]![0]);
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};

const events = {
  'interest.toggled': (event: { id: string }) => void fireEvent.click(button(labels[event.id]!)),
  continued: () => {
    api.hold('UpdateUser');
    fireEvent.click(button('Continue'));
  },
  'xstate.done.actor.saveInterests': async () => {
    await vi.waitFor(() => expect(api.isHeld('UpdateUser')).toBe(true));
    await act(async () => api.settle('UpdateUser', { updateUser: { userId: 'user-1', userStatus: 'complete', userInterests: ['art'], userSocialLinks: [] } }));
    await vi.waitFor(() => expect(screen.queryByText('Saving...')).toBeNull());
  },
  'xstate.error.actor.saveInterests': async () => {
    await vi.waitFor(() => expect(api.isHeld('UpdateUser')).toBe(true));
    await act(async () => api.settle('UpdateUser', failure(500, 'Something went wrong on our side. Please try again.')));
    await screen.findByRole('button', { name: 'Continue' });
  },
  'preview.chosen': () => void fireEvent.click(button('Preview Pod')),
  'feed.chosen': () => void fireEvent.click(button('Go to Feed')),
} satisfies Drivers<typeof interestsSelectionMachine>;

const sampleEvents = [
  { type: 'interest.toggled', id: 'all' },
  { type: 'interest.toggled', id: 'art' },
  { type: 'continued' },
  { type: 'xstate.done.actor.saveInterests', output: undefined },
  { type: 'xstate.error.actor.saveInterests', error: new Error('network') },
  { type: 'preview.chosen' },
  { type: 'feed.chosen' },
];

describeModel('interestsSelection', {
  machine: interestsSelectionMachine,
  inputs: { 'defaultPod=false': { selected: [], defaultPod: false }, 'defaultPod=true': { selected: [], defaultPod: true } },
  mount: async (input) => {
    await mount(input.defaultPod);
  },
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    navigate.mockReset();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents as never,
});
