import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { newMessageMachine, selectIsOpen, selectLoadFailed, selectPeople, selectShowsSpinner } from '../../../machines/newMessage.ts';
import { primaryButton } from '../../ui/button.ts';

const list = css`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 50vh;
  overflow-y: auto;
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 52px;
    padding: 4px 8px;
    border-radius: 10px;
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    background: var(--surface-2);
  }
  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
  }
  span {
    color: var(--muted);
    font-size: 0.85rem;
  }
`;
const failure = css`
  display: grid;
  justify-items: start;
  gap: 8px;
  p {
    margin: 0;
    color: var(--danger);
  }
`;
const note = css`
  margin: 0;
  color: var(--muted);
  a {
    color: var(--link);
  }
`;

export type NewMessageActor = ActorRefFrom<typeof newMessageMachine>;

/** The edit icon's picker: people you follow, by name; picking one opens the chat (machines/newMessage.ts). */
export function NewMessageSheet({ picker }: { picker: NewMessageActor }) {
  const open = useSelector(picker, selectIsOpen);
  const query = useSelector(picker, (s) => s.context.query);
  const people = useSelector(picker, selectPeople);
  const spinner = useSelector(picker, selectShowsSpinner);
  const failed = useSelector(picker, selectLoadFailed);
  const close = () => picker.send({ type: 'close' });
  return (
    <BottomSheet open={open} title="New message" onClose={close}>
      <SearchField
        look="box"
        label="Search people you follow"
        placeholder="Search people you follow"
        value={query}
        onChange={(value) => picker.send({ type: 'query.changed', query: value })}
      />
      {spinner && <Spinner label="Loading people" />}
      {failed && (
        <div className={failure} role="alert">
          <p>People did not load.</p>
          <button type="button" className={primaryButton} onClick={() => picker.send({ type: 'retry' })}>
            Try again
          </button>
        </div>
      )}
      {people?.length === 0 && (
        <p className={note}>
          {query ? 'No results' : "You're not following anyone yet."}{' '}
          {!query && (
            <Link to="/friends" onClick={close}>
              Find people on Friends
            </Link>
          )}
        </p>
      )}
      {people && people.length > 0 && (
        <ul className={list} aria-label="People you follow">
          {people.map((p) => (
            <li key={p.followingId}>
              <Link to="/chat/$userId" params={{ userId: p.followingId }} onClick={close}>
                <img src={p.followingDisplayImage ?? '/media/default-avatar.webp'} alt="" width="40" height="40" />
                <div>
                  <strong>{p.followingName ?? p.followingUserName ?? 'Someone'}</strong>
                  {p.followingUserName && <span> @{p.followingUserName}</span>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </BottomSheet>
  );
}
