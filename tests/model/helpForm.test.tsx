// @vitest-environment jsdom
/**
 * Model-based test of the help form: every transition of the helpForm chart is driven through
 * the real <HelpScreen> over a fake gateway, and every state is checked on screen (the fields,
 * each error, the spinner while sending, the toast and the way back after sending).
 */
import { expect, vi, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { HELP_MESSAGES, HELP_TOPICS, helpFormMachine, type HelpField } from '../../machines/helpForm.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

type Snap = SnapshotFrom<typeof helpFormMachine>;

let api: ReturnType<typeof installFakeApi>;
const navigate = vi.fn();

async function mount() {
  vi.resetModules();
  api = installFakeApi({ SendHelpEmail: () => ({ sendHelpEmail: { messageId: 1, status: 'queued' } }) });
  const { setNavigate } = await import('../../src/lib/navigation.ts');
  setNavigate(navigate);
  const { HelpScreen } = await import('../../src/features/settings/HelpScreen.tsx');
  const { Toasts } = await import('../../src/app/Toasts.tsx');
  renderRouted(
    <>
      <HelpScreen />
      <Toasts />
    </>,
    '/settings/help',
  );
  await screen.findByRole('heading', { name: 'Help', level: 1 });
}

const LABELS = { name: 'Name', email: 'Email', topic: 'Topic', message: 'Message' } as const;
const control = (field: HelpField) => screen.getByLabelText(LABELS[field]) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** The submit button: named 'Submit', or holding the 'Submitting' spinner while sending. */
const submit = () => document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;

/**
 * The form a path leaves, from its events' literal values and the spec's texts: each field as last
 * typed (which clears its message and the form's); 'Submit' shows 'Name is required', 'Email is
 * required' or 'Please enter a valid email address', 'Message is required' for what is wrong; a
 * failed send shows its reason, or 'An unexpected error occurred. Please try again.'.
 */
function formAfter({ events }: ModelStep) {
  const values: Record<HelpField, string> = { name: '', email: '', topic: HELP_TOPICS[0].value, message: '' };
  let errors: Partial<Record<HelpField | 'form', string>> = {};
  for (const event of events) {
    if (event.type === 'field.changed') {
      values[event.field as HelpField] = String(event.value);
      errors = Object.fromEntries(Object.entries(errors).filter(([field]) => field !== event.field && field !== 'form'));
    }
    const wrong = {
      ...(values.name ? {} : { name: 'Name is required' }),
      ...(!values.email ? { email: 'Email is required' } : values.email.includes(' ') ? { email: 'Please enter a valid email address' } : {}),
      ...(values.message ? {} : { message: 'Message is required' }),
    };
    if (event.type === 'submitted' && Object.keys(wrong).length) errors = wrong;
    if (event.type === 'xstate.error.actor.sendHelp')
      errors = { ...errors, form: (event.error as Error).message || 'An unexpected error occurred. Please try again.' };
  }
  return { values, errors };
}

const states = {
  editing: (_s: unknown, step: ModelStep) => {
    const { values, errors } = formAfter(step);
    for (const field of Object.keys(LABELS) as HelpField[]) {
      expect(control(field).value, field).toBe(values[field]);
      const describedBy = control(field).getAttribute('aria-describedby');
      expect(describedBy ? document.getElementById(describedBy)!.textContent : null, field).toBe(errors[field] ?? null);
    }
    const shown = screen.queryAllByRole('alert').map((alert) => alert.textContent);
    expect(shown.sort()).toEqual(Object.values(errors).sort());
    expect(submit()).toHaveProperty('disabled', false);
    expect(navigate).not.toHaveBeenCalled();
  },
  submitting: async (_s: unknown, step: ModelStep) => {
    expect(screen.getByRole('progressbar', { name: 'Submitting' })).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(api.isHeld('SendHelpEmail')).toBe(true));
    const { name, email, topic, message } = formAfter(step).values;
    expect(api.calls.findLast((c) => c.operation === 'SendHelpEmail')!.variables).toEqual({
      input: { name: name.trim(), email: email.trim(), topic, message: message.trim() },
    });
  },
  sent: async () => {
    expect(await screen.findByText(HELP_MESSAGES.sent)).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/settings', { replace: true });
  },
};

const events = {
  'field.changed': (event: { field: HelpField; value: string }) => void fireEvent.change(control(event.field), { target: { value: event.value } }),
  submitted: () => {
    api.hold('SendHelpEmail');
    fireEvent.click(submit());
  },
  'xstate.done.actor.sendHelp': async () => {
    await vi.waitFor(() => expect(api.isHeld('SendHelpEmail')).toBe(true));
    await act(async () => api.settle('SendHelpEmail', { sendHelpEmail: { messageId: 1, status: 'queued' } }));
  },
  'xstate.error.actor.sendHelp': async (event: { error: { message: string } }) => {
    await vi.waitFor(() => expect(api.isHeld('SendHelpEmail')).toBe(true));
    await act(async () => api.settle('SendHelpEmail', failure(event.error.message ? 400 : 500, event.error.message)));
    await screen.findByRole('button', { name: 'Submit' });
  },
} satisfies Drivers<typeof helpFormMachine>;

const sampleEvents = [
  { type: 'field.changed', field: 'name', value: 'Ada' },
  { type: 'field.changed', field: 'email', value: 'ada@example.test' },
  { type: 'field.changed', field: 'email', value: 'ada at example' },
  { type: 'field.changed', field: 'topic', value: HELP_TOPICS[3].value },
  { type: 'field.changed', field: 'message', value: 'How do I hide my Pods?' },
  { type: 'submitted' },
  { type: 'xstate.done.actor.sendHelp', output: undefined },
  { type: 'xstate.error.actor.sendHelp', error: new Error('Too many messages. Please try again in 1 minute.') },
  { type: 'xstate.error.actor.sendHelp', error: new Error('') },
];
// Behaviour depends only on whether each field is valid: explore the chart by that. (The topic is a
// select with a default, so it is never empty on screen; the server checks it too.)
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  const { name, email, topic, message } = context.values;
  return `${JSON.stringify(value)} ${Boolean(name)}${email.includes('@') && !email.includes(' ')}${topic}${Boolean(message)}`;
};

describeModel('helpForm', {
  machine: helpFormMachine,
  mount: () => mount(),
  beforeAll: () => {
    installJsdomPlatform();
  },
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    navigate.mockClear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
  tests: () => {
    it('offers the seven topics, Privacy & Safety stored as Friends & Social Features, Advertisements first', async () => {
      await mount();
      const options = [...(control('topic') as HTMLSelectElement).options].map((o) => [o.textContent, o.value]);
      expect(options).toHaveLength(7);
      expect(options[0]).toEqual(['Advertisements & Branding', 'Advertisements & Branding']);
      expect(options).toContainEqual(['Privacy & Safety', 'Friends & Social Features']);
      expect(control('topic').value).toBe('Advertisements & Branding');
      expect(control('name').getAttribute('maxLength')).toBe('35');
      expect(control('email').getAttribute('maxLength')).toBe('35');
    });
  },
});
