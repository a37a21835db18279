import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../../features/events/EventsScreen.tsx';

export const Route = createFileRoute('/_authed/events')({
  // The lists are asked for while the screen's code comes (src/lib/read-cache.ts).
  loader: () => void import('../../features/events/reads.ts').then((reads) => reads.prefetchEvents()),
  component: EventsScreen,
});
