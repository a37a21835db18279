/**
 * The app-wide actors: toasts and session. Their side effects (storage, navigation, the logout
 * call) are provided here, at the edge; the machines only name them.
 */
import { fromPromise } from 'xstate';
import { createActor } from '../lib/machine-hooks.ts';
import { toastsMachine } from '../../machines/toasts.ts';
import { SESSION_EXPIRED_TOAST, sessionMachine } from '../../machines/session.ts';
import { clearStoredData, readStoredSession, storeSession } from '../lib/storage.ts';
import { connectSession } from '../lib/api/session-link.ts';
import { navigateTo } from '../lib/navigation.ts';
import { closeAllStreams } from './streams.ts';

export const toastsActor = createActor(toastsMachine).start();
export const showToast = (message: string, kind: 'info' | 'success' | 'error' = 'info') => toastsActor.send({ type: 'toast.shown', message, kind });

export const sessionActor = createActor(
  sessionMachine.provide({
    actions: {
      storeSession: ({ context: { sessionToken, user } }) => {
        if (!sessionToken || !user) return;
        storeSession(sessionToken, user);
        void import('./page-session.ts').then((pages) => pages.handOverForPages(sessionToken));
      },
      clearStorage: () => {
        clearStoredData();
        void import('./page-session.ts').then((pages) => pages.dropForPages());
      },
      closeStreams: () => closeAllStreams(),
      goToSignIn: () => navigateTo('/signin', { replace: true }),
      showExpiredToast: () => showToast(SESSION_EXPIRED_TOAST, 'error'),
    },
    actors: {
      expireSession: fromPromise(async ({ input }) => {
        const { expireSession } = await import('../features/auth/session-api.ts');
        await expireSession(input.userId);
      }),
    },
  }),
  { input: readStoredSession() },
).start();

// Requests carry the session's token; a 401 with it ends the session. (On the server, rendering
// a person's page, they carry that page's session: session-link.ts's stored one.)
if (typeof window !== 'undefined')
  connectSession({
    token: () => sessionActor.getSnapshot().context.sessionToken,
    onUnauthorized: () => sessionActor.send({ type: 'session.unauthorized' }),
  });
