import { createFileRoute } from '@tanstack/react-router';
import { EventSuccessScreen } from '../../features/events/EventSuccessScreen.tsx';
import { positiveIntOf } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/event-success')({
  validateSearch: (search: Record<string, unknown>): { eventId?: number } => {
    const eventId = positiveIntOf(search.eventId);
    return eventId ? { eventId } : {};
  },
  component: function EventSuccessRoute() {
    const { eventId } = Route.useSearch();
    return <EventSuccessScreen eventId={eventId ?? null} />;
  },
});
