// The live event app in a frame on its own origin (issue 8).
import { createFileRoute } from '@tanstack/react-router';
import { LiveEventScreen } from '../../features/frames/LiveEventScreen.tsx';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_authed/live-event')({
  validateSearch: (search: Record<string, unknown>) => search as { userId?: string; hostId?: string; eventId?: string; postId?: string },
  component: function LiveEventRoute() {
    const { userId, hostId, eventId, postId } = Route.useSearch();
    if (!userId || !hostId || !eventId || !postId) return <PlaceholderScreen title="Event not found" note="This link does not name a live event." />;
    return <LiveEventScreen userId={userId} hostId={hostId} eventId={String(eventId)} postId={postId} />;
  },
});
