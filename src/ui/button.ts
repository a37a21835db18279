/** Button looks shared by every screen. */
import { css } from '@linaria/core';

const base = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  min-height: 48px;
  padding: 0 20px;
  border-radius: 999px;
  font-weight: 600;
  font-size: 1rem;
  text-decoration: none;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const primaryButton = css`
  ${base}
  border: 0;
  background: var(--accent);
  color: var(--accent-text);
`;

export const secondaryButton = css`
  ${base}
  border: 1px solid var(--border);
  background: var(--surface-2);
  color: var(--text);
`;
