/**
 * The profile form of /create-account (spec §5 Create account).
 *
 * - `editing` (what was typed before a reload comes back once the screen is running: the draft
 *   lives in the tab, so the page rendered without it, and the first paint must match): Name (required, ≤ 24), Username (required, ≤ 24; a character other than letters,
 *   digits, '.', '_' or '-' is refused as typed and the rule is shown), Location (optional, ≤ 50),
 *   a picture (images only, otherwise the alert 'Only image files are allowed.') and the profile
 *   type (public by default). 'Register Now' checks the fields.
 * - `submitting`: the form is sent; without a picture the default one is used.
 * - `created`: the success dialog, whose button leads on to /pod-templates (`finished`).
 * Server errors: 'Username already taken' shows 'Username is already taken' under the username;
 * another 400 shows the server's text there; anything else alerts 'Something went wrong. Please try again.'.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const LIMITS = { name: 24, username: 24, location: 50 } as const;
export const USERNAME_RULE = 'Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).';
export const MESSAGES = {
  nameRequired: 'Name is required',
  usernameRequired: 'Username is required',
  usernameTaken: 'Username is already taken',
  notAnImage: 'Only image files are allowed.',
  unexpected: 'Something went wrong. Please try again.',
} as const;
const USERNAME_CHARS = /^[A-Za-z0-9._-]*$/;

export type AccountField = 'name' | 'username' | 'location';
export interface Picture {
  file: Blob;
  previewUrl: string;
}
export interface AccountValues {
  name: string;
  username: string;
  location: string;
  profileType: 'public' | 'private';
}
export interface ServerFailure {
  status: number | null;
  message: string;
}

export type CreateAccountEvent =
  | { type: 'draft.restored'; values: AccountValues }
  | { type: 'field.changed'; field: AccountField; value: string }
  | { type: 'picture.chosen'; picture: Picture; isImage: boolean }
  | { type: 'profileType.changed'; profileType: 'public' | 'private' }
  | { type: 'submitted' }
  | { type: 'dialog.continued' };

type Errors = Partial<Record<AccountField, string>>;

/**
 * One field typed into (shared with the edit-profile form): cut to its limit; a username with a
 * character outside the rule keeps its old value and shows the rule; otherwise its error clears.
 */
export function changeAccountField<V extends Record<AccountField, string>, E extends Partial<Record<string, string>>>(
  values: V,
  errors: E,
  field: AccountField,
  typed: string,
): { values: V; errors: E } {
  const value = typed.slice(0, LIMITS[field]);
  if (field === 'username' && !USERNAME_CHARS.test(value)) return { values, errors: { ...errors, username: USERNAME_RULE } };
  const { [field]: _cleared, ...rest } = errors;
  return { values: { ...values, [field]: value }, errors: rest as E };
}

export function accountFieldErrors(values: Record<AccountField, string>): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = MESSAGES.nameRequired;
  if (!values.username.trim()) errors.username = MESSAGES.usernameRequired;
  return errors;
}

export const createAccountFormMachine = setup({
  types: {
    context: {} as { values: AccountValues; picture: Picture | null; errors: Errors },
    events: {} as CreateAccountEvent,
    input: {} as { name?: string | null; values?: AccountValues | null },
  },
  actors: {
    createAccount: fromPromise<void, { values: AccountValues; picture: Picture | null }>(async () => {
      throw new Error('createAccount is provided by the app');
    }),
  },
  actions: {
    restoreDraft: assign({
      values: ({ event }) => {
        assertEvent(event, 'draft.restored');
        return event.values;
      },
      errors: {},
      // Restored as the screen starts: no picture is chosen yet (a file is not kept in the draft).
      picture: null,
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      return changeAccountField(context.values, context.errors, event.field, event.value);
    }),
    choosePicture: assign({
      picture: ({ event }) => {
        assertEvent(event, 'picture.chosen');
        return event.picture;
      },
    }),
    alertNotAnImage: () => {},
    changeProfileType: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'profileType.changed');
        return { ...context.values, profileType: event.profileType };
      },
    }),
    showFieldErrors: assign({ errors: ({ context }) => accountFieldErrors(context.values) }),
    showServerError: assign({
      errors: ({ context }, failure: ServerFailure) => {
        if (failure.message === 'Username already taken') return { ...context.errors, username: MESSAGES.usernameTaken };
        if (failure.status === 400) return { ...context.errors, username: failure.message };
        return context.errors;
      },
    }),
    alertUnexpected: (_, _failure: ServerFailure) => {},
    accountCreated: () => {},
  },
  guards: {
    isImage: ({ event }) => {
      assertEvent(event, 'picture.chosen');
      return event.isImage;
    },
    hasFieldErrors: ({ context }) => Object.keys(accountFieldErrors(context.values)).length > 0,
    isClientError: (_, failure: ServerFailure) => failure.status === 400,
  },
}).createMachine({
  id: 'createAccountForm',
  context: ({ input }) => ({
    values: input.values ?? { name: input.name ?? '', username: '', location: '', profileType: 'public' },
    picture: null,
    errors: {},
  }),
  initial: 'editing',
  meta: {
    guards: {
      isImage: 'the chosen file is an image',
      hasFieldErrors: 'Name or Username is empty',
      isClientError: 'the server refused the form (a 400)',
    },
  },
  states: {
    editing: {
      description: "'Create Account': picture, Name, Username, Location, Public or Private, 'Register Now'",
      meta: { route: '/create-account', spec: '§5 Create account' },
      on: {
        'draft.restored': { actions: 'restoreDraft', description: 'What was typed before a reload comes back once the screen runs' },
        'field.changed': { actions: 'changeField', description: 'Typing is cut to the limit; a character a username cannot hold is refused, with the rule' },
        'picture.chosen': [
          { guard: 'isImage', actions: 'choosePicture', description: 'An image becomes the profile picture' },
          { actions: 'alertNotAnImage', description: "Not an image: the alert 'Only image files are allowed.'" },
        ],
        'profileType.changed': { actions: 'changeProfileType', description: "'Public' or 'Private' is chosen" },
        submitted: [
          {
            guard: 'hasFieldErrors',
            actions: 'showFieldErrors',
            description: "'Register Now' with a field empty shows 'Name is required' or 'Username is required'",
          },
          { target: 'submitting', description: "'Register Now' sends the form (without a picture, the default one)" },
        ],
      },
    },
    submitting: {
      description: "A spinner on 'Register Now' while the account is made",
      meta: { route: '/create-account', spec: '§5 Create account' },
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => ({ values: context.values, picture: context.picture }),
        onDone: { target: 'created', description: "The account is made: the dialog 'Account Created'" },
        onError: [
          {
            guard: { type: 'isClientError', params: ({ event }) => event.error as ServerFailure },
            target: 'editing',
            actions: { type: 'showServerError', params: ({ event }) => event.error as ServerFailure },
            description: "Refused: 'Username is already taken', or the server's text, under Username",
          },
          {
            target: 'editing',
            actions: { type: 'alertUnexpected', params: ({ event }) => event.error as ServerFailure },
            description: "Failed: the alert 'Something went wrong. Please try again.'; what was typed stays",
          },
        ],
      },
    },
    created: {
      description: "The dialog 'Account Created': 'Welcome to Pods, …! Next, choose a template for your Pod.', 'Continue'",
      meta: { route: '/create-account', spec: '§2 /create-account' },
      on: {
        'dialog.continued': { target: 'finished', actions: 'accountCreated', description: "'Continue' (or closing the dialog) leads on to /pod-templates" },
      },
    },
    finished: { type: 'final', description: 'The account exists: the person goes on to /pod-templates' },
  },
});

type Snapshot = SnapshotFrom<typeof createAccountFormMachine>;
export const selectIsSubmitting = (s: Snapshot) => s.matches('submitting');
export const selectShowsCreatedDialog = (s: Snapshot) => s.matches('created');
export const selectError = (s: Snapshot, field: AccountField) => s.context.errors[field] ?? null;
