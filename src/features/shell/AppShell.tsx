import { Suspense, lazy, type ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { isFullWidthPath, LARGE_SCREEN_QUERY } from './layout-rules.ts';
import { useMediaQuery } from './use-media-query.ts';
import { useInputOnceRunning } from '../../ui/use-input-once-running.ts';
import { useScrollTick } from '../../lib/list-sounds.ts';

// Side columns exist only at the large breakpoint, so phones never download them.
const SideNav = lazy(() => import('./SideNav.tsx').then((m) => ({ default: m.SideNav })));
const PromoColumn = lazy(() => import('./PromoColumn.tsx').then((m) => ({ default: m.PromoColumn })));

// The grid is decided by CSS, so the markup is the same at every width (screens rendered at build
// time are laid out right before any JavaScript runs); the side columns' content loads only on
// large screens.
const shell = css`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, var(--column));
  justify-content: center;
  @media (min-width: 1024px) {
    &:not([data-full]) {
      grid-template-columns: var(--side-start) minmax(0, var(--column)) var(--side-end);
      gap: var(--side-gap);
    }
  }
  &[data-full] {
    grid-template-columns: 1fr;
  }
`;
// A side column is as tall as the window and scrolls on its own: its content, which comes after the
// screen's (lazily, large screens only), never makes the row taller, so the screen never moves.
const sideSlot = css`
  display: none;
  @media (min-width: 1024px) {
    [data-shell]:not([data-full]) > & {
      display: block;
      position: sticky;
      top: 0;
      height: 100vh;
      overflow-y: auto;
      scrollbar-width: thin;
    }
  }
`;
const center = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: var(--bg);
  @media (min-width: 1024px) {
    [data-shell]:not([data-full]) > & {
      border-inline: 1px solid var(--border);
    }
  }
`;

/** The central column (max 425 px), with side columns at the large breakpoint (spec §1); lists tick as they scroll. */
export function AppShell({ children }: { children: ReactNode }) {
  useInputOnceRunning();
  useScrollTick();
  const { pathname } = useLocation();
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const full = isFullWidthPath(pathname);
  const withColumns = large && !full;
  return (
    <div className={shell} data-shell="" data-full={full ? '' : undefined}>
      {!full && (
        <div className={sideSlot}>
          {withColumns && (
            <Suspense fallback={null}>
              <SideNav />
            </Suspense>
          )}
        </div>
      )}
      <main className={center}>{children}</main>
      {!full && (
        <div className={sideSlot}>
          {withColumns && (
            <Suspense fallback={null}>
              <PromoColumn />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
