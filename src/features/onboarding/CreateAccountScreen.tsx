import { useEffect, useState } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import {
  MESSAGES,
  type AccountValues,
  createAccountFormMachine,
  selectError,
  selectIsSubmitting,
  selectShowsCreatedDialog,
} from '../../../machines/createAccountForm.ts';
import { primaryButton } from '../../ui/button.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { field, form, hint, screenBody } from '../../ui/form.ts';
import { AccountTextFields, AvatarPicker } from './AccountFields.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { storedDisplayName } from '../../lib/storage.ts';
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts.ts';
import { tellOnboarding } from './actor.ts';
import { createAccount } from './api.ts';

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

/** What was typed, kept across a reload (the picture is not: a file cannot be kept in the tab's storage). */
const DRAFT = 'create-account';
const isDraft = (value: unknown): value is AccountValues => {
  const v = value as Partial<Record<keyof AccountValues, unknown>> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    typeof v.username === 'string' &&
    typeof v.location === 'string' &&
    (v.profileType === 'public' || v.profileType === 'private')
  );
};

/**
 * /create-account: the profile form of spec §5, then the success dialog and on to /pod-templates.
 * What was typed survives a reload (a draft, cleared once the account is made).
 */
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
    { input: { name: storedDisplayName() } },
  );
  // The draft is the tab's: the page was rendered without it, so it comes in after hydration
  // (the same first paint, no mismatch), and is written again only once it has been read.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const draft = readDraft(DRAFT, isDraft);
    if (draft) send({ type: 'draft.restored', values: draft });
    setRestored(true);
  }, [send]);
  const { values, picture } = snapshot.context;
  const submitting = selectIsSubmitting(snapshot);
  const created = selectShowsCreatedDialog(snapshot);
  const saved = created || snapshot.status === 'done';
  useEffect(() => {
    if (saved) clearDraft(DRAFT);
    else if (restored) writeDraft(DRAFT, values);
  }, [saved, restored, values]);
  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.previewUrl);
    },
    [picture],
  );

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
        <AvatarPicker
          picture={picture}
          currentUrl="/media/default-avatar.webp"
          currentAlt="Default profile picture"
          onChosen={(chosen, isImage) => send({ type: 'picture.chosen', picture: chosen, isImage })}
        />
        <AccountTextFields
          values={values}
          errorOf={(id) => selectError(snapshot, id)}
          onChange={(id, value) => send({ type: 'field.changed', field: id, value })}
        />
        <fieldset className={field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>Profile type</legend>
          <div className={choices}>
            {(['public', 'private'] as const).map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="profileType"
                  value={type}
                  checked={values.profileType === type}
                  onChange={() => send({ type: 'profileType.changed', profileType: type })}
                />
                {type === 'public' ? 'Public' : 'Private'}
              </label>
            ))}
          </div>
          <p className={hint}>
            {values.profileType === 'public' ? 'Anyone can follow you and see your public Pods.' : 'People ask to follow you; you decide who can.'}
          </p>
        </fieldset>
        <button type="submit" className={primaryButton} disabled={submitting}>
          {submitting ? <Spinner label="Registering" /> : 'Register Now'}
        </button>
      </form>
      <Dialog
        open={created}
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
