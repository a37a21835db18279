import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { css } from '@linaria/core';

/** A round 44 px target, no frame: header actions, the composer's buttons, a sheet's Close. */
const plain = css`
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
  font-size: 1.5rem;
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

/** A framed round button beside a screen's title (the search toggles). */
const outlined = css`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid var(--border);
  border-radius: 50%;
  background: var(--surface-2);
  cursor: pointer;
  svg {
    width: 20px;
    height: 20px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
`;

const LOOKS = { plain, outlined } as const;

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** What the button does, read out in place of the icon (which is decorative: aria-hidden). */
  label: string;
  look?: keyof typeof LOOKS;
  /** The icon: an <svg aria-hidden="true">, or a glyph such as '×'. */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button that shows only an icon; its name is `label`. A plain button unless `type` says
 * 'submit'; `className` adds to the look (e.g. a colour).
 */
export function IconButton({ label, look = 'plain', className, type = 'button', children, ...rest }: Props) {
  return (
    <button type={type} className={className ? `${LOOKS[look]} ${className}` : LOOKS[look]} aria-label={label} {...rest}>
      {children}
    </button>
  );
}
