import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import { css } from '@linaria/core';
import { field, textInput } from './form.ts';

/** A screen's own search box, under its title: a full-width pill. */
const pill = css`
  width: 100%;
  min-height: 48px;
  padding: 0 16px;
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--surface-2);
`;

/** `pill` on a screen; `box` (the form fields' look) inside a sheet or a form. */
const LOOKS = { pill, box: textInput } as const;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'aria-label' | 'className'> & {
  /** The box's name; read out, or shown above it with `showLabel`. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  look?: keyof typeof LOOKS;
  showLabel?: boolean;
};

/** A search box (`type="search"`, so a 'searchbox' to assistive tech) that reports the text typed. */
export function SearchField({ label, value, onChange, look = 'pill', showLabel = false, id, ...rest }: Props) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const input = useRef<HTMLInputElement>(null);
  // Text typed into a page the server rendered, before the app took it over (hydration leaves the
  // box's text as it is): reported once, so the search runs on it instead of losing it.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, as the app takes the box over
  const box = (
    <input
      {...rest}
      ref={input}
      id={showLabel ? inputId : id}
      type="search"
      className={LOOKS[look]}
      aria-label={showLabel ? undefined : label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
  if (!showLabel) return box;
  return (
    <div className={field}>
      <label htmlFor={inputId}>{label}</label>
      {box}
    </div>
  );
}
