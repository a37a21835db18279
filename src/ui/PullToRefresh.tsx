import { css } from '@linaria/core';
import { RefreshCw } from 'lucide-react';
import { PULL_TEXT, PULL_THRESHOLD } from './pull-to-refresh.ts';
import { usePullToRefresh } from './use-pull-to-refresh.ts';

const indicator = css`
  position: fixed;
  top: 0;
  left: 50%;
  z-index: 30;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  border-radius: 999px;
  background: var(--surface-2);
  border: 1px solid var(--border);
  color: var(--text);
  font-size: 0.85rem;
  pointer-events: none;
  svg {
    width: 18px;
    height: 18px;
    color: var(--accent);
  }
  &[data-phase='refreshing'] svg {
    animation: pull-spin 0.8s linear infinite;
  }
  @keyframes pull-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-phase='refreshing'] svg {
      animation: none;
    }
  }
`;

/**
 * The pull-to-refresh indicator of a screen (touch screens only): it follows the finger, says
 * what a release will do, and 'Refreshing…' while `onRefresh` runs. The status stays in the page
 * so assistive technology hears each change.
 */
export function PullToRefresh({ onRefresh }: { onRefresh: () => unknown }) {
  const { phase, distance } = usePullToRefresh(onRefresh);
  const shown = phase !== 'idle';
  return (
    <div
      role="status"
      className={indicator}
      data-phase={phase}
      style={{ transform: `translate(-50%, ${shown ? distance - 8 : -64}px) rotate(0)`, opacity: shown ? Math.min(1, distance / PULL_THRESHOLD) : 0 }}
    >
      {shown && <RefreshCw aria-hidden="true" style={{ transform: phase === 'refreshing' ? undefined : `rotate(${distance * 4}deg)` }} />}
      {PULL_TEXT[phase]}
    </div>
  );
}
