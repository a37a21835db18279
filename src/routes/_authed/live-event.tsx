// Placeholder: the live event frame comes with issue 8.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_authed/live-event')({
  validateSearch: (search: Record<string, unknown>) => search as { userId?: string; hostId?: string; eventId?: string; postId?: string },
  component: () => <PlaceholderScreen title="Live event" note="The live event opens here: the 3D event app arrives with the next release." />,
});
