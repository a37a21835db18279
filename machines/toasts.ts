/**
 * Toasts: the short messages that float above every screen.
 *
 * A toast is added to the list the moment something worth telling happens and removed on its own
 * after 2000 ms on screen (spec §9), or earlier when the user dismisses it. The toast area is
 * loaded lazily, so a toast can be raised before there is anywhere to show it (an expired session
 * found on the first load): its clock starts when the area says it is on screen (`area.shown`).
 *
 * - `empty`: no toast on screen; the toast area renders nothing.
 * - `showing`: at least one toast is on screen; each one has its own removal timer.
 */
import { assertEvent, assign, cancel, enqueueActions, setup, type SnapshotFrom } from 'xstate';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: string;
  message: string;
  kind: ToastKind;
}

export type ToastsEvent =
  | { type: 'toast.shown'; message: string; kind?: ToastKind }
  | { type: 'toast.expired'; id: string }
  | { type: 'toast.dismissed'; id: string }
  | { type: 'area.shown' };

export const TOAST_DURATION_MS = 2000;

export const toastsMachine = setup({
  types: {
    context: {} as { toasts: Toast[]; nextId: number; areaShown: boolean },
    events: {} as ToastsEvent,
  },
  delays: { toastDuration: TOAST_DURATION_MS },
  actions: {
    addToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.shown');
      const toast: Toast = { id: `toast-${context.nextId}`, message: event.message, kind: event.kind ?? 'info' };
      enqueue.assign({ toasts: [...context.toasts, toast], nextId: context.nextId + 1 });
      if (context.areaShown) enqueue.raise({ type: 'toast.expired', id: toast.id }, { delay: 'toastDuration', id: toast.id });
    }),
    startClocks: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ areaShown: true });
      for (const toast of context.toasts) enqueue.raise({ type: 'toast.expired', id: toast.id }, { delay: 'toastDuration', id: toast.id });
    }),
    removeToast: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, ['toast.expired', 'toast.dismissed']);
        return context.toasts.filter((toast) => toast.id !== event.id);
      },
    }),
    cancelRemoval: cancel(({ event }) => {
      assertEvent(event, 'toast.dismissed');
      return event.id;
    }),
  },
  guards: {
    areaNotShown: ({ context }) => !context.areaShown,
    isLastToast: ({ context, event }) => {
      assertEvent(event, ['toast.expired', 'toast.dismissed']);
      return context.toasts.length === 1 && context.toasts[0]?.id === event.id;
    },
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1, areaShown: false },
  initial: 'empty',
  meta: {
    guards: {
      areaNotShown: 'the toast area has not appeared on screen yet',
      isLastToast: 'it is the only toast on screen',
    },
  },
  on: {
    'area.shown': {
      guard: 'areaNotShown',
      actions: 'startClocks',
      description: 'The toast area appears: toasts raised before it start their 2000 ms',
    },
  },
  states: {
    empty: {
      description: 'No toast on screen',
      on: { 'toast.shown': { target: 'showing', actions: 'addToast', description: 'Something worth telling happens: a toast shows for 2000 ms' } },
    },
    showing: {
      description: 'One or more toasts above the screen, each with a × to dismiss it',
      on: {
        'toast.shown': { actions: 'addToast', description: 'Another toast joins the list, with its own 2000 ms' },
        'toast.expired': [
          { guard: 'isLastToast', target: 'empty', actions: 'removeToast', description: "The last toast's 2000 ms are up: it goes" },
          { actions: 'removeToast', description: "A toast's 2000 ms are up: it goes, the others stay" },
        ],
        'toast.dismissed': [
          { guard: 'isLastToast', target: 'empty', actions: ['cancelRemoval', 'removeToast'], description: 'A tap on × removes the last toast' },
          { actions: ['cancelRemoval', 'removeToast'], description: 'A tap on × removes that toast; the others stay' },
        ],
      },
    },
  },
});

export const selectToasts = (snapshot: SnapshotFrom<typeof toastsMachine>) => snapshot.context.toasts;
