import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../../features/events/EventsScreen.tsx';

/** /events, or /events?tab=invited (where a guest lands when a live event ends). */
export const Route = createFileRoute('/_authed/events')({
  validateSearch: (search: Record<string, unknown>): { tab?: 'invited' } => (search.tab === 'invited' ? { tab: 'invited' } : {}),
  component: function EventsRoute() {
    const { tab } = Route.useSearch();
    return <EventsScreen tab={tab ?? 'hosting'} />;
  },
});
