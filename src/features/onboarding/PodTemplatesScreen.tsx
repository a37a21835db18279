import { useRef } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import {
  podTemplatePickerMachine,
  selectIsChangingTheme,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectMatchesNothing,
  selectShowsChosenDialog,
  selectShowsSuggestions,
} from '../../../machines/podTemplatePicker.ts';
import { showToast } from '../../app/actors.ts';
import { goBack, navigateTo } from '../../lib/navigation.ts';
import { BackButton } from '../../ui/BackButton.tsx';
import { primaryButton, rowButton, secondaryButton } from '../../ui/button.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { errorText, field, screenBody } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { tellOnboarding } from './actor.ts';
import { changeTheme, createPod, loadTemplates } from './api.ts';

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const card = css`
  display: grid;
  gap: 6px;
  width: 100%;
  padding: 8px;
  border: 2px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  text-align: start;
  cursor: pointer;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 10px;
    background: var(--surface-2);
  }
  strong {
    font-size: 0.95rem;
  }
  span {
    font-size: 0.8rem;
    color: var(--muted);
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  &[aria-pressed='true'] {
    border-color: var(--accent);
    box-shadow: 0 0 0 2px var(--accent);
  }
`;
const skeleton = css`
  aspect-ratio: 4 / 3.9;
  border-radius: var(--radius);
  background: var(--surface-2);
`;
const search = css`
  position: relative;
  ul {
    position: absolute;
    inset: calc(100% + 4px) 0 auto;
    z-index: 2;
    margin: 0;
    padding: 6px;
    list-style: none;
    border: 1px solid var(--border);
    border-radius: 12px;
    background: var(--surface);
    box-shadow: 0 12px 32px rgb(0 0 0 / 0.35);
  }
  li {
    padding: 10px 12px;
    border-radius: 8px;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: var(--surface-2);
    outline: 2px solid var(--accent);
  }
`;
/** Where the search says nothing matches: under the box, over the grid, as the suggestions are. */
const noMatchArea = css`
  position: absolute;
  inset: calc(100% + 4px) 0 auto;
  z-index: 2;
  & > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 10px 10px 14px;
    border: 1px solid var(--border);
    border-radius: 12px;
    background: var(--surface);
    box-shadow: 0 12px 32px rgb(0 0 0 / 0.35);
  }
  p {
    margin: 0;
    color: var(--muted);
  }
  button {
    flex: none;
  }
`;
/**
 * Continue stays in reach over the grid: its own background under its message and buttons (a
 * card passing behind never shows through the words), fading into the grid above it.
 */
const footer = css`
  position: sticky;
  bottom: 0;
  display: grid;
  gap: 10px;
  padding: 12px 0 4px;
  background: var(--bg);
  &::before {
    content: '';
    position: absolute;
    inset: auto 0 100%;
    height: 24px;
    background: linear-gradient(transparent, var(--bg));
    pointer-events: none;
  }
`;

/** 'Change POD Theme' opened directly: Back and Cancel go to the profile, whose Pod menu opens it. */
const LEAVE_THEME_TO = '/profile';

/** /pod-templates: choose the template of the first Pod, or (changePodTheme) a new one for it, with Back and Cancel. */
export function PodTemplatesScreen({ changePodTheme, postId }: { changePodTheme: boolean; postId: string | null }) {
  const [snapshot, send] = useMachine(
    podTemplatePickerMachine.provide({
      actors: {
        loadTemplates: fromPromise(({ input }) => loadTemplates(input)),
        createPod: fromPromise(({ input }) => createPod(input)),
        changeTheme: fromPromise(({ input }) => changeTheme(input)),
      },
      actions: {
        reportFailure: (_, { error }) => {
          console.error('Pod templates', error);
          if ((error as { status?: number } | null)?.status !== 400) showToast('That did not work. Please check your connection and try again.', 'error');
        },
        podChosen: (_, { postId: created }) => tellOnboarding({ type: 'pod.chosen', postId: created }),
        goToEditor: () => tellOnboarding({ type: 'editing.chosen' }),
        goToInterests: () => tellOnboarding({ type: 'exploring.chosen' }),
        themeChanged: () => {
          showToast('Pod theme updated', 'success');
          navigateTo('/pod-live');
        },
      },
    }),
    { input: { mode: changePodTheme && postId ? 'changeTheme' : 'create', postId } },
  );
  const { templates, suggestions, highlighted, selectedId, query, error } = snapshot.context;
  const theme = selectIsChangingTheme(snapshot);
  const saving = selectIsSaving(snapshot);
  const suggesting = selectShowsSuggestions(snapshot);
  const searchBox = useRef<HTMLInputElement>(null);
  const title = theme ? 'Change POD Theme' : 'Create Your POD';

  return (
    <section className={screenBody} aria-labelledby="templates-title" aria-busy={selectIsLoading(snapshot) || saving}>
      {theme && <BackButton fallback={LEAVE_THEME_TO} />}
      <h1 id="templates-title">{title}</h1>
      <div className={`${field} ${search}`}>
        <label htmlFor="template-search">Search templates</label>
        <input
          ref={searchBox}
          id="template-search"
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder="Search by template name"
          value={query}
          aria-expanded={suggesting}
          aria-controls="template-suggestions"
          aria-autocomplete="list"
          aria-activedescendant={suggesting ? `suggestion-${highlighted}` : undefined}
          onChange={(event) => send({ type: 'query.changed', query: event.currentTarget.value })}
          onKeyDown={(event) => {
            const key = { ArrowDown: 'suggestion.next', ArrowUp: 'suggestion.previous', Enter: 'suggestion.picked', Escape: 'suggestions.closed' } as const;
            const type = key[event.key as keyof typeof key];
            if (!type || !suggesting) return;
            event.preventDefault();
            send({ type });
          }}
        />
        {suggesting && (
          <ul id="template-suggestions" role="listbox" aria-label="Template suggestions">
            {suggestions.map((template, index) => (
              <li
                key={template.podId}
                id={`suggestion-${index}`}
                role="option"
                aria-selected={index === highlighted}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => send({ type: 'template.selected', podId: template.podId })}
              >
                {template.podName}
              </li>
            ))}
          </ul>
        )}
        <div className={noMatchArea} role="status">
          {selectMatchesNothing(snapshot) && (
            <div>
              <p>No templates match “{query.trim()}”</p>
              <button
                type="button"
                className={`${secondaryButton} ${rowButton}`}
                onClick={() => {
                  send({ type: 'query.changed', query: '' });
                  searchBox.current?.focus();
                }}
              >
                Clear search
              </button>
            </div>
          )}
        </div>
      </div>

      {selectLoadFailed(snapshot) && (
        <div role="alert">
          <p className={errorText}>We could not load the templates.</p>
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'retry' })}>
            Try again
          </button>
        </div>
      )}
      <ul className={grid} aria-label="Pod templates">
        {selectIsLoading(snapshot)
          ? Array.from({ length: 6 }, (_, i) => <li key={i} className={skeleton} aria-hidden="true" />)
          : templates.map((template, index) => (
              <li key={template.podId}>
                <button
                  type="button"
                  className={card}
                  aria-pressed={template.podId === selectedId}
                  onClick={() => send({ type: 'template.selected', podId: template.podId })}
                >
                  <img src={template.podDisplayImage} alt="" width="480" height="360" loading={index < 4 ? 'eager' : 'lazy'} decoding="async" />
                  <strong>{template.podName}</strong>
                  <span>{template.podDescription}</span>
                </button>
              </li>
            ))}
      </ul>

      <div className={footer}>
        {error && (
          <p className={errorText} role="alert">
            {error}
          </p>
        )}
        <button type="button" className={primaryButton} disabled={saving || selectIsLoading(snapshot)} onClick={() => send({ type: 'continued' })}>
          {saving ? <Spinner label="Saving" /> : theme ? 'Update' : 'Continue'}
        </button>
        {theme ? (
          <button type="button" className={secondaryButton} disabled={saving} onClick={() => goBack(LEAVE_THEME_TO)}>
            Cancel
          </button>
        ) : (
          <button type="button" className={secondaryButton} disabled>
            Create with AI (coming soon)
          </button>
        )}
      </div>

      <Dialog
        open={selectShowsChosenDialog(snapshot)}
        title="Pod Selected. You're Good to Go!"
        actions={
          <>
            <button type="button" className={primaryButton} onClick={() => send({ type: 'editing.chosen' })}>
              Start Editing
            </button>
            <button type="button" className={secondaryButton} onClick={() => send({ type: 'exploring.chosen' })}>
              Explore Now
            </button>
          </>
        }
      >
        <p>Make it yours in the 3D editor now, or explore other Pods first.</p>
      </Dialog>
    </section>
  );
}
