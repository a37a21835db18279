import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { HELP_LIMITS, HELP_MESSAGES, HELP_TOPICS, helpFormMachine, selectHelpError, selectIsSending, type HelpValues } from '../../machines/helpForm.ts';
import { call } from './support/calls.ts';

function start() {
  const send = call<void, HelpValues>();
  const effects = { announceSent: vi.fn() };
  const actor = createActor(helpFormMachine.provide({ actors: { sendHelp: send.logic }, actions: effects })).start();
  const type = (field: 'name' | 'email' | 'topic' | 'message', value: string) => actor.send({ type: 'field.changed', field, value });
  const snap = () => actor.getSnapshot();
  return { actor, send, effects, type, snap };
}

function filled(email = 'ada@example.com') {
  const started = start();
  started.type('name', ' Ada ');
  started.type('email', ` ${email} `);
  started.type('message', ' Help me ');
  return started;
}

describe('help form (spec §2 Help, §5 Help form, §8)', () => {
  it('starts empty with the topic Advertisements & Branding', () => {
    const { snap } = start();
    expect(helpFormMachine.id).toBe('helpForm');
    expect(snap().value).toBe('editing');
    expect(snap().context).toEqual({ values: { name: '', email: '', topic: 'Advertisements & Branding', message: '' }, errors: {} });
    expect(HELP_LIMITS).toEqual({ name: 35, email: 35 });
    expect(HELP_TOPICS.find((t) => t.label === 'Privacy & Safety')?.value).toBe('Friends & Social Features');
  });

  it("'Submit' with everything empty shows each field's text", () => {
    const { actor, type, snap, send } = start();
    type('topic', '');
    actor.send({ type: 'submitted' });
    expect(send.count).toBe(0);
    expect(snap().value).toBe('editing');
    expect(snap().context.errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      topic: 'Please select at least one topic',
      message: 'Message is required',
    });
  });

  it('fields of only spaces count as empty', () => {
    const { actor, type, snap, send } = start();
    type('name', '  ');
    type('email', '  ');
    type('message', '  ');
    actor.send({ type: 'submitted' });
    expect(send.count).toBe(0);
    expect(snap().context.errors).toEqual({ name: 'Name is required', email: 'Email is required', message: 'Message is required' });
  });

  it('name and email stop at 35 characters; the message does not', () => {
    const { type, snap } = start();
    type('name', 'n'.repeat(40));
    type('email', 'e'.repeat(40));
    type('message', 'm'.repeat(500));
    expect(snap().context.values).toMatchObject({ name: 'n'.repeat(35), email: 'e'.repeat(35), message: 'm'.repeat(500) });
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@@example.com',
    'a da@example.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
    'ada@ex_ample.com',
  ])("'%s' is not an email address", (email) => {
    const { actor, snap, send } = filled(email);
    actor.send({ type: 'submitted' });
    expect(send.count).toBe(0);
    expect(snap().context.errors).toEqual({ email: HELP_MESSAGES.emailInvalid });
  });

  it.each(['ada@example.com', 'a.b+c@mail.example.co', "o'neil!#$%&*/=?^_`{|}~-@x.io", 'ADA@EXAMPLE.COM', 'a@b', 'x@a-b.c9', 'x@1.2'])(
    "'%s' is an email address",
    (email) => {
      const { actor, send } = filled(email);
      actor.send({ type: 'submitted' });
      expect(send.count).toBe(1);
    },
  );

  it('editing a field clears its error and the general one, and only those', async () => {
    const { actor, type, snap, send } = filled();
    actor.send({ type: 'submitted' });
    await send.reject(new Error('Mail server down'));
    expect(snap().context.errors).toEqual({ form: 'Mail server down' });
    type('topic', 'Others');
    expect(snap().context.errors).toEqual({});
    type('message', '');
    type('name', '');
    actor.send({ type: 'submitted' });
    expect(snap().context.errors).toEqual({ name: 'Name is required', message: 'Message is required' });
    type('name', 'Bea');
    expect(snap().context.errors).toEqual({ message: 'Message is required' });
    type('message', 'x');
    expect(snap().context.errors).toEqual({});
  });

  it('sends the trimmed form; sent, the toast and back (final)', async () => {
    const { actor, type, snap, send, effects } = filled();
    type('topic', 'Others');
    actor.send({ type: 'submitted' });
    expect(selectIsSending(snap())).toBe(true);
    expect(send.inputs).toEqual([{ name: 'Ada', email: 'ada@example.com', topic: 'Others', message: 'Help me' }]);
    expect(Object.keys(snap().children)).toEqual(['sendHelp']);
    type('name', 'changed while sending');
    expect(snap().context.values.name).toBe(' Ada ');
    await send.resolve();
    expect(snap().status).toBe('done');
    expect(effects.announceSent).toHaveBeenCalledTimes(1);
  });

  it("a failure keeps what was typed and shows the error's message, else 'An unexpected error occurred. Please try again.'", async () => {
    const { actor, snap, send, effects } = filled();
    actor.send({ type: 'submitted' });
    await send.reject(new Error('Too many requests'));
    expect(snap().value).toBe('editing');
    expect(selectHelpError(snap(), 'form')).toBe('Too many requests');
    expect(snap().context.values.name).toBe(' Ada ');
    actor.send({ type: 'submitted' });
    await send.reject(null);
    expect(selectHelpError(snap(), 'form')).toBe('An unexpected error occurred. Please try again.');
    actor.send({ type: 'submitted' });
    await send.reject({});
    expect(selectHelpError(snap(), 'form')).toBe('An unexpected error occurred. Please try again.');
    expect(selectHelpError(snap(), 'name')).toBeNull();
    expect(effects.announceSent).not.toHaveBeenCalled();
  });
});
