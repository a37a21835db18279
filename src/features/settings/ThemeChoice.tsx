import { useState } from 'react';
import { css } from '@linaria/core';
import { readTheme, setTheme, type ThemeChoice as Choice } from '../../lib/theme.ts';

const group = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    padding: 0;
    margin-bottom: 10px;
    font-size: 1.15rem;
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 48px;
    padding: 0 12px;
    border: 1px solid var(--border);
    border-radius: 12px;
    background: var(--surface);
    font-weight: 500;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: var(--accent);
    background: var(--surface-2);
  }
  label:has(input:focus-visible) {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--accent);
  }
`;

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Light, dark or the system's setting; applied at once and kept under 'theme' in localStorage. */
export function ThemeChoice() {
  const [choice, setChoice] = useState<Choice>(readTheme);
  return (
    <fieldset className={group}>
      <legend>Theme</legend>
      {CHOICES.map(({ value, label }) => (
        <label key={value}>
          <input
            type="radio"
            name="theme"
            value={value}
            checked={choice === value}
            onChange={() => {
              setTheme(value);
              setChoice(value);
            }}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
