// Placeholder: the 3D pod app (its own origin, in a frame) comes with issue 8. Opening a Pod
// already counts as a view (spec §6).
import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/3d-app')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...(typeof search.postId === 'string' ? { postId: search.postId } : {}),
    ...(typeof search.podId === 'string' ? { podId: search.podId } : {}),
    ...(search.previewMode === true || search.previewMode === 'true' ? { previewMode: true } : {}),
  }),
  component: function PodAppRoute() {
    const { postId } = Route.useSearch();
    useEffect(() => {
      if (!postId) return;
      void import('../features/feed/api.ts').then(({ recordView }) => recordView(postId)).catch((error: unknown) => console.error('View', error));
    }, [postId]);
    return <PlaceholderScreen title="Pod editor" note="The 3D editor for your Pod opens here in the next release." />;
  },
});
