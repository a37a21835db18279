import { useId } from 'react';
import { css } from '@linaria/core';
import { rowButton, secondaryButton } from '../../ui/button.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { loadFollowers, loadFollowings } from './api.ts';
import { FollowRowButton } from './FollowRowButton.tsx';
import { PeopleList } from './PeopleList.tsx';
import { Link } from '@tanstack/react-router';
import { UserPlus, UserRoundSearch, Users } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { usePeopleList } from './use-people-list.ts';
import { followersOf, followingsOf } from './reads.ts';
import { storedUserId } from '../../lib/storage.ts';

export const listScreen = css`
  flex: 1;
  display: grid;
  gap: 14px;
  align-content: start;
  padding: 0 20px 32px;
`;
const TEXT = {
  followers: { title: 'Followers', empty: 'No followers yet' },
  followings: { title: 'Following', empty: "You're not following anyone yet" },
} as const;

/**
 * /followers and /followings: the viewer's own lists (Remove and 'Follow Back' on their followers)
 * or another person's (Follow, disabled on rows without a name), with search.
 */
export function FollowListScreen({ kind, ownerId }: { kind: 'followers' | 'followings'; ownerId: string }) {
  const own = ownerId === storedUserId();
  const titleId = useId();
  const [snapshot, send] = usePeopleList(
    (search, cursor) => (kind === 'followers' ? loadFollowers : loadFollowings)(ownerId, search, cursor),
    (kind === 'followers' ? followersOf : followingsOf)(ownerId),
  );
  const text = TEXT[kind];
  return (
    <section className={listScreen} aria-labelledby={titleId}>
      <ScreenHeader
        title={text.title}
        titleId={titleId}
        back={
          own ? { to: '/profile', label: 'Back to Profile' } : { to: `/other-profile?otherUserId=${encodeURIComponent(ownerId)}`, label: 'Back to the profile' }
        }
      />
      <SearchField
        label={`Search ${text.title.toLowerCase()}`}
        placeholder="Search"
        value={snapshot.context.search}
        onChange={(search) => send({ type: 'search.changed', search })}
      />
      <PullToRefresh onRefresh={() => send({ type: 'search.changed', search: snapshot.context.search })} />
      <PeopleList
        snapshot={snapshot}
        send={send}
        label={text.title}
        empty={
          own ? (
            <EmptyState
              icon={kind === 'followers' ? Users : UserPlus}
              title={text.empty}
              action={
                <Link to="/friends" className={secondaryButton}>
                  Find people to follow
                </Link>
              }
            />
          ) : (
            <EmptyState icon={UserRoundSearch} title="No users found" />
          )
        }
        actions={(person) => (
          <>
            <FollowRowButton person={person} name={person.name ?? 'this user'} ownFollowersList={own && kind === 'followers'} disabled={!own && !person.name} />
            {own && kind === 'followers' && (
              <button
                type="button"
                className={`${secondaryButton} ${rowButton}`}
                aria-label={`Remove ${person.name ?? 'follower'}`}
                disabled={snapshot.matches('acting')}
                onClick={() => send({ type: 'row.action', rowId: person.id, action: 'remove' })}
              >
                Remove
              </button>
            )}
          </>
        )}
      />
    </section>
  );
}
