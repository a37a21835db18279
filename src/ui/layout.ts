/** Layouts shared by screens. */
import { css } from '@linaria/core';

/** A single centred column: logo or media, a heading, a line of text, then actions. */
export const centeredScreen = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 32px 24px;
  text-align: center;
  h1 {
    margin: 8px 0 0;
    font-size: 1.75rem;
    line-height: 1.2;
  }
  p {
    margin: 0 0 8px;
    color: var(--muted);
  }
`;
