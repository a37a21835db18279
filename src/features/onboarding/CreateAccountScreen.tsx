import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import {
  LIMITS, MESSAGES, createAccountFormMachine, selectError, selectIsSubmitting, selectShowsCreatedDialog, type AccountField,
} from '../../../machines/createAccountForm.ts';
import { primaryButton } from '../../ui/button.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { errorText, field, form, hint, screenBody } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { tellOnboarding } from './actor.ts';
import { createAccount } from './api.ts';

const avatar = css`
  display: grid;
  justify-items: center;
  gap: 8px;
  img {
    width: 104px;
    height: 104px;
    border-radius: 50%;
    object-fit: cover;
    border: 2px solid var(--border);
  }
  label {
    color: var(--link);
    font-weight: 600;
    cursor: pointer;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  input:focus-visible + label {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
`;
const choices = css`
  display: flex;
  gap: 12px;
  border: 0;
  padding: 0;
  margin: 0;
  label {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 48px;
    padding: 0 14px;
    border: 1px solid var(--border);
    border-radius: 12px;
    background: var(--surface-2);
    font-weight: 500;
  }
  input {
    width: 18px;
    min-height: 0;
    accent-color: var(--accent);
  }
`;

const textFields: { id: AccountField; label: string; autoComplete: string; optional?: boolean }[] = [
  { id: 'name', label: 'Name', autoComplete: 'name' },
  { id: 'username', label: 'Username', autoComplete: 'username' },
  { id: 'location', label: 'Location', autoComplete: 'address-level2', optional: true },
];

/** /create-account: the profile form of spec §5, then the success dialog and on to /pod-templates. */
export function CreateAccountScreen() {
  const [snapshot, send] = useMachine(
    createAccountFormMachine.provide({
      actors: { createAccount: fromPromise(({ input }) => createAccount(input)) },
      actions: {
        alertNotAnImage: () => window.alert(MESSAGES.notAnImage),
        alertUnexpected: () => window.alert(MESSAGES.unexpected),
        accountCreated: () => tellOnboarding({ type: 'account.created' }),
      },
    }),
    { input: { name: sessionStorage.getItem('userDisplayName') } },
  );
  const { values, picture } = snapshot.context;
  const submitting = selectIsSubmitting(snapshot);
  useEffect(() => () => {
    if (picture) URL.revokeObjectURL(picture.previewUrl);
  }, [picture]);

  return (
    <section className={screenBody} aria-labelledby="create-account-title" aria-busy={submitting}>
      <h1 id="create-account-title">Create Account</h1>
      <p className={hint}>Tell people who you are. You can change this later.</p>
      <form
        className={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submitted' });
        }}
      >
        <div className={avatar}>
          <img src={picture?.previewUrl ?? '/media/default-avatar.webp'} alt={picture ? 'Your new profile picture' : 'Default profile picture'} width="104" height="104" />
          <input
            id="profile-picture"
            type="file"
            accept="image/*"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) send({ type: 'picture.chosen', picture: { file, previewUrl: URL.createObjectURL(file) }, isImage: file.type.startsWith('image/') });
            }}
          />
          <label htmlFor="profile-picture">{picture ? 'Change profile picture' : 'Add profile picture'}</label>
        </div>
        {textFields.map(({ id, label, autoComplete, optional }) => {
          const error = selectError(snapshot, id);
          return (
            <div className={field} key={id}>
              <label htmlFor={`account-${id}`}>
                {label}
                {optional && <span className={hint}> (optional)</span>}
              </label>
              <input
                id={`account-${id}`}
                name={id}
                value={values[id]}
                maxLength={LIMITS[id]}
                autoComplete={autoComplete}
                required={!optional}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `account-${id}-error` : undefined}
                onChange={(event) => send({ type: 'field.changed', field: id, value: event.currentTarget.value })}
              />
              {error && (
                <p id={`account-${id}-error`} className={errorText} role="alert">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <fieldset className={field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>Profile type</legend>
          <div className={choices}>
            {(['public', 'private'] as const).map((type) => (
              <label key={type}>
                <input type="radio" name="profileType" value={type} checked={values.profileType === type} onChange={() => send({ type: 'profileType.changed', profileType: type })} />
                {type === 'public' ? 'Public' : 'Private'}
              </label>
            ))}
          </div>
          <p className={hint}>{values.profileType === 'public' ? 'Anyone can follow you and see your public Pods.' : 'People ask to follow you; you decide who can.'}</p>
        </fieldset>
        <button type="submit" className={primaryButton} disabled={submitting}>
          {submitting ? <Spinner label="Registering" /> : 'Register Now'}
        </button>
      </form>
      <Dialog
        open={selectShowsCreatedDialog(snapshot)}
        title="Account Created"
        actions={
          <button type="button" className={primaryButton} onClick={() => send({ type: 'dialog.continued' })}>
            Continue
          </button>
        }
        onClose={() => send({ type: 'dialog.continued' })}
      >
        <p>Welcome to Pods, {values.name.trim()}! Next, choose a template for your Pod.</p>
      </Dialog>
    </section>
  );
}
