// @vitest-environment jsdom
/**
 * Model-based test of the help form: every transition of the helpForm chart is driven through
 * the real <HelpScreen> over a fake gateway, and every state is checked on screen (the fields,
 * each error, the spinner while sending, the toast and the way back after sending).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { HELP_MESSAGES, HELP_TOPICS, helpFormMachine, type HelpField, type HelpFormEvent } from '../../machines/helpForm.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';
import { renderRouted } from './support/routed.tsx';

type Snap = SnapshotFrom<typeof helpFormMachine>;
type DriverEvent = HelpFormEvent['type'] | 'xstate.done.actor.sendHelp' | 'xstate.error.actor.sendHelp';

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

const states = {
  editing: (s: Snap) => {
    const { values, errors } = s.context;
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
  submitting: async (s: Snap) => {
    expect(screen.getByRole('progressbar', { name: 'Submitting' })).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(api.isHeld('SendHelpEmail')).toBe(true));
    const { name, email, topic, message } = s.context.values;
    expect(api.calls.findLast((c) => c.operation === 'SendHelpEmail')!.variables).toEqual({
      input: { name: name.trim(), email: email.trim(), topic, message: message.trim() },
    });
  },
  sent: async () => {
    expect(await screen.findByText(HELP_MESSAGES.sent)).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/settings', { replace: true });
  },
} satisfies Record<string, (snapshot: Snap) => void | Promise<void>>;

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
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;

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
const model = new TestModel(helpFormMachine, { stateMatcher, events: sampleEvents as never, serializeState } as never);
const leaves = leafStates(helpFormMachine);
const { edges, paths } = transitionCoveringPaths(model, serializeState);
const visited = new Set<string>();
const taken = new Set<string>();

describe('helpForm model', () => {
  beforeAll(() => {
    installJsdomPlatform();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    navigate.mockClear();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

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

  it.each(paths.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence }) => {
    await mount();
    const checked = await runPath(helpFormMachine, undefined, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('helpForm', leaves, visited, edges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
