// Placeholder: the 3D pod app (its own origin, in a frame) comes with issue 8.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/3d-app')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...(typeof search.postId === 'string' ? { postId: search.postId } : {}),
    ...(typeof search.podId === 'string' ? { podId: search.podId } : {}),
    ...(search.previewMode === true || search.previewMode === 'true' ? { previewMode: true } : {}),
  }),
  component: () => <PlaceholderScreen title="Pod editor" note="The 3D editor for your Pod opens here in the next release." />,
});
