// @vitest-environment jsdom
/**
 * Model-based test of edit profile: every transition of the editProfileForm chart is driven
 * through the real <EditProfileScreen> over a fake gateway (multipart upload included), and every
 * state is checked on screen, including which fields were sent.
 */
import { expect, vi, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { MESSAGES, type AccountField, type ServerFailure } from '../../machines/createAccountForm.ts';
import { PROFILE_UPDATED, changesOf, editProfileFormMachine, type SavedProfile } from '../../machines/editProfileForm.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

type Snap = SnapshotFrom<typeof editProfileFormMachine>;
const SAVED: SavedProfile = { name: 'Ada', username: 'ada', location: 'London', pictureUrl: '/media/uploads/old.webp' };
const USER = { userId: 'user-1', userName: 'ada', userDisplayName: 'Ada', userLocation: 'London', userDPUrl: '/media/uploads/old.webp' };

let api: ReturnType<typeof installFakeApi>;
/** What the fake server answers to the next save: the profile as the model saved it. */
let answer = USER;

async function mount() {
  vi.resetModules();
  sessionStorage.setItem('userId', 'user-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  api = installFakeApi({ ProfileToEdit: () => ({ getUser: USER }), UpdateProfile: () => ({ updateProfile: answer }) });
  const { EditProfileScreen } = await import('../../src/features/settings/EditProfileScreen.tsx');
  const { router } = renderRouted(<EditProfileScreen />, '/settings/profile');
  // The router's first load can mount the screen again: drive it only once that is over.
  await vi.waitFor(() => expect(router.state.status).toBe('idle'));
  await screen.findByRole('textbox', { name: 'Name' });
  // And once the profile has arrived: its answer would otherwise overwrite a change made before.
  await vi.waitFor(() => expect(input('name').value).toBe(USER.userDisplayName));
}

const labels = { name: 'Name', username: 'Username', location: /^Location/ } as const;
const input = (field: AccountField) => screen.getByRole('textbox', { name: labels[field] }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving)$/ });

type Field = 'name' | 'username' | 'location';
/**
 * The form a path leaves, from its events' literal values and the spec's texts: the profile as
 * saved (Ada, ada, London, old.webp); each field as last typed (a username with other characters
 * is refused, with the rule), which clears its message and the form's; an image becomes the new
 * picture, anything else shows 'Only image files are allowed.'; 'Save' with a field empty shows
 * 'Name is required' / 'Username is required', with nothing changed 'Please update at least one
 * field before saving.'; a save keeps what the server answered; a refusal shows its reason.
 */
function formAfter({ events }: ModelStep) {
  let saved = { name: 'Ada', username: 'ada', location: 'London', pictureUrl: '/media/uploads/old.webp' };
  let values: Record<Field, string> = { name: 'Ada', username: 'ada', location: 'London' };
  let picture = false;
  let errors: Partial<Record<Field | 'picture' | 'form', string>> = {};
  const without = (...fields: string[]) => Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
  for (const event of events) {
    if (event.type === 'field.changed') {
      const field = event.field as Field;
      errors = without('form');
      if (field === 'username' && String(event.value).includes(' '))
        errors = { ...errors, username: 'Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).' };
      else [values, errors] = [{ ...values, [field]: String(event.value) }, without(field, 'form')];
    }
    if (event.type === 'picture.chosen') {
      if (event.isImage) [picture, errors] = [true, without('picture', 'form')];
      else errors = { ...errors, picture: 'Only image files are allowed.' };
    }
    if (event.type === 'submitted') {
      const missing = { ...(values.name ? {} : { name: 'Name is required' }), ...(values.username ? {} : { username: 'Username is required' }) };
      const unchanged = !picture && (['name', 'username', 'location'] as const).every((field) => values[field] === saved[field]);
      if (Object.keys(missing).length) errors = missing;
      else if (unchanged) errors = { ...errors, form: 'Please update at least one field before saving.' };
    }
    if (event.type === 'xstate.done.actor.saveProfile') {
      saved = event.output as typeof saved;
      [values, picture, errors] = [{ name: saved.name, username: saved.username, location: saved.location }, false, {}];
    }
    if (event.type === 'xstate.error.actor.saveProfile') {
      const { status, message } = event.error as { status: number; message: string };
      errors =
        message === 'Username already taken'
          ? { ...errors, username: 'Username is already taken' }
          : { ...errors, form: status === 400 && message ? message : 'Something went wrong. Please try again.' };
    }
  }
  return { saved, values, picture, errors };
}

function checkForm(step: ModelStep) {
  const { values, errors, picture, saved } = formAfter(step);
  for (const field of ['name', 'username', 'location'] as const) {
    expect(input(field).value, field).toBe(values[field]);
    expect(document.getElementById(`account-${field}-error`)?.textContent ?? null, field).toBe(errors[field] ?? null);
  }
  expect(document.getElementById('profile-picture-error')?.textContent ?? null).toBe(errors.picture ?? null);
  const image = screen.getByRole('img', { name: picture ? 'Your new profile picture' : 'Your profile picture' }) as HTMLImageElement;
  if (!picture) expect(image.getAttribute('src')).toBe(saved.pictureUrl);
  const shown = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(shown.sort()).toEqual(Object.values(errors).sort());
}

const states = {
  editing: (_s: unknown, step: ModelStep) => {
    checkForm(step);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', false);
  },
  submitting: async (_s: unknown, step: ModelStep) => {
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeTruthy();
    await vi.waitFor(() => expect(api.isHeld('UpdateProfile')).toBe(true));
    const call = api.calls.findLast((c) => c.operation === 'UpdateProfile')!;
    const { saved, values, picture } = formAfter(step);
    // Only what differs from the saved profile is sent (and a new picture).
    const expected: Record<string, unknown> = {};
    if (values.name.trim() !== saved.name) expected.userDisplayName = values.name.trim();
    if (values.username.trim() !== saved.username) expected.userName = values.username.trim();
    if (values.location.trim() !== saved.location) expected.userLocation = values.location.trim();
    if (picture) expected.profilePicture = null;
    expect(call.variables).toEqual({ userId: 'user-1', input: expected });
    expect(call.files).toHaveLength(picture ? 1 : 0);
  },
  saved: async (_s: unknown, step: ModelStep) => {
    const dialog = await screen.findByRole('dialog', { name: PROFILE_UPDATED.title });
    expect(within(dialog).getByText(PROFILE_UPDATED.text)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your profile picture', hidden: true }).getAttribute('src')).toBe(formAfter(step).saved.pictureUrl);
  },
};

const events = {
  'field.changed': (event: { field: AccountField; value: string }) => void fireEvent.change(input(event.field), { target: { value: event.value } }),
  'picture.chosen': (event: { isImage: boolean }) => {
    const file = event.isImage
      ? new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })
      : new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(document.getElementById('profile-picture')!, { target: { files: [file] } });
  },
  submitted: () => {
    api.hold('UpdateProfile');
    fireEvent.click(saveButton());
  },
  'xstate.done.actor.saveProfile': async (event: { output: SavedProfile }) => {
    await vi.waitFor(() => expect(api.isHeld('UpdateProfile')).toBe(true));
    const { name, username, location, pictureUrl } = event.output;
    answer = { userId: 'user-1', userName: username, userDisplayName: name, userLocation: location, userDPUrl: pictureUrl };
    await act(async () => api.settle('UpdateProfile', { updateProfile: answer }));
    await screen.findByRole('dialog', { name: PROFILE_UPDATED.title });
  },
  'xstate.error.actor.saveProfile': async (event: { error: ServerFailure }) => {
    await vi.waitFor(() => expect(api.isHeld('UpdateProfile')).toBe(true));
    await act(async () => api.settle('UpdateProfile', failure(event.error.status ?? 500, event.error.message)));
    await screen.findByRole('button', { name: 'Save' });
  },
  'dialog.closed': () => void fireEvent.click(within(screen.getByRole('dialog', { name: PROFILE_UPDATED.title })).getByRole('button', { name: 'OK' })),
} satisfies Drivers<typeof editProfileFormMachine>;

const sampleEvents = [
  { type: 'field.changed', field: 'name', value: 'Ada L.' },
  { type: 'field.changed', field: 'name', value: '' },
  { type: 'field.changed', field: 'username', value: 'ada lovelace' },
  { type: 'field.changed', field: 'location', value: '' },
  { type: 'picture.chosen', picture: { file: new Blob(), previewUrl: 'blob:preview' }, isImage: true },
  { type: 'picture.chosen', picture: { file: new Blob(), previewUrl: 'blob:preview' }, isImage: false },
  { type: 'submitted' },
  { type: 'xstate.done.actor.saveProfile', output: { ...SAVED, name: 'Ada L.', location: '', pictureUrl: '/media/uploads/new.webp' } },
  { type: 'xstate.error.actor.saveProfile', error: { status: 400, message: 'Username already taken' } },
  { type: 'xstate.error.actor.saveProfile', error: { status: 400, message: 'Name must be at most 24 characters' } },
  { type: 'xstate.error.actor.saveProfile', error: { status: 500, message: 'Something went wrong on our side. Please try again.' } },
  { type: 'dialog.closed' },
];
// Behaviour depends on whether the name is filled and whether anything differs from the saved profile.
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} name:${Boolean(context.values.name.trim())} changed:${Object.keys(changesOf(context.saved, context.values, context.picture)).length > 0}`;
};

describeModel('editProfileForm', {
  machine: editProfileFormMachine,
  input: SAVED,
  mount: () => mount(),
  beforeAll: () => {
    installJsdomPlatform();
  },
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
    answer = USER;
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
  tests: () => {
    it('uses the account limits and texts', async () => {
      await mount();
      expect(input('name').maxLength).toBe(24);
      expect(input('username').maxLength).toBe(24);
      expect(input('location').maxLength).toBe(50);
      fireEvent.change(input('username'), { target: { value: 'ada!' } });
      expect(input('username').value).toBe('ada');
      expect((await screen.findByRole('alert')).textContent).toBe('Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).');
      expect(MESSAGES.usernameTaken).toBe('Username is already taken');
    });
  },
});
