import { css } from '@linaria/core';
import { POD_TITLE_MAX, selectIsLoading, selectIsSaving, selectLoadFailed, selectTab } from '../../../machines/podSettingsForm.ts';
import type { PodCategory, PodType } from '../../gql/graphql.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { chip, errorText, field, form, hint, screenBody } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { usePodSettings } from './use-pod-settings.ts';
import { categoryLabels } from './labels.ts';
import { POD_TYPES } from '../../ui/pod-types.ts';

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  button {
    width: auto;
  }
`;
const tabs = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border-bottom: 1px solid var(--border);
  button {
    min-height: 48px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font-weight: 600;
    cursor: pointer;
    color: var(--muted);
  }
  button[aria-selected='true'] {
    color: var(--text);
    border-bottom-color: var(--accent);
  }
`;
const switchRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 16px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  button {
    position: relative;
    flex: none;
    width: 56px;
    height: 32px;
    border-radius: 999px;
    border: 1px solid var(--border);
    background: var(--surface-2);
    cursor: pointer;
  }
  button::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: var(--muted);
    transition: transform 0.15s;
  }
  button[aria-checked='true'] {
    background: var(--accent);
  }
  button[aria-checked='true']::after {
    transform: translateX(24px);
    background: var(--accent-text);
  }
`;
const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** /pod-settings: 'Details' and 'Privacy & Access' of the user's Pod; 'Save' goes to /pod-live. */
export function PodSettingsScreen({ postId }: { postId: string | null }) {
  const [snapshot, send] = usePodSettings(postId);
  const { values, errors } = snapshot.context;
  const tab = selectTab(snapshot);
  const saving = selectIsSaving(snapshot);
  const loading = selectIsLoading(snapshot);
  const tabButton = (id: 'details' | 'privacy', label: string) => (
    <button
      type="button"
      role="tab"
      id={`tab-${id}`}
      aria-selected={tab === id}
      aria-controls={`panel-${id}`}
      onClick={() => send({ type: 'tab.selected', tab: id })}
    >
      {label}
    </button>
  );
  return (
    <section className={screenBody} aria-labelledby="pod-settings-title" aria-busy={loading || saving}>
      <div className={header}>
        <h1 id="pod-settings-title">Pod Settings</h1>
        <button type="submit" form="pod-settings-form" className={primaryButton} disabled={saving || loading || selectLoadFailed(snapshot)}>
          {saving ? <Spinner label="Saving" /> : 'Save'}
        </button>
      </div>
      {loading && <Spinner label="Loading your Pod" />}
      {selectLoadFailed(snapshot) && (
        <div role="alert">
          <p className={errorText}>We could not load your Pod.</p>
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'retry' })}>
            Try again
          </button>
        </div>
      )}
      <div role="tablist" aria-label="Pod settings" className={tabs}>
        {tabButton('details', 'Details')}
        {tabButton('privacy', 'Privacy & Access')}
      </div>
      <form
        id="pod-settings-form"
        className={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'saved' });
        }}
      >
        {errors.form && (
          <p className={errorText} role="alert">
            {errors.form}
          </p>
        )}
        <div role="tabpanel" id="panel-details" aria-labelledby="tab-details" hidden={tab !== 'details'} className={form}>
          <div className={field}>
            <label htmlFor="pod-title">Title</label>
            <input
              id="pod-title"
              value={values.postName}
              maxLength={POD_TITLE_MAX}
              aria-invalid={errors.postName ? true : undefined}
              aria-describedby="pod-title-count"
              onChange={(event) => send({ type: 'field.changed', field: 'postName', value: event.currentTarget.value })}
            />
            <p id="pod-title-count" className={hint}>
              {values.postName.length}/{POD_TITLE_MAX}
            </p>
            {errors.postName && (
              <p className={errorText} role="alert">
                {errors.postName}
              </p>
            )}
          </div>
          <div className={field}>
            <label htmlFor="pod-description">Description</label>
            <textarea
              id="pod-description"
              value={values.postDescription}
              maxLength={500}
              aria-invalid={errors.postDescription ? true : undefined}
              onChange={(event) => send({ type: 'field.changed', field: 'postDescription', value: event.currentTarget.value })}
            />
            {errors.postDescription && (
              <p className={errorText} role="alert">
                {errors.postDescription}
              </p>
            )}
          </div>
          <div className={field}>
            <label htmlFor="pod-type">Pod type</label>
            <select
              id="pod-type"
              value={values.postSubTag}
              onChange={(event) => send({ type: 'field.changed', field: 'postSubTag', value: event.currentTarget.value })}
            >
              {(Object.keys(POD_TYPES) as PodType[]).map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={field} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>Categories</legend>
            <div className={chips}>
              {(Object.keys(categoryLabels) as PodCategory[]).map((category) => (
                <button
                  key={category}
                  type="button"
                  className={chip}
                  aria-pressed={values.postTags.includes(category)}
                  onClick={() => send({ type: 'category.toggled', category })}
                >
                  {categoryLabels[category]}
                </button>
              ))}
            </div>
            {errors.postTags && (
              <p className={errorText} role="alert">
                {errors.postTags}
              </p>
            )}
          </fieldset>
        </div>
        <div role="tabpanel" id="panel-privacy" aria-labelledby="tab-privacy" hidden={tab !== 'privacy'}>
          <div className={switchRow}>
            <div>
              <strong id="visibility-label">Public Pod</strong>
              <p className={hint}>{values.postType === 'public' ? 'Anyone can find and visit your Pod.' : 'Only you can see your Pod.'}</p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={values.postType === 'public'}
              aria-labelledby="visibility-label"
              onClick={() => send({ type: 'visibility.toggled' })}
            />
          </div>
        </div>
      </form>
    </section>
  );
}
