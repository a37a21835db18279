/** Looks shared by the inbox and the chat. */
import { css } from '@linaria/core';

export const screen = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 0 20px 32px;
`;

export const emptyState = css`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 40px 8px;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;
