import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  LIMITS,
  MESSAGES,
  USERNAME_RULE,
  accountFieldErrors,
  changeAccountField,
  createAccountFormMachine,
  selectError,
  selectIsSubmitting,
  selectShowsCreatedDialog,
  type AccountValues,
  type Picture,
} from '../../machines/createAccountForm.ts';
import { call } from './support/calls.ts';

const picture: Picture = { file: new Blob(['png']), previewUrl: 'blob:1' };

function start(input: { name?: string | null; values?: AccountValues | null } = {}) {
  const create = call<void, { values: AccountValues; picture: Picture | null }>();
  const effects = { alertNotAnImage: vi.fn(), alertUnexpected: vi.fn(), accountCreated: vi.fn() };
  const actor = createActor(createAccountFormMachine.provide({ actors: { createAccount: create.logic }, actions: effects }), { input }).start();
  const type = (field: 'name' | 'username' | 'location', value: string) => actor.send({ type: 'field.changed', field, value });
  return { actor, create, effects, type, snap: () => actor.getSnapshot() };
}

describe('create account (spec §5 Create account)', () => {
  it('the spec texts and limits', () => {
    expect(LIMITS).toEqual({ name: 24, username: 24, location: 50 });
    expect(USERNAME_RULE).toBe('Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).');
    expect(MESSAGES).toEqual({
      nameRequired: 'Name is required',
      usernameRequired: 'Username is required',
      usernameTaken: 'Username is already taken',
      notAnImage: 'Only image files are allowed.',
      unexpected: 'Something went wrong. Please try again.',
    });
  });

  it('starts empty and public, with the provider name if there is one', () => {
    expect(createAccountFormMachine.id).toBe('createAccountForm');
    expect(start().snap().context).toEqual({ values: { name: '', username: '', location: '', profileType: 'public' }, picture: null, errors: {} });
    expect(start({ name: 'Ada' }).snap().context.values).toEqual({ name: 'Ada', username: '', location: '', profileType: 'public' });
    const values: AccountValues = { name: 'Bo', username: 'bo', location: 'Oslo', profileType: 'private' };
    expect(start({ name: 'Ada', values }).snap().context.values).toEqual(values);
    expect(start().snap().value).toBe('editing');
  });

  it('typing is cut to 24, 24 and 50 characters', () => {
    const { type, snap } = start();
    type('name', 'n'.repeat(30));
    type('username', 'u'.repeat(30));
    type('location', 'l'.repeat(60));
    expect(snap().context.values).toMatchObject({ name: 'n'.repeat(24), username: 'u'.repeat(24), location: 'l'.repeat(50) });
  });

  it('a username character outside the rule is not accepted and shows the rule; a valid one clears it', () => {
    const { type, snap } = start();
    type('username', 'ada.L_1-x');
    expect(snap().context.values.username).toBe('ada.L_1-x');
    type('username', 'ada!');
    expect(snap().context.values.username).toBe('ada.L_1-x');
    expect(selectError(snap(), 'username')).toBe(USERNAME_RULE);
    type('username', 'ada');
    expect(selectError(snap(), 'username')).toBeNull();
    type('username', 'a b');
    expect(snap().context.values.username).toBe('ada');
  });

  it("'Register Now' with empty fields shows 'Name is required' and 'Username is required'; typing clears that field's error", () => {
    const { actor, type, snap, create } = start();
    type('name', '   ');
    actor.send({ type: 'submitted' });
    expect(snap().value).toBe('editing');
    expect(create.count).toBe(0);
    expect(selectError(snap(), 'name')).toBe('Name is required');
    expect(selectError(snap(), 'username')).toBe('Username is required');
    type('name', 'Ada');
    expect(selectError(snap(), 'name')).toBeNull();
    expect(selectError(snap(), 'username')).toBe('Username is required');
    expect(selectError(snap(), 'location')).toBeNull();
  });

  it('a prefilled username of only spaces counts as empty', () => {
    const { actor, snap, create } = start({ values: { name: 'Ada', username: '  ', location: '', profileType: 'public' } });
    actor.send({ type: 'submitted' });
    expect(create.count).toBe(0);
    expect(selectError(snap(), 'username')).toBe('Username is required');
  });

  it('only an image becomes the picture; anything else gives the alert', () => {
    const { actor, snap, effects } = start();
    actor.send({ type: 'picture.chosen', picture, isImage: false });
    expect(snap().context.picture).toBeNull();
    expect(effects.alertNotAnImage).toHaveBeenCalledTimes(1);
    actor.send({ type: 'picture.chosen', picture, isImage: true });
    expect(snap().context.picture).toBe(picture);
    expect(effects.alertNotAnImage).toHaveBeenCalledTimes(1);
  });

  it('sends the form with the picture; created, the dialog leads on', async () => {
    const { actor, type, snap, create, effects } = start();
    type('name', 'Ada');
    type('username', 'ada');
    actor.send({ type: 'profileType.changed', profileType: 'private' });
    actor.send({ type: 'picture.chosen', picture, isImage: true });
    actor.send({ type: 'submitted' });
    expect(selectIsSubmitting(snap())).toBe(true);
    expect(create.inputs).toEqual([{ values: { name: 'Ada', username: 'ada', location: '', profileType: 'private' }, picture }]);
    expect(Object.keys(snap().children)).toEqual(['createAccount']);
    await create.resolve();
    expect(selectShowsCreatedDialog(snap())).toBe(true);
    expect(effects.accountCreated).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.continued' });
    expect(snap().status).toBe('done');
    expect(effects.accountCreated).toHaveBeenCalledTimes(1);
  });

  it("the server's 'Username already taken' shows 'Username is already taken' under the username", async () => {
    const { actor, type, snap, create, effects } = start();
    type('name', 'Ada');
    type('username', 'ada');
    actor.send({ type: 'submitted' });
    await create.reject({ status: 400, message: 'Username already taken' });
    expect(snap().value).toBe('editing');
    expect(selectError(snap(), 'username')).toBe('Username is already taken');
    expect(effects.alertUnexpected).not.toHaveBeenCalled();
    expect(snap().context.values.username).toBe('ada');
  });

  it("another 400 shows the server's text under the username; anything else alerts", async () => {
    const { actor, type, snap, create, effects } = start();
    type('name', 'Ada');
    type('username', 'ada');
    actor.send({ type: 'submitted' });
    await create.reject({ status: 400, message: 'Bad name' });
    expect(selectError(snap(), 'username')).toBe('Bad name');
    actor.send({ type: 'submitted' });
    const failure = { status: 500, message: 'Internal' };
    await create.reject(failure);
    expect(snap().value).toBe('editing');
    expect(effects.alertUnexpected).toHaveBeenCalledWith(expect.anything(), failure);
    expect(selectError(snap(), 'username')).toBe('Bad name');
  });
});

describe('the account field rules shared with Edit profile', () => {
  it('changeAccountField cuts, refuses bad usernames, clears only that field', () => {
    const values = { name: '', username: '', location: '' };
    expect(changeAccountField(values, { name: 'x', username: 'y' }, 'name', 'Ada')).toEqual({ values: { ...values, name: 'Ada' }, errors: { username: 'y' } });
    expect(changeAccountField(values, {}, 'username', 'a/b')).toEqual({ values, errors: { username: USERNAME_RULE } });
    expect(changeAccountField(values, {}, 'location', 'x'.repeat(51)).values.location).toHaveLength(50);
    expect(changeAccountField(values, {}, 'location', 'a/b').values.location).toBe('a/b');
  });

  it('accountFieldErrors needs a name and a username, not a location', () => {
    expect(accountFieldErrors({ name: ' ', username: '', location: '' })).toEqual({ name: 'Name is required', username: 'Username is required' });
    expect(accountFieldErrors({ name: 'A', username: 'a', location: '' })).toEqual({});
  });
});
