import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { secondaryButton } from '../../ui/button.ts';
import { ADS } from './external-links.ts';
import { WalkthroughVideo } from './WalkthroughVideo.tsx';

const column = css`
  padding: 32px 24px;
  display: grid;
  align-content: start;
  gap: 16px;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius);
  }
`;

/** Right column of the desktop shell: walkthrough video, ads, and 'Advertise with us'. */
export function PromoColumn() {
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  return (
    <aside className={column} aria-label="What's new">
      <WalkthroughVideo />
      {ADS.filter((ad) => !broken.has(ad.id)).map((ad) => (
        <a key={ad.id} href={ad.href} target="_blank" rel="noopener noreferrer sponsored">
          <img src={ad.image} alt={ad.alt} width="600" height="300" loading="lazy" onError={() => setBroken((prev) => new Set(prev).add(ad.id))} />
        </a>
      ))}
      <Link to="/settings/help" className={secondaryButton} role="button">
        Advertise with us
      </Link>
    </aside>
  );
}
