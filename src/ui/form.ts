/** Form looks shared by every screen: a labelled field, its input, its hint and its error. */
import { css } from '@linaria/core';

/** The look of every text input, select and text area (inside a field, or alone as a search box). */
const inputLook = `
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  border: 1px solid var(--border);
  border-radius: 12px;
  background: var(--surface-2);
`;

/** An input that stands alone (no label above it), e.g. a search box in a sheet. */
export const textInput = css`
  ${inputLook}
`;

export const form = css`
  display: grid;
  gap: 18px;
`;

export const field = css`
  display: grid;
  gap: 6px;
  label,
  legend {
    font-weight: 600;
    font-size: 0.95rem;
  }
  input,
  textarea,
  select {
    ${inputLook}
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: var(--danger);
  }
`;

export const hint = css`
  margin: 0;
  font-size: 0.85rem;
  color: var(--muted);
`;

export const errorText = css`
  margin: 0;
  font-size: 0.875rem;
  color: var(--danger);
`;

export const screenBody = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px 20px 32px;
  h1 {
    margin: 0;
    font-size: 1.6rem;
    line-height: 1.2;
  }
`;

export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--surface-2);
  cursor: pointer;
  font-weight: 500;
  &[aria-pressed='true'] {
    background: var(--accent);
    border-color: var(--accent);
    color: var(--accent-text);
  }
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
