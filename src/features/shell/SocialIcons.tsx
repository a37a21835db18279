import { css } from '@linaria/core';
import { SOCIAL_PROFILES } from './external-links.ts';

const paths: Record<(typeof SOCIAL_PROFILES)[number]['icon'], string> = {
  x: 'M4 4l16 16M20 4L4 20',
  instagram: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01',
  youtube: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3zm7 1v6l5-3z',
  linkedin: 'M4 9h4v11H4zM6 4a2 2 0 110 4 2 2 0 010-4zm4 5h4v2a4 4 0 017 2v7h-4v-6a2 2 0 00-4 0v6h-3z',
};

const row = css`
  display: flex;
  gap: 8px;
  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: var(--surface-2);
  }
  svg {
    width: 20px;
    height: 20px;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.8;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export function SocialIcons() {
  return (
    <div className={row}>
      {SOCIAL_PROFILES.map((profile) => (
        <a key={profile.icon} href={profile.href} target="_blank" rel="noopener noreferrer" aria-label={profile.name}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={paths[profile.icon]} />
          </svg>
        </a>
      ))}
    </div>
  );
}
