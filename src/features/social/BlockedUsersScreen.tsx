import { useId } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import { blockedUsersMachine, selectVisible } from '../../../machines/blockedUsers.ts';
import { showToast } from '../../app/actors.ts';
import { secondaryButton } from '../../ui/button.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { loadBlockedUsers, unblockUser } from './api.ts';
import { relationChanged } from './follows.ts';
import { listScreen } from './FollowListScreen.tsx';
import { emptyState } from './PeopleList.tsx';

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr) auto;
    gap: 12px;
    align-items: center;
    padding: 8px 0;
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
  span {
    display: block;
    color: var(--muted);
    font-size: 0.8rem;
  }
  button {
    width: auto;
    min-height: 40px;
    font-size: 0.85rem;
  }
`;

/** /settings/blocked-users: search, Unblock ('User Unblocked'), 'No Blocked Users'. */
export function BlockedUsersScreen() {
  const titleId = useId();
  const [snapshot, send] = useMachine(
    blockedUsersMachine.provide({
      actors: {
        loadBlocked: fromPromise(loadBlockedUsers),
        unblockUser: fromPromise(async ({ input }) => {
          await unblockUser(input.userId);
          // Their follow buttons, wherever kept, show 'Follow' again.
          relationChanged(input.userId, false);
        }),
      },
      actions: {
        announceUnblocked: () => showToast('User Unblocked', 'success'),
        reportFailure: (_, { error }) => {
          console.error('Blocked users', error);
          showToast('That did not work. Please try again.', 'error');
        },
      },
    }),
  );
  const visible = selectVisible(snapshot);
  const loading = snapshot.matches('loading');
  return (
    <section className={listScreen} aria-labelledby={titleId}>
      <ScreenHeader title="Blocked Users" titleId={titleId} back={{ to: '/settings', label: 'Back to Settings' }} />
      <SearchField
        label="Search blocked users"
        placeholder="Search"
        value={snapshot.context.search}
        onChange={(search) => send({ type: 'search.changed', search })}
      />
      <div aria-busy={loading}>
        {loading && <p className={emptyState}>Loading…</p>}
        {snapshot.matches('failed') && (
          <div className={emptyState}>
            <p>The list did not load.</p>
            <button type="button" onClick={() => send({ type: 'retry' })} style={{ minHeight: 44 }}>
              Try again
            </button>
          </div>
        )}
        {!loading && !snapshot.matches('failed') && snapshot.context.users.length === 0 && (
          <div className={emptyState}>
            <h2>No Blocked Users</h2>
          </div>
        )}
        {snapshot.context.users.length > 0 && visible.length === 0 && (
          <div className={emptyState}>
            <h2>No results</h2>
          </div>
        )}
        {visible.length > 0 && (
          <ul className={list} aria-label="Blocked users">
            {visible.map((user) => {
              const name = user.userDisplayName ?? user.userName ?? 'Someone';
              return (
                <li key={user.userId}>
                  <img src={user.userDPUrl ?? '/media/default-avatar.webp'} alt="" width="48" height="48" />
                  <div>
                    <strong>{name}</strong>
                    {user.userName && <span>@{user.userName}</span>}
                  </div>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Unblock ${name}`}
                    disabled={snapshot.matches('unblocking')}
                    onClick={() => send({ type: 'unblock', userId: user.userId })}
                  >
                    Unblock
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
