import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Picture } from '../../machines/createAccountForm.ts';
import {
  NOTHING_CHANGED,
  PROFILE_UPDATED,
  changesOf,
  editProfileFormMachine,
  selectIsSaving,
  selectProfileError,
  selectShowsSavedDialog,
  type ProfileChanges,
  type SavedProfile,
} from '../../machines/editProfileForm.ts';
import { call } from './support/calls.ts';

const saved: SavedProfile = { name: 'Ada', username: 'ada', location: 'London', pictureUrl: 'https://img/ada.png' };
const picture: Picture = { file: new Blob(['png']), previewUrl: 'blob:1' };

function start() {
  const save = call<SavedProfile, ProfileChanges>();
  const effects = { profileSaved: vi.fn() };
  const actor = createActor(editProfileFormMachine.provide({ actors: { saveProfile: save.logic }, actions: effects }), { input: saved }).start();
  const type = (field: 'name' | 'username' | 'location', value: string) => actor.send({ type: 'field.changed', field, value });
  return { actor, save, effects, type, snap: () => actor.getSnapshot() };
}

describe('edit profile (spec §5 Edit profile, §8)', () => {
  it('the spec texts', () => {
    expect(NOTHING_CHANGED).toBe('Please update at least one field before saving.');
    expect(PROFILE_UPDATED).toEqual({ title: 'Profile Updated', text: 'You have successfully updated your profile!' });
  });

  it('starts from the saved profile', () => {
    const { snap } = start();
    expect(editProfileFormMachine.id).toBe('editProfileForm');
    expect(snap().value).toBe('editing');
    expect(snap().context).toEqual({ saved, values: { name: 'Ada', username: 'ada', location: 'London' }, picture: null, errors: {} });
  });

  it("'Save' with no change gives 'Please update at least one field before saving.'; typing clears it", () => {
    const { actor, type, snap, save } = start();
    actor.send({ type: 'submitted' });
    expect(snap().value).toBe('editing');
    expect(save.count).toBe(0);
    expect(selectProfileError(snap(), 'form')).toBe('Please update at least one field before saving.');
    type('location', 'Paris');
    expect(selectProfileError(snap(), 'form')).toBeNull();
  });

  it('spaces around a field are not a change', () => {
    const { actor, type, snap } = start();
    type('name', ' Ada ');
    actor.send({ type: 'submitted' });
    expect(selectProfileError(snap(), 'form')).toBe(NOTHING_CHANGED);
  });

  it('a blank name or username shows the account texts', () => {
    const { actor, type, snap, save } = start();
    type('name', '');
    actor.send({ type: 'submitted' });
    expect(save.count).toBe(0);
    expect(selectProfileError(snap(), 'name')).toBe('Name is required');
    expect(selectProfileError(snap(), 'username')).toBeNull();
    expect(selectProfileError(snap(), 'form')).toBeNull();
  });

  it('same limits and username rule as /create-account', () => {
    const { type, snap } = start();
    type('name', 'x'.repeat(30));
    type('location', 'y'.repeat(60));
    type('username', 'ada ok');
    expect(snap().context.values).toEqual({ name: 'x'.repeat(24), username: 'ada', location: 'y'.repeat(50) });
    expect(selectProfileError(snap(), 'username')).toBe('Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).');
  });

  it("a file that is not an image shows 'Only image files are allowed.'; an image replaces it and clears the errors", () => {
    const { actor, snap } = start();
    actor.send({ type: 'submitted' });
    actor.send({ type: 'picture.chosen', picture, isImage: false });
    expect(snap().context.picture).toBeNull();
    expect(selectProfileError(snap(), 'picture')).toBe('Only image files are allowed.');
    expect(selectProfileError(snap(), 'form')).toBe(NOTHING_CHANGED);
    actor.send({ type: 'picture.chosen', picture, isImage: true });
    expect(snap().context.picture).toBe(picture);
    expect(selectProfileError(snap(), 'picture')).toBeNull();
    expect(selectProfileError(snap(), 'form')).toBeNull();
  });

  it('only the changed fields (and a new picture) are sent; saved, the dialog shows, then the form starts from the new profile', async () => {
    const { actor, type, snap, save, effects } = start();
    type('location', ' Paris ');
    actor.send({ type: 'picture.chosen', picture, isImage: true });
    actor.send({ type: 'submitted' });
    expect(selectIsSaving(snap())).toBe(true);
    expect(save.inputs).toEqual([{ location: 'Paris', picture: picture.file }]);
    expect(Object.keys(snap().children)).toEqual(['saveProfile']);
    const next: SavedProfile = { ...saved, location: 'Paris', pictureUrl: 'https://img/new.png' };
    await save.resolve(next);
    expect(selectShowsSavedDialog(snap())).toBe(true);
    expect(effects.profileSaved).toHaveBeenCalledWith(expect.anything(), next);
    expect(snap().context).toEqual({ saved: next, values: { name: 'Ada', username: 'ada', location: 'Paris' }, picture: null, errors: {} });
    actor.send({ type: 'dialog.closed' });
    expect(snap().value).toBe('editing');
    actor.send({ type: 'submitted' });
    expect(selectProfileError(snap(), 'form')).toBe(NOTHING_CHANGED);
  });

  it("server errors: 'Username already taken' under the username; another 400 as a general message; else 'Something went wrong. Please try again.'", async () => {
    const { actor, type, snap, save } = start();
    type('username', 'bob');
    actor.send({ type: 'submitted' });
    await save.reject({ status: 400, message: 'Username already taken' });
    expect(snap().value).toBe('editing');
    expect(selectProfileError(snap(), 'username')).toBe('Username is already taken');
    expect(selectProfileError(snap(), 'form')).toBeNull();
    expect(snap().context.values.username).toBe('bob');
    actor.send({ type: 'submitted' });
    await save.reject({ status: 400, message: 'Too many changes today' });
    expect(selectProfileError(snap(), 'form')).toBe('Too many changes today');
    actor.send({ type: 'submitted' });
    await save.reject({ status: 400, message: '' });
    expect(selectProfileError(snap(), 'form')).toBe('Something went wrong. Please try again.');
    actor.send({ type: 'submitted' });
    await save.reject({ status: 500, message: 'Internal' });
    expect(selectProfileError(snap(), 'form')).toBe('Something went wrong. Please try again.');
  });

  it('changesOf lists only what differs', () => {
    expect(changesOf(saved, { name: 'Ada', username: 'ada', location: 'London' }, null)).toEqual({});
    expect(changesOf(saved, { name: 'Bea', username: 'bea', location: '' }, null)).toEqual({ name: 'Bea', username: 'bea', location: '' });
  });
});
