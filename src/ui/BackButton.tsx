/**
 * 'Back', the same on every screen: back through the history to where the person came from, or
 * to `fallback` when the screen was opened directly (a link, a reload with no history).
 */
import { css } from '@linaria/core';
import { ArrowLeft } from 'lucide-react';
import { goBack } from '../lib/navigation.ts';

const back = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px 0 10px;
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--surface-2);
  color: var(--text);
  font-weight: 600;
  cursor: pointer;
  svg {
    width: 18px;
    height: 18px;
  }
`;

/** `onBack` where leaving is the screen's own (a full-screen Pod's 'Back'), else back or to `fallback`. */
export function BackButton({ label = 'Back', className, ...to }: { label?: string; className?: string } & ({ fallback: string } | { onBack: () => void })) {
  return (
    <button type="button" className={className ? `${back} ${className}` : back} onClick={() => ('onBack' in to ? to.onBack() : goBack(to.fallback))}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </button>
  );
}
