import { createFileRoute } from '@tanstack/react-router';
import { PodTemplatesScreen } from '../../features/onboarding/PodTemplatesScreen.tsx';

interface Search {
  changePodTheme?: boolean;
  postId?: string;
}

export const Route = createFileRoute('/_authed/pod-templates')({
  validateSearch: (search: Record<string, unknown>): Search => ({
    ...(search.changePodTheme === true || search.changePodTheme === 'true' ? { changePodTheme: true } : {}),
    ...(typeof search.postId === 'string' && search.postId ? { postId: search.postId } : {}),
  }),
  component: function PodTemplatesRoute() {
    const { changePodTheme, postId } = Route.useSearch();
    return <PodTemplatesScreen key={`${changePodTheme}-${postId}`} changePodTheme={changePodTheme ?? false} postId={postId ?? null} />;
  },
});
