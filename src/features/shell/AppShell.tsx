import { Suspense, lazy, type ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { isFullWidthPath, LARGE_SCREEN_QUERY } from './layout-rules.ts';
import { useMediaQuery } from './use-media-query.ts';

// Side columns exist only at the large breakpoint, so phones never download them.
const SideNav = lazy(() => import('./SideNav.tsx').then((m) => ({ default: m.SideNav })));
const PromoColumn = lazy(() => import('./PromoColumn.tsx').then((m) => ({ default: m.PromoColumn })));

const shell = css`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, var(--column));
  justify-content: center;
  &[data-large] {
    grid-template-columns: 260px minmax(0, var(--column)) 340px;
    gap: 24px;
  }
  &[data-full] {
    grid-template-columns: 1fr;
  }
`;
const center = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: var(--bg);
  [data-large] > & {
    border-inline: 1px solid var(--border);
  }
`;

/** The central column (max 425 px), with side columns at the large breakpoint (spec §1). */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const full = isFullWidthPath(pathname);
  const withColumns = large && !full;
  return (
    <div className={shell} data-large={withColumns ? '' : undefined} data-full={full ? '' : undefined}>
      {withColumns && (
        <Suspense fallback={<div />}>
          <SideNav />
        </Suspense>
      )}
      <main className={center}>{children}</main>
      {withColumns && (
        <Suspense fallback={<div />}>
          <PromoColumn />
        </Suspense>
      )}
    </div>
  );
}
