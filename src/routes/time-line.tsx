import { createFileRoute } from '@tanstack/react-router';
import { TimelineScreen } from '../features/feed/TimelineScreen.tsx';

/** The Discover feed is open to signed-out visitors (spec §6 lists it with no session rule). */
export const Route = createFileRoute('/time-line')({ component: TimelineScreen });
