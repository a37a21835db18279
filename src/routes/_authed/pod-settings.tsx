import { createFileRoute } from '@tanstack/react-router';
import { PodSettingsScreen } from '../../features/onboarding/PodSettingsScreen.tsx';

export const Route = createFileRoute('/_authed/pod-settings')({
  validateSearch: (search: Record<string, unknown>): { postId?: string } =>
    typeof search.postId === 'string' && search.postId ? { postId: search.postId } : {},
  component: function PodSettingsRoute() {
    const { postId } = Route.useSearch();
    return <PodSettingsScreen postId={postId ?? null} />;
  },
});
