import type { ReactNode } from 'react';
import { css } from '@linaria/core';

const screen = css`
  flex: 1;
  padding: 24px;
  h1 {
    margin: 0 0 8px;
    font-size: 1.5rem;
  }
  p {
    color: var(--muted);
  }
`;

/** A screen whose feature arrives in a later issue: its title, one honest sentence, and what follows. */
export function PlaceholderScreen({ title, note, children }: { title: string; note: string; children?: ReactNode }) {
  return (
    <>
      <section className={screen} aria-labelledby="screen-title">
        <h1 id="screen-title">{title}</h1>
        <p>{note}</p>
      </section>
      {children}
    </>
  );
}
