import { useId } from 'react';
import { css } from '@linaria/core';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import type { Plan } from './plans.ts';

const card = css`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  &[data-featured] {
    border-color: var(--accent);
    box-shadow: 0 0 0 1px var(--accent);
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25em;
    display: grid;
    gap: 4px;
  }
`;
const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
const badge = css`
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--accent);
  color: var(--accent-text);
  font-size: 0.75rem;
  font-weight: 600;
`;
const price = css`
  display: flex;
  align-items: baseline;
  gap: 6px;
  strong {
    font-size: 2rem;
    line-height: 1;
  }
  span {
    color: var(--muted);
  }
`;
const pitchText = css`
  color: var(--muted);
`;
const note = css`
  font-size: 0.9rem;
  /* The live region stays in the page so screen readers announce it; empty, it takes no room. */
  &:not(:empty) {
    margin-top: 12px;
    padding: 10px 12px;
    border-left: 3px solid var(--link);
    border-radius: 8px;
    background: var(--surface-2);
  }
`;

/** One plan: name, monthly price, what it includes, and 'Choose plan', which only answers 'coming soon'. */
export function PlanCard({ plan, chosen, onChoose }: { plan: Plan; chosen: boolean; onChoose: () => void }) {
  const titleId = useId();
  return (
    <li className={card} data-featured={plan.featured ? '' : undefined}>
      <div className={top}>
        <h2 id={titleId}>{plan.name}</h2>
        {plan.featured && <span className={badge}>Most popular</span>}
      </div>
      <p className={price}>
        <strong>{`$${plan.price}`}</strong>
        <span>per month</span>
      </p>
      <p className={pitchText}>{plan.pitch}</p>
      <ul aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div>
        <button type="button" className={plan.featured ? primaryButton : secondaryButton} aria-describedby={titleId} onClick={onChoose}>
          Choose plan
        </button>
        <p className={note} role="status">
          {chosen && 'Paid plans are coming soon. Nothing has been charged.'}
        </p>
      </div>
    </li>
  );
}
