import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import type { LucideIcon } from 'lucide-react';

const box = css`
  display: grid;
  justify-items: center;
  gap: 6px;
  padding: 28px 8px;
  text-align: center;
  h2,
  h3,
  p {
    margin: 0;
  }
  h2,
  h3 {
    font-size: 1.1rem;
  }
  p {
    color: var(--muted);
  }
`;
const badge = css`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin-bottom: 6px;
  border-radius: 50%;
  background: var(--surface-2);
  color: var(--accent);
  svg {
    width: 34px;
    height: 34px;
  }
`;
const actionRow = css`
  display: flex;
  justify-content: center;
  margin-top: 10px;
  & > * {
    width: auto;
  }
`;

/**
 * What a list says when it has nothing: an icon, the spec's words (title and an optional line,
 * never reworded) and, where there is one, what to do next.
 */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  level = 2,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  action?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={box}>
      <span className={badge}>
        <Icon aria-hidden="true" />
      </span>
      <Heading>{title}</Heading>
      {text && <p>{text}</p>}
      {action && <div className={actionRow}>{action}</div>}
    </div>
  );
}
