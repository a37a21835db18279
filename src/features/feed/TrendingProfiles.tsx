import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { SectionSkippedWhenFar } from './SectionSkippedWhenFar.tsx';
import { storedUserId } from '../../lib/storage.ts';
import { abbreviateCount, plural } from './format.ts';
import type { loadTrending } from './api.ts';
import { oneLine } from '../../ui/text.ts';

type Profile = Awaited<ReturnType<typeof loadTrending>>[number];

const list = css`
  display: flex;
  gap: 14px;
  margin: 0;
  padding: 0 0 6px;
  list-style: none;
  overflow-x: auto;
  a {
    display: grid;
    justify-items: center;
    gap: 4px;
    width: 84px;
    text-decoration: none;
    font-size: 0.8rem;
    text-align: center;
  }
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
    border: 2px solid var(--accent);
  }
  strong {
    max-width: 84px;
  }
  span {
    color: var(--muted);
  }
`;

const nameOf = (profile: Profile) => profile.userDisplayName ?? profile.userName ?? undefined;

/** 'Trending Profiles': the most followed people, each linking to their profile. */
export function TrendingProfiles({ profiles }: { profiles: Profile[] }) {
  const me = storedUserId();
  return (
    <SectionSkippedWhenFar aria-labelledby="trending-title">
      <h2 id="trending-title" style={{ margin: '0 0 10px', fontSize: '1.1rem' }}>
        Trending Profiles
      </h2>
      <ul className={list}>
        {profiles.map((profile) => (
          <li key={profile.userId}>
            <Link {...(profile.userId === me ? { to: '/profile' } : { to: '/other-profile', search: { otherUserId: profile.userId } })}>
              <img src={profile.userDPUrl ?? '/media/default-avatar.webp'} alt="" width="64" height="64" loading="lazy" />
              <strong className={oneLine} title={nameOf(profile)}>
                {nameOf(profile)}
              </strong>
              <span>
                {abbreviateCount(profile.totalFollowers)} {plural(profile.totalFollowers, 'Follower')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionSkippedWhenFar>
  );
}
