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
 * panel can be labelled by the selected tab.
 */
export function Tabs<T extends string>({ label, items, selected, panelId, onSelect }: { label: string; items: readonly { id: T; label: string }[]; selected: T; panelId: string; onSelect: (id: T) => void }) {
  return (
    <div role="tablist" aria-label={label} className={tabs}>
      {items.map((tab) => (
        <button key={tab.id} id={tab.id} type="button" role="tab" aria-selected={selected === tab.id} aria-controls={panelId} onClick={() => onSelect(tab.id)}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}
