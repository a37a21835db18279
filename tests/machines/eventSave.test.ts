/**
 * eventSave's pure rules (spec §5 Create event, §6/§9 Free plan) and the effects the screen relies
 * on: the form handed to the server, the event id for /event-success, the failure reported.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { eventFormRefusal, eventSaveMachine, validateEvent, type EventForm } from '../../machines/eventSave.ts';

const NOW = 1_800_000_000;
const VALID: EventForm = {
  eventName: 'Launch',
  eventDescription: '',
  postId: 'post-1',
  startTimestamp: NOW + 3600,
  endTimestamp: NOW + 7200,
  guests: ['gus'],
};

describe('eventFormRefusal', () => {
  it("refuses someone else's event: 'Only the host can change this event.'", () => {
    expect(eventFormRefusal('u1', { hostId: 'u2', eventStatus: 'pending' }, [])).toBe('Only the host can change this event.');
  });
  it("refuses the host's event unless it is pending: 'Only pending events can be edited.'", () => {
    expect(eventFormRefusal('u1', { hostId: 'u1', eventStatus: 'finished' }, [])).toBe('Only pending events can be edited.');
    expect(eventFormRefusal('u1', { hostId: 'u1', eventStatus: 'started-1800000000' }, [])).toBe('Only pending events can be edited.');
    expect(eventFormRefusal('u1', { hostId: 'u1', eventStatus: 'pending' }, [])).toBeNull();
  });
  it('editing ignores the pending limit', () => {
    const three = [{ eventStatus: 'pending' }, { eventStatus: 'pending' }, { eventStatus: 'pending' }];
    expect(eventFormRefusal('u1', { hostId: 'u1', eventStatus: 'pending' }, three)).toBeNull();
  });
  it("a new event is refused at 3 pending events: 'You can have at most 3 pending events.'", () => {
    const pending = { eventStatus: 'pending' };
    expect(eventFormRefusal('u1', null, [pending, pending, pending])).toBe('You can have at most 3 pending events.');
    expect(eventFormRefusal('u1', null, [pending, pending, pending, pending])).toBe('You can have at most 3 pending events.');
    expect(eventFormRefusal('u1', null, [pending, pending])).toBeNull();
    expect(eventFormRefusal('u1', null, [])).toBeNull();
  });
  it('only pending events count toward the limit', () => {
    const pending = { eventStatus: 'pending' };
    expect(eventFormRefusal('u1', null, [pending, pending, { eventStatus: 'finished' }, { eventStatus: 'expired' }])).toBeNull();
  });
});

describe('validateEvent', () => {
  it('a right form has no errors', () => {
    expect(validateEvent(VALID, NOW)).toEqual({});
  });
  it("a name of spaces only is 'Event name is required.'", () => {
    expect(validateEvent({ ...VALID, eventName: '   ' }, NOW)).toEqual({ eventName: 'Event name is required.' });
  });
  it('the name is counted without surrounding spaces: 20 characters and spaces are saved', () => {
    expect(validateEvent({ ...VALID, eventName: `  ${'x'.repeat(20)}  ` }, NOW)).toEqual({});
  });
  it("a 21-character name: 'Event name can be at most 20 characters.'", () => {
    expect(validateEvent({ ...VALID, eventName: 'x'.repeat(21) }, NOW)).toEqual({ eventName: 'Event name can be at most 20 characters.' });
  });
  it("a start but no end: 'Please select event time'", () => {
    expect(validateEvent({ ...VALID, endTimestamp: null }, NOW)).toEqual({ time: 'Please select event time' });
    expect(validateEvent({ ...VALID, startTimestamp: null }, NOW)).toEqual({ time: 'Please select event time' });
  });
  it("a start in the past: 'The event can not start in the past.'; a start at now is allowed", () => {
    expect(validateEvent({ ...VALID, startTimestamp: NOW - 1, endTimestamp: NOW + 3599 }, NOW)).toEqual({ time: 'The event can not start in the past.' });
    expect(validateEvent({ ...VALID, startTimestamp: NOW, endTimestamp: NOW + 3600 }, NOW)).toEqual({});
  });
  it('guests: 1 and 5 are allowed, 0 and 6 are not', () => {
    const GUESTS = 'Please add at least one guest and max five';
    expect(validateEvent({ ...VALID, guests: [] }, NOW)).toEqual({ guests: GUESTS });
    expect(validateEvent({ ...VALID, guests: ['a', 'b', 'c', 'd', 'e', 'f'] }, NOW)).toEqual({ guests: GUESTS });
    expect(validateEvent({ ...VALID, guests: ['a', 'b', 'c', 'd', 'e'] }, NOW)).toEqual({});
  });
});

function start(save: (form: EventForm) => Promise<string>, restored = false) {
  const effects = { goToSuccess: vi.fn(), reportFailure: vi.fn(), leave: vi.fn(), clearDraft: vi.fn() };
  const saveEvent = vi.fn(save);
  const machine = eventSaveMachine.provide({
    actions: effects,
    actors: { saveEvent: fromPromise(({ input }: { input: EventForm }) => saveEvent(input)) },
  });
  return { actor: createActor(machine, { input: { restored } }).start(), effects, saveEvent };
}

describe('eventSave', () => {
  it('sends the form as confirmed to the server and goes to /event-success with its id', async () => {
    const { actor, effects, saveEvent } = start(async () => 'ev-7');
    actor.send({ type: 'submit', form: VALID, now: NOW });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saveEvent).toHaveBeenCalledWith(VALID);
    expect(actor.getSnapshot().context.eventId).toBe('ev-7');
    expect(effects.goToSuccess).toHaveBeenCalledTimes(1);
    expect(effects.goToSuccess.mock.calls[0]![1]).toEqual({ eventId: 'ev-7' });
    expect(effects.reportFailure).not.toHaveBeenCalled();
  });

  it("reports the server's error and keeps the form", async () => {
    const refused = new Error('You can have at most 3 pending events.');
    const { actor, effects } = start(async () => Promise.reject(refused));
    actor.send({ type: 'submit', form: VALID, now: NOW });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.reportFailure).toHaveBeenCalledTimes(1);
    expect(effects.reportFailure.mock.calls[0]![1]).toEqual({ error: refused });
    expect(actor.getSnapshot().context.form).toEqual(VALID);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("changing one field clears only that field's error", () => {
    const { actor } = start(async () => 'x');
    actor.send({ type: 'submit', form: { ...VALID, eventName: '', postId: null }, now: NOW });
    expect(actor.getSnapshot().context.errors).toEqual({ eventName: 'Event name is required.', postId: 'Please select a post.' });
    actor.send({ type: 'field.changed', field: 'postId' });
    expect(actor.getSnapshot().context.errors).toEqual({ eventName: 'Event name is required.' });
  });

  it("'Cancel' on an untouched form goes back at once", () => {
    const { actor, effects } = start(async () => 'x');
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(effects.leave).toHaveBeenCalledTimes(1);
    expect(effects.clearDraft).not.toHaveBeenCalled();
  });

  it("'Cancel' after typing asks first: 'Keep editing' stays, 'Discard' forgets the draft and goes back", () => {
    const { actor, effects } = start(async () => 'x');
    actor.send({ type: 'field.changed', field: 'eventDescription' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('discarding');
    actor.send({ type: 'discard.cancelled' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'cancel' });
    actor.send({ type: 'discard.confirmed' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(effects.clearDraft).toHaveBeenCalledTimes(1);
    expect(effects.leave).toHaveBeenCalledTimes(1);
  });

  it("a draft brought back by a reload counts as typed: 'Cancel' asks", () => {
    const { actor, effects } = start(async () => 'x', true);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('discarding');
    expect(effects.leave).not.toHaveBeenCalled();
  });

  it('a saved event forgets its draft', async () => {
    const { actor, effects } = start(async () => 'ev-7');
    actor.send({ type: 'submit', form: VALID, now: NOW });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects.clearDraft).toHaveBeenCalledTimes(1);
  });
});
