import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { storedSessionToken } from '../lib/storage.ts';

/** Screens that need a session (spec §6): without a token they redirect to /signin. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!storedSessionToken()) throw redirect({ to: '/signin', replace: true });
  },
  // Confirms the session with the server on entry; a revoked or expired token answers 401, which
  // the API client hands to the session machine (clear storage, /signin, toast).
  loader: async () => {
    const userId = sessionStorage.getItem('userId');
    if (!userId) return { user: null };
    const { fetchCurrentUser } = await import('../features/auth/session-api.ts');
    return { user: await fetchCurrentUser(userId).catch(() => null) };
  },
  component: Outlet,
});
