import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { abbreviateCount, plural } from '../feed/format.ts';
import type { PersonRow as Person } from './api.ts';
import { storedUserId } from '../../lib/storage.ts';
import { oneLine } from '../../ui/text.ts';

const row = css`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  padding: 8px 0;
  a {
    display: contents;
    color: inherit;
    text-decoration: none;
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
    background: var(--surface-2);
  }
  strong,
  span {
    display: block;
  }
  span {
    color: var(--muted);
    font-size: 0.8rem;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
/* On a phone, a row with two buttons ('Follow Back', 'Remove') puts them under the name, so the name and counts keep the width. */
const narrowRow = css`
  @media (max-width: 520px) {
    &:has(> div:last-child > :nth-child(2)) {
      grid-template-columns: 48px minmax(0, 1fr);
      & > div:last-child {
        grid-column: 2;
      }
    }
  }
`;

/** Where a person's row leads: /profile for the viewer, else their /other-profile. */
export const profileLink = (userId: string) =>
  userId === storedUserId() ? ({ to: '/profile' } as const) : ({ to: '/other-profile', search: { otherUserId: userId } } as const);

/** One person: avatar, name, counts, and the row's buttons. */
export function PersonRow({ person, children }: { person: Person; children?: ReactNode }) {
  const name = person.name ?? person.userName ?? 'Someone';
  const details = `${person.userName ? `@${person.userName} · ` : ''}${abbreviateCount(person.followers)} ${plural(person.followers, 'Follower')} · ${abbreviateCount(person.pods)} ${plural(person.pods, 'Pod')}`;
  return (
    <li className={`${row} ${narrowRow}`}>
      <Link {...profileLink(person.id)}>
        <img src={person.image ?? '/media/default-avatar.webp'} alt="" width="48" height="48" loading="lazy" />
        <div>
          <strong className={oneLine} title={name}>
            {name}
          </strong>
          <span className={oneLine} title={details}>
            {details}
          </span>
        </div>
      </Link>
      <div className={actions}>{children}</div>
    </li>
  );
}
