// @vitest-environment jsdom
/**
 * Model-based test of the account form: every transition of the createAccountForm chart is
 * driven through the real <CreateAccountScreen> over a fake gateway (multipart upload included),
 * and every state is checked on screen.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { MESSAGES, createAccountFormMachine, type CreateAccountEvent, type ServerFailure } from '../../machines/createAccountForm.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';

type Snap = SnapshotFrom<typeof createAccountFormMachine>;
type DriverEvent = CreateAccountEvent['type'] | 'xstate.done.actor.createAccount' | 'xstate.error.actor.createAccount';
const USER = { userId: 'user-1', userName: 'ada', userDisplayName: 'Ada', userDPUrl: '/media/uploads/abc.webp', userStatus: 'new' };

let api: ReturnType<typeof installFakeApi>;
let tell: ReturnType<typeof vi.fn<(event: { type: string }) => void>>;
const alert = vi.fn();

async function mount() {
  vi.resetModules();
  sessionStorage.setItem('userId', 'user-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  api = installFakeApi({ CreateAccount: () => ({ createAccount: USER }) });
  const { onboardingActor } = await import('../../src/features/onboarding/actor.ts');
  tell = vi.fn<(event: { type: string }) => void>();
  vi.spyOn(onboardingActor, 'send').mockImplementation(tell);
  const { CreateAccountScreen } = await import('../../src/features/onboarding/CreateAccountScreen.tsx');
  render(<CreateAccountScreen />);
  await screen.findByRole('heading', { name: 'Create Account' });
}

const input = (field: 'name' | 'username' | 'location') =>
  screen.getByRole('textbox', { name: field === 'location' ? /^Location/ : labels[field] }) as HTMLInputElement;
const labels = { name: 'Name', username: 'Username', location: 'Location' } as const;

const states = {
  editing: (snapshot: Snap) => {
    const { values, errors, picture } = snapshot.context;
    expect(input('name').value).toBe(values.name);
    expect(input('username').value).toBe(values.username);
    expect(input('location').value).toBe(values.location);
    for (const field of ['name', 'username', 'location'] as const) {
      const shown = document.getElementById(`account-${field}-error`)?.textContent ?? null;
      expect(shown, labels[field]).toBe(errors[field] ?? null);
    }
    expect(screen.getByRole('img', { name: picture ? 'Your new profile picture' : 'Default profile picture' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Private' }) as HTMLInputElement).checked).toBe(values.profileType === 'private');
    expect(screen.getByRole('button', { name: 'Register Now' })).toHaveProperty('disabled', false);
  },
  submitting: async () => {
    expect(screen.getByRole('progressbar', { name: 'Registering' })).toBeTruthy();
    await vi.waitFor(() => expect(api.isHeld('CreateAccount')).toBe(true));
    const call = api.calls.findLast((c) => c.operation === 'CreateAccount')!;
    expect(call.files).toHaveLength(1);
    expect(call.variables).toMatchObject({ userId: 'user-1', input: { userName: 'ada', userDisplayName: 'Ada' } });
  },
  created: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Account Created' });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeTruthy();
  },
  finished: async () => {
    await vi.waitFor(() => expect(tell).toHaveBeenCalledWith({ type: 'account.created' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  },
} satisfies Record<string, (snapshot: Snap) => void | Promise<void>>;

const events = {
  'field.changed': (event: { field: keyof typeof labels; value: string }) => void fireEvent.change(input(event.field), { target: { value: event.value } }),
  'picture.chosen': (event: { isImage: boolean }) => {
    const file = event.isImage
      ? new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })
      : new File(['hello'], 'notes.txt', { type: 'text/plain' });
    alert.mockClear();
    fireEvent.change(document.getElementById('profile-picture')!, { target: { files: [file] } });
    if (event.isImage) expect(alert).not.toHaveBeenCalled();
    else expect(alert).toHaveBeenCalledWith(MESSAGES.notAnImage);
  },
  'profileType.changed': () => void fireEvent.click(screen.getByRole('radio', { name: 'Private' })),
  submitted: () => {
    api.hold('CreateAccount');
    fireEvent.click(screen.getByRole('button', { name: 'Register Now' }));
  },
  'xstate.done.actor.createAccount': async () => {
    await vi.waitFor(() => expect(api.isHeld('CreateAccount')).toBe(true));
    await act(async () => api.settle('CreateAccount', { createAccount: USER }));
    await screen.findByRole('dialog', { name: 'Account Created' });
  },
  'xstate.error.actor.createAccount': async (event: { error: ServerFailure }) => {
    await vi.waitFor(() => expect(api.isHeld('CreateAccount')).toBe(true));
    alert.mockClear();
    await act(async () => api.settle('CreateAccount', failure(event.error.status ?? 500, event.error.message)));
    await screen.findByRole('button', { name: 'Register Now' });
    if (event.error.status === 400) expect(alert).not.toHaveBeenCalled();
    else await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.unexpected));
  },
  'dialog.continued': () => void fireEvent.click(within(screen.getByRole('dialog', { name: 'Account Created' })).getByRole('button', { name: 'Continue' })),
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;

const sampleEvents = [
  { type: 'field.changed', field: 'name', value: 'Ada' },
  { type: 'field.changed', field: 'username', value: 'ada' },
  { type: 'field.changed', field: 'username', value: 'ada lovelace' },
  { type: 'field.changed', field: 'location', value: 'London' },
  { type: 'picture.chosen', picture: { file: new Blob(), previewUrl: 'blob:preview' }, isImage: true },
  { type: 'picture.chosen', picture: { file: new Blob(), previewUrl: 'blob:preview' }, isImage: false },
  { type: 'profileType.changed', profileType: 'private' },
  { type: 'submitted' },
  { type: 'xstate.done.actor.createAccount', output: undefined },
  { type: 'xstate.error.actor.createAccount', error: { status: 400, message: 'Username already taken' } },
  { type: 'xstate.error.actor.createAccount', error: { status: 400, message: 'Username must be at most 24 characters' } },
  { type: 'xstate.error.actor.createAccount', error: { status: 500, message: 'Something went wrong on our side. Please try again.' } },
  { type: 'dialog.continued' },
];
// Behaviour depends only on whether name and username are filled: explore the chart by those.
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} name:${Boolean(context.values.name.trim())} username:${Boolean(context.values.username.trim())}`;
};
const model = new TestModel(createAccountFormMachine, { input: {}, stateMatcher, events: sampleEvents as never, serializeState } as never);
const leaves = leafStates(createAccountFormMachine);
const { edges, paths } = transitionCoveringPaths(model, serializeState);
const visited = new Set<string>();
const taken = new Set<string>();

describe('createAccountForm model', () => {
  beforeAll(() => {
    installJsdomPlatform();
    window.alert = alert;
  });
  afterEach(() => {
    cleanup();
    // The screen keeps a draft in the tab's storage: each path starts on an empty form.
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it.each(paths.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence }) => {
    await mount();
    const checked = await runPath(createAccountFormMachine, {}, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('createAccountForm', leaves, visited, edges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
