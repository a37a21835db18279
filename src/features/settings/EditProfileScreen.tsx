import { useEffect, useId } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import {
  PROFILE_UPDATED,
  editProfileFormMachine,
  selectIsSaving,
  selectProfileError,
  selectShowsSavedDialog,
  type SavedProfile,
} from '../../../machines/editProfileForm.ts';
import { primaryButton } from '../../ui/button.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { errorText, form } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { AccountTextFields, AvatarPicker } from '../onboarding/AccountFields.tsx';
import { StaticPage } from '../static/StaticPage.tsx';
import { saveProfile } from './api.ts';
import { profileToEdit } from './reads.ts';

function EditProfileForm({ profile }: { profile: SavedProfile }) {
  const [snapshot, send] = useMachine(editProfileFormMachine.provide({ actors: { saveProfile: fromPromise(({ input }) => saveProfile(input)) } }), {
    input: profile,
  });
  const { values, picture, saved } = snapshot.context;
  const saving = selectIsSaving(snapshot);
  const formError = selectProfileError(snapshot, 'form');
  const formErrorId = useId();
  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.previewUrl);
    },
    [picture],
  );
  return (
    <form
      className={form}
      noValidate
      aria-busy={saving}
      aria-describedby={formError ? formErrorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submitted' });
      }}
    >
      <AvatarPicker
        picture={picture}
        currentUrl={saved.pictureUrl}
        currentAlt="Your profile picture"
        error={selectProfileError(snapshot, 'picture')}
        onChosen={(chosen, isImage) => send({ type: 'picture.chosen', picture: chosen, isImage })}
      />
      <AccountTextFields
        values={values}
        readOnly={saving}
        errorOf={(id) => selectProfileError(snapshot, id)}
        onChange={(id, value) => send({ type: 'field.changed', field: id, value })}
      />
      {formError && (
        <p id={formErrorId} className={errorText} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? <Spinner label="Saving" /> : 'Save'}
      </button>
      <Dialog
        open={selectShowsSavedDialog(snapshot)}
        title={PROFILE_UPDATED.title}
        actions={
          <button type="button" className={primaryButton} onClick={() => send({ type: 'dialog.closed' })}>
            OK
          </button>
        }
        onClose={() => send({ type: 'dialog.closed' })}
      >
        <p>{PROFILE_UPDATED.text}</p>
      </Dialog>
    </form>
  );
}

/** /settings/profile: 'Edit Profile', the account's fields prefilled from the saved profile. */
export function EditProfileScreen() {
  const profile = useLoad(profileToEdit.key, profileToEdit.load);
  return (
    <StaticPage title="Edit Profile" back="settings">
      {profile.data === null && !profile.failed && <Spinner label="Loading your profile" />}
      {profile.failed && (
        <p role="alert">
          Your profile did not load.{' '}
          <button type="button" onClick={profile.reload} style={{ minHeight: 44 }}>
            Try again
          </button>
        </p>
      )}
      {profile.data && <EditProfileForm profile={profile.data} />}
    </StaticPage>
  );
}
