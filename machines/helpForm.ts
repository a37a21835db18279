/**
 * The help form (/settings/help, spec §2 Help, §5 Help form, §8).
 *
 * - `editing`: Name (required, ≤ 35), Email (required, ≤ 35, an email), Topic (one of seven,
 *   'Advertisements & Branding' by default; 'Privacy & Safety' is stored as 'Friends & Social
 *   Features'), Message (required). Editing a field clears that field's error and the general one.
 * - 'Submit' checks the fields, then `submitting` (the button shows a spinner, nothing can change).
 * - `sent`: the toast 'Form submitted successfully!' and the person goes back (final).
 * - A failure returns to `editing` with everything typed kept, and shows the server's text, else
 *   the error's message, else 'An unexpected error occurred. Please try again.'.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export { HELP_LIMITS, HELP_MESSAGES, HELP_TOPICS } from '../shared/help-rules.ts';
import { HELP_LIMITS, HELP_MESSAGES, HELP_TOPICS } from '../shared/help-rules.ts';
/** The same test browsers use for type="email" (WHATWG), so the form and the input agree. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export type HelpField = 'name' | 'email' | 'topic' | 'message';
export type HelpValues = Record<HelpField, string>;
type Errors = Partial<Record<HelpField | 'form', string>>;

export type HelpFormEvent = { type: 'field.changed'; field: HelpField; value: string } | { type: 'submitted' };

function validate(values: HelpValues): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = HELP_MESSAGES.nameRequired;
  if (!values.email.trim()) errors.email = HELP_MESSAGES.emailRequired;
  else if (!EMAIL.test(values.email.trim())) errors.email = HELP_MESSAGES.emailInvalid;
  if (!values.topic) errors.topic = HELP_MESSAGES.topicRequired;
  if (!values.message.trim()) errors.message = HELP_MESSAGES.messageRequired;
  return errors;
}

const limitOf = (field: HelpField) => (field === 'name' || field === 'email' ? HELP_LIMITS[field] : Infinity);

export const helpFormMachine = setup({
  types: {
    context: {} as { values: HelpValues; errors: Errors },
    events: {} as HelpFormEvent,
  },
  actors: {
    sendHelp: fromPromise<void, HelpValues>(async () => {
      throw new Error('sendHelp is provided by the app');
    }),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      const { [event.field]: _cleared, form: _form, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value.slice(0, limitOf(event.field)) }, errors };
    }),
    showErrors: assign({ errors: ({ context }) => validate(context.values) }),
    showFailure: assign({ errors: ({ context }, message: string) => ({ ...context.errors, form: message || HELP_MESSAGES.unexpected }) }),
    announceSent: () => {},
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(validate(context.values)).length > 0,
  },
}).createMachine({
  id: 'helpForm',
  context: { values: { name: '', email: '', topic: HELP_TOPICS[0].value, message: '' }, errors: {} },
  initial: 'editing',
  meta: {
    guards: {
      isInvalid: 'a field is empty, or the email is not an email address',
    },
  },
  states: {
    editing: {
      description: "The form: Name, Email, Topic, Message and 'Submit'; a problem shows under its field",
      meta: { route: '/settings/help', spec: '§5 Help form' },
      on: {
        'field.changed': { actions: 'changeField', description: "Typing into a field clears that field's error and the general one" },
        submitted: [
          { guard: 'isInvalid', actions: 'showErrors', description: "'Submit' with a problem shows it under the field, e.g. 'Name is required'" },
          { target: 'submitting', description: "'Submit' with every field right sends the form" },
        ],
      },
    },
    submitting: {
      description: "A spinner on 'Submit'; the fields cannot be changed",
      meta: { route: '/settings/help', spec: '§5 Help form' },
      invoke: {
        id: 'sendHelp',
        src: 'sendHelp',
        input: ({ context }) => ({
          name: context.values.name.trim(),
          email: context.values.email.trim(),
          topic: context.values.topic,
          message: context.values.message.trim(),
        }),
        onDone: { target: 'sent', actions: 'announceSent', description: "Sent: the toast 'Form submitted successfully!', then back" },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => (event.error as { message?: string } | null)?.message ?? '' },
          description: "Not sent: what was typed stays, in red the server's text or 'An unexpected error occurred. Please try again.'",
        },
      },
    },
    sent: { type: 'final', description: "The toast 'Form submitted successfully!'; the person is taken back" },
  },
});

type Snapshot = SnapshotFrom<typeof helpFormMachine>;
export const selectHelpError = (s: Snapshot, field: HelpField | 'form') => s.context.errors[field] ?? null;
export const selectIsSending = (s: Snapshot) => s.matches('submitting');
