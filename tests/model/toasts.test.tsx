// @vitest-environment jsdom
/**
 * Model-based test of toasts: every arrow of the toasts chart is driven through the app's toast
 * actor and the real toast area (<Toasts>), on a fake clock: toasts raised before the area is on
 * screen, each toast's own 2000 ms, and the × that dismisses one.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { toastsMachine, type Toast } from '../../machines/toasts.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

/** The toasts a path raises, in order: the nth 'toast.shown' says the nth of these. */
const SAID: { message: string; kind: Toast['kind'] }[] = [
  { message: 'Link copied', kind: 'success' },
  { message: 'The event was not saved. Please try again.', kind: 'error' },
  { message: 'Saved', kind: 'info' },
];

let app: typeof import('../../src/app/actors.ts');
/** Whether a toast's clock started at the fake clock's current instant. */
let clockJustStarted = false;
let Toasts: typeof import('../../src/app/Toasts.tsx').Toasts;

async function mount() {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  clockJustStarted = false;
  app = await import('../../src/app/actors.ts');
  ({ Toasts } = await import('../../src/app/Toasts.tsx'));
  // The toast area is not on screen yet (it loads lazily): 'area.shown' renders it.
}

const area = () => screen.queryByRole('status');
const shownToasts = () =>
  within(area()!)
    .queryAllByRole('button', { name: 'Dismiss' })
    .map((button) => ({ message: button.previousElementSibling!.textContent!, kind: button.parentElement!.getAttribute('data-kind') as Toast['kind'] }));

/** The toasts a path leaves on screen: each raised one (by its number), less those expired or dismissed. */
function toastsAfter({ events }: ModelStep) {
  let raised = 0;
  let left: { id: string; message: string; kind: Toast['kind'] }[] = [];
  for (const event of events) {
    if (event.type === 'toast.shown') left = [...left, { id: `toast-${++raised}`, ...SAID[raised - 1]! }];
    if (event.type === 'toast.expired' || event.type === 'toast.dismissed') left = left.filter((toast) => toast.id !== event.id);
  }
  return left.map(({ message, kind }) => ({ message, kind }));
}
const areaShown = ({ events }: ModelStep) => events.some((event) => event.type === 'area.shown');

describeModel('toasts', {
  machine: toastsMachine,
  mount,
  afterEach: () => {
    cleanup();
    vi.useRealTimers();
  },
  states: {
    empty: (_s, step) => {
      if (areaShown(step)) expect(shownToasts()).toEqual([]);
      else expect(area()).toBeNull();
    },
    showing: (_s, step) => {
      if (areaShown(step)) expect(shownToasts()).toEqual(toastsAfter(step));
      // Raised before the area is there: nothing shows yet, and no clock runs.
      else expect(area()).toBeNull();
    },
  },
  drivers: {
    'toast.shown': (event: { message: string; kind: Toast['kind'] }) => {
      // A toast raised in the same instant as the last one is raised 1 ms later, so each has its own end.
      if (clockJustStarted) act(() => vi.advanceTimersByTime(1));
      act(() => app.showToast(event.message, event.kind));
      clockJustStarted = true;
    },
    // The oldest toast's 2000 ms run out (the clock goes to the first timer; the others stay).
    'toast.expired': (event: { id: string; message: string }) => {
      act(() => void vi.advanceTimersToNextTimer());
      clockJustStarted = false;
      expect(shownToasts().map((toast) => toast.message)).not.toContain(event.message);
    },
    'toast.dismissed': (event: { message: string }) => {
      const toast = within(area()!).getByText(event.message).parentElement!;
      fireEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    },
    'area.shown': () => {
      render(<Toasts />);
      clockJustStarted = true;
    },
  } satisfies Drivers<typeof toastsMachine>,
  // Up to two toasts at once (one before the area shows: clocks started together end together);
  // the nth raised says SAID[n - 1]; only the oldest can run out first.
  events: (snapshot) => {
    const { toasts, nextId, areaShown } = snapshot.context;
    const said = SAID[nextId - 1];
    const by = (toast: Toast) => ({ id: toast.id, message: toast.message });
    return [
      ...(said && toasts.length < (areaShown ? 2 : 1) ? [{ type: 'toast.shown', ...said }] : []),
      ...(areaShown ? toasts.slice(0, 1).map((toast) => ({ type: 'toast.expired', ...by(toast) })) : []),
      ...(areaShown ? toasts.map((toast) => ({ type: 'toast.dismissed', ...by(toast) })) : []),
      { type: 'area.shown' },
    ];
  },
  serializeState: ({ value, context }) => `${JSON.stringify(value)} ${context.toasts.map((toast) => toast.id).join(',')} ${context.areaShown}`,
});
