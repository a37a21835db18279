import { useEffect, useRef } from 'react';
import { css } from '@linaria/core';

const tabs = css`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  button {
    flex: none;
    min-height: 40px;
    padding: 0 16px;
    border: 1px solid var(--border);
    border-radius: 999px;
    background: var(--surface-2);
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: var(--accent);
    border-color: var(--accent);
    color: var(--accent-text);
  }
`;

/**
 * Pill tabs (role tablist) controlling one panel; each tab's element id is its `id`, so the
 * panel can be labelled by the selected tab. A row wider than the screen scrolls sideways to show
 * the selected tab (chosen by Back, or in the address), without moving the page up or down.
 */
export function Tabs<T extends string>({
  label,
  items,
  selected,
  panelId,
  onSelect,
}: {
  label: string;
  items: readonly { id: T; label: string }[];
  selected: T;
  panelId: string;
  onSelect: (id: T) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const reveal = () => {
      const tab = row.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!tab) return;
      const [box, at] = [row.getBoundingClientRect(), tab.getBoundingClientRect()];
      if (at.left < box.left) row.scrollLeft -= box.left - at.left;
      else if (at.right > box.right) row.scrollLeft += at.right - box.right;
    };
    // In the next frame, not in the tap's task: measuring here would lay the page out once more
    // before the rest of the tap's changes (issue 23).
    const frames = typeof requestAnimationFrame === 'function';
    const frame = frames ? requestAnimationFrame(reveal) : (reveal(), 0);
    // Also once laid out: a screen drawn hidden (behind its loader) has no sizes yet.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reveal);
    observer?.observe(row);
    return () => {
      if (frames) cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [selected]);
  return (
    <div ref={list} role="tablist" aria-label={label} className={tabs}>
      {items.map((tab) => (
        <button key={tab.id} id={tab.id} type="button" role="tab" aria-selected={selected === tab.id} aria-controls={panelId} onClick={() => onSelect(tab.id)}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}
