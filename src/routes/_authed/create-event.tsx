import { createFileRoute } from '@tanstack/react-router';
import { CreateEventScreen } from '../../features/events/CreateEventScreen.tsx';
import { positiveIntOf } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/create-event')({
  validateSearch: (search: Record<string, unknown>): { eventId?: number } => {
    const eventId = positiveIntOf(search.eventId);
    return eventId ? { eventId } : {};
  },
  // A new event's Pods and pending limit are asked for while the screen's code comes (src/lib/read-cache.ts).
  loaderDeps: ({ search }) => ({ editing: search.eventId !== undefined }),
  loader: ({ deps }) => void (deps.editing || import('../../features/events/reads.ts').then((reads) => reads.prefetchNewEvent())),
  component: function CreateEventRoute() {
    const { eventId } = Route.useSearch();
    return <CreateEventScreen key={eventId ?? 'new'} eventId={eventId ?? null} />;
  },
});
