// The 3D pod app in a frame on its own origin (issue 8). Opening a Pod counts as a view (spec §6).
import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { PodAppScreen } from '../features/frames/PodAppScreen.tsx';
import { useGoBack } from '../features/frames/useGoBack.ts';
import { PlaceholderScreen } from '../features/shell/PlaceholderScreen.tsx';
import { secondaryButton } from '../ui/button.ts';

const actions = css`
  padding: 0 24px 24px;
`;

export const Route = createFileRoute('/3d-app')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...(typeof search.postId === 'string' ? { postId: search.postId } : {}),
    ...(typeof search.podId === 'string' ? { podId: search.podId } : {}),
    ...(search.previewMode === true || search.previewMode === 'true' ? { previewMode: true } : {}),
  }),
  component: function PodAppRoute() {
    const { postId, previewMode } = Route.useSearch();
    const goBack = useGoBack();
    useEffect(() => {
      if (!postId) return;
      void import('../features/feed/api.ts').then(({ recordView }) => recordView(postId)).catch((error: unknown) => console.error('View', error));
    }, [postId]);
    if (!postId) {
      return (
        <PlaceholderScreen title="Pod not found" note="This link does not name a Pod.">
          <div className={actions}>
            <button type="button" className={secondaryButton} onClick={goBack}>Back</button>
          </div>
        </PlaceholderScreen>
      );
    }
    return <PodAppScreen postId={postId} previewMode={previewMode === true} />;
  },
});
