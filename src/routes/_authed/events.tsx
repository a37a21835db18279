import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../../features/events/EventsScreen.tsx';

export const Route = createFileRoute('/_authed/events')({ component: EventsScreen });
