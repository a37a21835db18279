import type { SnapshotFrom } from 'xstate';
import { css } from '@linaria/core';
import {
  guestSelectionMachine,
  selectCounter,
  selectRemovingName,
  selectSearchEnabled,
  selectVisibleCandidates,
  type GuestSelectionEvent,
} from '../../../machines/guestSelection.ts';
import { MAX_GUESTS } from '../../../shared/event-rules.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

type Snapshot = SnapshotFrom<typeof guestSelectionMachine>;

const list = css`
  display: grid;
  gap: 4px;
  max-height: 40vh;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 44px minmax(0, 1fr) auto;
    gap: 10px;
    align-items: center;
    padding: 6px 0;
  }
  img {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    object-fit: cover;
  }
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: var(--muted);
    font-size: 0.85rem;
  }
  button {
    width: auto;
    min-height: 36px;
    font-size: 0.85rem;
  }
`;
const counter = css`
  margin: -8px 0 0;
  color: var(--muted);
`;

/** The 'Add guests' sheet: n/5, 'Search guests ...' (enabled once the list is in), Add and Remove. */
export function GuestSheet({ snapshot, send }: { snapshot: Snapshot; send: (event: GuestSelectionEvent) => void }) {
  const chosen = new Set(snapshot.context.selected.map((g) => g.userId));
  const visible = selectVisibleCandidates(snapshot);
  const full = snapshot.context.selected.length >= MAX_GUESTS;
  return (
    <>
      <BottomSheet open={snapshot.matches({ sheet: 'open' })} title="Add guests" onClose={() => send({ type: 'sheet.closed' })}>
        <p className={counter} aria-live="polite">
          {selectCounter(snapshot)}
        </p>
        <SearchField
          look="box"
          label="Search guests"
          placeholder="Search guests ..."
          disabled={!selectSearchEnabled(snapshot)}
          value={snapshot.context.search}
          onChange={(search) => send({ type: 'search.changed', search })}
        />
        {snapshot.matches({ candidates: 'loading' }) && <Spinner label="Loading people" />}
        {snapshot.matches({ candidates: 'failed' }) && (
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'retry' })}>
            Try again
          </button>
        )}
        {snapshot.matches({ candidates: 'ready' }) && snapshot.context.candidates.length === 0 && (
          <p>You haven’t connected with anyone yet. Follow your friends to send them event invites!</p>
        )}
        {snapshot.matches({ candidates: 'ready' }) && snapshot.context.candidates.length > 0 && visible.length === 0 && <p>No results</p>}
        <ul className={list}>
          {visible.map((person) => {
            const name = person.displayName ?? 'Someone';
            const isIn = chosen.has(person.userId);
            return (
              <li key={person.userId}>
                <img src={person.displayImage ?? '/media/default-avatar.webp'} alt="" width="44" height="44" loading="lazy" />
                <div>
                  <strong>{name}</strong>
                  <span>Pods: {person.totalPods}</span>
                </div>
                {isIn ? (
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Remove ${name}`}
                    onClick={() => send({ type: 'guest.removeRequested', userId: person.userId })}
                  >
                    Remove
                  </button>
                ) : (
                  <button
                    type="button"
                    className={primaryButton}
                    aria-label={`Add ${name}`}
                    disabled={full}
                    onClick={() => send({ type: 'guest.added', guest: person })}
                  >
                    Add
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </BottomSheet>
      <RemoveGuestDialog
        open={snapshot.matches({ sheet: { open: 'confirmingRemove' } }) || snapshot.matches({ sheet: { closed: 'confirmingRemove' } })}
        name={selectRemovingName(snapshot)}
        send={send}
      />
    </>
  );
}

function RemoveGuestDialog({ open, name, send }: { open: boolean; name: string; send: (event: GuestSelectionEvent) => void }) {
  return (
    <Dialog
      open={open}
      title="Remove this person?"
      onClose={() => send({ type: 'dismiss' })}
      actions={
        <>
          <button type="button" className={primaryButton} onClick={() => send({ type: 'confirm' })}>
            Confirm
          </button>
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'dismiss' })}>
            Cancel
          </button>
        </>
      }
    >
      <p>Are you sure you want to Remove {name}?</p>
    </Dialog>
  );
}
