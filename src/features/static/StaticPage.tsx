import { useId, type ReactNode } from 'react';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
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

/** Where a static page's back arrow goes (spec: /settings for About and Privacy, /profile otherwise). */
const BACK: Record<'settings' | 'profile', { to: string; label: string }> = {
  settings: { to: '/settings', label: 'Back to Settings' },
  profile: { to: '/profile', label: 'Back to Profile' },
};

/** A page of static text: a sticky bar with the back arrow and the one h1, a lead line, then sections. */
export function StaticPage({ title, back, lead, children }: { title: string; back: keyof typeof BACK; lead?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={page} aria-labelledby={titleId}>
      <ScreenHeader title={title} titleId={titleId} back={BACK[back]} />
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
