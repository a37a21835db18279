import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';

const header = css`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 -20px;
  padding: 12px 20px 12px 8px;
  background: var(--bg);
  border-bottom: 1px solid var(--border);
  h1 {
    margin: 0;
    font-size: 1.35rem;
    line-height: 1.25;
    flex: 1;
  }
`;
/** The round back arrow of a screen's header (also the chat's own header). */
export const backLink = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: var(--text);
  &:hover {
    background: var(--surface-2);
  }
  svg {
    width: 24px;
    height: 24px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

/** A screen's sticky bar: the back arrow (to `back.to`), the one h1, and optional actions on the right. */
export function ScreenHeader({ title, titleId, back, actions }: { title: string; titleId: string; back: { to: string; label: string }; actions?: ReactNode }) {
  return (
    <header className={header}>
      <Link to={back.to} className={backLink} aria-label={back.label} data-back="">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </Link>
      <h1 id={titleId}>{title}</h1>
      {actions}
    </header>
  );
}
