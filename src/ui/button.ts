/** Button looks shared by every screen. */
import { css } from '@linaria/core';

export const primaryButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  min-height: 48px;
  padding: 0 20px;
  border: 0;
  border-radius: 999px;
  background: var(--accent);
  color: var(--accent-text);
  font-weight: 600;
  font-size: 1rem;
  text-decoration: none;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const secondaryButton = css`
  ${primaryButton};
  background: var(--surface-2);
  color: var(--text);
  border: 1px solid var(--border);
`;
