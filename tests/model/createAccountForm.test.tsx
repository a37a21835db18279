// @vitest-environment jsdom
/**
 * Model-based test of the account form: every transition of the createAccountForm chart is
 * driven through the real <CreateAccountScreen> over a fake gateway (multipart upload included),
 * and every state is checked on screen.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { MESSAGES, createAccountFormMachine, type ServerFailure } from '../../machines/createAccountForm.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

type Snap = SnapshotFrom<typeof createAccountFormMachine>;
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

/**
 * The form a path leaves, from its events' literal values and the spec's texts: each field as last
 * typed (a username with other characters is refused, with the rule under it); a typed field
 * clears its message; 'Register Now' shows 'Name is required' / 'Username is required' for empty
 * ones; the server's refusals show under the username; a picture that is an image is kept.
 */
function formAfter({ events }: ModelStep) {
  const values = { name: '', username: '', location: '' } as Record<'name' | 'username' | 'location', string>;
  let errors: Partial<Record<'name' | 'username' | 'location', string>> = {};
  let picture = false;
  let profileType = 'public';
  for (const event of events) {
    // The draft comes back as the screen starts (driven by a reload): its values, no message, no picture.
    if (event.type === 'draft.restored') {
      const draft = event.values as { name: string; username: string; location: string; profileType: string };
      Object.assign(values, { name: draft.name, username: draft.username, location: draft.location });
      ({ profileType } = draft);
      errors = {};
      picture = false;
    }
    if (event.type === 'field.changed') {
      const field = event.field as 'name' | 'username' | 'location';
      const value = String(event.value);
      if (field === 'username' && value.includes(' '))
        errors = { ...errors, username: 'Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).' };
      else {
        values[field] = value;
        const { [field]: _cleared, ...rest } = errors;
        errors = rest;
      }
    }
    if (event.type === 'picture.chosen' && event.isImage) picture = true;
    if (event.type === 'profileType.changed') profileType = String(event.profileType);
    // With a field empty, the messages are the required ones; otherwise the form is sent as it is.
    if (event.type === 'submitted' && (!values.name || !values.username)) {
      errors = {};
      if (!values.name) errors.name = 'Name is required';
      if (!values.username) errors.username = 'Username is required';
    }
    if (event.type === 'xstate.error.actor.createAccount') {
      const { status, message } = event.error as { status: number; message: string };
      if (message === 'Username already taken') errors = { ...errors, username: 'Username is already taken' };
      else if (status === 400) errors = { ...errors, username: message };
    }
  }
  return { values, errors, picture, profileType };
}

const states = {
  editing: (_s: unknown, step: ModelStep) => {
    const { values, errors, picture, profileType } = formAfter(step);
    expect(input('name').value).toBe(values.name);
    expect(input('username').value).toBe(values.username);
    expect(input('location').value).toBe(values.location);
    for (const field of ['name', 'username', 'location'] as const) {
      const shown = document.getElementById(`account-${field}-error`)?.textContent ?? null;
      expect(shown, labels[field]).toBe(errors[field] ?? null);
    }
    expect(screen.getByRole('img', { name: picture ? 'Your new profile picture' : 'Default profile picture' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Private' }) as HTMLInputElement).checked).toBe(profileType === 'private');
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
};

const events = {
  // What was typed before a reload: the tab keeps it, and the screen opened again restores it.
  'draft.restored': async (event: { values: object }) => {
    cleanup();
    sessionStorage.setItem('draft:create-account', JSON.stringify(event.values));
    await mount();
  },
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
} satisfies Drivers<typeof createAccountFormMachine>;

const sampleEvents = [
  { type: 'draft.restored', values: { name: 'Ada', username: 'ada', location: 'Oslo', profileType: 'private' } },
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

describeModel('createAccountForm', {
  machine: createAccountFormMachine,
  input: {},
  mount: () => mount(),
  beforeAll: () => {
    installJsdomPlatform();
    window.alert = alert;
  },
  afterEach: () => {
    cleanup();
    // The screen keeps a draft in the tab's storage: each path starts on an empty form.
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
});
