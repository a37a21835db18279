import { createFileRoute } from '@tanstack/react-router';
import { CreateEventScreen } from '../../features/events/CreateEventScreen.tsx';
import { positiveIntOf } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/create-event')({
  validateSearch: (search: Record<string, unknown>): { eventId?: number } => {
    const eventId = positiveIntOf(search.eventId);
    return eventId ? { eventId } : {};
  },
  component: function CreateEventRoute() {
    const { eventId } = Route.useSearch();
    return <CreateEventScreen key={eventId ?? 'new'} eventId={eventId ?? null} />;
  },
});
