import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { css } from '@linaria/core';
import { selectFailed, selectLoading, selectLoadingMore, type FollowListEvent, type followListMachine } from '../../../machines/followList.ts';
import { useReachedEnd } from '../feed/use-reached-end.ts';
import type { PersonRow as Person } from './api.ts';
import { PersonRow } from './PersonRow.tsx';
import { SearchX } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const emptyState = css`
  display: grid;
  gap: 4px;
  padding: 28px 8px;
  text-align: center;
  h2,
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;

type Snapshot = Pick<SnapshotFrom<typeof followListMachine>, 'matches'> & { context: { rows: Person[]; search: string } };

/** A follow list's rows (with each row's buttons), its loading, failure, end and empty states. */
export function PeopleList({
  snapshot,
  send,
  label,
  empty,
  actions,
}: {
  snapshot: Snapshot;
  send: (event: FollowListEvent) => void;
  label: string;
  empty: ReactNode;
  actions: (person: Person) => ReactNode;
}) {
  const loading = selectLoading(snapshot);
  const sentinel = useReachedEnd(snapshot.matches({ ready: 'more' }), () => send({ type: 'end.reached' }));
  const rows = snapshot.context.rows;
  return (
    <div aria-busy={loading || selectLoadingMore(snapshot)}>
      {/* A row is 64 px: the avatar (48) and its padding. */}
      {loading && <SkeletonList count={3} height={56} gap={8} label={`Loading ${label.toLowerCase()}…`} />}
      {selectFailed(snapshot) && (
        <div className={emptyState}>
          <p>This list did not load.</p>
          <button type="button" onClick={() => send({ type: 'retry' })} style={{ minHeight: 44 }}>
            Try again
          </button>
        </div>
      )}
      {!loading &&
        !selectFailed(snapshot) &&
        rows.length === 0 &&
        (snapshot.context.search.trim() ? <EmptyState icon={SearchX} title="No results" level={3} /> : empty)}
      {rows.length > 0 && !loading && (
        <ul className={list} aria-label={label}>
          {rows.map((person) => (
            <PersonRow key={person.id} person={person}>
              {actions(person)}
            </PersonRow>
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}
