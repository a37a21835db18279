import { createFileRoute, redirect } from '@tanstack/react-router';
import { WelcomeScreen } from '../features/welcome/WelcomeScreen.tsx';
import { signedInHome } from '../features/auth/signed-in-home.ts';

/**
 * A shared Pod link (`/?postId=…`, spec §Pod live) opens that Pod; the server gave its page the
 * Pod's preview tags. Signed-in people skip the Welcome screen: to where they belong.
 */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { postId?: string } =>
    typeof search.postId === 'string' && search.postId ? { postId: search.postId } : {},
  beforeLoad: async ({ search }) => {
    if (search.postId) throw redirect({ to: '/3d-app', search: { postId: search.postId }, replace: true });
    const home = await signedInHome();
    if (home) throw redirect({ to: home, replace: true });
  },
  component: WelcomeScreen,
});
