/**
 * Edit profile (/settings/profile, spec §5 Edit profile, §8): the account's fields with the same
 * limits and rules as /create-account (Name ≤ 24, Username ≤ 24 with its character rule,
 * Location ≤ 50, a picture that must be an image).
 *
 * - `editing`, starting from the saved profile. 'Save' with nothing changed shows 'Please update
 *   at least one field before saving.'; a blank name or username shows the account's texts.
 * - `submitting`: only the changed fields (and a new picture) are sent.
 * - `saved`: the dialog 'Profile Updated' / 'You have successfully updated your profile!'; closing
 *   it returns to `editing` with the saved profile as the new starting point.
 * Server errors: 'Username already taken' shows 'Username is already taken' under the username;
 * another 400 shows the server's text as a general message; anything else 'Something went wrong.
 * Please try again.'. What was typed is kept.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { MESSAGES, accountFieldErrors, changeAccountField, type AccountField, type Picture, type ServerFailure } from './createAccountForm.ts';

export const NOTHING_CHANGED = 'Please update at least one field before saving.';
export const PROFILE_UPDATED = { title: 'Profile Updated', text: 'You have successfully updated your profile!' } as const;

export type ProfileValues = Record<AccountField, string>;
export interface SavedProfile extends ProfileValues {
  pictureUrl: string;
}
/** What is sent: only what changed. */
export type ProfileChanges = Partial<ProfileValues> & { picture?: Blob };
type Errors = Partial<Record<AccountField | 'picture' | 'form', string>>;

export type EditProfileEvent =
  | { type: 'field.changed'; field: AccountField; value: string }
  | { type: 'picture.chosen'; picture: Picture; isImage: boolean }
  | { type: 'submitted' }
  | { type: 'dialog.closed' };

export function changesOf(saved: SavedProfile, values: ProfileValues, picture: Picture | null): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of ['name', 'username', 'location'] as const) {
    if (values[field].trim() !== saved[field]) changes[field] = values[field].trim();
  }
  if (picture) changes.picture = picture.file;
  return changes;
}

const valuesOf = ({ name, username, location }: SavedProfile): ProfileValues => ({ name, username, location });

export const editProfileFormMachine = setup({
  types: {
    context: {} as { saved: SavedProfile; values: ProfileValues; picture: Picture | null; errors: Errors },
    events: {} as EditProfileEvent,
    input: {} as SavedProfile,
  },
  actors: {
    saveProfile: fromPromise<SavedProfile, ProfileChanges>(async () => {
      throw new Error('saveProfile is provided by the app');
    }),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      const { form: _form, ...errors } = context.errors;
      return changeAccountField(context.values, errors, event.field, event.value);
    }),
    choosePicture: assign(({ context, event }) => {
      assertEvent(event, 'picture.chosen');
      const { picture: _picture, form: _form, ...errors } = context.errors;
      return { picture: event.picture, errors };
    }),
    refusePicture: assign({ errors: ({ context }) => ({ ...context.errors, picture: MESSAGES.notAnImage }) }),
    showFieldErrors: assign({ errors: ({ context }) => accountFieldErrors(context.values) }),
    showNothingChanged: assign({ errors: ({ context }) => ({ ...context.errors, form: NOTHING_CHANGED }) }),
    keepSaved: assign((_, saved: SavedProfile) => ({ saved, values: valuesOf(saved), picture: null, errors: {} })),
    showServerError: assign({
      errors: ({ context }, failure: ServerFailure) => {
        if (failure.message === 'Username already taken') return { ...context.errors, username: MESSAGES.usernameTaken };
        return { ...context.errors, form: failure.status === 400 && failure.message ? failure.message : MESSAGES.unexpected };
      },
    }),
    profileSaved: (_, _saved: SavedProfile) => {},
  },
  guards: {
    isImage: ({ event }) => {
      assertEvent(event, 'picture.chosen');
      return event.isImage;
    },
    hasFieldErrors: ({ context }) => Object.keys(accountFieldErrors(context.values)).length > 0,
    isUnchanged: ({ context }) => Object.keys(changesOf(context.saved, context.values, context.picture)).length === 0,
  },
}).createMachine({
  id: 'editProfileForm',
  context: ({ input }) => ({ saved: input, values: valuesOf(input), picture: null, errors: {} }),
  initial: 'editing',
  meta: {
    guards: {
      isImage: 'the chosen file is an image',
      hasFieldErrors: 'Name or Username is empty',
      isUnchanged: 'nothing differs from the saved profile, and no new picture',
    },
  },
  states: {
    editing: {
      description: "'Edit Profile': picture, Name, Username, Location (as saved) and 'Save'",
      meta: { route: '/settings/profile', spec: '§5 Edit profile' },
      on: {
        'field.changed': { actions: 'changeField', description: 'Typing is cut to the limit; a character a username cannot hold is refused, with the rule' },
        'picture.chosen': [
          { guard: 'isImage', actions: 'choosePicture', description: 'An image becomes the new picture' },
          { actions: 'refusePicture', description: "Not an image: 'Only image files are allowed.' under the picture" },
        ],
        submitted: [
          { guard: 'hasFieldErrors', actions: 'showFieldErrors', description: "'Save' with a field empty shows 'Name is required' or 'Username is required'" },
          {
            guard: 'isUnchanged',
            actions: 'showNothingChanged',
            description: "'Save' with nothing changed: 'Please update at least one field before saving.'",
          },
          { target: 'submitting', description: "'Save' sends only the changed fields (and a new picture)" },
        ],
      },
    },
    submitting: {
      description: "A spinner on 'Save'; the fields cannot be changed while the changes are sent",
      meta: { route: '/settings/profile', spec: '§5 Edit profile' },
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => changesOf(context.saved, context.values, context.picture),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepSaved', params: ({ event }) => event.output },
            { type: 'profileSaved', params: ({ event }) => event.output },
          ],
          description: "Saved: the dialog 'Profile Updated'",
        },
        onError: {
          target: 'editing',
          actions: { type: 'showServerError', params: ({ event }) => event.error as ServerFailure },
          description: "Not saved: 'Username is already taken', the server's text or 'Something went wrong. Please try again.'",
        },
      },
    },
    saved: {
      description: "The dialog 'Profile Updated' / 'You have successfully updated your profile!' with 'OK'",
      meta: { route: '/settings/profile', spec: '§8 Error catalogue' },
      on: { 'dialog.closed': { target: 'editing', description: "'OK' closes the dialog; the form now starts from the saved profile" } },
    },
  },
});

type Snapshot = SnapshotFrom<typeof editProfileFormMachine>;
export const selectProfileError = (s: Snapshot, field: AccountField | 'picture' | 'form') => s.context.errors[field] ?? null;
export const selectIsSaving = (s: Snapshot) => s.matches('submitting');
export const selectShowsSavedDialog = (s: Snapshot) => s.matches('saved');
