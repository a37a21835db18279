import { useId, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';

const page = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding: 0 20px 40px;
  p {
    margin: 0;
  }
  a:not([data-back]) {
    color: var(--link);
    text-underline-offset: 3px;
  }
`;
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
  }
`;
const backLink = css`
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
const leadText = css`
  color: var(--muted);
`;
const sectionStyle = css`
  display: grid;
  gap: 10px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.3;
  }
  /* Plain bulleted lists; styled lists (feature cards) keep their own layout. */
  ul:not([class]) {
    margin: 0;
    padding-left: 1.25em;
    display: grid;
    gap: 6px;
  }
`;

/**
 * Where a static page's back arrow goes (spec: /settings for About and Privacy, /profile otherwise).
 * `to` is a plain string because the /settings screen is built in another part of issue 9; the
 * router checks literal paths only against routes that already exist.
 */
const BACK: Record<'settings' | 'profile', { to: string; label: string }> = {
  settings: { to: '/settings', label: 'Back to Settings' },
  profile: { to: '/profile', label: 'Back to Profile' },
};

/** A page of static text: a sticky bar with the back arrow and the one h1, a lead line, then sections. */
export function StaticPage({ title, back, lead, children }: { title: string; back: keyof typeof BACK; lead?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={page} aria-labelledby={titleId}>
      <header className={header}>
        <Link to={BACK[back].to} className={backLink} aria-label={BACK[back].label} data-back="">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
        <h1 id={titleId}>{title}</h1>
      </header>
      {lead && <p className={leadText}>{lead}</p>}
      {children}
    </section>
  );
}

/** One titled part of a static page: an h2 and its text. */
export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={sectionStyle} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
