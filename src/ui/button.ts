/** Button looks shared by every screen. */
import { css } from '@linaria/core';

/** The shape every full-width button shares (provider-buttons.ts dresses it per provider). */
export const buttonBase = `
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
  ${buttonBase}
  border: 0;
  background: var(--accent);
  color: var(--accent-text);
`;

export const secondaryButton = css`
  ${buttonBase}
  border: 1px solid var(--border);
  background: var(--surface-2);
  color: var(--text);
`;

/**
 * A button sized for a list row (Follow, Remove, Accept), beside primaryButton or secondaryButton.
 * It is defined after them, in the same file, so it wins whatever order the screens' styles
 * arrive in (a page rendered by the server inlines them in another order than the app links them).
 */
export const rowButton = css`
  width: auto;
  min-height: 40px;
  padding: 0 14px;
  font-size: 0.85rem;
`;
