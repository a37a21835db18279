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

export const iconButton = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: var(--text);
  cursor: pointer;
  &:hover {
    background: var(--surface-2);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    width: 22px;
    height: 22px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;
