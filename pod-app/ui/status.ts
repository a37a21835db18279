/** A full-screen message in place of the app (loading, or what went wrong and a way on). */
import { h } from './dom.ts';

export interface StatusAction {
  label: string;
  onClick: () => void;
}

export function showStatus(root: HTMLElement, text: string, options: { error?: boolean; actions?: StatusAction[] } = {}) {
  const p = h('p', { className: options.error ? 'status-text error' : 'status-text' }, text);
  const buttons = (options.actions ?? []).map((action) => h('button', { type: 'button', onClick: action.onClick }, action.label));
  const box = h(
    'div',
    { className: options.error ? 'status error' : 'status', role: options.error ? 'alert' : 'status' },
    h('div', { className: 'status-box' }, p, ...buttons),
  );
  root.replaceChildren(box);
  buttons[0]?.focus();
}
