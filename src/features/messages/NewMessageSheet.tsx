import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { loadPeopleToMessage } from './api.ts';

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
const note = css`
  margin: 0;
  color: var(--muted);
  a {
    color: var(--link);
  }
`;

type Person = Awaited<ReturnType<typeof loadPeopleToMessage>>[number];

/** The edit icon's picker: people you follow, by name; picking one opens the chat. */
export function NewMessageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState<Person[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(
      () => {
        loadPeopleToMessage(query.trim()).then(
          (found) => live && setPeople(found),
          (error: unknown) => {
            console.error('People to message', error);
            if (live) setPeople([]);
          },
        );
      },
      query ? 300 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, query]);
  return (
    <BottomSheet open={open} title="New message" onClose={onClose}>
      <SearchField look="box" label="Search people you follow" placeholder="Search people you follow" value={query} onChange={setQuery} />
      {people === null && <Spinner label="Loading people" />}
      {people?.length === 0 && (
        <p className={note}>
          {query ? 'No results' : "You're not following anyone yet."}{' '}
          {!query && (
            <Link to="/friends" onClick={onClose}>
              Find people on Friends
            </Link>
          )}
        </p>
      )}
      {people && people.length > 0 && (
        <ul className={list} aria-label="People you follow">
          {people.map((p) => (
            <li key={p.followingId}>
              <Link to="/chat/$userId" params={{ userId: p.followingId }} onClick={onClose}>
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
