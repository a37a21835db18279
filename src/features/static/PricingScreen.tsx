import { useState } from 'react';
import { css } from '@linaria/core';
import { PlanCard } from './PlanCard.tsx';
import { PLANS, type Plan } from './plans.ts';
import { StaticPage } from './StaticPage.tsx';

const plans = css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /pricing: the three paid plans. Nothing can be bought yet; 'Choose plan' says so where it was pressed. */
export function PricingScreen() {
  const [chosen, setChosen] = useState<Plan['id'] | null>(null);
  return (
    <StaticPage
      title="Pricing & Plans"
      back="profile"
      lead="You are on the Free plan: 1 Pod and up to 3 pending events. Paid plans with more room are on the way."
    >
      <ul className={plans} aria-label="Plans">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} chosen={chosen === plan.id} onChoose={() => setChosen(plan.id)} />
        ))}
      </ul>
    </StaticPage>
  );
}
