import { createFileRoute, redirect } from '@tanstack/react-router';
import { WelcomeScreen } from '../features/welcome/WelcomeScreen.tsx';

/** A shared Pod link (`/?postId=…`, spec §Pod live) opens that Pod; the server gave its page the Pod's preview tags. */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { postId?: string } => (typeof search.postId === 'string' && search.postId ? { postId: search.postId } : {}),
  beforeLoad: ({ search }) => {
    if (search.postId) throw redirect({ to: '/3d-app', search: { postId: search.postId }, replace: true });
  },
  component: WelcomeScreen,
});
