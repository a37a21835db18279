/** The account's picture and text fields, shared by /create-account and /settings/profile. */
import { css } from '@linaria/core';
import { LIMITS, type AccountField, type Picture } from '../../../machines/createAccountForm.ts';
import { errorText, field, hint } from '../../ui/form.ts';

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

/** The round picture with its file input; `currentUrl`/`currentAlt` describe what shows without a new one. */
export function AvatarPicker({
  picture,
  currentUrl,
  currentAlt,
  error,
  onChosen,
}: {
  picture: Picture | null;
  currentUrl: string;
  currentAlt: string;
  error?: string | null;
  onChosen: (picture: Picture, isImage: boolean) => void;
}) {
  return (
    <div className={avatar}>
      <img src={picture?.previewUrl ?? currentUrl} alt={picture ? 'Your new profile picture' : currentAlt} width="104" height="104" />
      <input
        id="profile-picture"
        type="file"
        accept="image/*"
        aria-describedby={error ? 'profile-picture-error' : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onChosen({ file, previewUrl: URL.createObjectURL(file) }, file.type.startsWith('image/'));
        }}
      />
      <label htmlFor="profile-picture">{picture || currentAlt !== 'Default profile picture' ? 'Change profile picture' : 'Add profile picture'}</label>
      {error && (
        <p id="profile-picture-error" className={errorText} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const ACCOUNT_TEXT_FIELDS: { id: AccountField; label: string; autoComplete: string; optional?: boolean }[] = [
  { id: 'name', label: 'Name', autoComplete: 'name' },
  { id: 'username', label: 'Username', autoComplete: 'username' },
  { id: 'location', label: 'Location', autoComplete: 'address-level2', optional: true },
];

/** Name, Username and Location with their limits; each error shows under its field (`account-{id}-error`). */
export function AccountTextFields({
  values,
  errorOf,
  readOnly,
  onChange,
}: {
  values: Record<AccountField, string>;
  errorOf: (field: AccountField) => string | null;
  readOnly?: boolean;
  onChange: (field: AccountField, value: string) => void;
}) {
  return ACCOUNT_TEXT_FIELDS.map(({ id, label, autoComplete, optional }) => {
    const error = errorOf(id);
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
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `account-${id}-error` : undefined}
          onChange={(event) => onChange(id, event.currentTarget.value)}
        />
        {error && (
          <p id={`account-${id}-error`} className={errorText} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  });
}
