// @vitest-environment jsdom
/**
 * Model-based test of interests: every transition of the interestsSelection chart, for arrivals
 * with and without defaultPod, is driven through the real <InterestsScreen> over a fake gateway.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { INTEREST_IDS, NO_INTEREST_ERROR, interestsSelectionMachine, type InterestsEvent } from '../../machines/interestsSelection.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';

type Snap = SnapshotFrom<typeof interestsSelectionMachine>;
type DriverEvent = InterestsEvent['type'] | 'xstate.done.actor.saveInterests' | 'xstate.error.actor.saveInterests';
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

const states = {
  choosing: (snapshot: Snap) => {
    expect(button('Continue')).toHaveProperty('disabled', false);
    for (const id of INTEREST_IDS) {
      const chip = screen.getByRole('list', { name: 'Interests' }).querySelectorAll('button')[INTEREST_IDS.indexOf(id)]!;
      expect(chip.getAttribute('aria-pressed'), id).toBe(String(snapshot.context.selected.includes(id)));
    }
    if (snapshot.context.error) expect(screen.getByRole('alert').textContent).toBe(NO_INTEREST_ERROR);
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
} satisfies Record<string, (snapshot: Snap) => void | Promise<void>>;

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
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;

const sampleEvents = [
  { type: 'interest.toggled', id: 'all' },
  { type: 'interest.toggled', id: 'art' },
  { type: 'continued' },
  { type: 'xstate.done.actor.saveInterests', output: undefined },
  { type: 'xstate.error.actor.saveInterests', error: new Error('network') },
  { type: 'preview.chosen' },
  { type: 'feed.chosen' },
];
const leaves = leafStates(interestsSelectionMachine);
const visited = new Set<string>();
const taken = new Set<string>();
const allEdges = new Set<string>();
const plans = [false, true]
  .map((defaultPod) => {
    const input = { selected: [], defaultPod };
    const model = new TestModel(interestsSelectionMachine, { input, stateMatcher, events: sampleEvents as never });
    const { edges, paths } = transitionCoveringPaths(model);
    edges.forEach((edge) => allEdges.add(`${defaultPod} ${edge}`));
    return paths.map((path) => ({ ...path, key: `${defaultPod} ${path.key}`, name: `defaultPod=${defaultPod} ${path.name}`, input }));
  })
  .flat();

describe('interestsSelection model', () => {
  beforeAll(installJsdomPlatform);
  afterEach(() => {
    cleanup();
    navigate.mockReset();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it.each(plans.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence, input }) => {
    await mount(input.defaultPod);
    const checked = await runPath(interestsSelectionMachine, input, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('interestsSelection', leaves, visited, allEdges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
