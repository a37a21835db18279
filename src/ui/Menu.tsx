import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.ts';
import { IconButton } from './IconButton.tsx';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';

const menu = css`
  position: relative;
  > button {
    font-size: 1.4rem;
  }
  ul {
    position: absolute;
    right: 0;
    top: 44px;
    z-index: 5;
    margin: 0;
    padding: 6px;
    list-style: none;
    min-width: 200px;
    background: var(--surface-2);
    border: 1px solid var(--border);
    border-radius: 12px;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.35);
  }
  ul a,
  ul button {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    text-align: left;
    border: 0;
    border-radius: 8px;
    background: none;
    color: var(--text);
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  ul a:hover,
  ul button:not(:disabled):hover {
    background: var(--surface);
  }
  ul button:disabled {
    color: var(--muted);
    cursor: not-allowed;
  }
  small {
    color: var(--muted);
  }
`;

export type MenuItem = { label: string; note?: string; disabled?: boolean } & ({ to: string; search?: Record<string, unknown> } | { onSelect: () => void });

/**
 * A '⋯' button opening a list of links and actions; Escape or a click outside closes it. Escape
 * and choosing an action put focus back on the button (so a dialog the action opens returns it there).
 */
export function Menu({ label, items }: { label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref, trigger);
  return (
    <div className={menu} ref={ref}>
      <IconButton ref={trigger} label={label} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        ⋯
      </IconButton>
      {open && (
        <ul id={listId}>
          {items.map((item) => (
            <li key={item.label}>
              {'to' in item && !item.disabled ? (
                <Link to={item.to} search={item.search as never} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  disabled={item.disabled}
                  onClick={() => {
                    trigger.current?.focus();
                    setOpen(false);
                    if ('onSelect' in item) item.onSelect();
                  }}
                >
                  {item.label}
                  {item.note && <small>{item.note}</small>}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
