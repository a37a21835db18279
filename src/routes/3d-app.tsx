// The 3D pod app in a frame on its own origin (issue 8). Opening a Pod counts as a view (spec §6).
// (No styles here: route files are code-split past the Linaria plugin; screens live in features/.)
import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { NoPodScreen } from '../features/frames/NoPodScreen.tsx';
import { PodAppScreen } from '../features/frames/PodAppScreen.tsx';

export const Route = createFileRoute('/3d-app')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...(typeof search.postId === 'string' ? { postId: search.postId } : {}),
    ...(typeof search.podId === 'string' ? { podId: search.podId } : {}),
    ...(search.previewMode === true || search.previewMode === 'true' ? { previewMode: true } : {}),
  }),
  component: function PodAppRoute() {
    // `podId` names the person's Pod too (the social links step's link, spec §Social links).
    const { postId: post, podId, previewMode } = Route.useSearch();
    const postId = post ?? podId;
    useEffect(() => {
      if (!postId) return;
      void import('../features/feed/api.ts').then(({ recordView }) => recordView(postId)).catch((error: unknown) => console.error('View', error));
    }, [postId]);
    if (!postId) return <NoPodScreen />;
    return <PodAppScreen postId={postId} previewMode={previewMode === true} />;
  },
});
