import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { abbreviateCount, plural } from '../feed/format.ts';
import type { Profile } from './api.ts';

const header = css`
  display: grid;
  justify-items: center;
  gap: 6px;
  text-align: center;
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
    border: 3px solid var(--accent);
  }
  h1 {
    margin: 6px 0 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;
const counts = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  width: 100%;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
  li > * {
    display: grid;
    min-height: 56px;
    align-content: center;
    color: inherit;
    text-decoration: none;
    border-radius: 12px;
  }
  a:hover {
    background: var(--surface-2);
  }
  strong {
    font-size: 1.15rem;
  }
  span {
    color: var(--muted);
    font-size: 0.85rem;
  }
`;

/** Avatar, names and the Pods / Followers / Following counts (the last two link to the lists). */
export function ProfileHeader({
  profile,
  titleId,
  listSearch,
  children,
}: {
  profile: Profile;
  titleId: string;
  listSearch: { userId: string } | { otherUserId: string } | null;
  children?: ReactNode;
}) {
  const user = profile.userData;
  const count = (n: number, one: string, many?: string) => (
    <>
      <strong>{abbreviateCount(n)}</strong> <span>{plural(n, one, many)}</span>
    </>
  );
  return (
    <div className={header}>
      <img src={user.userDPUrl ?? '/media/default-avatar.webp'} alt="" width="96" height="96" />
      <h1 id={titleId}>{user.userDisplayName ?? user.userName ?? 'Someone'}</h1>
      {user.userName && <p>@{user.userName}</p>}
      {children}
      <ul className={counts} aria-label="Counts">
        <li>
          <div>{count(user.userTotalPods, 'Pod')}</div>
        </li>
        <li>
          {listSearch ? (
            <Link to="/followers" search={listSearch}>
              {count(user.totalFollowers, 'Follower')}
            </Link>
          ) : (
            <div>{count(user.totalFollowers, 'Follower')}</div>
          )}
        </li>
        <li>
          {listSearch ? (
            <Link to="/followings" search={listSearch}>
              {count(user.totalFollowings, 'Following', 'Following')}
            </Link>
          ) : (
            <div>{count(user.totalFollowings, 'Following', 'Following')}</div>
          )}
        </li>
      </ul>
    </div>
  );
}
