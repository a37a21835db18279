import { css } from '@linaria/core';

export type Feature = { title: string; text: string };

const list = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding: 14px 16px;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--surface);
  }
  div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
  }
  strong {
    font-weight: 600;
  }
  small {
    flex: none;
    padding: 1px 8px;
    border: 1px solid var(--link);
    border-radius: 999px;
    color: var(--link);
    font-size: 0.75rem;
    font-weight: 600;
  }
  span {
    color: var(--muted);
    font-size: 0.95rem;
  }
`;

/** Features as a list of small cards: a bold name (with an optional tag) and one line on what it does. */
export function FeatureList({ items, tag }: { items: readonly Feature[]; tag?: string }) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.title}>
          <div>
            <strong>{item.title}</strong>
            {tag && <small>{tag}</small>}
          </div>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
